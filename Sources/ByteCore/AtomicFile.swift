import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
///
/// A file is replaced by renaming a finished temporary file over it, so the new file gets the
/// old one's mode, owner, group and extended attributes first (as far as the process may set
/// them). A symbolic link is written through: the link stays, the file it points to gets the
/// bytes. Every step is taken relative to the target's folder held open (`FolderHandle`).
public enum AtomicFile {
  /// The mark in every temporary file name this tool makes (`.<name>.settings-l10n-tmp-<pid>-<16 hex>`);
  /// cleanup removes only names of exactly that shape.
  public static let temporaryToken = "settings-l10n-tmp"

  /// New bytes flushed to disk beside their target, waiting to replace it.
  ///
  /// On Linux the bytes live in an unnamed file (`O_TMPFILE`) until `commit()`, so a process
  /// killed before then leaves nothing behind; elsewhere in a named temporary file. Both live in
  /// the target's folder as it was held open when the write was prepared.
  public struct PendingWrite: Sendable {
    /// The file the bytes replace (a symbolic link's target, not the link).
    public let target: URL
    /// The target's folder, held open.
    let folder: FolderHandle
    /// The target's name in `folder`.
    let name: String
    /// The open unnamed file (Linux), or -1.
    let descriptor: Int32
    /// The named temporary file in `folder`, when no unnamed one could be made.
    let namedTemporary: String?

    /// Puts the bytes in place: names the file beside the target and renames it over it.
    public func commit() throws {
      var temporary = namedTemporary
      if descriptor >= 0 {
        defer { close(descriptor) }
        let unnamed = AtomicFile.temporaryName(for: name)
        try folder.name(unnamed: descriptor, as: unnamed)
        temporary = unnamed
      }
      guard let temporary else { return }
      do {
        try folder.rename(temporary, to: name)
      } catch {
        folder.remove(temporary)
        throw error
      }
      folder.sync()
    }

    /// Drops the bytes; the target stays as it was.
    public func discard() {
      if descriptor >= 0 { close(descriptor) }
      if let namedTemporary { folder.remove(namedTemporary) }
    }
  }

  /// Writes `bytes` to a temporary file beside `url`, flushes it, and renames it over `url`
  /// (over a symbolic link's target), keeping the mode, owner, group and extended attributes of
  /// the file it replaces. A file with other hard links or without its owner's write permission
  /// is refused (`unwritable`), as replacing it would break the link or override the protection.
  public static func write(_ bytes: [UInt8], to url: URL) throws {
    let target = writeTarget(of: url)
    var info = stat()
    if lstat(target.path, &info) == 0, let refusal = replacementRefusal(info) {
      throw StringsFileError.unwritable(path: target.path, reason: refusal.reason)
    }
    try prepare(bytes, for: target).commit()
  }

  /// Why a file is not replaced: the finding a caller reports names it.
  public enum ReplacementRefusal: Sendable {
    /// The file has other hard links, which a rename would leave with the old bytes.
    case hardLinked
    /// The file has no write permission for its owner.
    case readOnly
  }

  /// Why replacing the file described by `info` would not be faithful, or nil when it may be
  /// replaced: a rename would leave its other hard links with the old bytes, and a read-only
  /// file (no write permission for its owner) is protected on purpose.
  public static func replacementRefusal(_ info: stat) -> (kind: ReplacementRefusal, reason: String)? {
    guard info.st_mode & S_IFMT == S_IFREG else { return nil }
    if info.st_nlink > 1 {
      return (.hardLinked, "has \(info.st_nlink) hard links; replacing it would break them, so it is not written")
    }
    if info.st_mode & S_IWUSR == 0 {
      return (.readOnly, "is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))); it is not replaced")
    }
    return nil
  }

  /// The file a write to `url` replaces: `url`, or the file a symbolic link at `url` points to.
  public static func writeTarget(of url: URL) -> URL {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = FileSystem.realPath(url.path) else {
      return url
    }
    return URL(fileURLWithPath: real)
  }

