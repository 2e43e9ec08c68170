import TestSupport
import Testing

@testable import ByteCore
@testable import StringsFormat

/// The byte-level paths that commands take for speed give what the decode-everything paths give.
@Suite("Fast paths")
struct FastPathTests {
  @Test(
    "dump's JSON equals the JSON of the decoded entries, on every corpus table and vector", arguments: TableFile.all)
  func dumpMatchesDecodedEntries(_ file: TableFile) throws {
    let table = try StringsDocument.read(contentsOf: file.url).makeTable()
    let pairs = StringsValue.dictionary(table.entries.map { StringsValue.Pair(key: $0.key, value: $0.value) })
    #expect(TableJSON.render(table) == TableJSON.render(pairs) + "\n")
    #expect(TableJSON.render(table, indent: "  ") == TableJSON.render(pairs, indent: "  "))
    // The dump document, written into a buffer reserved up front or (when that is too small,
    // whatever the guess) into a growing array, is the same bytes.
    let expected = Array(
      ("{\n  \"version\": 1,\n  \"strings\": " + TableJSON.render(pairs, indent: "  ") + "\n}\n").utf8)
    #expect(TableJSON.dumpDocument(table) == expected)
    for guess in [0, 1, expected.count / 2, expected.count - 1, expected.count] {
      #expect(TableJSON.dumpDocument(table, guess: guess) == expected, "guess \(guess)")
    }
  }

  /// `strings dump --format text` by its definition: the decoded entries, each escaped.
  static func textOfEntries(_ table: StringsTable) -> [UInt8] {
    var out: [UInt8] = []
    func quoted(_ text: String) {
      text.withByteView { StringsEscaping.appendQuotedForDisplay(bytes: $0, to: &out) }
    }
    for entry in table.entries {
      quoted(entry.key)
      out += Array(" = ".utf8)
      if case .string(let value) = entry.value {
        quoted(value)
      } else {
        StringsEscaping.appendValue(entry.value, to: &out)
      }
      out += Array(";\n".utf8)
    }
    return out
  }

  @Test(
    "dump's text equals the text of the decoded entries, on every corpus table and vector", arguments: TableFile.all)
  func textDumpMatchesDecodedEntries(_ file: TableFile) throws {
    let table = try StringsDocument.read(contentsOf: file.url).makeTable()
    #expect(TableText.dump(table) == Self.textOfEntries(table))
  }

  @Test(
    "dump's text equals the text of the decoded entries for escapes, unpaired surrogates and UTF-16",
    arguments: [false, true])
  func textDumpOfRandomTables(utf16: Bool) {
    var random = SplitMix(state: utf16 ? 31 : 37)
    let pieces = [
      "a", "bcdefghij", "\\\\", "\\\"", "\\n", "\\t", "\\U00e9", "\\UD83D", "\\UDE00", "\\UD83D\\UDE00", "é", "\t",
      "\u{7F}",
      "\u{1}", "'", "😀", " ",
    ]
    for _ in 0..<300 {
      var text = ""
      for n in 0..<random.below(12) {
        let key = WordAtATimeTests.text(&random, pieces: pieces, count: 6)
        let value = WordAtATimeTests.text(&random, pieces: pieces, count: 10)
        text += "\"\(key)\" = \(n % 5 == 4 ? "(\"x\", \"\(value)\")" : "\"\(value)\"");\n"
      }
      var bytes = Array(text.utf8)
      if utf16 {
        // Little-endian UTF-16 with a BOM, a lone surrogate planted in a value when there is one.
        var units = Array(text.utf16)
        if let quote = units.lastIndex(of: 0x22) { units.insert(0xD800, at: quote) }
        bytes = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      }
      let table = StringsDocument(bytes: bytes).makeTable()
      #expect(TableText.dump(table) == Self.textOfEntries(table), "\(text.debugDescription)")
    }
  }

