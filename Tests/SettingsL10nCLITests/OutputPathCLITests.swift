import ByteCore
import Foundation
import SettingsL10nKit
import Testing

/// One output option of one command, pointed at a path.
struct OutputOption: CustomTestStringConvertible, Sendable {
  let name: String
  let arguments: @Sendable (_ bundle: String, _ path: String) -> [String]
  /// A mark of the command's output, found in what a stream received.
  let mark: String

  var testDescription: String { name }

  static let all: [OutputOption] = [
    OutputOption(name: "report --output", arguments: { ["report", $0, "--output", $1] }, mark: "<html"),
    OutputOption(
      name: "check --write-baseline", arguments: { ["check", $0, "--write-baseline", $1] }, mark: "\"version\""),
    OutputOption(
      name: "export --output", arguments: { ["export", $0, "--language", "de", "--output", $1] }, mark: "<xliff"),
  ]
}

/// What a path is before and after a command writes to it.
enum FileKind: Equatable {
  case regular, link, fifo, characterDevice, socket, directory, missing

  init(_ path: String) {
    var info = stat()
    guard unsafe lstat(path, &info) == 0 else {
      self = .missing
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFLNK: self = .link
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFSOCK: self = .socket
    default: self = .directory
    }
  }
}

/// Reads a FIFO on another thread while a command writes it: opened before the command runs
/// (without waiting for a writer), read until the command is done and nothing more comes.
final class FIFOReader: Sendable {
  private let received = Locked<[UInt8]>([])
  private let finished = Locked(false)
  private let done = DispatchSemaphore(value: 0)

  init(_ path: String) throws {
    let fd = unsafe open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { throw POSIXError(.ENOENT) }
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = unsafe buffer.withUnsafeMutableBytes { unsafe read(fd, $0.baseAddress, 65536) }
        if n > 0 {
          received.withLock { $0 += buffer[0..<n] }
        } else if n == 0, finished.withLock({ $0 }) {
          break
        } else {
          usleep(1000)
        }
      }
      close(fd)
      done.signal()
    }
  }

  /// Everything the FIFO carried, once the writer has finished.
  func text() -> String {
    finished.withLock { $0 = true }
    _ = done.wait(timeout: .now() + 30)
    return received.withLock { String(decoding: $0, as: UTF8.self) }
  }
}

/// The one rule of every output path: a regular file is replaced atomically, a link to one is
/// written through, a FIFO or device is written as a stream and never renamed over, anything
/// else is refused (exit 2); a failed write to standard output exits 2 with a message.
@Suite("Output paths: one rule for every command", .serialized)
struct OutputPathCLITests {
  @Test("a regular file is replaced", arguments: OutputOption.all)
  func regularFile(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let target = bundle.root.appendingPathComponent("out")
    try Data("old".utf8).write(to: target)
    let result = try CLI.run(option.arguments(bundle.url.path, target.path))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileKind(target.path) == .regular)
    #expect(try String(contentsOf: target, encoding: .utf8).contains(option.mark))
  }

  @Test("a symbolic link to a regular file is written through; the link stays", arguments: OutputOption.all)
  func linkToRegularFile(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let real = bundle.root.appendingPathComponent("real")
    try Data("old".utf8).write(to: real)
    let link = bundle.root.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real")
    let result = try CLI.run(option.arguments(bundle.url.path, link.path))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileKind(link.path) == .link)
    #expect(try String(contentsOf: real, encoding: .utf8).contains(option.mark))
  }

  @Test("a symbolic link to nothing is refused (exit 2) and stays", arguments: OutputOption.all)
  func danglingLink(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let link = bundle.root.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "nowhere/file")
    let result = try CLI.run(option.arguments(bundle.url.path, link.path))
    #expect(result.status == 2)
    #expect(result.stderr.contains("link"), "\(result.stderr)")
    #expect(FileKind(link.path) == .link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "nowhere/file")
    #expect(!FileManager.default.fileExists(atPath: bundle.root.appendingPathComponent("nowhere").path))
  }

  @Test("a FIFO is written as a stream (a reader gets the output) and stays a FIFO", arguments: OutputOption.all)
  func fifo(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let fifo = bundle.root.appendingPathComponent("fifo")
    #expect(unsafe mkfifo(fifo.path, 0o600) == 0)
    let reader = try FIFOReader(fifo.path)
    let result = try CLI.run(option.arguments(bundle.url.path, fifo.path), timeout: 60)
    let received = reader.text()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileKind(fifo.path) == .fifo)
    #expect(received.contains(option.mark))
  }

  @Test(
    "a character device (a private node of /dev/null) is written as a stream and stays a device",
    .enabled(if: getuid() == 0, "making a device node needs root"), arguments: OutputOption.all)
  func characterDevice(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let device = bundle.root.appendingPathComponent("null")
    var null = stat()
    #expect(unsafe stat("/dev/null", &null) == 0)
    #expect(unsafe mknod(device.path, S_IFCHR | 0o666, null.st_rdev) == 0)
    let result = try CLI.run(option.arguments(bundle.url.path, device.path))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileKind(device.path) == .characterDevice)
  }

  @Test("/dev/null itself is written as a stream and stays a character device", arguments: OutputOption.all)
  func devNull(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let result = try CLI.run(option.arguments(bundle.url.path, "/dev/null"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileKind("/dev/null") == .characterDevice)
  }

  @Test("a socket is refused (exit 2) and stays a socket", arguments: OutputOption.all)
  func socketRefused(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let path = bundle.root.appendingPathComponent("sock").path
    let fd = try Self.boundSocket(path)
    defer { close(fd) }
    let result = try CLI.run(option.arguments(bundle.url.path, path))
    #expect(result.status == 2)
    #expect(result.stderr.contains("socket"), "\(result.stderr)")
    #expect(FileKind(path) == .socket)
  }

  @Test("a directory is refused (exit 2) and stays", arguments: OutputOption.all)
  func directoryRefused(option: OutputOption) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let folder = bundle.root.appendingPathComponent("folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try CLI.run(option.arguments(bundle.url.path, folder.path))
    #expect(result.status == 2)
    #expect(result.stderr.contains("folder"), "\(result.stderr)")
    #expect(FileKind(folder.path) == .directory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(
    "a failed write to standard output (/dev/full) exits 2 with a message",
    arguments: [
      ["export", "BUNDLE", "--language", "de"], ["report", "BUNDLE"], ["strings", "format", "-"], ["check", "BUNDLE"],
      ["render", "BUNDLE"], ["inspect", "BUNDLE"], ["strings", "dump", "BUNDLE/de.lproj/Root.strings"],
    ])
  func fullStandardOutput(arguments: [String]) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try CLI.run(
      arguments.map { $0.replacingOccurrences(of: "BUNDLE", with: bundle.url.path) },
      input: Data("\"a\" = \"b\";\n".utf8),
      standardOutput: full)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("error: cannot write to standard output: No space left on device"), "\(result.stderr)")
  }

  /// A Unix socket bound at `path`.
  static func boundSocket(_ path: String) throws -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    unsafe withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { unsafe raw[index] = byte }
    }
    let bound = unsafe withUnsafePointer(to: &address) {
      unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        unsafe bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    return fd
  }
}
