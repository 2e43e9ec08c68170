import ByteCore
import Foundation

/// The source files a code search reads: which folder, and which files in it.
///
/// Without configuration the folder is the app's repository: the nearest folder above the bundle
/// holding an Xcode project or workspace (so a bundle with no app around it, a test fixture or a
/// copied bundle, searches nothing), widened to the git repository holding it. Its files are
/// those git tracks, read from git's index file without running git (no program is started, no
/// hook or configuration of the repository runs, untracked build output is never read); when
/// the index cannot be read (no git, a worktree's `.git` file, an unknown index version) every
/// file below the folder is listed instead. Either way build folders and dependency checkouts
/// are skipped, and a file reached through a link is read only when it is inside the folder.
struct SourceListing {
  /// The folder searched (an absolute path, as given).
  var root: String
  /// The same, with every link resolved: no file outside it is read.
  var realRoot: String
  /// The folder as reports show it.
  var shownRoot: String
  /// What reports put before a file's path relative to `root`.
  var shownPrefix: String
  /// Source files, relative to `root`, sorted.
  var files: [String]

  /// The extensions of the sources read: Swift (SwiftUI included) and Objective-C.
  static let extensions: Set<String> = ["swift", "m", "mm", "h"]
  /// Folders never searched: build products and dependency checkouts.
  static let skippedFolders = BundleDiscovery.skippedFolders.union(["vendor"])
  /// The endings of the names that mark the app around a bundle: an Xcode project or workspace.
  private static let projectSuffixes: [StaticString] = [".xcodeproj", ".xcworkspace"]

  /// The files `search` names for the bundle at `bundle`, or nil (with a note why) when nothing is searched.
  static func list(_ search: SourceSearch, bundle: URL, into notes: inout [String]) -> SourceListing? {
    switch search {
    case .off:
      notes.append("the code search is off")
      return nil
    case .automatic:
      guard let root = repository(around: bundle) else {
        notes.append("no Xcode project above the bundle; set sources: in .settings-l10n.yml")
        return nil
      }
      guard let realRoot = realPath(root.path) else { return nil }
      let files = trackedFiles(in: root.path) ?? walk(root.path, under: "", realRoot: realRoot)
      return SourceListing(
        root: root.path, realRoot: realRoot, shownRoot: shown(root.path), shownPrefix: shownPrefix(root.path),
        files: bounded(files, notes: &notes))
    case .paths(let patterns, let base):
      let root = base.standardizedFileURL.path
      guard let realRoot = realPath(root) else { return nil }
      var files: Set<String> = []
      for pattern in patterns {
        let globs = pattern.split(separator: "/").map(String.init)
        if globs.allSatisfy({ (try? Glob($0))?.isLiteral == true }) {
          let path = globs.joined(separator: "/")
          let found = FileSystem.exists(atPath: root + "/" + path)
          if found.exists, !found.isFolder {
            if isSource(path) { files.insert(path) }
          } else {
            files.formUnion(walk(root, under: path, realRoot: realRoot))
          }
        } else if let glob = try? Glob(pattern) {
          // `*` crosses folders here, as `**` does in bundle paths.
          files.formUnion(walk(root, under: "", realRoot: realRoot).filter(glob.matches))
        }
      }
      return SourceListing(
        root: root, realRoot: realRoot, shownRoot: shown(root), shownPrefix: shownPrefix(root),
        files: bounded(files.sorted(), notes: &notes))
    }
  }

  /// At most `CodeReferences.maximumFiles`, with a note when there are more.
  private static func bounded(_ files: [String], notes: inout [String]) -> [String] {
    guard files.count > CodeReferences.maximumFiles else { return files }
    notes.append("only the first \(CodeReferences.maximumFiles) of \(files.count) source files were read")
    return Array(files.prefix(CodeReferences.maximumFiles))
  }

  /// True for a Swift or Objective-C file outside skipped folders.
  /// Paths are compared as the file system does, byte for byte (and so quickly: a repository
  /// lists tens of thousands).
  static func isSource(_ path: String) -> Bool {
    let bytes = path.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
      extensions.contains(String(Substring(bytes[bytes.index(after: dot)...])))
    else { return false }
    return !bytes.split(separator: UInt8(ascii: "/")).dropLast().contains {
      $0.first == UInt8(ascii: ".") || skippedFolders.contains(String(Substring($0)))
    }
  }

