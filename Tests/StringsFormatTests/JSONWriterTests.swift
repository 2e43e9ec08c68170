import TestSupport
import Testing

@testable import ByteCore
@testable import StringsFormat
@testable import TextSyntax

/// The JSON writer against a plain reference: every character the outputs escape, the two
/// layouts, nesting, member order as given.
@Suite struct JSONWriterTests {
  /// What the outputs write for one scalar inside a string, spelled out by hand.
  static func reference(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x22: return "\\\""
    case 0x5C: return "\\\\"
    case 0x08: return "\\b"
    case 0x0C: return "\\f"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: return String(Character(scalar))
    }
  }

  static func quoted(_ text: String) -> String {
    var writer = JSONWriter()
    writer.string(text)
    return writer.text
  }

  /// Every scalar below U+0800, the bidirectional and line-separator block, and scalars beyond
  /// the BMP (which JSON may hold unescaped: no surrogate pair is written).
  static let scalars: [Unicode.Scalar] =
    (0..<0x800).compactMap(Unicode.Scalar.init)
    + (0x2000...0x2070).compactMap(Unicode.Scalar.init)
    + [0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)

  @Test func everyScalarAloneMatchesTheReference() {
    for scalar in Self.scalars {
      let expected = "\"" + Self.reference(scalar) + "\""
      #expect(Self.quoted(String(Character(scalar))) == expected, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func everyScalarAmidTextMatchesTheReference() {
    // Long enough that the eight-byte scan passes over plain bytes before and after each one.
    let text = Self.scalars.map { "abcdefghij" + String(Character($0)) }.joined() + "tail"
    let expected = "\"" + Self.scalars.map { "abcdefghij" + Self.reference($0) }.joined() + "tail\""
    #expect(Self.quoted(text) == expected)
  }

  @Test func keysAreEscapedLikeValues() {
    var writer = JSONWriter()
    writer.beginObject(.inline)
    writer.key("a\"\u{202E}")
    writer.string("v")
    writer.endObject()
    #expect(writer.text == "{\"a\\\"\\u202e\": \"v\"}")
  }

  @Test("an output buffer writes literal names as any sink does, a name it found plain or not seen again")
  func literalNamesIntoAnOutputBuffer() {
    func members<Sink: ByteSink>(_ writer: inout JSONWriter<Sink>) {
      writer.beginObject()
      for round in 0..<3 {
        writer.member("ruleId", "r\(round)")
        writer.member("a\"\u{202E}", round)
        writer.member("", round)
        writer.member("level", "warning")
      }
      writer.endObject()
    }
    var plain = JSONWriter()
    members(&plain)
    var buffered = JSONWriter(OutputBuffer(capacity: 0))
    members(&buffered)
    #expect(buffered.sink.text == plain.text)
    #expect(plain.text.contains("\"a\\\"\\u202e\": 1"))
  }

  @Test func membersKeepTheOrderGiven() {
    var writer = JSONWriter()
    writer.beginObject(.inline)
    writer.member("z", 1)
    writer.member("a", "x")
    writer.member("m", nil as String?)
    writer.member("b", true)
    writer.member("c", orNull: nil)
    writer.endObject()
    #expect(writer.text == "{\"z\": 1, \"a\": \"x\", \"b\": true, \"c\": null}")
  }

  @Test func linesLayoutNestsTwoSpacesALevel() {
    var writer = JSONWriter()
    writer.beginVersionedObject()
    writer.key("list")
    writer.beginArray()
    writer.beginObject(.inline)
    writer.member("n", -12)
    writer.key("inner")
    writer.beginArray(.inline)
    writer.bool(false)
    writer.null()
    writer.beginObject(.inline)
    writer.endObject()
    writer.endArray()
    writer.endObject()
    writer.beginObject()
    writer.key("deep")
    writer.beginArray()
    writer.endArray()
    writer.member("x", "y")
    writer.endObject()
    writer.endArray()
    writer.key("empty")
    writer.beginObject()
    writer.endObject()
    writer.endObject()
    writer.endLine()
    #expect(
      writer.text == """
        {
          "version": 1,
          "list": [
            {"n": -12, "inner": [false, null, {}]},
            {
              "deep": [],
              "x": "y"
            }
          ],
          "empty": {}
        }

        """)
  }

  @Test func indentPrefixesEveryLine() {
    var writer = JSONWriter(indent: "  ")
    writer.beginArray()
    writer.string("a")
    writer.endArray()
    #expect(writer.text == "[\n    \"a\"\n  ]")
  }

  @Test func depthBeyondTheSpacesAtHand() {
    var writer = JSONWriter()
    for _ in 0..<40 { writer.beginArray() }
    writer.int(0)
    for _ in 0..<40 { writer.endArray() }
    let lines = writer.text.split(separator: "\n")
    #expect(lines[40] == Substring(String(repeating: " ", count: 80) + "0"))
    #expect(lines.last == "]")
  }

  /// Nested arrays `[1, inner, 2]`, each in the layout `layouts` gives its depth, as the
  /// layout rules spell them out.
  static func nested(_ layouts: ArraySlice<JSONLayout>, depth: Int) -> String {
    guard let layout = layouts.first else { return "0" }
    let items = ["1", nested(layouts.dropFirst(), depth: depth + 1), "2"]
    switch layout {
    case .inline: return "[" + items.joined(separator: ", ") + "]"
    case .lines:
      let inner = String(repeating: "  ", count: depth + 1)
      return "[\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: depth)
        + "]"
    }
  }

  @Test("containers past the 64 levels kept as bits lay out as the first ones do", arguments: [1, 63, 64, 65, 130])
  func deepNestingKeepsEachLevelsLayout(levels: Int) {
    var random = SplitMix(state: UInt64(levels))
    let layouts = (0..<levels).map { _ in random.below(3) == 0 ? JSONLayout.inline : .lines }
    var writer = JSONWriter()
    for layout in layouts {
      writer.beginArray(layout)
      writer.int(1)
    }
    writer.int(0)
    for _ in layouts {
      writer.int(2)
      writer.endArray()
    }
    #expect(writer.text == Self.nested(layouts[...], depth: 0))
  }

  @Test(arguments: [
    (0, "0"), (10_000, "1"), (8_333, "0.8333"), (5_000, "0.5"), (12_340, "1.234"), (1, "0.0001"), (-2_500, "-0.25"),
  ])
  func decimalsDropTrailingZeros(scaled: Int, expected: String) {
    var writer = JSONWriter()
    writer.decimal(scaled, places: 4)
    #expect(writer.text == expected)
  }

  @Test func unescapedStringsAreQuotedAsWritten() {
    var writer = JSONWriter()
    writer.beginArray(.inline)
    writer.string(unescaped: { $0.write(hex64: 0xAB) })
    writer.endArray()
    #expect(writer.text == "[\"00000000000000ab\"]")
  }

  @Test func oneSpacingColonsAfterKeysAndEmptyContainersClosed() {
    var writer = JSONWriter()
    writer.beginVersionedObject()
    writer.key("empty")
    writer.beginArray()
    writer.endArray()
    writer.key("inline")
    writer.beginObject(.inline)
    writer.endObject()
    writer.key("list")
    writer.beginArray()
    writer.string("a")
    writer.endArray()
    writer.endObject()
    #expect(
      writer.text == "{\n  \"version\": 1,\n  \"empty\": [],\n  \"inline\": {},\n  \"list\": [\n    \"a\"\n  ]\n}")
  }
}

