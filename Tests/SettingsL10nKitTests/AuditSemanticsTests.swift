import Foundation
import SettingsL10nKit
import Testing

/// The decided semantics (DESIGN.md) on the fixture bundles, finding by finding.
@Suite("Audit semantics")
struct AuditSemanticsTests {
  @Test("missing keys and tables are reported against the development table only")
  func missing() throws {
    let report = try AuditFixtures.audit("translations")
    let missing = report.findings("missing-key")
    #expect(missing.map(\.key) == ["Fast"])
    #expect(missing.first?.language == "de")
    #expect(missing.first?.file == "de.lproj/Root.strings")
    #expect(missing.first?.line == nil)
    let tables = report.findings("missing-table")
    #expect(tables.count == 1)
    #expect(tables.first?.file == "de.lproj/Advanced.strings")
    #expect(tables.first?.table == "Advanced")
    #expect(tables.first?.message.contains("\"Network\", \"Use cellular data\"") == true)
    #expect(tables.first?.message.contains("shows en.lproj/Advanced.strings instead") == true)
  }

  @Test("a key missing from the development table is a warning at the page, not required elsewhere")
  func notInDevelopmentTable() throws {
    let report = try AuditFixtures.audit("translations")
    let warnings = report.findings("not-in-development-table")
    // "1.5x" shown as written reads the same in every language: nothing to report.
    #expect(Set(warnings.compactMap(\.key)) == ["Advanced"])
    #expect(warnings.allSatisfy { $0.severity == .warning && $0.file == "Root.plist" && $0.line != nil })
    #expect(warnings.allSatisfy { $0.language == "en" })
    // No language is asked for them.
    #expect(!report.findings.contains { $0.id.rawValue == "missing-key" && ["1.5x", "Advanced"].contains($0.key) })
  }

  @Test("stale keys in every language, the development one and Base included; orphan tables once per file")
  func staleAndOrphan() throws {
    let report = try AuditFixtures.audit("translations")
    let stale = report.findings("stale-key").map { "\($0.language ?? ""):\($0.key ?? "")" }
    #expect(stale == ["en:OLD_KEY", "ja:Wi-Fi only"])
    #expect(report.language("en")?.stale == 1)
    #expect(report.findings("orphan-table").map(\.file) == ["en.lproj/Legacy.strings"])
    let folders = try AuditFixtures.audit("folders")
    #expect(folders.findings("stale-key").map(\.file) == ["Base.lproj/Root.strings"])
  }

  @Test("untranslated: equal values with letters, not in variants of the development language")
  func untranslated() throws {
    let report = try AuditFixtures.audit("translations")
    let found = report.findings("untranslated").map { "\($0.language ?? ""):\($0.key ?? "")" }
    // de "2×" equals en but has no letters; en-GB equals en everywhere but is a variant.
    #expect(found == ["de:Speed", "ja:Fast"])
  }

