import Foundation
import Testing

/// One configuration, one answer: an `ignore:` rule that accepts a finding accepts it in
/// `check`, `render`, `report` (its header and its page captions), `export` and `inspect` alike.
@Suite("ignore: rules reach every command")
struct IgnoreRulesAgreementTests {
  /// The translations fixture in a fresh folder, with `config` as its `.settings-l10n.yml` when given.
  static func translations(config: String?) throws -> URL {
    let (folder, _) = try CLI.copyBundle(
      CLI.fixtures.appendingPathComponent("check/bundles/translations/Settings.bundle"))
    if let config { try Data(config.utf8).write(to: folder.appendingPathComponent(".settings-l10n.yml")) }
    return folder
  }

  /// The German "Speed" keeps the development value: untranslated unless a rule accepts it.
  @Test(
    "untranslated German accepted by a rule is translated in check, render, report and export",
    arguments: [false, true])
  func untranslatedAccepted(_ accepted: Bool) throws {
    let folder = try Self.translations(config: accepted ? "ignore:\n  - id: untranslated\n    language: de\n" : nil)
    defer { try? FileManager.default.removeItem(at: folder) }

    let check = try CLI.run(["check", "Settings.bundle", "--format", "json"], in: folder)
    #expect(check.status != 2, "\(check.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let checkMarks = findings.contains {
      $0["id"] as? String == "untranslated" && $0["language"] as? String == "de" && $0["key"] as? String == "Speed"
    }
    #expect(checkMarks == !accepted)

    let render = try CLI.run(["render", "Settings.bundle", "--format", "json", "--language", "de"], in: folder)
    #expect(render.status == 0, "\(render.stderr)")
    let page = try #require(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any])
    var states: [String: String] = [:]
    CommandAgreementTests.strings(in: page) { key, state in states[key] = state }
    #expect(states["Speed"] == (accepted ? "translated" : "untranslated"), "\(states)")

    // The report's German column: its caption counts what render marks, its header what check counts.
    let report = try CLI.run(["report", "Settings.bundle"], in: folder)
    #expect(report.status == 0, "\(report.stderr)")
    let german = try #require(
      report.stdout.components(separatedBy: "<figcaption lang=\"en\"><b>de</b>").dropFirst().first?
        .components(separatedBy: "</figcaption>").first)
    #expect(german.contains("untranslated") == !accepted, "the German caption: \(german)")
    let bar = accepted ? "<title>de: 7 translated, 0 untranslated" : "<title>de: 6 translated, 1 untranslated"
    #expect(report.stdout.contains(bar))

    let export = try CLI.run(["export", "Settings.bundle", "--language", "de"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    let unit = try #require(
      export.stdout.components(separatedBy: "<trans-unit id=\"Speed\"").dropFirst().first?
        .components(separatedBy: "</trans-unit>").first)
    #expect(unit.contains("x-copied-source") == !accepted, "\(unit)")
  }

  /// The pages fixture has a page no root reaches: `orphan-page`, in check and inspect alike.
  @Test("a finding accepted by a rule is left out by inspect as by check", arguments: [false, true])
  func inspectAccepts(_ accepted: Bool) throws {
    let (folder, _) = try CLI.copyBundle(CLI.fixtures.appendingPathComponent("check/bundles/pages/Settings.bundle"))
    defer { try? FileManager.default.removeItem(at: folder) }
    if accepted {
      try Data("ignore:\n  - id: orphan-page\n".utf8).write(to: folder.appendingPathComponent(".settings-l10n.yml"))
    }
    let check = try CLI.run(["check", "Settings.bundle", "--format", "json"], in: folder)
    #expect(check.status != 2, "\(check.stderr)")
    #expect(check.stdout.contains("\"orphan-page\"") == !accepted)
    let inspect = try CLI.run(["inspect", "Settings.bundle", "--format", "json"], in: folder)
    #expect(inspect.status == 0, "\(inspect.stderr)")
    #expect(inspect.stdout.contains("\"orphan-page\"") == !accepted)
  }
}
