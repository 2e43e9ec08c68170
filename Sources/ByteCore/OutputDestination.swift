import Foundation

/// Where a command's output goes, by the one rule for every output path (`--output`,
/// `--write-baseline`, `-o`): a regular file (or a new name) is replaced atomically, a symbolic
/// link to a regular file is written through; `-`, a terminal, a pipe, a FIFO or a character
/// device is written as a stream and never renamed over; anything else is refused.
public enum OutputDestination: Sendable, Hashable {
  /// Standard output (`-`).
  case standardOutput
  /// A terminal, pipe, FIFO or character device (maybe behind symbolic links), opened and written in place.
  case stream(path: String)
  /// A regular file, a symbolic link to one, or a new name: replaced atomically by `AtomicFile`.
  case file(URL)

  /// The destination `path` names (`-` is standard output); throws `unwritable` naming `shown`
  /// for a directory, socket, block device or symbolic link to nothing.
  public static func resolve(_ path: String, shown: String? = nil) throws(StringsFileError) -> OutputDestination {
    if path == "-" { return .standardOutput }
    var info = stat()
    guard lstat(path, &info) == 0 else { return .file(URL(fileURLWithPath: path)) }
    if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 {
      throw .unwritable(path: shown ?? path, reason: "a symbolic link to nothing")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file(URL(fileURLWithPath: path))
    case S_IFIFO, S_IFCHR: return .stream(path: path)
    default:
      throw .unwritable(
        path: shown ?? path, reason: "not a regular file (\(FileBytes.irregularKind(info.st_mode) ?? "unknown"))")
    }
  }

  /// Writes `bytes` whole: a file atomically, a stream in place. A failure (a full disk, `/dev/full`)
  /// throws `unwritable` naming `shown` (the path as given), or `standardOutputUnwritable`.
  /// A reader of standard output that has gone (a closed pipe) ends the write quietly.
  public func write(_ bytes: [UInt8], shown: String? = nil) throws(StringsFileError) {
    let failure = bytes.withUnsafeBytes { raw in write(raw, shown: shown) { bytes } }
    if let failure { throw failure }
  }

  /// Writes a text's UTF-8 as `write(_:shown:)` writes bytes; a stream gets it with no copy.
  public func write(_ text: String, shown: String? = nil) throws(StringsFileError) {
    var text = text
    let failure = text.withUTF8 { utf8 in write(UnsafeRawBufferPointer(utf8), shown: shown) { Array(utf8) } }
    if let failure { throw failure }
  }

  /// The write itself; the failure, or nil (closures of `withUnsafeBytes` cannot throw a typed error).
  private func write(_ raw: UnsafeRawBufferPointer, shown: String?, array: () -> [UInt8]) -> StringsFileError? {
    do throws(StringsFileError) {
      try writeOrThrow(raw, shown: shown, array: array)
      return nil
    } catch {
      return error
    }
  }

  private func writeOrThrow(_ raw: UnsafeRawBufferPointer, shown: String?, array: () -> [UInt8])
    throws(StringsFileError)
  {
    switch self {
    case .standardOutput:
      let error = Self.writeAll(raw, to: STDOUT_FILENO)
      guard error == 0 || error == EPIPE else {
        throw .standardOutputUnwritable(reason: String(cString: strerror(error)))
      }
    case .stream(let path):
      // No O_CREAT: a stream that vanished since it was checked is not made into a file.
      let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard fd >= 0 else { throw .unwritable(path: shown ?? path, reason: String(cString: strerror(errno))) }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0, [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT) else {
        // Swapped for a file after it was checked: writing in place would overwrite its start.
        throw .unwritable(
          path: shown ?? path, reason: "it changed while it was being written (no longer a FIFO or device)")
      }
      let error = Self.writeAll(raw, to: fd)
      guard error == 0 else { throw .unwritable(path: shown ?? path, reason: String(cString: strerror(error))) }
    case .file(let url):
      do {
        let pending = try AtomicFile.prepare(array(), for: AtomicFile.writeTarget(of: url))
        // Looked at again just before the rename: a FIFO, device or folder planted at the
        // name while the bytes were flushed is never renamed over.
        guard case .file? = try? Self.resolve(url.path) else {
          pending.discard()
          throw StringsFileError.unwritable(
            path: shown ?? url.path, reason: "it changed while it was being written (no longer a regular file)")
        }
        try pending.commit()
      } catch let error as StringsFileError {
        guard let shown, case .unwritable(_, let reason) = error else { throw error }
        throw .unwritable(path: shown, reason: reason)
      } catch {
        throw .unwritable(path: shown ?? url.path, reason: "\(error)")
      }
    }
  }

  /// Writes every byte to `fd`, retrying after signals; 0, or the `errno` of the failing write.
  private static func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
    var offset = 0
    while offset < raw.count, let base = raw.baseAddress {
      let n = Foundation.write(fd, base + offset, raw.count - offset)
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return n == 0 ? EIO : errno }
      offset += n
    }
    return 0
  }
}
