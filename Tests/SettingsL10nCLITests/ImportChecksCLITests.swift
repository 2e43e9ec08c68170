import Foundation
import Testing

@Suite("settings-l10n import runs check's checks")
struct ImportChecksCLITests {
  static let fixture = CLI.fixtures.appendingPathComponent("exchange/checks")

  @Test("a format mismatch refuses the import (exit 1, nothing written) unless --allow-format-mismatch")
  func formatMismatch() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(Self.fixture.appendingPathComponent("Settings.bundle"))
    defer { try? FileManager.default.removeItem(at: dir) }
    let xliff = Self.fixture.appendingPathComponent("de.xliff").path
    let before = try ExchangeCLITests.snapshot(bundle)
    let refused = try CLI.run(["import", bundle.path, xliff])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("de.xliff:5:7: error: unit \"DOWNLOADS_COUNT\": argument 1 is %@ in the translation but %d"))
    #expect(refused.stderr.contains("[format-mismatch]"))
    #expect(refused.stderr.contains("nothing was written"))
    #expect(try ExchangeCLITests.snapshot(bundle) == before)

    let allowed = try CLI.run(["import", bundle.path, xliff, "--allow-format-mismatch"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    let output = allowed.stdout + allowed.stderr
    #expect(output.contains("imported (--allow-format-mismatch) [format-mismatch]"))
    #expect(output.contains("unit \"Sync\": the target equals the development value \"Sync\" [untranslated]"))
    #expect(output.contains("unit \"Autoplay\": the target starts with a space where the development value starts with nothing [whitespace-mismatch]"))
    #expect(output.contains("unit \"Autoplay\": the target has 22 characters, over twice the development value's 8 [too-long]"))
    #expect(output.contains("unit \"Name:\": the target ends with nothing where the development value ends with a space [whitespace-mismatch]"))
    let written = try String(contentsOf: bundle.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
    #expect(written.contains("\"DOWNLOADS_COUNT\" = \"%@ Downloads: %d\";"))

    // What import reported, check reports on the written table.
    let check = try CLI.run(["check", bundle.path, "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let ids = Set((object["findings"] as? [[String: Any]] ?? []).compactMap { finding -> String? in
      guard let id = finding["id"] as? String, let key = finding["key"] as? String else { return nil }
      return "\(id) \(key)"
    })
    #expect(ids.isSuperset(of: [
      "format-mismatch DOWNLOADS_COUNT", "untranslated Sync", "whitespace-mismatch Autoplay", "too-long Autoplay",
      "whitespace-mismatch Name:",
    ]))
  }
}
