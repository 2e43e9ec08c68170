import StringsFormat
import Testing

@testable import ByteCore
@testable import SettingsL10nKit
@testable import TextSyntax

/// What `OutputBytes` holds must be what the plain string functions give, however many pieces
/// are appended.
@Suite("OutputBytes: JSON strings, escaped text and many pieces")
struct OutputBytesPiecesTests {
  static let texts: [String] = [
    "", "plain", "with \"quotes\" and \\ backslash", "tab\there", "new\nline", "\u{7F}", "Größe", "日本語",
    "line\u{2028}separator", String(repeating: "0123456789abcdef", count: 40), "ends with quote\"",
  ]

  @Test(
    "a JSON string written into a report is what TableJSON writes, on the copying path and the escaping one",
    arguments: texts)
  func jsonString(_ text: String) {
    var json = JSONWriter(OutputBytes(capacity: 0))
    json.string(text)
    var expected: [UInt8] = []
    TableJSON.appendString(text, to: &expected)
    #expect(json.sink.bytes == expected)
  }

  @Test("a literal key, plain or escaped, is written as the quoting of any text writes it")
  func literalKeys() {
    var json = JSONWriter(OutputBytes(capacity: 0))
    json.beginObject(.inline)
    json.key("plain")
    json.int(1)
    json.key("with \"quote\" and \\ and ##[tab\t]")
    json.int(2)
    json.endObject()
    let names: [String] = ["plain", "with \"quote\" and \\ and ##[tab\t]"]
    var expected: [UInt8] = Array("{".utf8)
    JSONQuoting.writeQuotedForOutput(names[0], to: &expected)
    expected += Array(": 1, ".utf8)
    JSONQuoting.writeQuotedForOutput(names[1], to: &expected)
    expected += Array(": 2}".utf8)
    #expect(json.sink.bytes == expected)
  }

  @Test("escaped text is escapingControls' text", arguments: texts)
  func escaped(_ text: String) {
    var out = OutputBytes(capacity: 1)
    out.escaped(text)
    #expect(out.text == PrintableText.escapingControls(text))
  }

  @Test("many pieces, past every room made, come out in order and whole")
  func growth() {
    var out = OutputBytes(capacity: 3)
    var expected: [UInt8] = []
    for index in 0..<5_000 {
      out.number(index)
      out.byte(0x2C)
      out.raw(" piece")
      expected += Array("\(index), piece".utf8)
    }
    #expect(out.count == expected.count)
    #expect(out.text == String(decoding: expected, as: UTF8.self))
    #expect(out.bytes == expected)
    // Writing on after the bytes were taken continues where they end.
    out.raw("!")
    #expect(out.bytes == expected + [0x21])
  }

  @Test("a copy of a report is a value: writing to one leaves the other as it was")
  func copies() {
    var first = OutputBytes(capacity: 4)
    first.raw("shared")
    var second = first
    second.raw(" and more, past the room made")
    first.byte(0x21)
    #expect(first.text == "shared!")
    #expect(second.text == "shared and more, past the room made")
    var third = second
    third.raw("?")
    #expect(second.count + 1 == third.count)
  }

  @Test("finish() hands over exactly what was written, past the room reserved, and leaves the report empty")
  func finish() {
    for capacity in [0, 5, 40_000] {
      var out = OutputBytes(capacity: capacity)
      var expected: [UInt8] = []
      for index in 0..<3_000 {
        out.raw("piece ")
        out.number(index)
        expected += Array("piece \(index)".utf8)
      }
      let kept = out
      #expect(out.finish() == expected, "capacity \(capacity)")
      #expect(out.count == 0 && out.bytes.isEmpty)
      #expect(kept.bytes == expected)
    }
  }
}
