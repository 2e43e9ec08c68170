import Testing

@testable import StringsFormat
@testable import TextSyntax

/// The one XML reference decoder: XML's five entities and character references, nothing else.
@Suite("XMLReference")
struct XMLReferenceTests {
  private func decode(_ text: String) -> Result<XMLReference, XMLReference.Failure> {
    let bytes = Array(text.utf8)
    return Result { () throws(XMLReference.Failure) in try XMLReference.decode(bytes, at: 0, limit: bytes.count) }
  }

  @Test(
    "the five entities and decimal and hexadecimal references decode, ending past ';'",
    arguments: [
      ("&amp;", "&", 0), ("&lt;", "<", 0), ("&gt;", ">", 0), ("&quot;", "\"", 0), ("&apos;", "'", 0),
      ("&#65;", "A", 2), ("&#x41;", "A", 2), ("&#x1F600;", "😀", 5),
      ("&#9;", "\t", 1), ("&#xA;", "\n", 1), ("&#13;", "\r", 2), ("&#x10FFFF;", "\u{10FFFF}", 6),
      ("&#0000000000000000065;", "A", 19),
    ])
  func decodes(_ text: String, _ expected: Unicode.Scalar, _ digits: Int) throws {
    let reference = try decode(text + "tail").get()
    #expect(reference == XMLReference(scalar: expected, end: text.utf8.count, digits: digits))
  }

  @Test(
    "references to code points XML does not allow are refused",
    arguments: [
      "&#0;", "&#x0;", "&#1;", "&#x1F;", "&#xD800;", "&#xDFFF;", "&#xFFFE;", "&#xFFFF;", "&#x110000;",
      "&#99999999999999999999999999;", "&#xFFFFFFFFFFFFFFFFFFFF;",
    ])
  func disallowed(_ text: String) {
    #expect(decode(text + "x") == .failure(.disallowed(end: text.utf8.count)))
  }

  @Test(
    "names other than XML's five are undefined; DOCTYPE entities never exist here",
    arguments: [
      "&nbsp;", "&AMP;", "&a;", "&#X41;", "&#a;", "&é;", "&;", "&#;", "&#x;",
    ])
  func undefined(_ text: String) {
    #expect(decode(text + "x") == .failure(.undefined(end: text.utf8.count)))
  }

  @Test(
    "a reference without its ';' (or past the limit) is unterminated",
    arguments: [
      "&", "&amp", "&amp ;", "&#", "&#65", "&#x41 ;", "& amp;", "&#x",
    ])
  func unterminated(_ text: String) {
    #expect(decode(text) == .failure(.unterminated))
  }

  @Test("the limit is never read past")
  func limit() {
    let bytes = Array("&amp;".utf8)
    #expect(throws: XMLReference.Failure.unterminated) { try XMLReference.decode(bytes, at: 0, limit: 4) }
  }

  @Test("decoding what decodes keeps other references as written")
  func decodingWhatDecodes() {
    let text = Array("a&amp;b&#x42;&nbsp;&#0;&".utf8)
    #expect(String(decoding: XMLReference.decodingWhatDecodes(text[...]), as: UTF8.self) == "a&bB&nbsp;&#0;&")
  }
}
