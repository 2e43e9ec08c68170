import Foundation
import Testing

@Suite("settings-l10n import runs check's checks")
struct ImportChecksCLITests {
  static let fixture = CLI.fixtures.appendingPathComponent("exchange/checks")

  @Test("a format mismatch is a note: the import writes the target (exit 0), the older flag changes nothing")
  func formatMismatch() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(Self.fixture.appendingPathComponent("Settings.bundle"))
    defer { try? FileManager.default.removeItem(at: dir) }
    let xliff = Self.fixture.appendingPathComponent("de.xliff").path
    let imported = try CLI.run(["import", bundle.path, xliff])
    #expect(imported.status == 0, "\(imported.stderr)")
    let output = imported.stdout + imported.stderr
    #expect(output.contains("de.xliff:5:7: note: unit \"DOWNLOADS_COUNT\": argument 1 is %@ in the translation but %d"))
    #expect(!output.contains("nothing was written"))
    #expect(output.contains("unit \"Sync\": the target equals the development value \"Sync\" [untranslated]"))
    #expect(
      output.contains(
        "unit \"Autoplay\": the target starts with a space where the development value starts with nothing [whitespace-mismatch]"
      ))
    // A title wraps in its row, however long: only a short title is too long.
    #expect(!output.contains("[too-long]"))
    #expect(
      output.contains(
        "unit \"Name:\": the target ends with a line break where the development value ends with a space [whitespace-mismatch]"
      ))
    let again = try CLI.run(["import", bundle.path, xliff, "--allow-format-mismatch"])
    #expect(again.status == 0, "\(again.stderr)")
    let written = try String(contentsOf: bundle.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
    #expect(written.contains("\"DOWNLOADS_COUNT\" = \"%@ Downloads: %d\";"))

    // What import reported, check reports on the written table.
    let check = try CLI.run(["check", bundle.path, "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let ids = Set(
      (object["findings"] as? [[String: Any]] ?? []).compactMap { finding -> String? in
        guard let id = finding["id"] as? String, let key = finding["key"] as? String else { return nil }
        return "\(id) \(key)"
      })
    #expect(
      ids.isSuperset(of: [
        "format-mismatch DOWNLOADS_COUNT", "untranslated Sync", "whitespace-mismatch Autoplay",
        "whitespace-mismatch Name:",
      ]))
  }
}
