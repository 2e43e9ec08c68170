import Foundation

/// What only the command asks of its process (the libraries never read it): environment
/// variables, its arguments' bytes, the terminal's width.
///
/// Invariants: `environ` and `argv` are read as the C runtime left them, each entry up to its
/// NUL and never written; the terminal size is copied out of the `ioctl` that fills it.
package enum ProcessContext {
  /// An environment variable's value as `ProcessInfo.environment` has it (of repeated entries,
  /// the last), without building the whole environment as a dictionary.
  package static func environment(_ name: String) -> String? {
    let prefix = Array((name + "=").utf8CString.dropLast())
    var value: String?
    var entry = environ
    while let pointer = entry.pointee {
      if strncmp(pointer, prefix, prefix.count) == 0 { value = String(cString: pointer + prefix.count) }
      entry += 1
    }
    return value
  }

  /// The process's arguments after its name, as strings. Swift's `CommandLine.arguments` repairs
  /// bytes that are not UTF-8, so a path holding them would name another file or none: such an
  /// argument (or the value of a `--name=value`) becomes the alias of the path it names
  /// (`PathAliases`). `unnamed` is the first that names no path there is, as bytes.
  package static func arguments() -> (arguments: [String], unnamed: [UInt8]?) {
    var unnamed: [UInt8]?
    let all = (0..<Int(CommandLine.argc)).map { index -> [UInt8] in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
    }
    let arguments = all.dropFirst().map { bytes -> String in
      guard UTF8Validation.firstInvalidByte(in: bytes) != nil else { return String(decoding: bytes, as: UTF8.self) }
      var name: [UInt8] = []
      var value = bytes[...]
      if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
        UTF8Validation.firstInvalidByte(in: Array(bytes[...equals])) == nil
      {
        name = Array(bytes[...equals])
        value = bytes[(equals + 1)...]
      }
      guard let path = PathAliases.path(forBytes: lexicallyStandardized(Array(value))) else {
        if unnamed == nil { unnamed = bytes }
        return String(decoding: bytes, as: UTF8.self)
      }
      return String(decoding: name, as: UTF8.self) + path
    }
    return (arguments, unnamed)
  }

  /// `path` with its `.` components and each `name/..` pair removed, as Foundation standardizes a
  /// path it holds as a string (an alias must not be climbed out of through `/proc/self/fd`).
  static func lexicallyStandardized(_ path: [UInt8]) -> [UInt8] {
    var parts: [ArraySlice<UInt8>] = []
    for part in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8), let last = parts.last, !last.elementsEqual("..".utf8) {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = Array(parts.joined(separator: [UInt8(ascii: "/")]))
    return path.first == UInt8(ascii: "/") ? [UInt8(ascii: "/")] + joined : (joined.isEmpty ? Array(".".utf8) : joined)
  }

  /// The current folder's path (`getcwd`), as an alias when its bytes are not UTF-8; nil when it
  /// cannot be read.
  package static func currentFolder() -> String? {
    FileSystem.currentFolderBytes().flatMap { PathAliases.path(forBytes: $0) }
  }

  /// The width in columns of the terminal at `descriptor` (`TIOCGWINSZ`), nil when it is not a
  /// terminal or tells none.
  package static func terminalColumns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