  @Test("untranslated: names and placeables are never flagged; forgotten phrases still are")
  func untranslatedNames() throws {
    let report = try AuditFixtures.audit("names")
    let found = Set(report.findings("untranslated").map { "\($0.language ?? ""):\($0.key ?? "")" })
    let names = ["OK", "Wi-Fi", "iCloud", "https://example.com/help", "%d MB", "1.5x", "G.722", "H.264", "ICE"]
    #expect(!report.findings("untranslated").contains { names.contains($0.key ?? "") })
    // Recall: a phrase one language forgot, and a new phrase copied into every language.
    #expect(
      found.isSuperset(of: [
        "de:Show hidden files", "de:Download over cellular", "fr:Download over cellular",
        "it:Download over cellular", "es:Download over cellular",
      ]))
    #expect(found.contains("it:Privacy"))
    // What most languages translating the rest of the table keep unchanged is a name: Video
    // (three of four) and Proxy (all four). Version (two of four) is no name by the data, but
    // German and French write it as English does, as French does Notifications.
    #expect(!found.contains { $0.hasSuffix(":Video") || $0.hasSuffix(":Proxy") })
    #expect(found.isDisjoint(with: ["de:Version", "fr:Version", "fr:Notifications"]))
    #expect(found.count == 6)
    // Decided by every folder, whichever languages are reported.
    let de = try AuditFixtures.audit("names", languages: ["de"])
    #expect(
      Set(de.findings("untranslated").compactMap(\.key)) == ["Show hidden files", "Download over cellular"])
  }

  @Test("a table with a syntax error is reported once, at its line, and its keys are not reported missing")
  func syntaxError() throws {
    let report = try AuditFixtures.audit("translations")
    let errors = report.findings("syntax-error")
    #expect(errors.count == 1)
    #expect(errors.first?.file == "fr.lproj/Root.strings")
    #expect(errors.first?.line == 2)
    #expect(errors.first?.column == 72)
    #expect(!report.findings.contains { $0.language == "fr" && $0.id.rawValue == "missing-key" })
    // Its keys do not count as translated.
    let fr = try #require(report.language("fr"))
    #expect(fr.required == 10)
    #expect(fr.translated == 2)
    #expect(fr.missing == 8)
  }

  @Test("empty values and duplicate keys are located")
  func emptyAndDuplicate() throws {
    let report = try AuditFixtures.audit("translations")
    let empty = try #require(report.findings("empty-value").first)
    #expect(empty.file == "de.lproj/Root.strings")
    #expect(empty.key == "Slow")
    #expect(empty.line == 5)
    let duplicate = try #require(report.findings("duplicate-key").first)
    #expect(duplicate.file == "en.lproj/Root.strings")
    #expect(duplicate.line == 10)
    #expect(duplicate.key == "Sound")
  }

  @Test("format mismatches: types per argument, positional arguments, counts")
  func formatMismatch() throws {
    let report = try AuditFixtures.audit("translations")
    let found = report.findings("format-mismatch")
    #expect(found.map { $0.language ?? "" } == ["de", "en-GB"])
    #expect(found.first?.message.contains("argument 1 is %@ in the translation but %d") == true)
    #expect(found.last?.message.contains("argument 2 (%@) is missing") == true)
    // ja swaps the arguments with positions (%2$@ … %1$d): no mismatch.
    #expect(!found.contains { $0.language == "ja" })
    // Neither the Settings app nor InAppSettingsKit formats these strings: a note, which the
    // default gate lets pass.
    #expect(found.allSatisfy { $0.severity == .note })
    let onlyThese = AuditResult(
      bundle: report.bundle, developmentLanguage: report.developmentLanguage, findings: found, languages: [])
    #expect(CheckGate().evaluate(onlyThese).passed)
  }

  @Test("page findings and lproj findings are passed through")
  func pagesAndFolders() throws {
    let pages = try AuditFixtures.audit("pages")
    for id in [
      "missing-page", "page-cycle", "path-outside-bundle", "invalid-table-name", "orphan-page",
      "titles-values-mismatch",
      "missing-required-key", "unknown-specifier-type", "page-without-table",
    ] {
      #expect(!pages.findings(id).isEmpty, "\(id)")
    }
    let folders = try AuditFixtures.audit("folders")
    #expect(folders.findings("invalid-lproj-name").map(\.file) == ["de.proj", "klingon.lproj"])
    #expect(folders.findings("duplicate-lproj").map(\.language) == ["en_GB"])
    #expect(folders.findings("non-string-value").first?.file == "nl.lproj/Root.strings")
    #expect(folders.findings("syntax-error").first?.file == "sv.lproj/Root.strings")
    // Base is not a language: no coverage row, no missing keys.
    #expect(folders.language("Base") == nil)
  }

  @Test("Base as the development language when the bundle has no en.lproj")
  func baseDevelopment() throws {
    let report = try AuditFixtures.audit("base-development")
    #expect(report.developmentLanguage == "Base")
    #expect(report.findings("missing-key").map(\.key) == ["Share analytics"])
    #expect(report.language("pt-BR")?.missing == 1)
  }

  @Test("--iask: a page without StringsTable uses the table named after it")
  func iask() throws {
    let with = try AuditFixtures.audit("iask")
    #expect(with.findings("missing-key").map(\.key) == ["Public profile"])
    #expect(with.findings("orphan-table").isEmpty)
    let without = try Audit.run(
      bundleAt: AuditFixtures.folder("iask").appendingPathComponent("Settings.bundle"), bundlePath: "Settings.bundle")
    // Read as the Settings app reads it, Profile's table is InAppSettingsKit's, not an orphan in
    // each language: the page's note and the report's --iask hint, once, say what to do.
    #expect(without.findings("orphan-table").isEmpty)
    #expect(without.findings("page-without-table").map(\.file) == ["Profile.plist"])
    #expect(without.inAppSettingsKitSign == "Profile.plist has no StringsTable, and Profile.strings is beside it")
    #expect(with.inAppSettingsKitSign == nil)
  }

  @Test("--language limits the findings and rows; an unknown language is an error")
  func languages() throws {
    let report = try AuditFixtures.audit("translations", languages: ["de", "en-gb"])
    #expect(report.languages.map(\.lproj) == ["de", "en-GB"])
    #expect(Set(report.findings.compactMap(\.language)) == ["de", "en-GB"])
    #expect(throws: AuditError.self) { try AuditFixtures.audit("translations", languages: ["pt"]) }
  }
}
