import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// Coverage is translated ÷ required: a copy of the development value is not a translation, and
/// a key no development table has is not a gap of every language.
@Suite struct CoverageTests {
  @Test("a value check calls untranslated is not translated; keys the development table lacks are not required")
  func untranslatedIsNotTranslated() throws {
    let report = try AuditFixtures.audit("translations")
    // Ten keys the development table has; "1.5x" and "Advanced" (no table has them) are
    // reported once, by not-in-development-table, and required of no language.
    let de = try #require(report.language("de"))
    #expect((de.required, de.translated, de.untranslated, de.missing) == (10, 6, 1, 3))
    #expect(de.percentText == "60.0%")
    let en = try #require(report.language("en"))
    #expect((en.required, en.translated, en.missing, en.percentText) == (10, 10, 0, "100.0%"))
    // ja keeps "Fast" as in English: not translated, not missing either.
    let ja = try #require(report.language("ja"))
    #expect((ja.translated, ja.untranslated, ja.missing, ja.percentText) == (9, 1, 0, "90.0%"))
    // Each untranslated finding is one untranslated key of the coverage row.
    for row in report.languages {
      #expect(row.untranslated == report.findings("untranslated").count { $0.language == row.lproj }, "\(row.lproj)")
    }
  }

  @Test("an untranslated value a rule accepts counts as translated; an accepted stale key is not stale")
  func acceptedByRules() throws {
    let report = try AuditFixtures.audit("translations")
    let rules = [
      IgnoreRule(id: try Glob("untranslated"), language: try Glob("de")), IgnoreRule(id: try Glob("stale-key")),
    ]
    let (accepted, dropped) = report.dropping(ignoredBy: rules)
    #expect(dropped == 3)
    let de = try #require(accepted.language("de"))
    #expect((de.translated, de.untranslated, de.missing, de.percentText) == (7, 0, 3, "70.0%"))
    #expect(accepted.language("ja")?.untranslated == 1)
    #expect(accepted.languages.allSatisfy { $0.stale == 0 })
  }

  @Test("sync --fill-with-source does not take a language to 100%")
  func fillingWithSourceIsNotTranslating() throws {
    let copy = try BundleCopy(AuditFixtures.folder("translations").appendingPathComponent("Settings.bundle"))
    _ = try ExchangeJobs.sync(
      bundle: copy.url, options: SyncOptions(languages: ["de"], fillWithSource: true), run: ExchangeJobs.Run())
    let filled = try Audit.run(bundleAt: copy.url, bundlePath: "Settings.bundle")
    let de = try #require(filled.language("de"))
    #expect(de.missing == 0)
    #expect(de.translated == 6)
    #expect(de.coverage < 1)
  }

  @Test(
    "VLC's Tatar copies English: its coverage counts only what it translates",
    .enabled(
      if: FileManager.default.fileExists(atPath: AuditFixtures.corpus.path),
      "../shared/corpus is not beside the project"))
  func vlcTatar() throws {
    let report = try Audit.run(
      bundleAt: AuditFixtures.corpus.appendingPathComponent("videolan__vlc-ios/Settings.bundle"),
      bundlePath: "Settings.bundle")
    let tt = try #require(report.language("tt"))
    #expect(tt.untranslated == report.findings("untranslated").count { $0.language == "tt" })
    #expect(tt.translated + tt.untranslated + tt.missing == tt.required)
    #expect(tt.coverage < 0.1, "\(tt.percentText)")
    let en = try #require(report.language("en"))
    #expect(en.missing == 0, "the development language lacks none of its own keys")
  }
}
