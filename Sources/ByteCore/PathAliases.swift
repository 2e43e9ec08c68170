import Foundation

/// Paths whose bytes are not UTF-8, which a Swift string cannot hold (it repairs them to U+FFFD,
/// naming another file or none): Linux allows any byte in a name but `/` and NUL.
///
/// Such a path is held as an alias, `/proc/self/fd/N/rest`: the folder (or file) that ends its last
/// undecodable component is opened once by its bytes (`O_PATH`) and kept open for the life of the
/// process, and the kernel resolves `/proc/self/fd/N` to it, so every string-based call
/// (Foundation's included) reads and writes the real files below it. What a user is shown is
/// `shown(_:)`: the alias replaced by the folder's path, its bytes escaped.
///
/// Invariants: an alias is never closed, and one path's bytes get one alias (so two canonical
/// paths below it share their prefix and compare as paths do); the table is read and written
/// under its lock. Systems without `/proc/self/fd` (macOS, whose file systems
/// keep names UTF-8) get no aliases.
package enum PathAliases {
  /// The prefix of every alias.
  package static let prefix = "/proc/self/fd/"

  /// At most this many aliases, each a descriptor held open: a repository of thousands of such
  /// folders must not take every descriptor the process may open (1,024 by default) from the
  /// reads that follow. Past it a path has no alias, and the caller names it as one it cannot open.
  package static let maximumCount = 256

  private struct Table {
    var byBytes: [[UInt8]: String] = [:]
    /// The absolute bytes an alias stands for, and its path as first given, escaped.
    var byAlias: [String: (bytes: [UInt8], shown: String)] = [:]
  }

  private static let table = Locked(Table())

  /// A string that names the file at `bytes`: the bytes themselves when they are UTF-8; else an
  /// alias for what ends the last component holding other bytes, opened as it is now (nil when it
  /// cannot be opened, or the system has no `/proc/self/fd`).
  /// `folderOnly` opens only a real folder, never through a link at its end (what a folder
  /// listing found must still be that folder).
  package static func path(forBytes bytes: [UInt8], folderOnly: Bool = false) -> String? {
    guard UTF8Validation.firstInvalidByte(in: bytes) != nil else { return String(decoding: bytes, as: UTF8.self) }
    #if os(Linux)
      // `/` is ASCII, so each component is UTF-8 or not on its own.
      var end = 0
      var start = 0
      while start < bytes.count {
        let stop = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
        if UTF8Validation.firstInvalidByte(in: Array(bytes[start..<stop])) != nil { end = stop }
        start = stop + 1
      }
      guard let alias = alias(for: Array(bytes[..<end]), folderOnly: folderOnly && end == bytes.count) else {
        return nil
      }
      return alias + String(decoding: bytes[end...], as: UTF8.self)
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// `O_PATH` (Linux's value; Glibc's module does not export it): a descriptor that names the
    /// file without opening it, so a FIFO does not block and a folder needs no read permission.
    private static let openPathOnly: Int32 = 0o10000000

    private static func alias(for given: [UInt8], folderOnly: Bool) -> String? {
      var target = given
      if target.first != UInt8(ascii: "/") {
        // Held absolute, so that the folders above it can be reached by its bytes.
        guard let folder = FileSystem.currentFolderBytes() else { return nil }
        target = folder + [UInt8(ascii: "/")] + given
      }
      return table.withLock { table -> String? in
        if let known = table.byBytes[target] { return known }
        guard table.byAlias.count < maximumCount else { return nil }
        let descriptor = (target + [0]).withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) {
            Glibc.open($0.baseAddress!, openPathOnly | O_CLOEXEC | (folderOnly ? O_DIRECTORY | O_NOFOLLOW : 0))
          }
        }
        guard descriptor >= 0 else { return nil }
        let alias = prefix + String(descriptor)
        table.byBytes[target] = alias
        table.byAlias[alias] = (target, PrintableText.escapingBytes(given))
        return alias
      }
    }
  #endif

  /// The alias at the start of `path` and what it stands for, nil when `path` starts with none.
  private static func leadingAlias(of path: String) -> (alias: String, bytes: [UInt8], shown: String)? {
    guard path.hasPrefix(prefix) else { return nil }
    let digits = path.utf8.dropFirst(prefix.utf8.count).prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    let alias = prefix + String(decoding: digits, as: UTF8.self)
    let next = path.utf8.dropFirst(alias.utf8.count).first
    guard !digits.isEmpty, next == nil || next == UInt8(ascii: "/") else { return nil }
    return table.withLock { table in table.byAlias[alias].map { (alias, $0.bytes, $0.shown) } }
  }

  /// The alias `path` starts with and the rest of it (empty or from a `/`), nil when it starts with none.
  package static func split(_ path: String) -> (alias: String, rest: String)? {
    leadingAlias(of: path).map { ($0.alias, String(decoding: path.utf8.dropFirst($0.alias.utf8.count), as: UTF8.self)) }
  }

  /// The absolute bytes `path` names: an alias at its start replaced by what it stands for.
  package static func bytes(of path: String) -> [UInt8] {
    guard let (alias, bytes, _) = leadingAlias(of: path) else { return Array(path.utf8) }
    return bytes + Array(path.utf8.dropFirst(alias.utf8.count))
  }

  /// `path` as a user is shown it: an alias at its start replaced by its path as it was given
  /// (relative or absolute), the bytes that are not UTF-8 escaped (`\x{e9}`); any other path as it is.
  package static func shown(_ path: String) -> String {
    guard let (alias, _, shown) = leadingAlias(of: path) else { return path }
    return shown + String(decoding: path.utf8.dropFirst(alias.utf8.count), as: UTF8.self)
  }

  /// True when `path` is `folder` or lies below it (`folder` with a trailing `/` or not), compared
  /// as the bytes they stand for when either is an alias: a real path below a folder whose name is
  /// not UTF-8 is an alias, which shares no prefix with a path that is not one. `strictly`, the
  /// folder itself is not inside (a table or a source file that resolves to its own root).
  package static func isInside(_ path: String, folder: String, strictly: Bool = false) -> Bool {
    guard path.hasPrefix(prefix) || folder.hasPrefix(prefix) else {
      return isBelow(path.utf8, folder.utf8, strictly: strictly)
    }
    return isBelow(bytes(of: path), bytes(of: folder), strictly: strictly)
  }

  private static func isBelow<P: Collection, F: BidirectionalCollection>(_ path: P, _ folder: F, strictly: Bool)
    -> Bool
  where P.Element == UInt8, F.Element == UInt8 {
    let top = folder.last == UInt8(ascii: "/") ? folder.dropLast() : folder[...]
    guard path.starts(with: top) else { return false }
    let rest = path.dropFirst(top.count)
    guard rest.first == UInt8(ascii: "/") else { return rest.isEmpty && !strictly }
    // `folder/` is the folder itself too.
    return !strictly || rest.count > 1
  }

  /// `path` shown absolute: an alias at its start replaced by the absolute path it stands for,
  /// bytes that are not UTF-8 escaped; any other path as it is (for paths made relative after).
  package static func shownAbsolute(_ path: String) -> String {
    guard let (alias, bytes, _) = leadingAlias(of: path) else { return path }
    return PrintableText.escapingBytes(bytes) + String(decoding: path.utf8.dropFirst(alias.utf8.count), as: UTF8.self)
  }

  /// `text` with every alias in it shown as `shown(_:)` shows a path (for messages of plain
  /// text): an alias where a path starts (not inside a word or another path), ending its number.
  package static func showingAliases(in text: String) -> String {
    guard text.contains(prefix) else { return text }
    let known = table.withLock { $0.byAlias }
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: prefix) {
      let before = rest[..<range.lowerBound]
      out += before
      let digits = rest[range.upperBound...].prefix(while: { $0.isASCII && $0.isNumber })
      let alias = prefix + digits
      let startsPath = out.last.map { !($0.isLetter || $0.isNumber || "/._-~".contains($0)) } ?? true
      if startsPath, let target = known[alias] {
        out += target.shown
      } else {
        out += alias
      }
      rest = rest[digits.endIndex...]
    }
    return out + rest
  }

  /// The canonical absolute path of `path` (`realpath`), as an alias when its bytes are not UTF-8;
  /// nil when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let bytes = Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map { UInt8(bitPattern: $0) }
    return Self.path(forBytes: bytes)
  }
}