  @Test("a fixed buffer takes exactly what fits and says when a write did not fit")
  func fixedWriter() {
    let pieces: [[UInt8]] = [[1, 2, 3], [], [4], [5, 6, 7, 8, 9]]
    let all = pieces.flatMap { $0 }
    for capacity in 0...all.count + 2 {
      let bytes = [UInt8].written(capacity: capacity) { out in
        for piece in pieces {
          if piece.count == 1 { out.write(piece[0]) } else { out.write(piece) }
        }
      }
      #expect(bytes == (capacity >= all.count ? all : nil), "capacity \(capacity)")
    }
  }

  @Test("the matching sink agrees with building the bytes and comparing them")
  func matchingSink() {
    var random = SplitMix(state: 23)
    for _ in 0..<2_000 {
      let expected = (0..<random.below(12)).map { _ in UInt8(random.below(3)) }
      let pieces = (0..<random.below(6)).map { _ in (0..<random.below(4)).map { _ in UInt8(random.below(3)) } }
      let built = pieces.flatMap { $0 }
      expected.withByteView { p in
        var sink = MatchingSink(expected: p)
        for piece in pieces {
          if piece.count == 1 { sink.write(piece[0]) } else { sink.write(piece) }
        }
        #expect(sink.matchesWhole == (built == expected), "\(pieces) vs \(expected)")
        #expect(sink.differs == !expected.starts(with: built), "\(pieces) vs \(expected)")
      }
    }
  }

  @Test("format --check's comparison agrees with formatting and comparing bytes", arguments: TableFile.all)
  func isFormattedMatchesFormatting(_ file: TableFile) throws {
    let document = try StringsDocument.read(contentsOf: file.url)
    guard let formatted = try? document.formatted() else {
      #expect(throws: StringsFileError.self) { try document.isFormatted() }
      return
    }
    #expect(try document.isFormatted() == (formatted.serialized() == document.serialized()))
    #expect(try formatted.isFormatted())
  }

  @Test("keys sort by UTF-16 code units from their UTF-8 bytes (U+E000…U+FFFF after astral scalars)")
  func utf16Order() {
    var random = SplitMix(state: 11)
    let scalars: [Unicode.Scalar] = [
      "a", "Z", "é", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}",
    ]
    for _ in 0..<2_000 {
      let a = String(String.UnicodeScalarView((0..<random.below(4)).map { _ in scalars[random.below(scalars.count)] }))
      let b = String(String.UnicodeScalarView((0..<random.below(4)).map { _ in scalars[random.below(scalars.count)] }))
      let expected = a.utf16.lexicographicallyPrecedes(b.utf16)
      let found = a.withByteView { x in b.withByteView { y in TableJSON.utf16Precedes(x, y) } }
      #expect(found == expected, "\(a.debugDescription) < \(b.debugDescription)")
    }
  }

  @Test("a comment is written with every */ inside it broken, as a byte-at-a-time writer does")
  func blockComments() {
    var random = SplitMix(state: 23)
    let pieces = ["*", "/", "a", "ä", " ", "*/", "/*", "😀"]
    for _ in 0..<2_000 {
      let text = (0..<random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined()
      var expected: [UInt8] = [0x2F, 0x2A, 0x20]
      var previous: UInt8 = 0
      for b in text.utf8 {
        if b == 0x2F, previous == 0x2A { expected.append(0x20) }
        expected.append(b)
        previous = b
      }
      if previous == 0x2A { expected.append(0x20) }
      expected += [0x20, 0x2A, 0x2F]
      var found: [UInt8] = []
      StringsEscaping.appendBlockComment(text, to: &found)
      #expect(found == expected, "\(text.debugDescription)")
    }
  }

  @Test("a table with duplicates, astral and private-use keys dumps as its decoded entries")
  func dumpOrderAndDuplicates() {
    let source =
      "\"\u{E000}\" = \"p\";\n\"😀\" = \"e\";\n\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\\n\" = (\"x\");\nc = <0aff>;\n"
    let document = StringsDocument(source)
    #expect(
      TableJSON.render(document.makeTable())
        == "{\n  \"a\": \"2\",\n  \"b\\n\": [\n    \"x\"\n  ],\n  \"c\": {\"__data_hex__\": \"0aff\"},\n  \"😀\": \"e\",\n  \"\u{E000}\": \"p\"\n}\n"
    )
  }
}
