import Foundation
import Testing

@testable import ByteCore
@testable import SettingsL10nKit
@testable import TextSyntax

@Suite("Output bytes: the buffer every check reporter writes")
struct OutputBytesTests {
  @Test(
    "numbers are written digit by digit as String(value) spells them",
    arguments: [0, 7, 9, 10, 99, 100, 4_625, -1, -10, Int.max, Int.min])
  func number(_ value: Int) {
    var out = OutputBytes(capacity: 0)
    out.number(value)
    #expect(out.text == String(value))
  }

  @Test("literals and run-time text go in as they are; bundle text is escaped")
  func pieces() {
    var out = OutputBytes(capacity: 0)
    out.raw("a: ")
    out.plain("b\n")
    out.escaped("c\nd\u{1B}")
    #expect(out.text == "a: b\nc\\nd\\u{1b}")
  }

  @Test(
    "percent-encoding copies plain paths whole and encodes the rest byte by byte",
    arguments: [
      ("de.lproj/Root.strings", "de.lproj/Root.strings"), ("My App/A (1).strings", "My%20App/A%20%281%29.strings"),
      ("é~_-.", "%C3%A9~_-."), ("", ""),
    ])
  func percentEncoding(_ path: String, _ expected: String) {
    var out = OutputBytes(capacity: 0)
    PrintedPaths.appendPercentEncoded(path, to: &out)
    #expect(out.text == expected)
  }

  @Test(
    "SARIF's file URIs: the bundle path normalized and encoded, then the file; a file met again keeps its URI",
    arguments: [("./My App/Settings.bundle/", "My%20App/Settings.bundle/"), (".", ""), ("./", "")])
  func fileURIs(_ bundle: String, _ base: String) {
    var uris = FileURIs(bundle: bundle)
    let files = [
      "de.lproj/Root.strings", "de.lproj/Root.strings", "fr.lproj/A B.strings", "de.lproj/Root.strings", "é",
    ]
    let expected = [
      "de.lproj/Root.strings", "de.lproj/Root.strings", "fr.lproj/A%20B.strings", "de.lproj/Root.strings", "%C3%A9",
    ]
    #expect(files.map { String(decoding: uris.uri(of: $0), as: UTF8.self) } == expected.map { base + $0 })
  }

  @Test(
    "a finding's place: bundle path normalized, then file, line and column, escaped",
    arguments: [
      ("./App/Settings.bundle/", "App/Settings.bundle/de.lproj/R\\n.strings:3:7"), (".", "de.lproj/R\\n.strings:3:7"),
    ])
  func place(_ bundle: String, _ expected: String) {
    let finding = Finding(
      id: "stale-key", severity: .warning, message: "m", file: "de.lproj/R\n.strings", line: 3, column: 7)
    var out = OutputBytes(capacity: 0)
    PrintedPaths.appendPlace(finding, base: PrintedPaths.normalized(bundle), to: &out)
    #expect(out.text == expected)
    #expect(out.text == PrintableText.escapingControls(PrintedPaths.place(finding, bundle: bundle)))
  }

  @Test(
    "Markdown's byte-wise escaping: mentions, emoji codes, punctuation, entities; other scripts untouched",
    arguments: [
      ("@octocat @ x a@b", "@\u{200B}octocat @ x a@\u{200B}b"), (":tada: :é :1", "\\:tada: :é \\:1"),
      ("a\\b `c` *d* _e_ [f] |g| ~h~ !i $j", "a\\\\b \\`c\\` \\*d\\* \\_e\\_ \\[f\\] \\|g\\| \\~h\\~ \\!i \\$j"),
      ("<b>&amp;</b>", "&lt;b&gt;&amp;amp;&lt;/b&gt;"), ("日本語 @日本", "日本語 @日本"), ("x\ny", "x\\\\ny"),
    ])
  func markdown(_ text: String, _ expected: String) {
    #expect(MarkdownText.escape(text) == expected)
  }

  @Test(
    "character counts match String.count, on the ASCII shortcut and off it",
    arguments: ["", "abc", "a\r\nb", "é", "e\u{301}", "👍🏽 ok", "██▍░"])
  func characterCount(_ text: String) {
    #expect(MarkdownText.characterCount(text) == text.count)
  }

  @Test("the Markdown summary that is exactly the limit long is kept whole; one character less shortens it")
  func markdownBoundary() {
    let findings = (0..<12).flatMap { index in
      ["de", "fr"].map { (language: String) in
        Finding(
          id: "untranslated", severity: .warning, message: "\"Café e\u{301} 👍🏽 \(index)\" equals the development value",
          file: "\(language).lproj/Root.strings", line: index + 1, column: 1, language: language, key: "K\(index)")
      }
    }
    let report = AuditResult(
      bundle: "S.bundle", developmentLanguage: "en", findings: findings,
      languages: [
        LanguageCoverage(lproj: "de", locale: "de", isDevelopment: false, required: 30, translated: 17, stale: 0)
      ])
    let outcome = CheckOutcome(report: report, gate: CheckGate().evaluate(report))
    let full = MarkdownReporter().render(outcome)
    #expect(MarkdownReporter(maximumLength: full.count).render(outcome) == full)
    let short = MarkdownReporter(maximumLength: full.count - 1).render(outcome)
    #expect(short.contains("Only each language's first 5 findings are listed"))
    #expect(short.count <= full.count - 1)
  }
}