  /// The app's repository around a bundle: the nearest folder above it with an Xcode project or
  /// workspace, or the git repository holding that folder.
  /// The folders above are climbed by their bytes: above a folder whose name is not UTF-8 the
  /// bundle's path is an alias (`PathAliases`), whose parent is `/proc/self/fd`.
  static func repository(around bundle: URL) -> URL? {
    var folder = PathAliases.bytes(of: bundle.standardizedFileURL.path)
    var app: URL?
    for _ in 0..<64 {
      guard let slash = folder.lastIndex(of: UInt8(ascii: "/")) else { break }
      folder = slash == 0 ? [UInt8(ascii: "/")] : Array(folder[..<slash])
      guard let path = PathAliases.path(forBytes: folder) else { continue }
      if app == nil, FileSystem.holdsName(inFolder: path, endingWith: projectSuffixes) {
        app = URL(fileURLWithPath: path, isDirectory: true)
      }
      // `.git` is a folder, or a file in a worktree or submodule: any kind of name counts.
      if FileSystem.linkStatus(path + "/.git") != nil {
        return app == nil ? nil : URL(fileURLWithPath: path, isDirectory: true)
      }
      if slash == 0 { break }
    }
    return app
  }

  /// The tracked paths of the repository at `root` that are sources, from `.git/index`; nil when
  /// it cannot be read (then the caller walks the folder).
  static func trackedFiles(in root: String) -> [String]? {
    guard FileSystem.isFolder(atPath: root + "/.git"),
      let bytes = try? FileBytes.read(path: root + "/.git/index", limit: 256 << 20),
      let paths = GitIndex.pathBytes(bytes)
    else { return nil }
    return Set(paths.compactMap { listed($0, root: root) }).sorted()
  }

  /// A source file's path relative to `root` as the listing holds it, from its bytes: the path
  /// itself, or, when its bytes are not UTF-8, its alias (`PathAliases`: absolute, read as it
  /// is); nil when it is not a source, or has no alias.
  static func listed(_ relative: [UInt8], root: String) -> String? {
    let decoded = String(decoding: relative, as: UTF8.self)
    guard isSource(decoded) else { return nil }
    guard UTF8Validation.firstInvalidByte(in: relative) != nil else { return decoded }
    return PathAliases.path(forBytes: PathAliases.bytes(of: root) + [UInt8(ascii: "/")] + relative)
  }

  /// A listed file as reports show it: after `shownPrefix`, its path below the root, bytes that
  /// are not UTF-8 escaped.
  func shown(_ file: String) -> String {
    guard file.hasPrefix(PathAliases.prefix) else { return shownPrefix + file }
    let bytes = PathAliases.bytes(of: file)
    let top = PathAliases.bytes(of: root) + [UInt8(ascii: "/")]
    return shownPrefix
      + PrintableText.escapingBytes(bytes.starts(with: top) ? Array(bytes.dropFirst(top.count)) : bytes)
  }

  /// The path of a listed file: below `root`, or its alias as it is.
  static func absolute(_ listed: String, root: String) -> String {
    listed.hasPrefix(PathAliases.prefix) ? listed : root + "/" + listed
  }

  /// The source files below `root`/`folder` (relative to `root`): links are not followed,
  /// hidden and skipped folders are not entered.
  static func walk(_ root: String, under folder: String, realRoot: String) -> [String] {
    var found: [String] = []
    // Relative paths as bytes: a folder below may be named by bytes that are not UTF-8.
    var queue = [Array(folder.utf8)]
    let top = PathAliases.bytes(of: root)
    var next = 0
    while next < queue.count, next < 100_000 {
      let relative = queue[next]
      next += 1
      let folder = relative.isEmpty ? top : top + [UInt8(ascii: "/")] + relative
      guard let path = PathAliases.path(forBytes: folder), let entries = FileSystem.entries(ofFolder: path) else {
        continue
      }
      for entry in entries {
        guard entry.name.first != UInt8(ascii: ".") else { continue }
        let child = relative.isEmpty ? entry.name : relative + [UInt8(ascii: "/")] + entry.name
        switch Int32(entry.type) {
        case Int32(DT_DIR):
          if !skippedFolders.contains(String(decoding: entry.name, as: UTF8.self)) { queue.append(child) }
        case Int32(DT_REG): if let listed = listed(child, root: root) { found.append(listed) }
        default: continue
        }
      }
    }
    return found.sorted()
  }

  /// The folder part of a path relative to the searched folder (empty for a file at its top).
  static func folder(of path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return path[..<slash]
  }

