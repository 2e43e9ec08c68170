import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
///
/// A file is replaced by renaming a finished temporary file over it, so the new file gets the
/// old one's mode, owner and group first (as far as the process may set them). A symbolic link
/// is written through: the link stays, the file it points to gets the bytes.
public enum AtomicFile {
  /// The mark in every temporary file name this tool makes (`.<name>.settings-l10n-tmp-<pid>-<16 hex>`);
  /// cleanup removes only names of exactly that shape.
  public static let temporaryToken = "settings-l10n-tmp"

  /// New bytes flushed to disk beside their target, waiting to replace it.
  ///
  /// On Linux the bytes live in an unnamed file (`O_TMPFILE`) until `commit()`, so a process
  /// killed before then leaves nothing behind; elsewhere in a named temporary file.
  public struct PendingWrite: Sendable {
    /// The file the bytes replace (a symbolic link's target, not the link).
    public let target: URL
    /// The open unnamed file (Linux), or -1.
    let descriptor: Int32
    /// The named temporary file, when no unnamed one could be made.
    let namedPath: String?

    /// Puts the bytes in place: names the file beside the target and renames it over it.
    public func commit() throws {
      var temporary = namedPath
      if descriptor >= 0 {
        defer { close(descriptor) }
        let name = AtomicFile.temporaryPath(for: target)
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 else {
          throw AtomicFile.failure(target.path)
        }
        temporary = name
      }
      guard let temporary else { return }
      guard rename(temporary, target.path) == 0 else {
        let error = AtomicFile.failure(target.path)
        unlink(temporary)
        throw error
      }
      AtomicFile.syncDirectory(target.deletingLastPathComponent().path)
    }

    /// Drops the bytes; the target stays as it was.
    public func discard() {
      if descriptor >= 0 { close(descriptor) }
      if let namedPath { unlink(namedPath) }
    }
  }

  /// Writes `bytes` to a temporary file beside `url`, flushes it, and renames it over `url`
  /// (over a symbolic link's target), keeping the mode, owner and group of the file it replaces.
  public static func write(_ bytes: [UInt8], to url: URL) throws {
    try prepare(bytes, for: writeTarget(of: url)).commit()
  }

  /// The file a write to `url` replaces: `url`, or the file a symbolic link at `url` points to.
  public static func writeTarget(of url: URL) -> URL {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(url.path, nil) else { return url }
    defer { free(real) }
    return URL(fileURLWithPath: String(cString: real))
  }

  /// Writes and flushes `bytes` to a temporary file beside `url` with the mode, owner and group
  /// of the file it will replace (0644 for a new file); nothing visible changes until `commit()`.
  public static func prepare(_ bytes: [UInt8], for url: URL) throws -> PendingWrite {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    removeStaleTemporaries(of: url)
    let owner = Ownership(of: path)
    #if os(Linux)
      let unnamed = open(directory, unnamedFileFlags, owner.mode)
      if unnamed >= 0 {
        do {
          try fill(unnamed, with: bytes, owner: owner, path: path)
        } catch {
          close(unnamed)
          throw error
        }
        return PendingWrite(target: url, descriptor: unnamed, namedPath: nil)
      }
    #endif
    let (fd, tempPath) = try createTemporary(for: url)
    defer { close(fd) }
    do {
      try fill(fd, with: bytes, owner: owner, path: path)
    } catch {
      unlink(tempPath)
      throw error
    }
    return PendingWrite(target: url, descriptor: -1, namedPath: tempPath)
  }

  /// Writes `bytes` to a new file at `path` (which must not exist: a name from `temporaryPath`)
  /// with the mode, owner and group of `url` when it exists, flushed. Used when the name must be
  /// recorded before the file is made.
  public static func writeTemporary(_ bytes: [UInt8], at path: String, like url: URL) throws {
    let owner = Ownership(of: url.path)
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure(path) }
    defer { close(fd) }
    do {
      try fill(fd, with: bytes, owner: owner, path: url.path)
    } catch {
      unlink(path)
      throw error
    }
  }

  #if os(Linux)
    /// `O_TMPFILE | O_WRONLY`: an unnamed file in the given directory.
    private static let unnamedFileFlags: Int32 = 0o20000000 | O_DIRECTORY | O_WRONLY
  #endif

  /// A fresh temporary name beside `url`: `.<name>.settings-l10n-tmp-<pid>-<16 hex digits>`.
  public static func temporaryPath(for url: URL) -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let padded = String(repeating: "0", count: 16 - random.count) + random
    return "\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).\(temporaryToken)-\(getpid())-\(padded)"
  }

  private static func createTemporary(for url: URL) throws -> (Int32, String) {
    for _ in 0..<8 {
      let name = temporaryPath(for: url)
      let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if fd >= 0 { return (fd, name) }
      if errno != EEXIST { break }
    }
    throw failure(url.path)
  }

  /// The mode, owner and group a replacement takes over from the file it replaces.
  private struct Ownership {
    var mode: mode_t = 0o644
    var owner: (uid_t, gid_t)?

    init(of path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return }
      mode = info.st_mode & 0o7777
      owner = (info.st_uid, info.st_gid)
    }
  }

  /// Sets owner, group and mode, writes every byte and flushes them.
  private static func fill(_ fd: Int32, with bytes: [UInt8], owner: Ownership, path: String) throws {
    // Owner first: changing it may clear set-id bits, which the mode then restores. A process
    // that may not give the file away (not root, not the owner) keeps its own ownership.
    if let (uid, gid) = owner.owner { _ = fchown(fd, uid, gid) }
    let written: Bool = bytes.withUnsafeBytes { raw in
      guard fchmod(fd, owner.mode) == 0 else { return false }
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
    let prefix = ".\(fileName).\(temporaryToken)-"
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
    let directory = url.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names {
      guard let pid = temporaryOwner(name, of: url.lastPathComponent), pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(directory.appendingPathComponent(name).path) }
    }
  }

  static func failure(_ path: String) -> StringsFileError {
    .unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
