import Testing

@testable import StringsFormat

/// The packed store of a table's entries and the growing table of first definitions give what
/// their plain references (an array of whole entries, a dictionary of keys) give.
@Suite("Compact entries")
struct CompactEntriesTests {
  /// Entries of every shape: short ones that pack, and ones whose key, value or gaps do not fit.
  static func entries(count: Int) -> [RawEntry] {
    var generator = SystemRandomNumberGenerator()
    var entries: [RawEntry] = []
    var at = 0
    let lengths = [0, 1, 2, 255, 256, 65_535, 65_536, 70_000]
    for i in 0..<count {
      let keyLength = i % 7 == 0 ? lengths.randomElement(using: &generator)! : Int.random(in: 0...12, using: &generator)
      let gap = i % 5 == 0 ? lengths.randomElement(using: &generator)! : Int.random(in: 0...3, using: &generator)
      let valueLength =
        i % 3 == 0 ? lengths.randomElement(using: &generator)! : Int.random(in: 0...12, using: &generator)
      let endGap = i % 11 == 0 ? lengths.randomElement(using: &generator)! : Int.random(in: 0...2, using: &generator)
      let key = Token(
        range: at..<at + keyLength, kind: [.quoted(escaped: true), .quoted(escaped: false), .unquoted][i % 3])
      let valueStart = key.range.upperBound + gap
      let value =
        i % 13 == 0
        ? nil
        : Token(
          range: valueStart..<valueStart + valueLength, kind: i % 4 == 0 ? .collection : .quoted(escaped: i % 2 == 0))
      let end = (value?.range.upperBound ?? key.range.upperBound) + endGap
      entries.append(
        RawEntry(
          key: key, value: value, end: end, comment: i % 6 == 0 ? nil : i * 3, ignoredOnDevice: i % 9 == 0,
          hasSemicolon: i % 8 != 0))
      at = end + 1
    }
    return entries
  }

  @Test("packed entries read back as the whole entries appended, over several blocks")
  func packedEntriesRoundTrip() {
    let reference = Self.entries(count: 10_000)
    var packed = RawEntries()
    for entry in reference { packed.append(entry) }
    #expect(packed.count == reference.count)
    #expect(Array(packed) == reference)
  }

  @Test("a table with a key, a value and gaps too long to pack reads as written")
  func longTokensParse() throws {
    let key = String(repeating: "k", count: 70_000)
    let value = String(repeating: "v", count: 66_000)
    let text =
      "\"\(key)\"\(String(repeating: " ", count: 300))=\(String(repeating: " ", count: 300))\"\(value)\"\(String(repeating: "\n", count: 300));\n\"a\" = \"b\";\n"
    let document = StringsDocument(text)
    let entries = Array(document.entries)
    try #require(entries.count == 2)
    #expect(entries[0].key == key)
    #expect(entries[0].value == .string(value))
    #expect(entries[0].keyRange == 0..<70_002)
    #expect(entries[0].valueRange == 70_603..<136_605)
    #expect(entries[0].range == 0..<136_906)
    #expect(entries[1].key == "a")
    #expect(entries[1].value == .string("b"))
  }

  @Test(
    "first definitions find every duplicate a dictionary finds",
    arguments: [1, 2, 700, 5_000, 40_000])
  func firstDefinitionsMatchDictionary(distinct: Int) {
    let count = 50_000
    let keys = (0..<count).map { i in Array("key\((i &* 7919) % distinct)".utf8) }
    var definitions = FirstDefinitions(capacity: count)
    var reference: [[UInt8]: Int] = [:]
    for (i, key) in keys.enumerated() {
      let first = key.withByteView { bytes in
        definitions.record(i, hash: KeyIndex.hash(bytes)) { other in keys[other] == key }
      }
      #expect(first == reference[key], "entry \(i)")
      if reference[key] == nil { reference[key] = i }
    }
  }

  @Test("first definitions have room for every key from the start: the table never grows")
  func firstDefinitionsSizedOnce() {
    let count = 50_000
    var definitions = FirstDefinitions(capacity: count)
    let before = definitions.slotCount
    #expect(before >= count * 3 / 2)
    for i in 0..<count {
      _ = String(i).withByteView { word in definitions.record(i, hash: KeyIndex.hash(word)) { _ in false } }
    }
    #expect(definitions.slotCount == before)
  }

  @Test("a table that opens with a key keeps the room reserved for its comments, not grown by copies")
  func commentRoomKeptAfterTheFirstKey() {
    // The parser first reads the opening key as a lone string, then starts over as a table.
    let value = String(repeating: "v", count: 200)
    let text = Array((0..<1_000).map { "\"k\($0)\" = \"\(value)\";\n/* note \($0) */\n" }.joined().utf8)
    let parser = text.withByteView { bytes in
      var parser = Parser(bytes)
      parser.parseFile()
      return parser
    }
    #expect(parser.comments.count == 1_000)
    #expect(parser.comments.capacity >= text.count / 16)
  }
}
