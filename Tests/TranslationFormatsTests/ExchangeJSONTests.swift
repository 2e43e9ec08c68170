import Foundation
import StringsFormat
import Testing

@testable import ByteCore
@testable import TranslationFormats

@Suite("Exchange: strict JSON reader and Xcode's JSON style")
struct ExchangeJSONTests {
  struct Malformed: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let malformed = [
    Malformed(
      name: "trailing comma", json: "{\n  \"a\" : [1, 2,]\n}", line: 2, column: 15,
      message: "a value was expected, found ']'"),
    Malformed(name: "comment", json: "{\n// no\n}", line: 2, column: 1, message: "a member name in double quotes"),
    Malformed(name: "duplicate key", json: "{\"a\" : 1,\n \"a\" : 2}", line: 2, column: 2, message: "given twice"),
    Malformed(name: "raw control character", json: "[\"a\tb\"]", line: 1, column: 4, message: "raw control character"),
    Malformed(name: "lone surrogate", json: "[\"\\ud800x\"]", line: 1, column: 3, message: "lone high surrogate"),
    Malformed(name: "lone low surrogate", json: "[\"\\udc00\"]", line: 1, column: 3, message: "lone low surrogate"),
    Malformed(name: "unknown escape", json: "[\"\\x\"]", line: 1, column: 3, message: "unknown escape"),
    Malformed(name: "leading zero", json: "[01]", line: 1, column: 3, message: "cannot start with 0"),
    Malformed(name: "NaN", json: "[NaN]", line: 1, column: 2, message: "a value was expected"),
    Malformed(name: "two values", json: "{}\n{}", line: 2, column: 1, message: "after the JSON value"),
    Malformed(name: "unclosed string", json: "{\"a", line: 1, column: 2, message: "not closed"),
    Malformed(name: "unclosed object", json: "{\"a\" : 1", line: 1, column: 9, message: "not closed"),
    Malformed(name: "empty", json: "  \n", line: 2, column: 1, message: "holds no JSON value"),
    Malformed(name: "column counts characters", json: "[\"é\", ]", line: 1, column: 7, message: "a value was expected"),
  ]

  @Test("malformed JSON is refused with its line and column", arguments: malformed)
  func located(_ bad: Malformed) {
    #expect(throws: TranslationFormatError.self) { _ = try JSONDocument(parsing: Array(bad.json.utf8)) }
    do {
      _ = try JSONDocument(parsing: Array(bad.json.utf8))
    } catch {
      #expect(error.location == ByteCore.SourceLocation(line: bad.line, column: bad.column), "\(error)")
      #expect(error.message.contains(bad.message), "\(error.message)")
    }
  }

