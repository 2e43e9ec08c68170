import Foundation
import StringsFormat
import Testing

@testable import SettingsL10nKit

/// Each shortcut the exchange code takes for the usual input must give what the general path gives.
@Suite("Exchange: fast paths agree with the general ones")
struct ExchangeFastPathTests {
  static let texts = [
    "", "plain", "Dark mode", "a\"b", "it's", "back\\slash", "tab\there", "line\nbreak", "cr\rlf", "\u{7F}del",
    "\u{85}next line", "Größe", "e\u{301}", "\u{301}leading mark", "\"\u{301}", "😀", "zero\u{0}", "\u{1B}[31m",
    "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFBF}", "a\u{200B}b", "日本語", "\u{0}\u{FFFE}",
  ]

  @Test("quotedLiteral is debugDescription", arguments: texts)
  func quotedLiteral(_ text: String) {
    #expect(text.quotedLiteral == text.debugDescription)
  }

  @Test("every printable ASCII character quotes as debugDescription does")
  func quotedASCII() {
    for byte in UInt8(0x00)...UInt8(0x7F) {
      let text = "a" + String(UnicodeScalar(byte)) + "b"
      #expect(text.quotedLiteral == text.debugDescription, "byte \(byte)")
    }
  }

  @Test("the byte scan for characters XML cannot carry finds what the scalar scan finds", arguments: texts)
  func firstDisallowed(_ text: String) {
    #expect(XMLEscaping.firstDisallowed(in: text) == text.unicodeScalars.first { !XMLEscaping.isAllowed($0) })
  }

  @Test("escaping into bytes gives the escaped string", arguments: texts, [false, true])
  func escapingIntoBytes(_ text: String, _ attribute: Bool) {
    var bytes: [UInt8] = []
    XMLEscaping.append(text, attribute: attribute, to: &bytes)
    let expected = attribute ? XMLEscaping.attribute(text) : XMLEscaping.text(text)
    #expect(bytes == Array(expected.utf8))
    #expect(expected == XMLEscaping.escapeEachScalar(text, attribute: attribute))
  }

  @Test("exact keys compare bytes, not Unicode equivalence")
  func exactKeys() {
    #expect(ExactKey("Größe") == ExactKey("Größe"))
    #expect(ExactKey("é") != ExactKey("e\u{301}"))
    #expect(ExactKey("ab") != ExactKey("abc"))
    #expect(ExactKey("") == ExactKey(""))
    #expect(ExactKey(String(repeating: "long key ", count: 20)) == ExactKey(String(repeating: "long key ", count: 20)))
  }

  static let lineTexts = [
    "a\nb\nc", "a\r\nb\r\nc", "a\rb\rc", "\r\n\r\n", "\n\r", "x\r", "Größe\nüber\r\n日本\r😀\n", "\u{FEFF}bom\nline",
    String(repeating: "é", count: 100) + "\n" + String(repeating: "x", count: 200) + "\r\n" + "end",
  ]

  @Test("the forward cursor locates every offset as LineIndex does", arguments: lineTexts)
  func cursor(_ text: String) {
    let bytes = Array(text.utf8)
    let index = LineIndex(text: bytes)
    var cursor = XMLLocationCursor()
    for offset in 0...bytes.count {
      cursor.advance(to: offset, in: bytes)
      let expected = index.location(of: offset)
      #expect(cursor.location == XMLLocation(line: expected.line, column: expected.column), "offset \(offset)")
    }
  }

  @Test(
    "text and attributes decode the same with and without references",
    arguments: [
      ("<a x=\"plain value\">plain text</a>", "plain value", "plain text"),
      ("<a x=\"pl&#97;in&#x20;value\">pl&#97;in&#32;text</a>", "plain value", "plain text"),
      ("<a x=\"tab\tand\nline\">cr\r\nlf</a>", "tab and line", "cr\nlf"),
      ("<a x='&lt;&amp;&gt;'>&lt;&amp;&gt;</a>", "<&>", "<&>"),
      ("<p:a p:x=\"Größe\">日本語 😀</p:a>", "Größe", "日本語 😀"),
    ])
  func decoding(_ document: String, _ attribute: String, _ text: String) throws {
    var parser = XMLPullParser(Array(document.utf8))
    guard case .start(let name, let attributes, _) = try parser.next() else {
      Issue.record("no start tag")
      return
    }
    #expect(name == "a")
    #expect(attributes["x"] == attribute)
    #expect(try parser.next() == .text(XMLText(text)))
  }

  static func outcome(_ document: String, skippingText: Bool) -> Result<[XMLPullParser.Event], XLIFFError> {
    var parser = XMLPullParser(Array(document.utf8))
    var events: [XMLPullParser.Event] = []
    do throws(XLIFFError) {
      while let event = try parser.next(skippingText: skippingText) { events.append(event) }
      return .success(events)
    } catch {
      return .failure(error)
    }
  }

  @Test(
    "text skipped by a reader is checked as when it is read",
    arguments: [
      "<a>\n  <b x='1'>text</b>\n  <c/>\n</a>", "<a> <![CDATA[<raw>]]> <b/></a>", "<a> &amp; <b/></a>", "<a> &nbsp; <b/></a>",
      "<a> \u{01} <b/></a>", "<a> <b/> &#0; </a>", "<a>\r\n<b>&lt;</b></a>",
    ])
  func skippedText(_ document: String) {
    let read = Self.outcome(document, skippingText: false)
    let skipped = Self.outcome(document, skippingText: true)
    switch (read, skipped) {
    case (.success(let all), .success(let some)):
      #expect(some == all.filter { if case .text = $0 { false } else { true } })
    case (.failure(let a), .failure(let b)): #expect(a == b)
    default: Issue.record("one way failed, the other did not: \(read) vs \(skipped)")
    }
  }
}
