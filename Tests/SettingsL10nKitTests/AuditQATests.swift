import ByteCore
import Findings
import Foundation
import SettingsL10nKit
import Testing

/// The checks translators' QA tools make (pofilter, locheck), on the `qa-checks` fixture.
@Suite("Audit: translators' QA checks")
struct AuditQATests {
  @Test("default-not-in-values: a string default against numbers, and a title as the default")
  func defaultNotInValues() throws {
    let report = try AuditFixtures.audit("qa-checks")
    let found = report.findings("default-not-in-values")
    #expect(found.map(\.specifierIndex) == [1, 2])
    #expect(found.first?.message.contains("DefaultValue \"3\" (a string, where Values holds numbers)") == true)
    #expect(found.last?.message.contains("\"Thirty Seconds\" is not among Values (30, 60)") == true)
    #expect(found.allSatisfy { $0.severity == .warning && $0.file == "Root.plist" && $0.line != nil })
    // Speed's DefaultValue 1 is among Values [1, 2]: nothing to say.
    #expect(!found.contains { $0.message.contains("speed") })
  }

  @Test("whitespace-mismatch: leading whitespace and trailing line breaks that differ, and a value of only whitespace")
  func whitespace() throws {
    let report = try AuditFixtures.audit("qa-checks")
    let found = report.findings("whitespace-mismatch")
    #expect(found.map { "\($0.language ?? "") \($0.key ?? "")" } == ["de Fast", "de Autoplay", "de Version"])
    #expect(found[0].message.contains("ends with a line break where the development value ends with nothing"))
    #expect(found[1].message.contains("starts with a space where the development value starts with nothing"))
    #expect(found[2].message.contains("only whitespace (3 spaces)"))
    // German "Name:" drops the development value's trailing space, which no reader of a label sees.
    #expect(!found.contains { $0.key == "Name:" })
    // A no-break space inside French text, and the same trailing space as English, are fine.
    #expect(!found.contains { $0.language == "fr" })
  }

  @Test("empty-value: a blank every language keeps is meant; a blank where another language writes text is not")
  func deliberateBlanks() throws {
    let report = try AuditFixtures.audit("blanks")
    let found = report.findings("empty-value").map { "\($0.language ?? "") \($0.key ?? "")" }
    // SPACER is empty everywhere, and French keeps English's empty NOTE: neither is reported.
    #expect(found.sorted() == ["de Sync", "en NOTE"])
  }

  @Test(
    "keys written as text: a width-folded copy is no translation, a word a language shares is its own, a copy kept as written is untranslated"
  )
  func textKeys() throws {
    let report = try AuditFixtures.audit("text-keys")
    let missing = report.findings("missing-key").map { "\($0.language ?? "") \($0.key ?? "")" }
    #expect(missing.sorted() == ["de Show hints", "ko Version"])
    let untranslated = report.findings("untranslated").map { "\($0.language ?? "") \($0.key ?? "")" }
    #expect(untranslated == ["ko Show hints"])
    // Japanese `ANGLE（Metal）` is the key in full-width brackets: no language translates it.
    #expect(!report.findings.contains { $0.key == "ANGLE (Metal)" })
    #expect(report.language("ko")?.untranslated == 1 && report.language("ko")?.missing == 1)
    #expect(report.language("de")?.missing == 1)
    // The licence page has no StringsTable, as licence text is meant to be.
    #expect(report.findings("page-without-table").isEmpty)
  }

  @Test("too-long: only a short title longer than its development value, which truncates; rows wrap")
  func tooLong() throws {
    let report = try AuditFixtures.audit("qa-checks")
    let found = report.findings("too-long")
    #expect(found.allSatisfy { $0.severity == .note })
    #expect(Set(found.filter { $0.language == "fr" }.compactMap(\.key)) == ["Lo", "Med", "Hi"])
    #expect(Set(found.filter { $0.language == "de" }.compactMap(\.key)) == ["Lo", "Med", "Hi"])
    // A title or footer, however much longer, wraps in its row: "Autoplay" and "Speed" are not flagged.
    #expect(!found.contains { $0.key == "Speed" || $0.key == "Autoplay" })
    #expect(found.first { $0.key == "Lo" }?.message.contains("short title") == true)
  }

  @Test("a key written as text that the development table lacks is the gap of each language that lacks it")
  func translatedElsewhere() throws {
    let report = try AuditFixtures.audit("qa-checks")
    // "Help" reads as text: en shows it as written (its English), de translates it, fr shows English.
    #expect(report.findings("not-in-development-table").isEmpty)
    let finding = try #require(report.findings("missing-key").first { $0.key == "Help" })
    #expect(finding.language == "fr")
    #expect(finding.message.contains("it shows in English in fr, while de translates it"))
    // Required of the translating languages: de has it (translated), fr lacks it; en stays clean.
    #expect(report.language("de")?.missing == 0)
    #expect(report.language("fr")?.missing == 1)
    #expect(report.language("de")?.untranslated == 0)
    #expect(report.language("en")?.coverage == 1)
    #expect(report.findings("missing-key").allSatisfy { $0.language != "en" })
  }

  @Test("keys that differ by an invisible character are told apart in text, and kept exact in JSON")
  func invisible() throws {
    let (text, _) = try AuditFixtures.run("invisible", format: .text)
    #expect(text.contains("\"Sync\\u{200b}\" is used by no page file"))
    #expect(text.contains("\"Name\\u{20}\" is used by no page file"))
    #expect(text.contains("\"\\u{feff}Wi‑Fi only\" is used by no page file"))
    // The missing key names its lookalike.
    #expect(
      text.contains(
        "\"Sync\" is missing: the Settings app shows the raw key (en.lproj/Root.strings:1 has it); "
          + "de.lproj/Root.strings has \"Sync\\u{200b}\", which looks the same but is another key"))
    let (json, _) = try AuditFixtures.run("invisible", format: .json)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let keys = (object["findings"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys.contains("Sync\u{200B}") && keys.contains("Name "))
    // (Foundation's JSON reader drops a U+FEFF, so look at the bytes for that one.)
    #expect(json.contains("\"key\": \"\u{FEFF}Wi\u{2011}Fi only\""))
  }

  @Test("every new id is known to check, SARIF and --ignore")
  func idsAreListed() {
    for id in ["default-not-in-values", "whitespace-mismatch", "too-long"] {
      #expect(AuditID.isKnown(DiagnosticID(rawValue: id)))
    }
  }
}
