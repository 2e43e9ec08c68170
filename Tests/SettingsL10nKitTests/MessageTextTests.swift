import StringsFormat
import Testing

@testable import ByteCore
@testable import Findings
@testable import L10nRules
@testable import SettingsL10nKit

/// Messages put together as bytes, and the byte-level rules beside them, give what the
/// string-level ones give.
@Suite("Audit messages as bytes")
struct MessageTextTests {
  static let texts: [String] = [
    "", "Title", "a \"quoted\" key", "back\\slash", "trailing space ", "tab\there", "new\nline", "zero\u{200B}width",
    "no-break\u{A0}space", "Größe", "日本語のタイトル", "€ 5", String(repeating: "x", count: 60),
    String(repeating: "x", count: 61),
    String(repeating: "é", count: 30), String(repeating: "é", count: 31), String(repeating: "é", count: 61),
    "bidi \u{202E}x",
    String(repeating: "👍🏽", count: 20),
  ]

  @Test("quoting as bytes gives MessageText.quoted", arguments: texts)
  func quote(_ text: String) {
    var message = MessageText()
    message.add("<")
    message.quote(text)
    message.add(7)
    message.add(">")
    #expect(message.text == "<" + MessageText.quoted(text) + "7>")
    var fromBytes = MessageText()
    let placed = Array(("«" + text + "»").utf8)
    fromBytes.quote(utf8: placed, 2..<(placed.count - 2))
    #expect(fromBytes.text == MessageText.quoted(text))
  }

  @Test("letters found in the bytes as in the scalars", arguments: texts + ["123", "1,5 %", "٣", "—", "ß", "@[`{"])
  func letters(_ text: String) {
    let expected = text.unicodeScalars.contains { $0.properties.isAlphabetic }
    #expect(UntranslatedRule.hasLetters(text) == expected)
    #expect(UntranslatedRule.hasLetters(utf8: Array(text.utf8)[...]) == expected)
  }

  @Test("ids are listed once each, in first-seen order, with their counts")
  func ids() {
    var ids = FindingIDs()
    for id in ["stale-key", "stale-key", "untranslated", "stale-key", "missing-key", "untranslated"] {
      ids.count(DiagnosticID(rawValue: id))
    }
    #expect(ids.entries.map(\.id.rawValue) == ["stale-key", "untranslated", "missing-key"])
    #expect(ids.entries.map(\.value) == [3, 2, 1])
    #expect(ids.position(of: AuditID.tooLong, adding: 9) == 3)
    #expect(ids.entries[3].value == 9)
  }

  @Test("permuting in place puts each element where the order says")
  func permute() {
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 7, 100] {
      let elements = (0..<count).map { "element \($0)" }
      for _ in 0..<5 {
        let order = Array(0..<count).shuffled(using: &generator)
        var permuted = elements
        permuted.permute(by: order)
        #expect(permuted == order.map { elements[$0] })
      }
    }
  }
}
