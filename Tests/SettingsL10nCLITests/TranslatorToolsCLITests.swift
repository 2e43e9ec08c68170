import Foundation
import Testing

/// `import` of what translators' tools hand back, as a user runs it: findings on standard
/// error, the dry run's diff alone on standard output, unfinished work accepted on purpose.
@Suite("settings-l10n import: translators' tools")
struct TranslatorToolsCLITests {
  static let fuzzy = CLI.fixtures.appendingPathComponent("exchange/tools/translate-toolkit-fuzzy-de.xliff")

  @Test("a dry run's standard output is a clean unified diff; its findings and summary go to standard error")
  func dryRunStreams() throws {
    let (dir, bundle) = try CLI.copyBundle(CLI.fixtures.appendingPathComponent("exchange/basic/Settings.bundle"))
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try CLI.run(["import", bundle.path, Self.fuzzy.path, "--dry-run", "--no-config"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("--- "), "\(result.stdout)")
    #expect(result.stdout.contains("+\"General\" = \"Allgemein (geprüft)\";"), "\(result.stdout)")
    for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
      #expect(["---", "+++", "@@", " ", "+", "-"].contains { line.hasPrefix($0) }, "not a diff line: \(line)")
    }
    #expect(result.stderr.contains("1 target is marked unfinished"), "\(result.stderr)")
    #expect(result.stderr.contains("dry run: 1 file would change"), "\(result.stderr)")
  }

  @Test("--accept-unfinished writes the fuzzy target and says so; without it the table keeps its value")
  func acceptUnfinished() throws {
    let (dir, bundle) = try CLI.copyBundle(CLI.fixtures.appendingPathComponent("exchange/basic/Settings.bundle"))
    defer { try? FileManager.default.removeItem(at: dir) }
    let table = bundle.appendingPathComponent("de.lproj/Root.strings")
    let plain = try CLI.run(["import", bundle.path, Self.fuzzy.path, "--no-config"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(!plain.stdout.contains("warning:") && plain.stderr.contains("[state-not-imported]"))
    #expect(try String(contentsOf: table, encoding: .utf16).contains(#""Theme" = "Design";"#))
    let accepted = try CLI.run(["import", bundle.path, Self.fuzzy.path, "--accept-unfinished", "--no-config"])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stderr.contains("[unfinished-imported]"), "\(accepted.stderr)")
    #expect(try String(contentsOf: table, encoding: .utf16).contains(#""Theme" = "Farbschema";"#))
  }
}