/// A literal name is written in one piece into the core's buffer (`OutputBuffer.writeJSONKeyLiteral`):
/// the same bytes as the piece-by-piece writing of any other sink, plain or escaped.
@Suite struct JSONKeyLiteralTests {
  static func written<Sink: ByteSink>(_ sink: Sink, _ body: (inout JSONWriter<Sink>) -> Void) -> Sink {
    var writer = JSONWriter(sink)
    body(&writer)
    return writer.sink
  }

  @Test func literalNamesMatchTheGenericSink() {
    let body = { (writer: inout JSONWriter<OutputBuffer>) in
      writer.beginObject()
      writer.key("uri")
      writer.int(1)
      writer.key("")
      writer.string("x")
      writer.key("a\"b\\c")
      writer.beginObject(.inline)
      writer.key("é\u{2028}")
      writer.null()
      writer.key("startLine")
      writer.bool(true)
      writer.endObject()
      writer.endObject()
    }
    var buffer = Self.written(OutputBuffer(capacity: 0), body)
    var array = JSONWriter<[UInt8]>()
    array.beginObject()
    array.key("uri")
    array.int(1)
    array.key("")
    array.string("x")
    array.key("a\"b\\c")
    array.beginObject(.inline)
    array.key("é\u{2028}")
    array.null()
    array.key("startLine")
    array.bool(true)
    array.endObject()
    array.endObject()
    var reference: [UInt8] = []
    reference.writeJSONQuotedLiteral("uri")
    reference.write(": " as StaticString)
    #expect(buffer.finish() == array.sink)
    #expect(array.text.contains(String(decoding: reference, as: UTF8.self)))
    #expect(array.text.contains(#""a\"b\\c": {"é\u2028": null, "startLine": true}"#))
  }
}

/// The word-at-a-time test of plain JSON text (`isPlainJSON`) against a plain loop, on bytes at
/// either side of each limit, at every length and offset around a word.
@Suite struct PlainJSONTests {
  static func reference(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
  }

  @Test func wordsAnswerAsThePlainLoop() {
    let edges: [UInt8] = [
      0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x41, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF,
    ]
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x41, 0x5B, 0x5D, 0x7A, 0x7E]
    var random = SplitMix(state: 0x4A53_4F4E)
    for length in 0..<40 {
      for _ in 0..<200 {
        // Mostly plain bytes, so that one odd byte at any place is tested.
        let bytes = (0..<length).map { _ in
          random.below(6) == 0 ? edges[random.below(edges.count)] : plain[random.below(plain.count)]
        }
        let answer = unsafe bytes.withUnsafeBufferPointer { unsafe isPlainJSON($0) }
        #expect(answer == Self.reference(bytes), "\(bytes)")
      }
    }
    for byte in 0...255 {
      for place in 0..<9 {
        var bytes = [UInt8](repeating: 0x61, count: 9)
        bytes[place] = UInt8(byte)
        let answer = unsafe bytes.withUnsafeBufferPointer { unsafe isPlainJSON($0) }
        #expect(answer == Self.reference(bytes), "\(byte) at \(place)")
      }
    }
  }
}
