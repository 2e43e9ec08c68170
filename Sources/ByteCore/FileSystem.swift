import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's calls on paths and descriptors, with Swift values in and out, so that the
/// modules above the core never pass a pointer to the system.
///
/// Invariants: every path is passed as a NUL-terminated copy of its UTF-8 for the length of the
/// call only; every buffer given to the system is an array whose count bounds what is read or
/// written; a status is copied out of the call, and what `realpath` allocates is freed before
/// the call returns. Nothing here keeps a pointer past the call that made it.
package enum FileSystem {
  /// The status of what is at `path`, a symbolic link itself not followed (`lstat`); nil when nothing is.
  package static func linkStatus(_ path: String) -> stat? {
    var info = stat()
    return lstat(path, &info) == 0 ? info : nil
  }

  /// The status of what `path` names, symbolic links followed (`stat`); nil when nothing is.
  package static func status(_ path: String) -> stat? {
    var info = stat()
    return stat(path, &info) == 0 ? info : nil
  }

  /// The status of an open descriptor (`fstat`); nil when it cannot be had.
  package static func status(descriptor: Int32) -> stat? {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? info : nil
  }

  /// True when `info` describes a symbolic link.
  package static func isLink(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFLNK }

  /// True when `info` describes a regular file.
  package static func isRegularFile(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }

  /// True when `info` describes a folder.
  package static func isFolder(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }

  /// The canonical absolute path (every symbolic link resolved, `realpath`), nil when it does not
  /// exist; a path whose bytes are not UTF-8 comes back as its alias (`PathAliases`).
  package static func realPath(_ path: String) -> String? { PathAliases.realPath(path) }

  /// The current folder's path as the system has it (`getcwd`), bytes that may not be UTF-8; nil
  /// when it cannot be read.
  package static func currentFolderBytes() -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
  }

  /// True when something is at `path` (links followed) and it is a folder, as
  /// `FileManager.fileExists(atPath:isDirectory:)` answers.
  package static func isFolder(atPath path: String) -> Bool {
    let found = exists(atPath: path)
    return found.exists && found.isFolder
  }

  /// Whether something is at `path` (links followed) and whether it is a folder, as
  /// `FileManager.fileExists(atPath:isDirectory:)` answers.
  package static func exists(atPath path: String) -> (exists: Bool, isFolder: Bool) {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    return (exists, isFolder.boolValue)
  }

  /// Opens `path` (`open`); the descriptor, or -1 with `errno` set.
  package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode)
    #else
      Darwin.open(path, flags, mode)
    #endif
  }

  /// Removes the name `path` (`unlink`); true when it was removed.
  @discardableResult
  package static func removeName(_ path: String) -> Bool { unlink(path) == 0 }

  /// Up to `count` bytes of the open file `descriptor` from `offset` (`pread`); empty on an error.
  package static func read(descriptor: Int32, count: Int, at offset: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    let n = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
    return n > 0 ? Array(buffer[0..<n]) : []
  }

  /// Writes `bytes` into the open file `descriptor` at `offset` (`pwrite`); the count written, or -1.
  @discardableResult
  package static func write(descriptor: Int32, _ bytes: [UInt8], at offset: Int) -> Int {
    bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
  }

  /// The system's text for an error number (`strerror`).
  package static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Calls `body` with the name of a `readdir` entry, read in place up to its NUL. A record is
  /// only as long as its name: copying the whole `d_name` array (256 bytes) may read past the
  /// end of the listing's buffer, and fault where that is the end of its memory.
  package static func withEntryName<R>(_ entry: UnsafeMutablePointer<dirent>, _ body: (UnsafeRawBufferPointer) -> R)
    -> R
  {
    withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
      let start = UnsafeRawPointer(field)
      return body(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
    }
  }

  /// True when a name in the folder at `path` (`.` and `..` aside) ends with one of `suffixes`
  /// (ASCII); false when the folder cannot be opened. Each name is compared where `readdir`
  /// leaves it and none is copied: a folder above a bundle may hold thousands (a temporary folder).
  package static func holdsName(inFolder path: String, endingWith suffixes: [StaticString]) -> Bool {
    guard let stream = opendir(path) else { return false }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let matches = withEntryName(entry) { name -> Bool in
        // `.` and `..` name this folder and its parent, not what it holds.
        guard let base = name.baseAddress, !name.elementsEqual([0x2E]), !name.elementsEqual([0x2E, 0x2E]) else {
          return false
        }
        let length = name.count
        return suffixes.contains { suffix in
          let count = suffix.utf8CodeUnitCount
          return length >= count && memcmp(base + (length - count), suffix.utf8Start, count) == 0
        }
      }
      if matches { return true }
    }
    return false
  }

  /// The names in the folder at `path` as bytes (`opendir`/`readdir`), `.` and `..` included, in
  /// the order the system lists them, each with its type (`DT_DIR`, `DT_LNK`, `DT_REG`; asked of
  /// the name itself where the listing does not tell); nil when the folder cannot be opened.
  package static func entries(ofFolder path: String) -> [FolderEntry]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var found: [FolderEntry] = []
    while let entry = readdir(stream) {
      let name = withEntryName(entry) { Array($0) }
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        // Some file systems leave the type to a status call, made on the name's bytes.
        var info = stat()
        let cName = (name + [0]).map { CChar(bitPattern: $0) }
        if fstatat(dirfd(stream), cName, &info, AT_SYMLINK_NOFOLLOW) == 0 {
          switch info.st_mode & S_IFMT {
          case S_IFDIR: type = UInt8(DT_DIR)
          case S_IFLNK: type = UInt8(DT_LNK)
          case S_IFREG: type = UInt8(DT_REG)
          default: break
          }
        }
      }
      found.append(FolderEntry(name: name, type: type))
    }
    return found
  }
}

/// One name of a folder listing (`FileSystem.entries(ofFolder:)`).
package struct FolderEntry: Sendable, Equatable {
  /// The name's bytes, as the system has them (not necessarily UTF-8).
  package var name: [UInt8]
  /// `d_type`: `DT_DIR`, `DT_LNK`, `DT_REG`, `DT_UNKNOWN`…
  package var type: UInt8
}
