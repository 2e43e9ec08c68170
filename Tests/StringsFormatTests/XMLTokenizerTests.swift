import Testing

@testable import StringsFormat
@testable import TextSyntax

@Suite("XMLTokenizer")
struct XMLTokenizerTests {
  /// Every token as text: `<name@offset attr=value>`, `</name>`, `"text"`.
  static func tokens(_ document: String) throws(XMLSyntaxError) -> [String] {
    var tokenizer = XMLTokenizer(Array(document.utf8))
    var out: [String] = []
    while let token = try tokenizer.advance() {
      switch token {
      case .start:
        var attributes = ""
        tokenizer.forEachAttribute { attributes += " \($0)=\($1)" }
        out.append("<\(tokenizer.nameString)@\(tokenizer.tagStart)\(attributes)>")
      case .end: out.append("</\(tokenizer.nameString)>")
      case .text: out.append("\"\(tokenizer.text.string)\"")
      }
    }
    return out
  }

  @Test("a plist page gives its tags, offsets and text; comments, PIs and a DOCTYPE are skipped")
  func plistPage() throws {
    let page = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><!-- c --><dict><key>A&amp;B</key><true/><string><![CDATA[x<y]]></string></dict></plist>
      """
    let bytes = Array(page.utf8)
    func at(_ tag: String) -> Int {
      let tag = Array(tag.utf8)
      return (0...bytes.count - tag.count).first { Array(bytes[$0..<$0 + tag.count]) == tag } ?? -1
    }
    #expect(
      try Self.tokens(page) == [
        "<plist@\(at("<plist")) version=1.0>", "<dict@\(at("<dict>"))>", "<key@\(at("<key>"))>", "\"A&B\"", "</key>",
        "<true@\(at("<true/>"))>", "</true>", "<string@\(at("<string>"))>", "\"x<y\"", "</string>", "</dict>",
        "</plist>",
      ])
  }

  @Test(
    "malformed XML is refused with the byte offset of the problem",
    arguments: [
      ("<a>", 3, "the document ends inside <a>"),
      ("<a></b>", 3, "</b> does not close <a>"),
      ("<a>x &bogus; y</a>", 5, "an unknown or invalid reference &bogus; (escape '&' as '&amp;')"),
      ("<a b='1' b='2'/>", 9, "the attribute b is given twice"),
      (
        "<!DOCTYPE a [<!ENTITY e 'x'>]><a/>", 12,
        "a DOCTYPE that declares entities or other markup ([...]); XLIFF needs none and they are never read"
      ),
      ("<a/>text", 4, "text outside the root element"),
    ])
  func refused(_ document: String, offset: Int, message: String) {
    #expect(throws: XMLSyntaxError(offset: offset, message: message)) { try Self.tokens(document) }
  }
}

@Suite("XMLTokenizer: names that are not UTF-8")
struct XMLTokenizerInvalidNameTests {
  /// Bytes 0xFF become U+FFFD (three bytes) when a name is made a `String`, so offsets taken
  /// from that string would point past the name; such a name is refused where it starts.
  @Test(
    "a name with bytes that are not UTF-8 is refused with the offset of the name",
    arguments: [
      ("<a>x</p:q\u{FF}\u{FF}\u{FF}r>", 6),
      ("<p:q\u{FF}r/>", 1),
      ("<a p:q\u{FF}\u{FF}='1'/>", 3),
    ])
  func refused(_ template: String, offset: Int) {
    // The template's U+00FF stands for the single byte 0xFF.
    let bytes = template.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    var tokenizer = XMLTokenizer(bytes)
    #expect(throws: XMLSyntaxError(offset: offset, message: "a name that is not valid UTF-8")) {
      while try tokenizer.advance() != nil {}
    }
  }
}

@Suite("XMLTokenizer: token ends and plain characters")
struct XMLTokenizerOffsetTests {
  /// `offset` is past each token's bytes, so a reader can compare a tag's exact spelling.
  @Test("offset is just past each tag, text and CDATA; a self-closing tag's end keeps it")
  func offsets() throws {
    let document = "<a><b/>xy<![CDATA[z]]></a >"
    var tokenizer = XMLTokenizer(Array(document.utf8))
    var ends: [Int] = []
    while try tokenizer.advance() != nil { ends.append(tokenizer.offset) }
    #expect(ends == [3, 7, 7, 9, 22, 27])
  }

  @Test(
    "plain characters: UTF-8 without forbidden controls or U+FEFF past the start",
    arguments: [
      ([0x3C, 0x61, 0x3E, 0x09, 0x0A, 0x0D, 0xC3, 0xA9, 0x7F], true),
      ([0x3C, 0x01, 0x3E], false),
      ([0x3C, 0xC3], false),
      ([0x3C, 0xEF, 0xBB, 0xBF], false),
      ([0x3C, 0xEF, 0xBB, 0xBE], true),
      ([0xEF, 0xBB, 0xBF, 0x3C], true),
    ] as [([UInt8], Bool)])
  func plainCharacters(_ bytes: [UInt8], expected: Bool) {
    // The BOM at the start is the reader's to skip: checking begins after it.
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 1
    #expect(XMLBytes(bytes: bytes).holdsOnlyPlainCharacters(from: start) == expected)
  }
}
