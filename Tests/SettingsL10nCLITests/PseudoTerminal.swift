import Foundation

/// A pseudo-terminal for a child's standard output: `isatty` is true on `secondary`, and what the
/// child writes there is drained from the primary side as it comes, so a long output cannot block.
final class PseudoTerminal: @unchecked Sendable {
  /// The terminal side, to hand to the child.
  let secondary: FileHandle
  private let primary: Int32
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private let drained = DispatchSemaphore(value: 0)

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A C function of the C library by name: Glibc's module map leaves out the pseudo-terminal
  /// functions, which its header declares only for `_XOPEN_SOURCE`.
  private static func libc<T>(_ name: String, as type: T.Type) throws -> T {
    guard let symbol = unsafe dlsym(dlopen(nil, RTLD_NOW), name) else { throw Failure(description: "no \(name)") }
    return unsafe unsafeBitCast(symbol, to: type)
  }

  init() throws {
    typealias IntFunction = @convention(c) (Int32) -> Int32
    let openpt = try Self.libc("posix_openpt", as: IntFunction.self)
    let grantpt = try Self.libc("grantpt", as: IntFunction.self)
    let unlockpt = try Self.libc("unlockpt", as: IntFunction.self)
    let ptsname = unsafe try Self.libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    primary = openpt(O_RDWR | O_NOCTTY)
    guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0, let name = unsafe ptsname(primary) else {
      throw Failure(description: unsafe "no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    let fd = unsafe open(name, O_RDWR | O_NOCTTY)
    guard fd >= 0 else { throw Failure(description: unsafe "cannot open \(String(cString: name))") }
    secondary = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    let primary = primary
    DispatchQueue.global().async { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = unsafe read(primary, &buffer, buffer.count)
        if count <= 0 { break }  // EIO once every terminal side is closed
        lock.withLock { bytes += buffer[0..<count] }
      }
      drained.signal()
    }
  }

  /// Everything written to the terminal, once the child has exited: closes the terminal side and
  /// waits for the reader to finish.
  func output() throws -> [UInt8] {
    try secondary.close()
    drained.wait()
    close(primary)
    return lock.withLock { bytes }
  }
}
