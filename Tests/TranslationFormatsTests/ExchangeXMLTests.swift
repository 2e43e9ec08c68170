import Foundation
import StringsFormat
import Testing

@testable import ByteCore
@testable import TranslationFormats

@Suite("Exchange: XML reader")
struct ExchangeXMLTests {
  func events(_ text: String) throws -> [XMLPullParser.Event] {
    var parser = XMLPullParser(Array(text.utf8))
    var all: [XMLPullParser.Event] = []
    while let event = try parser.next() { all.append(event) }
    return all
  }

  func failure(_ text: String) -> String? {
    do {
      _ = try events(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("references, CDATA and line endings decode as XML says")
  func decoding() throws {
    let all = try events(
      "<?xml version=\"1.0\"?>\r\n<!-- c --><a x=\"1&#10;2\tz\" p:y='&lt;&amp;&quot;'>A&#x1F600;\r\nB<![CDATA[<&>]]><b/></a>"
    )
    #expect(
      all == [
        .start(
          name: "a", attributes: ["x": "1\n2 z", "y": "<&\""],
          location: ByteCore.SourceLocation(line: 2, column: 11)),
        .text("A😀\nB"), .text("<&>"),
        .start(name: "b", attributes: [:], location: ByteCore.SourceLocation(line: 3, column: 17)),
        .end(name: "b"), .end(name: "a"),
      ])
  }

  @Test(
    "malformed documents are refused at their place",
    arguments: [
      ("<a><b></a>", "1:7: malformed XML: </a> does not close <b>"),
      ("<a x=1/>", "1:6: malformed XML: an attribute value without quotes"),
      ("<a>&nbsp;</a>", "1:4: malformed XML: an unknown or invalid reference &nbsp; (escape '&' as '&amp;')"),
      ("<a>\u{01}</a>", "1:4: malformed XML: a control character XML does not allow"),
      ("<a x='1' x='2'/>", "1:10: malformed XML: the attribute x is given twice"),
      ("<a/><b/>", "1:5: malformed XML: content after the root element"),
      ("<a>", "1:4: malformed XML: the document ends inside <a>"),
      ("", "1:1: malformed XML: the document is empty"),
      ("<a>&#0;</a>", "1:4: malformed XML: an unknown or invalid reference &#0; (escape '&' as '&amp;')"),
      ("<a x='1/>", "1:6: malformed XML: an attribute value that is not closed"),
      ("<a x='1<2'/>", "1:8: malformed XML: '<' in an attribute value"),
      ("<a x='1' y='2' x='3'/>", "1:16: malformed XML: the attribute x is given twice"),
      ("<a e\u{301}='1' \u{E9}='2'/>", "1:11: malformed XML: the attribute \u{E9} is given twice"),
      ("<a>text", "1:8: malformed XML: the document ends inside <a>"),
    ])
  func malformed(_ input: String, _ message: String) {
    #expect(failure(input) == message)
  }

  @Test(
    "a tag of 1,024 attributes is read, a name given twice still refused at its place; one more attribute is refused")
  func manyAttributes() throws {
    let names = (0..<1_024).map { "a\($0)" }
    let plain = "<x " + names.map { "\($0)='1'" }.joined(separator: " ") + "/>"
    var parser = XMLPullParser(Array(plain.utf8))
    #expect(try parser.advance() == .start)
    #expect(parser.attribute("a0") == "1")
    #expect(parser.attribute("a1023") == "1")
    let twice = String(plain.dropLast(2).dropLast(" a1023='1'".count)) + " a7='2'/>"
    #expect(failure(twice) == "1:\(twice.utf8.count - 7): malformed XML: the attribute a7 is given twice")
    let over = String(plain.dropLast(2)) + " b='1' c='2'/>"
    #expect(failure(over) == "1:\(plain.utf8.count): malformed XML: more than 1024 attributes in one tag")
  }

  // Refused at the 1,025th attribute, so the rest is never read; the time it takes at 64 MiB is
  // bounds-bench's "XLIFF element of many attributes" (a timed test would fail on a loaded machine).
  @Test("a planted tag of 200,000 attributes is refused at its 1,025th attribute, not read in quadratic time")
  func attributeFlood() {
    let flood = "<x " + (0..<200_000).map { "a\($0)='1'" }.joined(separator: " ") + "/>"
    #expect(failure(flood)?.hasSuffix("malformed XML: more than 1024 attributes in one tag") == true)
  }

  @Test(
    "past a handful of attributes, names are still the same when their strings are equal",
    arguments: [
      ("e\u{301}", "\u{E9}", true), ("p:a", "a", false), ("a", "A", false), ("x:y", "x:y", true),
    ])
  func manyAttributeNames(_ first: String, _ second: String, _ same: Bool) {
    let many = (0..<40).map { "n\($0)='1'" }.joined(separator: " ")
    let message = failure("<x \(many) \(first)='1' \(second)='2'/>")
    #expect((message?.contains("given twice") == true) == same)
  }

  @Test("a DOCTYPE that declares entities is refused at its declarations (no billion laughs, no external entities)")
  func doctype() {
    let bomb = "<!DOCTYPE x [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><x>&b;</x>"
    #expect(
      failure(bomb)
        == "1:13: malformed XML: a DOCTYPE that declares entities or other markup ([...]); XLIFF needs none and they are never read"
    )
    let external = "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>"
    #expect(failure(external)?.hasPrefix("1:13: malformed XML: a DOCTYPE that declares entities") == true)
    // A DOCTYPE without declarations is skipped, and an entity it might name is still undefined.
    #expect(
      failure("<!DOCTYPE x SYSTEM \"x.dtd\"><x>&e;</x>")
        == "1:31: malformed XML: an unknown or invalid reference &e; (escape '&' as '&amp;')")
  }

