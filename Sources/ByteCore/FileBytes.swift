import Foundation

/// Reads whole files into one byte array (no intermediate `Data` copy).
public enum FileBytes {
  /// The bytes of a file; throws `StringsFileError` (`unreadable` or `tooLarge`) naming the file.
  public static func read(_ url: URL, limit: Int = Int.max) throws -> [UInt8] {
    try read(path: url.path, limit: limit)
  }

  /// The bytes of the file at a path, as `read(_:limit:)` reads them (no `URL` to build).
  public static func read(path: String, limit: Int = Int.max) throws -> [UInt8] {
    func failure(_ reason: String? = nil) -> StringsFileError {
      .unreadable(path: path, reason: reason ?? String(cString: strerror(errno)))
    }
    // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files are then read.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw failure() }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure() }
    if let kind = Self.irregularKind(info.st_mode) { throw failure("not a regular file (\(kind))") }
    return try read(fd: fd, path: path, size: Int(info.st_size), limit: limit)
  }

  /// Standard input to its end (a pipe, a terminal or a redirected file), as `-` means on a command line.
  public static func readStandardInput(limit: Int = Int.max) throws -> [UInt8] {
    try read(fd: STDIN_FILENO, path: "<stdin>", size: 0, limit: limit)
  }

  /// What a file that is not regular is, for the message; nil for a regular file.
  public static func irregularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a plain file"
    }
  }

  /// The bytes of an open file descriptor: `size` bytes (what fstat said), then whatever more it
  /// gives (a pipe, or a file that grew), within `limit`.
  static func read(fd: Int32, path: String, size: Int, limit: Int) throws -> [UInt8] {
    func failure(_ reason: String? = nil) -> StringsFileError {
      .unreadable(path: path, reason: reason ?? String(cString: strerror(errno)))
    }
    guard size <= limit else { throw StringsFileError.tooLarge(path: path, size: size, limit: limit) }
    var readError: Int32 = 0
    var bytes = LargeBuffer.bytes(capacity: size) { buffer, count in
      count = 0
      while count < size {
        let n = Foundation.read(fd, buffer.baseAddress.map { $0 + count }, size - count)
        if n < 0, errno == EINTR { continue }
        if n < 0 { readError = errno }
        if n <= 0 { break }
        count += n
      }
    }
    guard readError == 0 else { throw failure(String(cString: strerror(readError))) }
    // A file that grew since fstat (or a pipe): read the rest. Probe with one byte first, so
    // the common case (nothing more) allocates nothing.
    var probe: UInt8 = 0
    var more = 0
    repeat { more = Foundation.read(fd, &probe, 1) } while more < 0 && errno == EINTR
    guard more > 0 else { return bytes }
    guard bytes.count + 1 <= limit else { throw StringsFileError.tooLarge(path: path, size: nil, limit: limit) }
    bytes.append(probe)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, 65536) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { break }
      guard bytes.count + n <= limit else { throw StringsFileError.tooLarge(path: path, size: nil, limit: limit) }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }
}
