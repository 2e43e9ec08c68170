import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the tests start with `posix_spawn`, not Foundation's `Process`: on Linux,
/// `Process.run()` copies 256 bytes of every `/proc/self/fd` entry and, when the last entry ends
/// just before an unmapped page, crashes the whole test process (swift-corelibs-foundation
/// #5472, still in Swift 6.3.1; about one run of this suite in four). The child gets only the
/// three descriptors asked for, every signal at its default, and the environment given.
public final class ChildProcess: @unchecked Sendable {
  /// Where one of the child's standard streams goes.
  public enum Stream {
    /// A new pipe whose other end this object reads or writes.
    case pipe
    /// `/dev/null`.
    case null
    /// An open descriptor of the caller's (a file such as `/dev/full`).
    case descriptor(Int32)
    /// Standard error only: wherever standard output goes.
    case standardOutput
  }

  /// How the child ended, as Foundation's `terminationStatus` gives it: the exit code, or the
  /// number of the signal that killed it (`killedBySignal` tells which).
  public private(set) var status: Int32 = 0
  /// Whether a signal ended the child.
  public private(set) var killedBySignal = false
  /// The child's process id.
  public let pid: pid_t
  /// The end of the child's standard input pipe that this object writes, while open.
  public private(set) var input: Int32?
  /// The end of the child's standard output pipe that this object reads, while open.
  public private(set) var output: Int32?
  /// The end of the child's standard error pipe that this object reads, while open.
  public private(set) var errorOutput: Int32?
  private var reaped = false
  private let lock = NSLock()

  /// Starts `executable` (a path) with `arguments`; `environment` nil keeps this process's own.
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, standardInput: Stream = .null, standardOutput: Stream = .pipe,
    standardError: Stream = .pipe
  ) throws {
    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    defer { for fd in childEnds { close(fd) } }
    func pipeEnds() throws -> (read: Int32, write: Int32) {
      // Not pipe2 (Swift's Glibc does not declare it): another thread's spawn may see these
      // before they are close-on-exec, which the closing of every other descriptor covers.
      var fds: [Int32] = [-1, -1]
      guard unsafe pipe(&fds) == 0 else { throw ChildProcessError.system("pipe", errno) }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      return (fds[0], fds[1])
    }
    #if os(Linux)
      var actions = unsafe posix_spawn_file_actions_t()
      var attributes = unsafe posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    unsafe posix_spawn_file_actions_init(&actions)
    defer { unsafe posix_spawn_file_actions_destroy(&actions) }
    do {
      // Each stream's descriptor in the child, and the end this object keeps.
      func place(_ stream: Stream, as target: Int32, readByChild: Bool) throws -> Int32? {
        switch stream {
        case .pipe:
          let ends = try pipeEnds()
          let (child, parent) = readByChild ? (ends.read, ends.write) : (ends.write, ends.read)
          childEnds.append(child)
          parentEnds.append(parent)
          unsafe posix_spawn_file_actions_adddup2(&actions, child, target)
          return parent
        case .null:
          unsafe posix_spawn_file_actions_addopen(
            &actions, target, "/dev/null", readByChild ? O_RDONLY : O_WRONLY, 0)
          return nil
        case .descriptor(let fd):
          unsafe posix_spawn_file_actions_adddup2(&actions, fd, target)
          return nil
        case .standardOutput:
          unsafe posix_spawn_file_actions_adddup2(&actions, 1, target)
          return nil
        }
      }
      input = try place(standardInput, as: 0, readByChild: true)
      output = try place(standardOutput, as: 1, readByChild: false)
      errorOutput = try place(standardError, as: 2, readByChild: false)
      if let directory {
        guard let addChdir = unsafe GNUSpawn.addChdir else {
          throw ChildProcessError.system("posix_spawn_file_actions_addchdir_np", ENOSYS)
        }
        unsafe _ = addChdir(&actions, directory)
      }
      #if os(Linux)
        // A descriptor another thread opened without O_CLOEXEC stays out of the child too
        // (on Darwin, POSIX_SPAWN_CLOEXEC_DEFAULT below does that).
        if let addClosefrom = unsafe GNUSpawn.addClosefrom { unsafe _ = addClosefrom(&actions, 3) }
      #endif
    } catch {
      for fd in parentEnds { close(fd) }
      throw error
    }

    unsafe posix_spawnattr_init(&attributes)
    defer { unsafe posix_spawnattr_destroy(&attributes) }
    // The tests ignore SIGPIPE; a child must see its default again, and no blocked signal.
    var all = sigset_t()
    var none = sigset_t()
    unsafe sigfillset(&all)
    unsafe sigemptyset(&none)
    unsafe posix_spawnattr_setsigdefault(&attributes, &all)
    unsafe posix_spawnattr_setsigmask(&attributes, &none)
    #if os(Linux)
      let flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    #else
      let flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    unsafe posix_spawnattr_setflags(&attributes, Int16(flags))

    let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var child: pid_t = 0
    let spawned = unsafe Self.withCStrings([executable] + arguments) { argv in
      unsafe Self.withCStrings(environmentLines) { envp in
        unsafe posix_spawn(&child, executable, &actions, &attributes, argv, envp)
      }
    }
    guard spawned == 0 else {
      for fd in parentEnds { close(fd) }
      throw ChildProcessError.system("posix_spawn \(executable)", spawned)
    }
    pid = child
  }

  /// Runs `body` with a NULL-terminated array of C strings.
  private static func withCStrings<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
  ) -> R {
    let pointers: [UnsafeMutablePointer<CChar>?] = unsafe strings.map { unsafe strdup($0) } + [nil]
    // The loop is over indices: swift format joins `for unsafe pointer in` into one word.
    let count = unsafe pointers.count
    defer { for index in 0..<count { unsafe free(pointers[index]) } }
    return unsafe pointers.withUnsafeBufferPointer { unsafe body($0.baseAddress!) }
  }

  /// Writes all of `data` to the child's standard input and closes it; a child that stopped
  /// reading (EPIPE) ends the write early.
  public func write(_ data: Data) {
    guard let fd = input else { return }
    var offset = 0
    while offset < data.count {
      let written = unsafe data.withUnsafeBytes { bytes in
        unsafe writeBytes(fd, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
    closeInput()
  }

  /// Closes this object's end of the child's standard input.
  public func closeInput() {
    if let fd = input { close(fd) }
    input = nil
  }

  /// What is there to read on `fd` now, waiting for some; empty at the end of the stream.
  public static func readSome(_ fd: Int32) -> Data {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = unsafe buffer.withUnsafeMutableBytes { unsafe read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      return count > 0 ? Data(buffer[0..<count]) : Data()
    }
  }

  /// Reads standard output and standard error (those that are pipes) to their ends, both at
  /// once so that neither fills while the other is read; past `deadline` the child is killed.
  public func readToEnd(deadline: Date = .distantFuture) -> (output: Data, errorOutput: Data) {
    var collected: [Int32: Data] = [:]
    var open = [output, errorOutput].compactMap { $0 }
    var killed = false
    while !open.isEmpty {
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let left = deadline.timeIntervalSinceNow
      let timeout = left > 3_600 ? -1 : Int32(max(0, min(left, 3_600)) * 1000)
      let ready = unsafe poll(&polled, nfds_t(polled.count), killed ? -1 : timeout)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        terminate(SIGKILL)
        killed = true
        continue
      }
      for entry in polled where entry.revents != 0 {
        let chunk = Self.readSome(entry.fd)
        if chunk.isEmpty {
          open.removeAll { $0 == entry.fd }
        } else {
          collected[entry.fd, default: Data()].append(chunk)
        }
      }
    }
    let result = (output.flatMap { collected[$0] } ?? Data(), errorOutput.flatMap { collected[$0] } ?? Data())
    for fd in [output, errorOutput].compactMap({ $0 }) { close(fd) }
    output = nil
    errorOutput = nil
    return result
  }

  /// Sends `signal` to the child, unless it was already waited for.
  public func terminate(_ signal: Int32 = SIGTERM) {
    lock.lock()
    defer { lock.unlock() }
    if !reaped { kill(pid, signal) }
  }

  /// Whether the child is still running (a child that ended is waited for here).
  public var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !reaped && !reap(blocking: false)
  }

  /// Waits for the child to end and returns `status`.
  @discardableResult
  public func waitForExit() -> Int32 {
    lock.lock()
    defer { lock.unlock() }
    if !reaped { _ = reap(blocking: true) }
    return status
  }

  /// Calls `waitpid`; true once the child has been reaped.
  private func reap(blocking: Bool) -> Bool {
    var raw: Int32 = 0
    while true {
      let result = unsafe waitpid(pid, &raw, blocking ? 0 : WNOHANG)
      if result < 0 && errno == EINTR { continue }
      if result == 0 { return false }
      if result < 0 {
        // Someone else waited for it: its status is lost.
        reaped = true
        status = -1
        return true
      }
      break
    }
    reaped = true
    // A status's low seven bits are the signal that ended the child, zero for an exit.
    if raw & 0x7f == 0 {
      status = (raw >> 8) & 0xff
    } else {
      status = raw & 0x7f
      killedBySignal = true
    }
    return true
  }

  deinit {
    for fd in [input, output, errorOutput].compactMap({ $0 }) { close(fd) }
  }
}

