import TestSupport
import Testing

@testable import ByteCore
@testable import StringsFormat

/// The location of an offset found the slow way: counting scalars and line breaks from the start.
/// (An offset between the CR and the LF of a CRLF is still on the CR's line.)
private func referenceLocation(_ text: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
  var line = 1
  var column = 1
  var j = 0
  while j < offset {
    let b = text[j]
    let crlf = b == 0x0D && j + 1 < text.count && text[j + 1] == 0x0A
    if b == 0x0A || (b == 0x0D && !crlf) || (crlf && j + 1 < offset) {
      line += 1
      column = 1
      j += crlf ? 2 : 1
      continue
    }
    if b & 0xC0 != 0x80 { column += 1 }
    j += 1
  }
  return (line, column)
}

@Suite("Line index")
struct LineIndexTests {
  static let pieces = ["a", "ä", "中", "😀", "\n", "\r", "\r\n", "\t", " ", "\"", ";"]

  @Test("every offset of random texts (1- to 4-byte scalars, LF, CR, CRLF) matches a scalar count from the start")
  func randomTexts() {
    var random = SplitMix(state: 17)
    for round in 0..<60 {
      var text: [UInt8] = []
      let length = round < 30 ? random.below(40) : random.below(700)
      for _ in 0..<length { text += Array(Self.pieces[random.below(Self.pieces.count)].utf8) }
      let index = LineIndex(text: text)
      for offset in 0...text.count where offset == text.count || text[offset] & 0xC0 != 0x80 {
        let expected = referenceLocation(text, offset)
        let found = index.location(of: offset)
        #expect(
          found.line == expected.line && found.column == expected.column,
          "seed round \(round), offset \(offset): \(found) != \(expected.line):\(expected.column)")
      }
    }
  }

  @Test(
    "a table on one line: lint locates each finding by its column, in UTF-8 and UTF-16", arguments: ["", "\r\n", "\r"])
  func oneLineTable(_ lineBreak: String) {
    // 300 entries on one line (over many index blocks), multibyte keys, every third a duplicate
    // and every fifth empty; a first line before it makes the line number matter.
    var source = "/* Größe */\(lineBreak.isEmpty ? "\n" : lineBreak)"
    var expected: [(id: String, column: Int)] = []
    for i in 0..<300 {
      let key = i % 3 == 2 ? "中\(i - 1)ä" : "中\(i)ä"
      let value = i % 5 == 0 ? "" : "値😀\(i)"
      let column =
        source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.last?.unicodeScalars
        .count ?? 0
      if i % 3 == 2 { expected.append(("duplicate-key", column + 1)) }
      if i % 5 == 0 { expected.append(("empty-value", column + 1)) }
      source += "\"\(key)\" = \"\(value)\"; "
    }
    let utf16: [UInt8] = [0xFF, 0xFE] + source.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    for document in [StringsDocument(source), StringsDocument(bytes: utf16)] {
      let found = document.lint()
      #expect(found.map(\.id.rawValue) == expected.map(\.id))
      #expect(found.map { $0.location?.column ?? 0 } == expected.map(\.column))
      #expect(found.allSatisfy { $0.location?.line == 2 })
      #expect(found.first { $0.id == "duplicate-key" }?.message.contains("(first defined on line 2)") == true)
    }
  }

  @Test("lint finds what a decode-everything reference finds, at the same places")
  func lintMatchesReference() {
    var random = SplitMix(state: 5)
    let keys = ["a", "ä", "中文", "e\u{301}", "é", "😀", "k k", ""]
    let breaks = ["\n", "\r\n", "\r", " ", "\n\n"]
    for _ in 0..<80 {
      var source = ""
      for _ in 0..<random.below(30) {
        let key = keys[random.below(keys.count)]
        let value = random.below(4) == 0 ? "" : keys[random.below(keys.count)]
        source +=
          (random.below(5) == 0 ? "/* c */ " : "") + "\"\(key)\" = \"\(value)\";" + breaks[random.below(breaks.count)]
      }
      let document = StringsDocument(source)
      let index = document.lineIndex()
      var reference: [(id: String, location: ByteCore.SourceLocation)] = []
      var seen: Set<[UInt8]> = []
      for entry in document.entries where !entry.isIgnoredOnDevice {
        let here = index.location(of: entry.keyRange.lowerBound)
        if !seen.insert(Array(entry.key.utf8)).inserted { reference.append(("duplicate-key", here)) }
        if entry.value == .string(""), !entry.key.isEmpty { reference.append(("empty-value", here)) }
      }
      let found = document.lint().filter { $0.id == "duplicate-key" || $0.id == "empty-value" }
      #expect(found.map { $0.id.rawValue } == reference.map { $0.id }, "\(source.debugDescription)")
      #expect(found.map { $0.location } == reference.map { $0.location }, "\(source.debugDescription)")
    }
  }

  @Test("a snippet under a finding on a long line shows the line around the column, cut with …")
  func longLineSnippet() throws {
    var source = ""
    for i in 0..<2_000 { source += "\"κλειδί_\(i)\" = \"τιμή\"; " }
    source += "\"κλειδί_7\" = \"τιμή\"; "
    let document = StringsDocument(source)
    let duplicate = try #require(document.lint().first { $0.id == "duplicate-key" })
    let rendered = DiagnosticRenderer().render(duplicate, path: "t.strings", lines: document.lineIndex())
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("…") && !lines[1].hasSuffix("…") && lines[1].unicodeScalars.count < 300)
    // The caret points at the key's opening quote.
    let caret = try #require(lines[2].unicodeScalars.firstIndex(of: "^"))
    let column = lines[2].unicodeScalars.distance(from: lines[2].unicodeScalars.startIndex, to: caret)
    let shown = Array(lines[1].unicodeScalars)
    #expect(String(String.UnicodeScalarView(shown[column...])).hasPrefix("\"κλειδί_7\" = \"τιμή\";"))
  }

  @Test("a short line is shown whole, and an excerpt's column is the location's column")
  func shortLineExcerpt() {
    let text = Array("x\r\n\"ä\" = \"b\";\r\n".utf8)
    let index = LineIndex(text: text)
    let excerpt = index.excerpt(at: 8)
    #expect(
      excerpt
        == LineExcerpt(text: "\"ä\" = \"b\";", column: index.location(of: 8).column, cutBefore: false, cutAfter: false))
  }

  @Test("a text of line breaks only is indexed in a quarter of its size, and its last line located")
  func lineBreaksOnly() {
    let text = [UInt8](repeating: 0x0A, count: 1 << 20) + Array("x\r\ny".utf8)
    let index = LineIndex(text: text)
    #expect(index.indexBytes <= text.count / 4 + 16)
    #expect(index.lineCount == (1 << 20) + 2)
    #expect(index.location(of: 1 << 20) == SourceLocation(line: (1 << 20) + 1, column: 1, offset: 1 << 20))
    #expect(
      index.location(of: text.count - 1) == SourceLocation(line: (1 << 20) + 2, column: 1, offset: text.count - 1))
    #expect(index.lineText((1 << 20) + 1) == "x")
  }
}
