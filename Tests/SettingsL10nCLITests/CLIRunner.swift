import Foundation
import TestSupport

/// Runs the built `settings-l10n` binary, as a user would.
enum CLI {
  /// What a run printed and how it exited.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = package.appendingPathComponent("Fixtures")
  static let corpus = package.deletingLastPathComponent().appendingPathComponent("shared/corpus")

  /// The binary beside the test bundle in the build folder.
  static var binary: URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("settings-l10n")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return package.appendingPathComponent(".build/debug/settings-l10n")
  }

  /// Runs the tool with arguments, in `directory` when given; standard input is `input` (empty
  /// by default). A run longer than `timeout` seconds is killed (and then fails its test's checks).
  /// With `standardOutput` (a file such as `/dev/full`), standard output goes there and `stdout` is empty.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil,
    timeout: Double = 300, standardOutput: FileHandle? = nil
  ) throws -> Result {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env.merge(environment) { $1 }
    let child = try ChildProcess(
      binary.path, arguments, environment: env, directory: directory?.path,
      standardInput: input == nil ? .null : .pipe,
      standardOutput: standardOutput.map { .descriptor($0.fileDescriptor) } ?? .pipe)
    if let input {
      // Written from another thread, so a child that prints before reading cannot block us.
      signal(SIGPIPE, SIG_IGN)  // a child that exits without reading must not kill the tests
      DispatchQueue.global().async { child.write(input) }
    }
    // Both pipes are read at once before waiting, so a large output cannot block the child.
    let (outData, errData) = child.readToEnd(deadline: Date(timeIntervalSinceNow: timeout))
    return Result(
      status: child.waitForExit(), stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary folder, removed by the caller with `FileManager.removeItem`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("settings-l10n-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
