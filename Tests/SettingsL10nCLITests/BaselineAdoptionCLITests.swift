import Foundation
import TestSupport
import Testing

/// Adopting the gate on a bundle that already has findings: the README's "Any other CI" lines
/// pass the first time, record what they accept, and fail only on what comes later.
@Suite("settings-l10n check: adopting a baseline")
struct BaselineAdoptionCLITests {
  static let fixture = CLI.fixtures.appendingPathComponent("check/bundles/translations/Settings.bundle")

  /// A fresh repository with the fixture (3 errors, languages at 20-90%) at `App/Settings.bundle`.
  static func repository() throws -> URL {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
    let bundle = dir.appendingPathComponent("App/Settings.bundle")
    try FileManager.default.copyItem(at: fixture, to: bundle)
    try CLI.makeWritable(bundle)
    return dir
  }

  /// The README's "Any other CI" block: its lines that run the tool, the built binary in place
  /// of `.build/release/settings-l10n`. The two lines before them (install ICU, build) are what
  /// made that binary.
  static func readmeSnippet() throws -> String {
    let readme = try String(contentsOf: CLI.package.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "### Any other CI\n").dropFirst().first)
    let block = try #require(
      section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
    let lines = block.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("swift build -c release") }, "the snippet builds the tool: \(block)")
    let runs = lines.filter { $0.contains(".build/release/settings-l10n") }
    #expect(runs.count >= 1, "\(block)")
    return runs.map { $0.replacingOccurrences(of: ".build/release/settings-l10n", with: CLI.binary.path) }
      .joined(separator: "\n")
  }

  static func shell(_ script: String, in dir: URL) throws -> CLI.Result {
    let child = try ChildProcess("/bin/sh", ["-e", "-c", script], directory: dir.path)
    let (stdout, stderr) = child.readToEnd()
    return CLI.Result(
      status: child.waitForExit(), stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test("the README's 'Any other CI' lines pass the first time on a bundle with findings, and fail on a new one")
  func readmeSnippetPassesFirstTime() throws {
    let snippet = try Self.readmeSnippet()
    let dir = try Self.repository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let first = try Self.shell(snippet, in: dir)
    #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
    let again = try Self.shell(snippet, in: dir)
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    #expect(again.stdout.hasSuffix("check passed (policy pull-request)\n"), "\(again.stdout)")
    // A table removed: a new error, and a language below its recorded coverage.
    try FileManager.default.removeItem(at: dir.appendingPathComponent("App/Settings.bundle/ja.lproj/Advanced.strings"))
    let broken = try Self.shell(snippet, in: dir)
    #expect(broken.status == 1, "\(broken.stdout)\(broken.stderr)")
    #expect(broken.stdout.contains("[missing-table]"), "\(broken.stdout)")
  }

  @Test("--write-baseline creates the folders of its path")
  func writeBaselineCreatesFolders() throws {
    let dir = try Self.repository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try CLI.run(["check", "App/Settings.bundle", "--write-baseline", "ci/l10n/baseline.json"], in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("ci/l10n/baseline.json").path))
  }

  @Test("--baseline F --write-baseline F with F absent records and passes with --min-coverage; F then gates coverage")
  func recordsCoverage() throws {
    let dir = try Self.repository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let gate = ["check", "App/Settings.bundle", "--min-coverage", "90%"]
    #expect(try CLI.run(gate, in: dir).status == 1)
    let first = try CLI.run(gate + ["--baseline", "b.json", "--write-baseline", "b.json"], in: dir)
    #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
    let text = try String(contentsOf: dir.appendingPathComponent("b.json"), encoding: .utf8)
    #expect(text.contains("\"coverage\": {\"de\": 0.6, \"en-GB\": 1, \"fr\": 0.2, \"ja\": 0.9}"), "\(text)")
    let later = try CLI.run(gate + ["--baseline", "b.json"], in: dir)
    #expect(later.status == 0, "\(later.stdout)\(later.stderr)")
    // de loses a translation: its coverage falls below what the baseline recorded.
    let de = dir.appendingPathComponent("App/Settings.bundle/de.lproj/Root.strings")
    let table = try String(contentsOf: de, encoding: .utf8)
    try Data(table.replacingOccurrences(of: "\"GROUP_GENERAL\" = \"Allgemein\";\n", with: "").utf8).write(to: de)
    let dropped = try CLI.run(gate + ["--baseline", "b.json", "--ignore", "missing-key"], in: dir)
    #expect(dropped.status == 1, "\(dropped.stdout)")
    #expect(dropped.stdout.contains("below --min-coverage 90%: de"), "\(dropped.stdout)")
  }

  @Test("a missing baseline is an error that says how to record one")
  func missingBaselineSaysNextStep() throws {
    let dir = try Self.repository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try CLI.run(["check", "App/Settings.bundle", "--baseline", "l10n-baseline.json"], in: dir)
    #expect(run.status == 2)
    #expect(run.stderr.contains("no baseline there yet"), "\(run.stderr)")
    #expect(run.stderr.contains("--write-baseline"), "\(run.stderr)")
  }
}
