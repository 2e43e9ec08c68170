import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
public enum AtomicFile {
  /// Writes `bytes` to a temporary file beside `url`, flushes it, and renames it over `url`,
  /// keeping the permissions of the file it replaces.
  public static func write(_ bytes: [UInt8], to url: URL) throws {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    var template = Array("\(directory)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    func failure() -> StringsFileError { .unwritable(path: path, reason: String(cString: strerror(errno))) }
    guard fd >= 0 else { throw failure() }
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
    let error = written ? nil : failure()
    close(fd)
    if let error {
      unlink(tempPath)
      throw error
    }
    guard rename(tempPath, path) == 0 else {
      let error = failure()
      unlink(tempPath)
      throw error
    }
    let dirfd = open(directory, O_RDONLY)
    if dirfd >= 0 {
      fsync(dirfd)
      close(dirfd)
    }
  }
}