  @Test("nesting beyond the limit is refused, not a stack overflow")
  func depth() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(throws: TranslationFormatError.self) { try JSONDocument(parsing: Array(deep.utf8)) }
    #expect(error.message.contains("nested more than 64 deep"))
    #expect(error.location == ByteCore.SourceLocation(line: 1, column: 65))
    _ = try JSONDocument(parsing: Array((String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).utf8))
  }

  @Test("the size limit is checked before parsing")
  func size() {
    let error = #expect(throws: TranslationFormatError.self) {
      try JSONDocument(parsing: Array("[1]".utf8), limits: JSONReader.Limits(maxBytes: 2, maxDepth: 8))
    }
    #expect(error?.message.contains("larger than") == true)
  }

  @Test("invalid UTF-8 and UTF-16 are refused with a location")
  func encodings() {
    let invalid = #expect(throws: TranslationFormatError.self) {
      try JSONDocument(parsing: [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])
    }
    #expect(invalid?.location == ByteCore.SourceLocation(line: 1, column: 3))
    let utf16 = #expect(throws: TranslationFormatError.self) {
      try JSONDocument(parsing: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00])
    }
    #expect(utf16?.message.contains("UTF-16") == true)
  }

  @Test("values, escapes and surrogate pairs read as written")
  func values() throws {
    let json =
      #"{"s" : "a\"b\\c\/d\n\t\u00e9\ud83d\ude00", "n" : -1.5e3, "t" : true, "f" : false, "z" : null, "a" : [], "o" : {}}"#
    let document = try JSONDocument(parsing: Array(json.utf8))
    #expect(document.root["s"]?.string == "a\"b\\c/d\n\té😀")
    if case .number(let text) = document.root["n"]?.kind {
      #expect(text == "-1.5e3")
    } else {
      Issue.record("not a number")
    }
    if case .bool(true) = document.root["t"]?.kind {} else { Issue.record("not true") }
    if case .null = document.root["z"]?.kind {} else { Issue.record("not null") }
    #expect(document.root["o"]?.members?.isEmpty == true)
    let controls = try JSONDocument(parsing: Array(#"{"c" : "\b\f\r\u00C9\u00e9\uD83D\uDE00"}"#.utf8))
    #expect(controls.root["c"]?.string == "\u{8}\u{C}\r\u{C9}\u{E9}\u{1F600}")
    // Keys are exact: NFC and NFD spellings are two members.
    let both = try JSONDocument(parsing: Array("{\"\u{E9}\" : 1, \"e\u{301}\" : 2}".utf8))
    #expect(both.root.members?.count == 2)
  }

  @Test("Xcode's style: sorted keys, ' : ', two spaces, empty objects on three lines, no final line break")
  func writer() {
    let text = XcodeJSON.text(.object([("b", .string("x")), ("a", .object([])), ("c", .bool(false))]))
    #expect(text == "{\n  \"a\" : {\n\n  },\n  \"b\" : \"x\",\n  \"c\" : false\n}")
    var escaped = ""
    XcodeJSON.escape("q\" b\\ s/ n\n r\r t\t \u{1} \u{7F} é", into: &escaped)
    #expect(escaped == #""q\" b\\ s/ n\n r\r t\t \u0001 "# + "\u{7F} é\"")
  }

  @Test("a catalog keeps NFC and NFD spellings of a key apart, as the tables do")
  func exactKeys() throws {
    let json =
      "{\"sourceLanguage\" : \"en\", \"strings\" : {\"\u{E9}\" : {}, \"e\u{301}\" : {}}, \"version\" : \"1.0\"}"
    let catalog = try StringCatalog(parsing: Array(json.utf8))
    #expect(catalog.entries.count == 2)
    let again = try StringCatalog(parsing: Array(catalog.json().utf8))
    #expect(Set(again.entries.map { $0.key.unicodeScalars.map(\.value) }) == [[0xE9], [0x65, 0x301]])
  }

  @Test("key order: ICU root collation, numbers by value, lowercase first, ties by scalars")
  func keyOrder() {
    let keys = ["item10", "Item2", "item2", "b", "A", "a", "_x", "item02"]
    #expect(keys.sorted(by: XcodeJSON.areInOrder) == ["_x", "a", "A", "b", "item02", "item2", "Item2", "item10"])
  }

  /// Pairs Xcode writes in this order (ICU's root collation with numeric ordering), which
  /// case-folded code points put the other way round.
  @Test(
    "key order: Xcode's, not code points",
    arguments: [
      ("Connect", "CONNECT"), ("_private", "2 columns"), ("Écran", "Fonts"), ("Über", "Zoom"), ("• Bullet", "about"),
      ("Ähnlich", "zeta"),
    ])
  func xcodeOrder(first: String, second: String) {
    #expect(XcodeJSON.areInOrder(first, second))
    #expect(!XcodeJSON.areInOrder(second, first))
  }

  @Test("NFC and NFD spellings of one key are two members, in a fixed order")
  func equivalentKeys() {
    let (nfc, nfd) = ("\u{E9}", "e\u{301}")
    #expect(XcodeJSON.areInOrder(nfd, nfc) != XcodeJSON.areInOrder(nfc, nfd))
  }
}
