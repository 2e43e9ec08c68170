import Foundation
import Testing

@testable import BundleIO
@testable import Findings
@testable import SettingsL10nKit

@Suite("export: target states agree with check")
struct ExchangeStateTests {
  static func bundle() throws -> TemporaryRenderBundle {
    let bundle = try TemporaryRenderBundle()
    try bundle.page(
      "Root", table: "Root",
      ["Type": "PSGroupSpecifier", "Title": "General"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync"],
      ["Type": "PSGroupSpecifier", "Title": "2×"])
    try bundle.strings("en", "Root", #""General" = "General"; "Sync" = "Sync"; "2×" = "2×";"#)
    try bundle.strings("de", "Root", #""General" = "Allgemein"; "Sync" = "Sync"; "2×" = "2×";"#)
    try bundle.strings("en_GB", "Root", #""General" = "General"; "Sync" = "Sync"; "2×" = "2×";"#)
    return bundle
  }

  static func states(_ language: String, in bundle: TemporaryRenderBundle) throws -> [String: String] {
    let (document, _) = try Export.document(try LocalizedBundle.load(bundle.url), language: language)
    var states: [String: String] = [:]
    for unit in document.files.flatMap(\.units) {
      states[unit.id] = (unit.state ?? "none") + (unit.qualifier.map { " \($0)" } ?? "")
    }
    return states
  }

  @Test(
    "a target check calls untranslated is needs-review-l10n marked copied; one without letters, or in a variant, is translated"
  )
  func states() throws {
    let bundle = try Self.bundle()
    #expect(
      try Self.states("de", in: bundle) == [
        "General": "translated", "Sync": "needs-review-l10n x-copied-source", "2×": "translated",
      ])
    #expect(
      try Self.states("en_GB", in: bundle) == ["General": "translated", "Sync": "translated", "2×": "translated"])
    let report = try Audit.audit(try LocalizedBundle.load(bundle.url), bundlePath: "Settings.bundle")
    #expect(report.findings.filter { $0.id == AuditID.untranslated }.compactMap(\.key) == ["Sync"])
  }

  @Test(
    "a key the configuration's doNotTranslate names is translated in the export, as check does not call it untranslated"
  )
  func doNotTranslate() throws {
    let bundle = try Self.bundle()
    let loaded = try LocalizedBundle.load(
      bundle.url, options: .init(judging: TranslationJudging(doNotTranslate: [try Glob("Sync")])))
    let (document, _) = try Export.document(loaded, language: "de")
    #expect(document.files.flatMap(\.units).first { $0.id == "Sync" }?.state == "translated")
    let report = try Audit.audit(
      loaded, bundlePath: "Settings.bundle", doNotTranslate: loaded.options.judging.doNotTranslate)
    #expect(report.findings.filter { $0.id == AuditID.untranslated }.isEmpty)
  }
}
