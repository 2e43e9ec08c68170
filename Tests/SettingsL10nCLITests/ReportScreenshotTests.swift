import Foundation
import Testing

/// The README's screenshot (`Fixtures/report/report.png`) against what the tool reports now:
/// when it was taken, the figures the page showed were written into it (a PNG tEXt chunk,
/// `ReportBrowserTests` with RECORD_GOLDENS=1), and they must still be the tool's, so the
/// picture cannot go on showing coverages the tool no longer reports.
@Suite("the README's screenshot shows what the tool reports")
struct ReportScreenshotTests {
  static let keyword = "settings-l10n-figures"
  static let screenshot = CLI.fixtures.appendingPathComponent("report/report.png")

  /// The figures the fixture's report shows: each language's coverage and the finding counts,
  /// as `check` gives them (the report reads the same audit).
  static func figures() throws -> String {
    let run = try CLI.run(["check", "Settings.bundle", "--format", "json"], in: screenshot.deletingLastPathComponent())
    let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    let json = try #require(value as? [String: Any], "\(run.stderr)")
    let languages = try #require(json["languages"] as? [[String: Any]])
    let coverage = languages.compactMap { language -> String? in
      guard let lproj = language["lproj"] as? String, let value = language["coverage"] as? Double else { return nil }
      return "\(lproj) " + String(format: "%.1f%%", value * 100)
    }
    let summary = try #require(json["summary"] as? [String: Int])
    let counts = ["errors", "warnings", "notes"].map { "\(summary[$0] ?? 0) \($0)" }
    return "coverage " + coverage.sorted().joined(separator: ", ") + "; " + counts.joined(separator: ", ")
  }

  /// The text of the PNG's tEXt chunk with `keyword`, if any.
  static func text(inPNG data: Data, keyword: String) -> String? {
    let bytes = [UInt8](data)
    var position = 8
    while position + 8 <= bytes.count {
      let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
      let kind = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
      let body = position + 8..<min(position + 8 + length, bytes.count)
      if kind == "tEXt" {
        let chunk = bytes[body]
        if let zero = chunk.firstIndex(of: 0), String(decoding: chunk[..<zero], as: UTF8.self) == keyword {
          return String(decoding: chunk[(zero + 1)...], as: UTF8.self)
        }
      }
      position += 12 + length
    }
    return nil
  }

  @Test("the screenshot records the figures it shows, and they are the tool's figures now")
  func screenshotIsCurrent() throws {
    let data = try Data(contentsOf: Self.screenshot)
    let recorded = Self.text(inPNG: data, keyword: Self.keyword)
    #expect(
      recorded == (try Self.figures()),
      "Fixtures/report/report.png shows other figures than the tool reports: re-take it with RECORD_GOLDENS=1 swift test --filter ReportBrowserTests (needs chromium)"
    )
  }
}
