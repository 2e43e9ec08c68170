import Foundation
import Testing

@testable import TestSupport

/// The tests' own process launcher, which stands in for Foundation's `Process` (see ChildProcess).
@Suite("Child processes")
struct ChildProcessTests {
  @Test("exit codes, standard output and error apart, the folder and the environment given")
  func runsAProgram() throws {
    let child = try ChildProcess(
      "/bin/sh", ["-c", #"pwd; echo "$GREETING" >&2; exit 3"#], environment: ["GREETING": "hallo"],
      directory: "/usr")
    let (output, errorOutput) = child.readToEnd()
    #expect(child.waitForExit() == 3)
    #expect(!child.killedBySignal)
    #expect(String(decoding: output, as: UTF8.self) == "/usr\n")
    #expect(String(decoding: errorOutput, as: UTF8.self) == "hallo\n")
  }

  @Test("a megabyte on each stream at once does not block, and standard input arrives whole")
  func largeStreams() throws {
    let input = Data((0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let child = try ChildProcess("/bin/sh", ["-c", "tee /dev/stderr"], standardInput: .pipe)
    DispatchQueue.global().async { child.write(input) }
    let (output, errorOutput) = child.readToEnd()
    #expect(child.waitForExit() == 0)
    #expect(output == input)
    #expect(errorOutput == input)
  }

  @Test("a child past its deadline is killed, and the signal is its status")
  func deadline() throws {
    let child = try ChildProcess("/bin/sleep", ["30"])
    let started = Date()
    _ = child.readToEnd(deadline: Date(timeIntervalSinceNow: 0.2))
    #expect(child.waitForExit() == SIGKILL)
    #expect(child.killedBySignal)
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test(
    "the child sees SIGPIPE at its default though the tests ignore it, and only three descriptors",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads Linux's /proc"))
  func cleanStart() throws {
    signal(SIGPIPE, SIG_IGN)
    let leaked = unsafe open("/dev/null", O_RDONLY)  // no O_CLOEXEC: a child must still not get it
    defer { close(leaked) }
    let child = try ChildProcess(
      "/bin/sh", ["-c", "grep '^SigIgn' /proc/self/status; ls /proc/self/fd | wc -l"])
    let text = String(decoding: child.readToEnd().output, as: UTF8.self)
    #expect(child.waitForExit() == 0)
    // SIGPIPE is signal 13, bit 12 of the ignored-signals mask.
    let mask = UInt64(text.split(separator: "\n").first?.split(separator: "\t").last ?? "", radix: 16) ?? 0
    #expect(mask & (1 << 12) == 0, "\(text)")
    // ls's own descriptor for /proc/self/fd is the fourth.
    #expect(text.hasSuffix("4\n"), "\(text)")
  }

  @Test("the tests start programs with ChildProcess, never Foundation's Process")
  func noFoundationProcess() throws {
    let tests = CLI.package.appendingPathComponent("Tests")
    let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
    var found: [String] = []
    let needles = ["= Process", ": Process"].map { $0 + "()" }  // split, so this file does not match
    // The benchmarks are a package of their own; the fuzz targets start no program. A nested
    // package's build folder (`Fuzz/.build` once the fuzz targets ran) holds its dependencies'
    // sources, not the tests'.
    let isBuildOutput = { (file: String) in file.split(separator: "/").contains { $0.hasPrefix(".build") } }
    for file in files where file.hasSuffix(".swift") && !file.hasPrefix("Benchmarks/") && !isBuildOutput(file) {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      if needles.contains(where: text.contains) { found.append(file) }
    }
    #expect(found == [])
  }
}
