import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
public enum AtomicFile {
  /// New bytes flushed to a temporary file beside their target, waiting to replace it.
  public struct PendingWrite: Sendable {
    /// The file the bytes are for.
    public let target: URL
    /// The temporary file holding them (in the target's folder, so the rename is atomic).
    public let temporaryPath: String

    /// Renames the temporary file over the target (atomic), then flushes the folder.
    public func commit() throws {
      guard rename(temporaryPath, target.path) == 0 else {
        let error = AtomicFile.failure(target.path)
        discard()
        throw error
      }
      let directory = open(target.deletingLastPathComponent().path, O_RDONLY)
      if directory >= 0 {
        fsync(directory)
        close(directory)
      }
    }

    /// Removes the temporary file; the target stays as it was.
    public func discard() {
      unlink(temporaryPath)
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
    var template = Array("\(directory)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard fd >= 0 else { throw failure(path) }
    let tempPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var info = stat()
    let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
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
    let error = written ? nil : failure(path)
    close(fd)
    if let error {
      unlink(tempPath)
      throw error
    }
    return PendingWrite(target: url, temporaryPath: tempPath)
  }

  static func failure(_ path: String) -> StringsFileError {
    .unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
