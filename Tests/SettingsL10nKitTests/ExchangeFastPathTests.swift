import Foundation
import StringsFormat
import Testing

@testable import BundleIO
@testable import ByteCore
@testable import L10nRules
@testable import SettingsL10nKit
@testable import TextSyntax
@testable import TranslationFormats

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
    var output = OutputBuffer(capacity: 0)
    XMLEscaping.append(text, attribute: attribute, to: &output)
    let expected = attribute ? XMLEscaping.attribute(text) : XMLEscaping.text(text)
    #expect(output.finish() == Array(expected.utf8))
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
      #expect(
        cursor.location == ByteCore.SourceLocation(line: expected.line, column: expected.column),
        "offset \(offset)")
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

  static func outcome(_ document: String, skippingText: Bool) -> Result<[XMLPullParser.Event], TranslationFormatError> {
    var parser = XMLPullParser(Array(document.utf8))
    var events: [XMLPullParser.Event] = []
    do throws(TranslationFormatError) {
      while let event = try parser.next(skippingText: skippingText) { events.append(event) }
      return .success(events)
    } catch {
      return .failure(error)
    }
  }

  @Test(
    "text skipped by a reader is checked as when it is read",
    arguments: [
      "<a>\n  <b x='1'>text</b>\n  <c/>\n</a>", "<a> <![CDATA[<raw>]]> <b/></a>", "<a> &amp; <b/></a>",
      "<a> &nbsp; <b/></a>",
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

  @Test(
    "the memchr search finds the byte firstIndex(of:) finds, in any range",
    arguments: ["", "<", "a<b<", "日本<語", "no angle", "<<<"])
  func firstOffset(_ text: String) {
    let bytes = Array(text.utf8)
    let parser = XMLPullParser(bytes)
    for start in 0...bytes.count + 1 {
      for end in start...bytes.count + 2 {
        let range = start..<end
        let clamped = range.clamped(to: 0..<bytes.count)
        #expect(parser.firstOffset(of: 0x3C, in: range) == bytes[clamped].firstIndex(of: 0x3C), "\(range)")
      }
    }
  }

  @Test(
    "the percent search agrees with the byte view", arguments: texts + ["%", "%@", "100%", "a%%b", "日本%d", "\u{FF05}"])
  func percent(_ text: String) {
    #expect(FormatSpecifiers.mayContainSpecifiers(text) == text.utf8.contains(UInt8(ascii: "%")))
  }

  static let names = [
    "a", "file", "xml:space", "xsi:schemaLocation", ":a", "a:", "::a", "a::b", ":", "::", ":::", "a:b:c", ":a:b",
    "a:b:",
    "Größe:x", "x:Größe", "é:", ":\u{301}a", "a\u{301}:b", "日本:語",
  ]

  @Test("a local name split on bytes is the one String.split gives", arguments: names)
  func localName(_ name: String) {
    let bytes = Array("<\(name)>".utf8)
    let document = XMLBytes(bytes: bytes)
    let range = 1..<bytes.count - 1
    let fast = document.localName(range)
    let plain = document.localNameOfText(range)
    #expect(document.string(fast) == document.string(plain))
    let expected = name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
    #expect(document.string(fast) == expected)
  }

  @Test(
    "tags read as byte ranges give the attributes and names the events give",
    arguments: [
      "<x:a xmlns:x='u' x:id=\"k&amp;1\" state='a\tb'><b/>t</x:a>", "<a id='1' id2=\"&#x41;\"><a:b:c q='&lt;'/></a>",
      "<a p:id='1' id='2'/>", "<Größe wert='ä'>x</Größe>",
    ])
  func tokens(_ document: String) throws {
    var events = XMLPullParser(Array(document.utf8))
    var tokens = XMLPullParser(Array(document.utf8))
    while let event = try events.next() {
      let token = try tokens.advance()
      switch (event, token) {
      case (.start(let name, let attributes, _), .start?):
        #expect(name == tokens.nameString)
        #expect(attributes["id"] == tokens.attribute("id"))
        #expect(attributes["state"] == tokens.attribute("state"))
        #expect(attributes["q"] == tokens.attribute("q"))
        #expect(attributes["wert"] == tokens.attribute("wert"))
      case (.end(let name), .end?): #expect(name == tokens.nameString)
      case (.text(let text), .text?): #expect(text == tokens.text)
      default: Issue.record("\(event) vs \(String(describing: token))")
      }
    }
    #expect(try tokens.advance() == nil)
  }

  @Test(
    "the byte search for <xliff finds only what the text search finds, between ASCII bytes",
    arguments: [
      ("<xliff version='1.2'>", true), ("  <?xml?>\n<xliff>", true), ("<xliff\u{301}>", false),
      ("\u{0600}<xliff >", false),
      ("é<xliff>", false), ("<xlif", false), ("<xliff", false), ("<plist><xliff/>", true), ("no xml", false),
      ("<<xliff a>", true),
    ])
  func mentionsXLIFF(_ text: String, _ expected: Bool) {
    let found = TranslationReader.mentionsXLIFF(Array(text.utf8)[...])
    #expect(found == expected)
    if found { #expect(text.contains("<xliff")) }
  }

  @Test("files read concurrently come back in the order given, and the first unreadable one in that order is the error")
  func readInputsInOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-inputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (n, language) in ["de", "fr", "ja", "pt-BR", "zh-Hans", "es", "it", "nl"].enumerated() {
      let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Root.strings" source-language="en" target-language="\(language)" datatype="plaintext">
        <body><trans-unit id="k\(n)"><source>s</source><target>t</target></trans-unit></body></file></xliff>
        """
      let path = folder.appendingPathComponent("\(n).xliff").path
      try xliff.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let inputs = try ExchangeJobs.readInputs(paths, standardInput: nil)
    #expect(inputs.map(\.path) == paths)
    #expect(inputs.map { $0.files.first?.targetLanguage } == ["de", "fr", "ja", "pt-BR", "zh-Hans", "es", "it", "nl"])
    let plist = folder.appendingPathComponent("p.plist").path
    try "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".write(
      toFile: plist, atomically: true, encoding: .utf8)
    let missing = folder.appendingPathComponent("missing.xliff").path
    var withErrors = paths
    withErrors.insert(missing, at: 5)
    withErrors.insert(plist, at: 2)
    let error = #expect(throws: ExchangeError.self) { try ExchangeJobs.readInputs(withErrors, standardInput: nil) }
    guard case .io(let path, _)? = error else {
      Issue.record("expected an I/O error, got \(String(describing: error))")
      return
    }
    #expect(path == plist)
  }
}