  /// Writes and flushes `bytes` to a temporary file beside `url` with the mode, owner, group and
  /// extended attributes of the file it will replace (a new file gets 0666 less the umask);
  /// nothing visible changes until `commit()`. `url` itself is replaced, never followed.
  public static func prepare(_ bytes: [UInt8], for url: URL) throws -> PendingWrite {
    if PathAliases.split(url.path)?.rest.isEmpty == true {
      // The alias holds the file itself: its folder has no name a string can give, nor the file.
      throw StringsFileError.unwritable(
        path: PathAliases.shown(url.path), reason: "its own name is not UTF-8, so it is not replaced; rename it")
    }
    let folder: FolderHandle
    do {
      folder = try FolderHandle(path: url.deletingLastPathComponent().path)
    } catch StringsFileError.unwritable(_, let reason) {
      // The message names the file the user asked for, not its folder.
      throw StringsFileError.unwritable(path: url.path, reason: reason)
    }
    return try prepare(bytes, named: url.lastPathComponent, in: folder)
  }

  /// `prepare(_:for:)` for the file `name` of a folder held open.
  public static func prepare(_ bytes: [UInt8], named name: String, in folder: FolderHandle) throws -> PendingWrite {
    let target = URL(fileURLWithPath: folder.child(name))
    removeStaleTemporaries(of: name, in: folder)
    let original = Original(name, in: folder)
    #if os(Linux)
      let unnamed = openat(folder.descriptor, ".", unnamedFileFlags, 0o666)
      if unnamed >= 0 {
        do {
          try fill(unnamed, with: bytes, like: original, path: target.path)
        } catch {
          close(unnamed)
          throw error
        }
        return PendingWrite(target: target, folder: folder, name: name, descriptor: unnamed, namedTemporary: nil)
      }
    #endif
    let (fd, temporary) = try createTemporary(for: name, in: folder)
    defer { close(fd) }
    do {
      try fill(fd, with: bytes, like: original, path: target.path)
    } catch {
      folder.remove(temporary)
      throw error
    }
    return PendingWrite(target: target, folder: folder, name: name, descriptor: -1, namedTemporary: temporary)
  }

  /// Writes `bytes` to a new file `temporary` of `folder` (which must not exist: a name from
  /// `temporaryName`) with the mode, owner, group and extended attributes of the file `name`
  /// when it exists (0666 less the umask when not), flushed. Used when the name must be recorded
  /// before the file is made.
  public static func writeTemporary(
    _ bytes: [UInt8], named temporary: String, in folder: FolderHandle, like name: String
  ) throws {
    let original = Original(name, in: folder)
    // An existing file's mode is set once the bytes are in; until then only this process reads them.
    let fd = try folder.createFile(temporary, mode: original.info == nil ? 0o666 : 0o600)
    defer { close(fd) }
    do {
      try fill(fd, with: bytes, like: original, path: folder.child(name))
    } catch {
      folder.remove(temporary)
      throw error
    }
  }

  #if os(Linux)
    /// `O_TMPFILE | O_WRONLY`: an unnamed file in the given directory.
    private static let unnamedFileFlags: Int32 = 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC
  #endif

  /// The longest file name, in bytes, that file systems take (`NAME_MAX`).
  public static let nameLimit = 255

  /// The start of every temporary name of `fileName`: `.<name>.settings-l10n-tmp-`, with the name
  /// cut short (by whole scalars) where the full temporary name would not fit `NAME_MAX`.
  static func temporaryPrefix(of fileName: String) -> String {
    // The pid takes at most 10 digits, the random part 16, and dots and dashes 4.
    let room = nameLimit - temporaryToken.utf8.count - 10 - 16 - 4
    var visible = String.UnicodeScalarView()
    var used = 0
    for scalar in fileName.unicodeScalars {
      used += String(scalar).utf8.count
      if used > room { break }
      visible.append(scalar)
    }
    return ".\(String(visible)).\(temporaryToken)-"
  }

