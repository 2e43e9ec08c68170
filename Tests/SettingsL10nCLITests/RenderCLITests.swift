import Foundation
import Testing

@Suite("settings-l10n render")
struct RenderCLITests {
  static let bundle = CLI.fixtures.appendingPathComponent("render/Settings.bundle").path
  static let expected = CLI.fixtures.appendingPathComponent("render/expected")

  @Test("text at --width matches the golden the library test records", arguments: ["en", "de", "ja", "ar"])
  func textGolden(language: String) throws {
    let result = try CLI.run(["render", Self.bundle, "--language", language, "--width", "60"])
    #expect(result.status == 0, "\(result.stderr)")
    let golden = try String(contentsOf: Self.expected.appendingPathComponent("Root.\(language).txt"), encoding: .utf8)
    #expect(result.stdout == golden)
  }

  @Test("without --width, COLUMNS sets the text width")
  func columns() throws {
    let result = try CLI.run(["render", Self.bundle, "--language", "en"], environment: ["COLUMNS": "44"])
    #expect(result.status == 0)
    let lines: [Substring] = result.stdout.split(separator: "\n")
    #expect(lines.map(\.count).max() == 44)
  }

  @Test("--format json follows the contract and marks raw and untranslated text")
  func json() throws {
    let result = try CLI.run(["render", Self.bundle, "--language", "de-AT", "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(result.stdout.hasPrefix("{\n  \"version\": 1,"))
    #expect(object["page"] as? String == "Root")
    #expect(object["lproj"] as? String == "de")
    #expect(object["language"] as? String == "de")
    let rows = (object["groups"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
    func titles(_ state: String) -> [String] {
      rows.compactMap { $0["title"] as? [String: Any] }.filter { $0["state"] as? String == state }.compactMap {
        $0["text"] as? String
      }
    }
    #expect(titles("raw") == ["Send diagnostics"])
    // German writes Version as English does: not untranslated.
    #expect(titles("untranslated") == ["Name"])
    let theme = try #require(rows.first { $0["key"] as? String == "theme" })
    let choices = try #require(theme["choices"] as? [[String: Any]])
    #expect(choices.compactMap { $0["text"] as? String } == ["Hell", "Dunkel", "Automatisch"])
    #expect(theme["selected"] as? Int == 1)
    // "km", which most languages keep as it is, is a name by the data, as check decides: not untranslated.
    #expect(object["counts"] as? [String: Int] == ["raw": 1, "untranslated": 2])
  }

  @Test("--format html is one self-contained file, right to left for Arabic")
  func html() throws {
    let result = try CLI.run(["render", Self.bundle, "--language", "ar", "--page", "Advanced", "--format", "html"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(result.stdout.contains("<html lang=\"ar\" dir=\"rtl\">"))
    #expect(!result.stdout.contains("<link") && !result.stdout.contains("<script") && !result.stdout.contains("src="))
    #expect(result.stdout.contains("<mark class=\"raw\""))
  }

  @Test("--pseudo needs no --language")
  func pseudo() throws {
    let result = try CLI.run(["render", Self.bundle, "--pseudo", "--width", "60"])
    #expect(result.status == 0)
    let golden = try String(contentsOf: Self.expected.appendingPathComponent("Root.pseudo.txt"), encoding: .utf8)
    #expect(result.stdout == golden)
  }

  @Test("usage and input errors exit 2")
  func errors() throws {
    let noPage = try CLI.run(["render", Self.bundle, "--language", "en", "--page", "Nope"])
    #expect(noPage.status == 2)
    #expect(noPage.stderr.contains("no page named 'Nope'"))
    #expect(try CLI.run(["render", "/nonexistent/Settings.bundle", "--language", "en"]).status == 2)
    #expect(try CLI.run(["render", Self.bundle, "--language", "en", "--width", "5"]).status == 2)
  }
}

/// `.ci/run` screenshots the HTML of a page with headless Chromium and sets
/// SETTINGS_L10N_SCREENSHOT to the PNG; without it (a dev machine) there is nothing to check.
@Suite("render screenshot")
struct RenderScreenshotTests {
  static let path = ProcessInfo.processInfo.environment["SETTINGS_L10N_SCREENSHOT"] ?? ""

  @Test(
    "the PNG exists, is a PNG of a phone-sized page, and is not blank",
    .enabled(if: !path.isEmpty, "SETTINGS_L10N_SCREENSHOT is not set (.ci/run makes the PNG with chromium)"))
  func screenshot() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.path))
    let bytes = [UInt8](data)
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    try #require(bytes.count > 24)
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width >= 300 && height >= 600)
    // A blank page of that size compresses to a few kilobytes; the rendered page to tens.
    #expect(bytes.count > 20_000, "the screenshot is \(bytes.count) bytes: blank?")
  }
}