  @Test(
    "character references to code points XML does not allow are refused at their place",
    arguments: [
      ("<a>&#xD800;</a>", "1:4: malformed XML: an unknown or invalid reference &#xD800; (escape '&' as '&amp;')"),
      ("<a>&#xFFFE;</a>", "1:4: malformed XML: an unknown or invalid reference &#xFFFE; (escape '&' as '&amp;')"),
      ("<a>&#x110000;</a>", "1:4: malformed XML: an unknown or invalid reference &#x110000; (escape '&' as '&amp;')"),
      ("<a>\n &#1;</a>", "2:2: malformed XML: an unknown or invalid reference &#1; (escape '&' as '&amp;')"),
      ("<a x='&#X41;'/>", "1:7: malformed XML: an unknown or invalid reference &#X41; (escape '&' as '&amp;')"),
      (
        "<a>&#99999999999999999999999;</a>",
        "1:4: malformed XML: an unknown or invalid reference &#99999999999999999999999; (escape '&' as '&amp;')"
      ),
      ("<a>&#x41</a>", "1:4: malformed XML: an entity reference without ';' (escape '&' as '&amp;')"),
    ])
  func disallowedReferences(_ input: String, _ message: String) {
    #expect(failure(input) == message)
  }

  @Test("a character reference of many leading zeros still decodes (XML sets no limit on digits)")
  func longReference() throws {
    let zeros = String(repeating: "0", count: 100)
    #expect(
      try events("<a>&#\(zeros)65;&#x\(zeros)42;</a>") == [
        .start(name: "a", attributes: [:], location: ByteCore.SourceLocation(line: 1, column: 1)), .text("AB"),
        .end(name: "a"),
      ])
  }

  @Test("deep nesting is refused, not a stack overflow")
  func depth() {
    let deep = String(repeating: "<a>", count: 100_000)
    #expect(failure(deep)?.contains("nested more than 256 deep") == true)
  }

  @Test(
    "inputs that crash FoundationXML's XMLParser are located errors",
    arguments: [
      "xliff-empty-processing-instruction.xliff", "xliff-invalid-utf8-attribute.xliff",
    ])
  func foundationCrashers(_ name: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/exchange/\(name)")
    #expect(throws: TranslationFormatError.self) { _ = try XLIFFDocument(parsing: [UInt8](try Data(contentsOf: url))) }
  }
}