  /// A fresh temporary name for the file `fileName`: `.<name>.settings-l10n-tmp-<pid>-<16 hex digits>`.
  public static func temporaryName(for fileName: String) -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let padded = String(repeating: "0", count: 16 - random.count) + random
    return "\(temporaryPrefix(of: fileName))\(getpid())-\(padded)"
  }

  /// A fresh temporary path beside `url` (`temporaryName` in its folder).
  public static func temporaryPath(for url: URL) -> String {
    "\(url.deletingLastPathComponent().path)/\(temporaryName(for: url.lastPathComponent))"
  }

  private static func createTemporary(for name: String, in folder: FolderHandle) throws -> (Int32, String) {
    for _ in 0..<8 {
      let temporary = temporaryName(for: name)
      do {
        return (try folder.createFile(temporary, mode: 0o600), temporary)
      } catch {
        if errno != EEXIST { throw error }
      }
    }
    throw failure(folder.child(name))
  }

  /// The file a replacement stands in for: what it takes over (mode, owner, group, extended
  /// attributes), nothing when it is new.
  struct Original {
    let folder: FolderHandle
    let name: String
    /// The file's status, nil for a new file (or anything but a regular file).
    let info: stat?

    init(_ name: String, in folder: FolderHandle) {
      self.folder = folder
      self.name = name
      if let info = folder.status(name), info.st_mode & S_IFMT == S_IFREG { self.info = info } else { info = nil }
    }
  }

  /// Takes over owner, group, extended attributes and mode of `original`, writes every byte and flushes them.
  private static func fill(_ fd: Int32, with bytes: [UInt8], like original: Original, path: String) throws {
    if let info = original.info {
      // Owner first: changing it may clear set-id bits, which the mode then restores. A process
      // that may not give the file away (not root, not the owner) keeps its own ownership.
      _ = fchown(fd, info.st_uid, info.st_gid)
      // Attributes before the mode: setting them needs write permission, which a read-only mode takes away.
      try copyAttributes(of: original, to: fd, path: path)
      guard fchmod(fd, info.st_mode & 0o7777) == 0 else { throw failure(path) }
    }
    let written: Bool = bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Foundation.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return fsync(fd) == 0
    }
    guard written else { throw failure(path) }
  }

  /// Flushes a directory's entries (new names, renames) to disk.
  public static func syncDirectory(_ path: String) {
    let directory = open(path, O_RDONLY | O_DIRECTORY)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }

  /// The pid in `name` when it is a temporary file name this tool makes for `fileName`, else nil.
  public static func temporaryOwner(_ name: String, of fileName: String) -> Int32? {
    let prefix = temporaryPrefix(of: fileName)
    guard name.hasPrefix(prefix) else { return nil }
    let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let pid = Int32(parts[0]), parts[1].count == 16,
      parts[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase })
    else { return nil }
    return pid
  }

  /// Removes temporary files of `url` left by a process that was killed between naming its
  /// finished file and renaming it, when that process is gone. Only names of the exact shape
  /// this tool makes are touched, so a user's own `.Root.strings.tmp-…` stays.
  public static func removeStaleTemporaries(of url: URL) {
    guard let folder = try? FolderHandle(path: url.deletingLastPathComponent().path) else { return }
    removeStaleTemporaries(of: url.lastPathComponent, in: folder)
  }

  /// `removeStaleTemporaries(of:)` for the file `fileName` of a folder held open.
  public static func removeStaleTemporaries(of fileName: String, in folder: FolderHandle) {
    for name in folder.names() {
      guard let pid = temporaryOwner(name, of: fileName), pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { folder.remove(name) }
    }
  }

  static func failure(_ path: String) -> StringsFileError {
    .unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