/// glibc's spawn actions that its headers declare only for _GNU_SOURCE, which Swift's Glibc
/// module is not built with; looked up once by name (Darwin declares the first, as Linux does).
private enum GNUSpawn {
  #if os(Linux)
    typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>
  #else
    typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t?>
  #endif
  typealias AddChdir = @convention(c) (Actions, UnsafePointer<CChar>) -> Int32
  typealias AddClosefrom = @convention(c) (Actions, Int32) -> Int32

  static let addChdir: AddChdir? = unsafe symbol("posix_spawn_file_actions_addchdir_np")
  static let addClosefrom: AddClosefrom? = unsafe symbol("posix_spawn_file_actions_addclosefrom_np")

  private static func symbol<F>(_ name: String) -> F? {
    #if os(Linux)
      let everywhere = unsafe UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
    #else
      let everywhere = unsafe UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #endif
    guard let address = unsafe dlsym(everywhere, name) else { return nil }
    return unsafe unsafeBitCast(address, to: F.self)
  }
}

/// `write(2)`, named apart from `ChildProcess.write(_:)`.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  unsafe write(fd, bytes, count)
}

/// A system call that failed while starting a child.
public enum ChildProcessError: Error, CustomStringConvertible {
  case system(String, Int32)

  public var description: String {
    switch self {
    case .system(let call, let code): "\(call): error \(code)"
    }
  }
}

/// Runs a program to its end: its exit status and what it printed (standard output and error together).
public func runChildProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
  let child = try ChildProcess(executable, arguments, standardError: .standardOutput)
  let (output, _) = child.readToEnd()
  return (child.waitForExit(), String(decoding: output, as: UTF8.self))
}