  /// The real path of each folder holding one of `files` (relative to `root`), each resolved
  /// once: a repository has tens of thousands of files in a few hundred folders. A folder that
  /// does not resolve is left out.
  static func realFolders(of files: [String], root: String) -> [Substring: String] {
    var folders: [Substring: String] = [:]
    var unresolved: Set<Substring> = []
    for file in files where !file.hasPrefix(PathAliases.prefix) {
      let folder = folder(of: file)
      guard folders[folder] == nil, !unresolved.contains(folder) else { continue }
      if let real = realPath(folder.isEmpty ? root : root + "/" + folder) {
        folders[folder] = real
      } else {
        unresolved.insert(folder)
      }
    }
    return folders
  }

  /// The real path of the file at `path` (relative to `root`): its folder's real path (from
  /// `realFolders`) and its name, or, when the file is itself a link, the link resolved; nil
  /// when it does not exist. The same as `realPath(root + "/" + path)`, with one system call
  /// instead of one for each folder of the path.
  static func realPath(of path: String, root: String, folders: [Substring: String]) -> String? {
    if path.hasPrefix(PathAliases.prefix) { return realPath(path) }
    let folder = folder(of: path)
    let absolute = root + "/" + path
    guard let real = folders[folder], let info = FileSystem.linkStatus(absolute) else { return nil }
    if FileSystem.isLink(info) { return realPath(absolute) }
    let name = folder.isEmpty ? Substring(path) : path[path.utf8.index(after: folder.endIndex)...]
    return real + "/" + name
  }

  /// The path with every link resolved, or nil when it does not exist.
  static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }

  /// `path` relative to the folder `from` (both absolute and standardized): `../../Sources/A.swift`.
  /// Names are compared byte for byte, as the file system compares them.
  static func relative(from: String, to path: String) -> String {
    let a = from.utf8.split(separator: UInt8(ascii: "/"))
    let b = path.utf8.split(separator: UInt8(ascii: "/"))
    var common = 0
    while common < a.count, common < b.count, a[common].elementsEqual(b[common]) { common += 1 }
    let up = Array(repeating: "..", count: a.count - common)
    return (up + b[common...].map { String(Substring($0)) }).joined(separator: "/")
  }

  /// A folder as reports show it: relative to the current folder.
  private static func shown(_ root: String) -> String {
    let relative = relative(from: FileManager.default.currentDirectoryPath, to: PathAliases.shownAbsolute(root))
    return relative.isEmpty ? "." : relative
  }

  private static func shownPrefix(_ root: String) -> String {
    let shown = shown(root)
    return shown == "." ? "" : shown + "/"
  }
}

/// Reads the paths of git's index file (versions 2, 3 and 4), the file `git ls-files` lists.
enum GitIndex {
  /// The paths, or nil when the file is not an index this reader knows.
  static func paths(_ bytes: [UInt8]) -> [String]? {
    pathBytes(bytes)?.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The paths as bytes (git keeps a path's bytes as the file system has them, UTF-8 or not).
  static func pathBytes(_ bytes: [UInt8]) -> [[UInt8]]? {
    func word(_ at: Int) -> Int? {
      guard at + 4 <= bytes.count else { return nil }
      return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8), let version = word(4), let count = word(8),
      (2...4).contains(version)
    else { return nil }
    var paths: [[UInt8]] = []
    paths.reserveCapacity(min(count, 1 << 20))
    var offset = 12
    var previous: [UInt8] = []
    for _ in 0..<count {
      // ctime, mtime, dev, ino, mode, uid, gid, size (4 bytes each but the times, 8), a SHA-1, flags.
      let fixed = 62
      guard offset + fixed <= bytes.count else { return nil }
      let flags = Int(bytes[offset + 60]) << 8 | Int(bytes[offset + 61])
      var cursor = offset + fixed
      if version >= 3, flags & 0x4000 != 0 { cursor += 2 }
      var path: [UInt8]
      if version == 4 {
        // The path is the previous one less N bytes at its end (N a varint), plus what follows to a NUL.
        var strip = 0
        var shift = true
        while shift {
          guard cursor < bytes.count else { return nil }
          let b = Int(bytes[cursor])
          cursor += 1
          strip = (strip << 7) | (b & 0x7F)
          shift = b & 0x80 != 0
          if shift { strip += 1 }
        }
        guard strip <= previous.count else { return nil }
        path = Array(previous.dropLast(strip))
        guard let end = bytes[cursor...].firstIndex(of: 0) else { return nil }
        path += bytes[cursor..<end]
        offset = end + 1
      } else {
        guard let end = bytes[cursor...].firstIndex(of: 0) else { return nil }
        path = Array(bytes[cursor..<end])
        // Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
        let length = end - offset
        offset += (length + 8) & ~7
      }
      previous = path
      paths.append(path)
    }
    return paths
  }
}
