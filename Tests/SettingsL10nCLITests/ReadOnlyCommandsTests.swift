import Foundation
import TestSupport
import Testing

/// Dry runs and exports only read the bundle: after an interrupted write they warn
/// `interrupted-write`, as `check` does, and read the bundle as it was, never settling the write.
@Suite("Read-only commands: dry runs and exports never settle an interrupted write", .tags(.slow))
struct ReadOnlyCommandsTests {
  /// Every dry run and every form of `export`; `{}` is the bundle, `{out}` a fresh folder outside it,
  /// `{xliff}` an XLIFF file of German made from the pristine bundle.
  static let commands: [[String]] = [
    ["sync", "{}", "--dry-run"], ["sync", "{}", "--dry-run", "--prune", "--fill-with-source"],
    ["extract", "{}", "--dry-run"], ["import", "{}", "{xliff}", "--dry-run"],
    ["export", "{}", "--language", "de"], ["export", "{}", "--language", "de", "--output", "{out}/de.xliff"],
    ["export", "{}", "--all", "--output", "{out}"],
    ["export", "{}", "--all", "--package", "xcloc", "--output", "{out}"],
    ["export", "{}", "--package", "xcstrings", "--output", "{out}"],
  ]

  @Test(
    "dry runs and exports warn interrupted-write, change no file of the bundle and read it as before the write",
    arguments: InterruptedWriteTests.states)
  func readOnly(state: String, renamed: Set<String>) throws {
    let (bundle, pristine) = try InterruptedWriteTests.interrupted(state: state, renamed: renamed)
    let outside = try CLI.temporaryDirectory()
    defer {
      bundle.remove()
      pristine.remove()
      try? FileManager.default.removeItem(at: outside)
    }
    let xliff = outside.appendingPathComponent("de.xliff").path
    let made = try CLI.run(["export", pristine.url.path, "--language", "de", "--output", xliff])
    #expect(made.status == 0, "\(made.stderr)")
    let before = try bundle.snapshot()
    for (index, command) in Self.commands.enumerated() {
      func fill(_ bundle: HostileBundle, _ side: String) -> [String] {
        let out = outside.appendingPathComponent("\(index)-\(side)").path
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        return command.map {
          $0.replacingOccurrences(of: "{}", with: bundle.url.path).replacingOccurrences(of: "{out}", with: out)
            .replacingOccurrences(of: "{xliff}", with: xliff)
        }
      }
      let run = try CLI.run(fill(bundle, "bundle"))
      let expected = try CLI.run(fill(pristine, "pristine"))
      #expect(run.status == expected.status, "\(command): \(run.stderr)")
      #expect(
        run.stdout.replacingOccurrences(of: bundle.root.path, with: "").replacingOccurrences(of: "-bundle", with: "")
          == expected.stdout.replacingOccurrences(of: pristine.root.path, with: "").replacingOccurrences(
            of: "-pristine", with: ""),
        "\(command)")
      #expect(run.stderr.contains("[interrupted-write]"), "\(command): \(run.stderr)")
      #expect(!run.stderr.contains("an interrupted write of"), "\(command) settled the write: \(run.stderr)")
      #expect(try bundle.snapshot() == before, "\(command) changed a file of the bundle")
    }
  }
}
