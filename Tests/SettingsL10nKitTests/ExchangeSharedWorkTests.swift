import Foundation
import StringsFormat
import TestSupport
import Testing

@testable import BundleIO
@testable import ByteCore
@testable import SettingsL10nKit
@testable import TranslationFormats

/// The work `sync` and `export --all` do once instead of per language or per entry must give
/// exactly what the plain definitions give.
@Suite("Exchange: shared and byte-level work agrees with the plain definitions")
struct ExchangeSharedWorkTests {
  static let keys = [
    "", "plain", "Dark mode", "a\"b", "it's", "back\\slash", "tab\there", "line\nbreak", "Größe", "e\u{301}", "😀",
    "zero\u{0}", "\u{1B}[31m", String(repeating: "long key ", count: 20),
  ]

  @Test("a message quoting a key is the key's quotedLiteral between the two parts", arguments: keys)
  func quoting(_ key: String) {
    #expect(
      String.quoting(key, between: "key ", and: " is used by no page") == "key " + key.quotedLiteral
        + " is used by no page")
    #expect(String.quoting(key, between: "", and: "") == key.quotedLiteral)
  }

  static let findings = [
    Finding(
      id: "stale-key", severity: .warning, message: "key \"a\" is used by no page", file: "de.lproj/Root.strings",
      line: 3, column: 1),
    Finding(id: "missing-key", severity: .warning, message: "2 keys missing", file: "de.lproj/Root.strings"),
    Finding(id: "new-language", severity: .note, message: "no folder"),
    Finding(id: "odd", severity: .error, message: "line\nbreak\u{1B}[31m", line: 7, column: 2),
    Finding(id: "odd", severity: .error, message: "m", file: "we\u{2028}ird\t.lproj/R\u{7F}.strings", line: 12),
    Finding(id: "odd", severity: .note, message: "Größe 😀", file: "", line: 1, column: 123_456),
  ]

  @Test("a report line written as bytes is the finding's description", arguments: findings)
  func reportLine(_ finding: Finding) {
    var out = OutputBytes(capacity: 0)
    ExchangeResult.appendLine(finding, to: &out)
    #expect(out.text == finding.description + "\n")
  }

  @Test("the report's text is its bytes")
  func reportText() {
    let report = ExchangeResult(
      changes: ChangeSet([]), summaries: ["a: 1 added", "b\u{1B}: 2 removed"], findings: Self.findings, dryRun: true)
    let expected =
      "a: 1 added\n" + PrintableText.escapingControls("b\u{1B}: 2 removed") + "\n"
      + Self.findings.map { $0.description + "\n" }.joined() + "dry run: 0 files would change; nothing was written\n"
    #expect(report.text() == expected)
    #expect(report.textBytes() == Array(expected.utf8))
  }

  /// A bundle whose German table has stale keys, duplicates (so that the winning entries' offsets
  /// go back and forth), comments, a key with escapes, and CRLF line ends.
  static func tangledBundle() throws -> BundleCopy {
    let copy = try BundleCopy(fixture: "basic")
    let text =
      "/* first */\r\n\"Zeta\" = \"1\";\r\n\"General\" = \"Allgemein\";\r\n\"Alpha\" = \"2\";\r\n"
      + "/* UNTRANSLATED: copied from the development language. x */\r\n\"Theme\" = \"Theme\";\r\n"
      + "\"Zeta\" = \"3\"; \"Tab\\tkey\" = \"4\";\r\n\"Alpha\" = \"5\";\r\n\"Größe\" = \"6\";\r\n"
    try Data(text.utf8).write(to: copy.url.appendingPathComponent("de.lproj/Root.strings"))
    return copy
  }

  @Test("stale keys are the table's keys that no page uses, located at their winning entries")
  func staleKeys() throws {
    let copy = try Self.tangledBundle()
    let bundle = try copy.load()
    let uses = StringUses(walk: bundle.walk)
    var checked = 0
    for (lproj, tables) in bundle.tables {
      for (name, table) in tables {
        let plain = table.effective.entries.filter { !uses.isUsed($0.key, table: name) }
        let found = uses.inUse.staleFindings(table, pruned: false)
        #expect(found.map(\.key) == plain.map(\.key), "\(lproj)/\(name)")
        for (finding, entry) in zip(found, plain) {
          let location = table.location(of: entry)
          #expect(finding.line == location?.line && finding.column == location?.column, "\(lproj)/\(name) \(entry.key)")
        }
        checked += found.count
      }
    }
    #expect(checked >= 4)
  }

  @Test("a table's comment at a position is its entry's comment")
  func comments() throws {
    let copy = try Self.tangledBundle()
    let bundle = try copy.load()
    for tables in bundle.tables.values {
      for table in tables.values {
        for position in 0..<table.effective.count {
          #expect(table.effective.comment(at: position) == table.effective.entry(at: position).comment)
        }
      }
    }
  }

  static var bundles: [URL] {
    let fixtures = ExchangeSupport.packageRoot.appendingPathComponent("Fixtures")
    let corpus = (try? FileManager.default.contentsOfDirectory(atPath: ExchangeSupport.corpus.path)) ?? []
    return [
      fixtures.appendingPathComponent("exchange/basic/Settings.bundle"),
      fixtures.appendingPathComponent("exchange/checks/Settings.bundle"),
      fixtures.appendingPathComponent("check/bundles/translations/Settings.bundle"),
      fixtures.appendingPathComponent("check/bundles/folders/Settings.bundle"),
    ]
      + corpus.sorted().map { ExchangeSupport.corpus.appendingPathComponent("\($0)/Settings.bundle") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  @Test(
    "XLIFF 1.2 of every language written with one memo is each written alone", .tags(.slow), SlowTests.onlyWhenAsked,
    arguments: bundles)
  func memo(_ url: URL) throws {
    let bundle = try LocalizedBundle.load(url)
    try #require(bundle.developmentLproj != nil, "every bundle exported here has a development language")
    let memo = XLIFFUnitMemo()
    let shared = Export.Shared(bundle)
    // Twice over: the second round reuses every unit.
    for language in Export.allLanguages(bundle) + Export.allLanguages(bundle) {
      let files = try Export.files(bundle, language: language, shared: shared).files
      let document = XLIFFDocument(files: files.map { XLIFFDocument.File($0, tool: nil) })
      #expect(document.xmlBytes(reusing: memo) == document.xmlBytes(), "\(language)")
    }
  }

  @Test("a unit that differs from the remembered one at its place is written, not reused")
  func memoMisses() {
    func document(_ units: [XLIFFDocument.Unit]) -> XLIFFDocument {
      XLIFFDocument(files: [
        XLIFFDocument.File(original: "en.lproj/Root.strings", sourceLanguage: "en", targetLanguage: "de", units: units)
      ])
    }
    let a = XLIFFDocument.Unit(id: "a", source: "A & B", target: "x", state: "translated", note: "n")
    let b = XLIFFDocument.Unit(id: "b", source: "B", target: nil, state: nil, note: "")
    let memo = XLIFFUnitMemo()
    let documents = [
      document([a, b]),
      document([b, a]),
      document([a]),
      document([XLIFFDocument.Unit(id: "a", source: "A & B", target: "y <", state: "needs-translation", note: "other")]
      ),
      document([XLIFFDocument.Unit(id: "a", source: "changed", target: "x", state: "translated", note: "n"), b, a]),
      document([a, b]),
    ]
    for document in documents {
      #expect(document.xmlBytes(reusing: memo) == document.xmlBytes())
    }
  }
}
