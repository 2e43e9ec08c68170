import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
public enum AtomicFile {
  /// New bytes flushed to disk beside their target, waiting to replace it.
  ///
  /// On Linux the bytes live in an unnamed file (`O_TMPFILE`) until `commit()`, so a process
  /// killed before then leaves nothing behind; elsewhere in a named temporary file.
  public struct PendingWrite: Sendable {
    /// The file the bytes are for.
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
        let name = "\(target.deletingLastPathComponent().path)/.\(target.lastPathComponent).tmp-\(getpid())-\(descriptor)"
        unlink(name)
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
      let directory = open(target.deletingLastPathComponent().path, O_RDONLY)
      if directory >= 0 {
        fsync(directory)
        close(directory)
      }
    }

    /// Drops the bytes; the target stays as it was.
    public func discard() {
      if descriptor >= 0 { close(descriptor) }
      if let namedPath { unlink(namedPath) }
    }
  }

  /// Writes `bytes` to a temporary file beside `url`, flushes it, and renames it over `url`,
  /// keeping the permissions of the file it replaces.
  public static func write(_ bytes: [UInt8], to url: URL) throws {
    try prepare(bytes, for: url).commit()
  }

  /// Writes and flushes `bytes` to a temporary file beside `url` with the permissions of the
  /// file it will replace (0644 for a new file); nothing visible changes until `commit()`.
  public static func prepare(_ bytes: [UInt8], for url: URL) throws -> PendingWrite {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    removeStaleTemporaries(of: url)
    var info = stat()
    let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    #if os(Linux)
      let unnamed = open(directory, unnamedFileFlags, mode)
      if unnamed >= 0 {
        do {
          try fill(unnamed, with: bytes, mode: mode, path: path)
        } catch {
          close(unnamed)
          throw error
        }
        return PendingWrite(target: url, descriptor: unnamed, namedPath: nil)
      }
    #endif
    var template = Array("\(directory)/.\(url.lastPathComponent).tmp-\(getpid())-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard fd >= 0 else { throw failure(path) }
    let tempPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { close(fd) }
    do {
      try fill(fd, with: bytes, mode: mode, path: path)
    } catch {
      unlink(tempPath)
      throw error
    }
    return PendingWrite(target: url, descriptor: -1, namedPath: tempPath)
  }

  #if os(Linux)
    /// `O_TMPFILE | O_WRONLY`: an unnamed file in the given directory.
    private static let unnamedFileFlags: Int32 = 0o20000000 | O_DIRECTORY | O_WRONLY
  #endif

  /// Sets the mode, writes every byte and flushes them.
  private static func fill(_ fd: Int32, with bytes: [UInt8], mode: mode_t, path: String) throws {
    let written: Bool = bytes.withUnsafeBytes { raw in
      guard fchmod(fd, mode) == 0 else { return false }
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

  /// Removes temporary files of `url` (`.<name>.tmp-<pid>-<n>`) left by a process that was
  /// killed between naming its finished file and renaming it, when that process is gone.
  public static func removeStaleTemporaries(of url: URL) {
    let prefix = ".\(url.lastPathComponent).tmp-"
    let directory = url.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(directory.appendingPathComponent(name).path) }
    }
  }

  /// Holds the current content of `url` so it can be put back after `url` is replaced
  /// (`commit()` restores it, `discard()` lets it go); `nil` when there is no such file.
  ///
  /// The content is copied into a prepared write (an unnamed file on Linux, so a killed process
  /// leaves nothing behind): a replaced file's own inode cannot be linked back once unlinked.
  public static func keepOriginal(of url: URL) throws -> PendingWrite? {
    guard access(url.path, F_OK) == 0 else { return nil }
    return try prepare(try FileBytes.read(url), for: url)
  }

  static func failure(_ path: String) -> StringsFileError {
    .unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
