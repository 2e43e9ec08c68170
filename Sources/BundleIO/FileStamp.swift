import ByteCore
import Foundation
import StringsFormat

/// What a journal records of a file this tool made (a staged new content, or the hard link to
/// an old one): its inode, size and content hash. Recovery uses or removes a file only when it
/// still matches, so a journal planted in a repository cannot name anyone else's file.
struct FileStamp: Decodable, Sendable, Equatable {
  var inode: UInt64
  var size: Int
  var hash: UInt64

  /// The stamp of the regular file at `path` whose content is `bytes`; nil when it is not one.
  static func of(_ path: String, bytes: [UInt8]) -> FileStamp? {
    guard let info = FileSystem.linkStatus(path) else { return nil }
    return of(info, bytes: bytes)
  }

  /// The stamp of a regular file with this status (as its held folder reports it) and content.
  static func of(_ info: stat?, bytes: [UInt8]) -> FileStamp? {
    guard let info, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else { return nil }
    return FileStamp(inode: UInt64(info.st_ino), size: bytes.count, hash: ContentHash.of(bytes))
  }

  /// Whether a status (as a held folder reports it) is this very file: regular, this inode.
  func isSameFile(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG && UInt64(info.st_ino) == inode }

  /// Whether `path` is a regular file (not a link) with this inode, size and content.
  func matches(_ path: String) -> Bool {
    FolderHandle.parent(of: path).map { matches(WriteJournal.name(path), in: $0) } ?? false
  }

  /// Whether the file `name` in the held `folder` is a regular file (never a link) with this
  /// inode, size and content.
  func matches(_ name: String, in folder: FolderHandle) -> Bool {
    guard let info = folder.status(name), isSameFile(info), Int(info.st_size) == size,
      let bytes = try? folder.read(name, limit: size), bytes.count == size
    else { return false }
    return ContentHash.of(bytes) == hash
  }
}

extension FolderHandle {
  /// The folder holding `path`, opened by its path (links on the way followed); nil when it cannot be.
  static func parent(of path: String) -> FolderHandle? {
    try? FolderHandle(path: (path as NSString).deletingLastPathComponent)
  }
}

/// The device and inode of the bundle folder a journal was written in: a journal copied in
/// from elsewhere (a repository, an archive) names another folder and is not obeyed.
struct FolderStamp: Decodable, Sendable, Equatable {
  var device: UInt64
  var inode: UInt64

  /// The stamp of the folder at `path`, nil when it cannot be read.
  init?(_ path: String) {
    guard let info = FileSystem.linkStatus(path) else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// Whether something (anything, a link included) has the name `path`.
func nameExists(_ path: String) -> Bool {
  FileSystem.linkStatus(path) != nil
}

/// A file's device, inode, size and modification time when a write checked it against what the
/// command had read, with a hash of the bytes it had then; checked again just before the rename.
struct FileIdentity: Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: (seconds: Int, nanoseconds: Int)
  /// The wall-clock second the identity was taken.
  var taken: Int
  /// The hash of the content the write checked.
  var hash: UInt64?

  /// The identity of the file at `path` now (a link is not followed); nil when there is none.
  init?(_ path: String) {
    guard let info = FileSystem.linkStatus(path) else { return nil }
    self.init(info)
  }

  /// The identity of a file with this status (as its held folder reports it); nil when there is none.
  init?(_ info: stat?) {
    guard let info else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    taken = time(nil)
    hash = nil
  }

  /// Whether the file at `path` is still the one checked. Time stamps move in the kernel's
  /// ticks, so a same-size rewrite within the tick of the check keeps them: when the file was
  /// modified within two seconds of the check, its content is compared too.
  func isUnchanged(at path: String) -> Bool {
    isUnchanged(FileSystem.linkStatus(path)) { try FileBytes.read(path: path, limit: Int(size)) }
  }

  /// Whether the file `name` in the held `folder` is still the one checked (the folder is the one
  /// the write renames into, whatever its path has become).
  func isUnchanged(_ name: String, in folder: FolderHandle) -> Bool {
    isUnchanged(folder.status(name)) { try folder.read(name, limit: Int(size)) }
  }

  private func isUnchanged(_ info: stat?, read: () throws -> [UInt8]) -> Bool {
    guard let now = FileIdentity(info), now.device == device, now.inode == inode, now.size == size,
      now.modified == modified
    else {
      return false
    }
    guard modified.seconds >= taken - 2 else { return true }
    guard let hash, let bytes = try? read() else { return false }
    return ContentHash.of(bytes) == hash
  }
}
