import TestSupport
import Testing
import TextSyntax

@testable import ByteCore
@testable import StringsFormat

/// The paths that read eight bytes at a time, or write into preallocated buffers, give what the
/// byte-at-a-time definitions give, with the special bytes at every position of a word.
@Suite("Word-at-a-time paths")
struct WordAtATimeTests {
  /// Random text from pieces that land special bytes at every offset of an eight-byte word.
  static func text(_ random: inout SplitMix, pieces: [String], count: Int) -> String {
    (0..<random.below(count)).map { _ in pieces[random.below(pieces.count)] }.joined()
  }

  @Test("the first special byte of a word is found exactly, whatever follows it", arguments: [UInt8(0xE2), 0xED])
  func specialBytes(lead: UInt8) {
    var random = SplitMix(state: 5)
    let interesting: [UInt8] = [
      0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xE2, 0xED, 0xA0, 0xFF, 0x61,
    ]
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in interesting[random.below(interesting.count)] }
      let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
      let first = bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == lead }
      let special = ByteClass.specialBytes(word, lead: lead)
      #expect((special == 0) == (first == nil), "\(bytes)")
      if let first, special != 0 { #expect(special.trailingZeroBitCount / 8 == first, "\(bytes)") }
    }
  }

  @Test("a document holds only XML's plain characters exactly when a byte-at-a-time scan says so")
  func xmlPlainCharacters() {
    var random = SplitMix(state: 17)
    let interesting: [UInt8] = [
      0x09, 0x0A, 0x0D, 0x00, 0x01, 0x1F, 0x20, 0x3C, 0x61, 0xEF, 0xBB, 0xBF, 0xBE, 0xC3, 0x7F,
    ]
    func reference(_ bytes: [UInt8], from start: Int) -> Bool {
      for j in bytes.indices where j >= start {
        let b = bytes[j]
        if b < 0x20, b != 0x09, b != 0x0A, b != 0x0D { return false }
        if b == 0xEF, j + 2 < bytes.count, bytes[j + 1] == 0xBB, bytes[j + 2] == 0xBF { return false }
      }
      return true
    }
    var seen = (plain: 0, not: 0)
    for _ in 0..<20_000 {
      let bytes = (0..<random.below(40)).map { _ in
        random.below(6) == 0 ? interesting[random.below(interesting.count)] : 0x61
      }
      let start = random.below(4)
      let expected = reference(bytes, from: start)
      #expect(XMLCharacterScan.holdsOnlyPlainCharacters(bytes, from: start) == expected, "\(bytes) from \(start)")
      if expected { seen.plain += 1 } else { seen.not += 1 }
    }
    // Both answers are exercised, with the special bytes at every offset of a word.
    #expect(seen.plain > 1_000 && seen.not > 1_000)
  }

  @Test("text has nothing to decode exactly when a byte-at-a-time scan says so", arguments: [false, true])
  func xmlPlainText(attribute: Bool) {
    var random = SplitMix(state: attribute ? 23 : 19)
    let interesting: [UInt8] = [0x26, 0x09, 0x0A, 0x0D, 0x00, 0x1F, 0x20, 0x25, 0x27, 0x61, 0xA6, 0xC3, 0x7F]
    func reference(_ bytes: ArraySlice<UInt8>) -> Bool {
      bytes.allSatisfy { b in
        b >= 0x20 ? b != 0x26 : !XMLTokenizer.isForbidden(b) && b != 0x0D && !(attribute && (b == 0x0A || b == 0x09))
      }
    }
    var seen = (plain: 0, not: 0)
    for _ in 0..<20_000 {
      let bytes = (0..<random.below(40)).map { _ in
        random.below(8) == 0 ? interesting[random.below(interesting.count)] : 0x61
      }
      let start = random.below(bytes.count + 1)
      let end = start + random.below(bytes.count - start + 1)
      let expected = reference(bytes[start..<end])
      #expect(
        XMLCharacterScan.isPlainText(bytes, start..<end, attribute: attribute) == expected, "\(bytes) \(start)..<\(end)"
      )
      if expected { seen.plain += 1 } else { seen.not += 1 }
    }
    #expect(seen.plain > 1_000 && seen.not > 1_000)
  }

  @Test("a name ends, and is told ASCII or holding a control, as a byte-at-a-time loop tells")
  func xmlNameExtent() {
    var random = SplitMix(state: 29)
    let interesting: [UInt8] = [
      0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E, 0x3D, 0x3C, 0x22, 0x27, 0x00, 0x1F, 0x3A, 0x3F, 0x2D, 0x7F, 0x80, 0xC3,
    ]
    for _ in 0..<20_000 {
      let bytes = (0..<random.below(24)).map { _ in
        random.below(5) == 0 ? interesting[random.below(interesting.count)] : 0x61
      }
      let start = random.below(bytes.count + 1)
      let end = bytes[start...].firstIndex {
        [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E, 0x3D, 0x3C, 0x22, 0x27].contains($0)
      }
      let name = bytes[start..<(end ?? bytes.count)]
      let got = XMLCharacterScan.nameExtent(bytes, from: start)
      #expect(got.end == end ?? bytes.count, "\(bytes) from \(start)")
      #expect(got.ascii == name.allSatisfy { $0 < 0x80 }, "\(bytes) from \(start)")
      #expect(got.control == name.first(where: XMLTokenizer.isForbidden), "\(bytes) from \(start)")
      #expect(got.colon == name.firstIndex(of: 0x3A), "\(bytes) from \(start)")
    }
  }

  @Test(
    "an attribute value's end, first '<' and plainness are what separate searches find", arguments: [UInt8(0x22), 0x27])
  func xmlAttributeValue(quote: UInt8) {
    var random = SplitMix(state: UInt64(quote))
    let interesting: [UInt8] = [0x22, 0x27, 0x3C, 0x26, 0x09, 0x0A, 0x0D, 0x00, 0x1F, 0x20, 0x3D, 0x3E, 0xC3, 0x61]
    for _ in 0..<20_000 {
      let bytes = (0..<random.below(24)).map { _ in
        random.below(5) == 0 ? interesting[random.below(interesting.count)] : 0x61
      }
      let start = random.below(bytes.count + 1)
      let end = bytes[start...].firstIndex(of: quote)
      let value = bytes[start..<(end ?? bytes.count)]
      let got = XMLCharacterScan.attributeValue(bytes, from: start, quote: quote)
      #expect(got.end == end, "\(bytes) from \(start)")
      #expect(got.lessThan == value.firstIndex(of: 0x3C), "\(bytes) from \(start)")
      #expect(got.plain == XMLCharacterScan.isPlainText(bytes, start..<(end ?? bytes.count), attribute: true))
    }
  }

  @Test("the next quote or backslash is found as a byte-at-a-time search finds it", arguments: [UInt8(0x22), 0x27])
  func quoteOrBackslash(quote: UInt8) {
    var random = SplitMix(state: 11)
    let interesting: [UInt8] = [0x22, 0x27, 0x5C, 0x00, 0x61, 0x20, 0xA2, 0xDC, 0xFF, 0x21, 0x5B]
    for _ in 0..<3_000 {
      let bytes = (0..<random.below(40)).map { _ in
        random.below(4) == 0 ? interesting[random.below(interesting.count)] : 0x61
      }
      bytes.withByteView { p in
        let cursor = ByteCursor(p)
        for start in 0...bytes.count {
          let expected = bytes[start...].firstIndex { $0 == quote || $0 == 0x5C }
          #expect(cursor.findQuoteOrBackslash(quote, from: start) == expected, "\(bytes) from \(start)")
        }
      }
    }
  }

  /// `s` quoted, scalar by scalar: `named` gives a scalar's escape when it has one, other
  /// controls and DEL become `prefix` and four hex digits, everything else stays.
  static func escaped(_ s: String, named: [Unicode.Scalar: String], prefix: String, uppercase: Bool) -> String {
    var expected = "\""
    for scalar in s.unicodeScalars {
      if let escape = named[scalar] {
        expected += escape
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        let hex = String(scalar.value, radix: 16, uppercase: uppercase)
        expected += prefix + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        expected.unicodeScalars.append(scalar)
      }
    }
    return expected + "\""
  }

  @Test("JSON string literals equal a byte-at-a-time escaper's")
  func jsonStrings() {
    var random = SplitMix(state: 7)
    let pieces = [
      "a", "bcdefghij", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{7F}", "é", "\u{2028}", "\u{2029}",
      "\u{2027}", "😀", " ",
    ]
    let named: [Unicode.Scalar: String] = [
      "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{8}": "\\b", "\u{C}": "\\f",
      "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
    ]
    for _ in 0..<5_000 {
      let s = Self.text(&random, pieces: pieces, count: 24)
      #expect(
        TableJSON.string(s) == Self.escaped(s, named: named, prefix: "\\u", uppercase: false), "\(s.debugDescription)")
    }
  }

  @Test(".strings escaping of bytes equals a scalar-by-scalar escaper, special bytes at every offset")
  func stringsEscaping() {
    var random = SplitMix(state: 29)
    let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\u{7F}"]
    let pieces = ["a", "bcdefghijk", "\\", "\"", "é", "😀", "\u{2028}", " ", "0123456"] + controls
    let named: [Unicode.Scalar: String] = ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t"]
    for _ in 0..<5_000 {
      let s = Self.text(&random, pieces: pieces, count: 24)
      #expect(
        StringsEscaping.quoted(s) == Self.escaped(s, named: named, prefix: "\\U", uppercase: true),
        "\(s.debugDescription)")
    }
  }

  @Test("a quoted token is kept as written exactly when re-escaping its text gives the same bytes")
  func canonicalTokens() {
    var random = SplitMix(state: 13)
    let pieces = [
      "a", "bcdefghijk", "\\\\", "\\\"", "\\n", "\\t", "\\r", "\\U00e9", "\\x", "é", "\t", "\u{7F}", "\u{1}", "'", "😀",
      " ",
    ]
    for _ in 0..<5_000 {
      let body = Self.text(&random, pieces: pieces, count: 20)
      let token = Array(("\"" + body + "\"").utf8)
      let kept = token.withByteView { CanonicalText.isCanonical($0, 1..<token.count - 1) }
      let document = StringsDocument("\"k\" = \"" + body + "\";")
      let decoded = document.entries[0].value.string ?? ""
      #expect(kept == (StringsEscaping.quoted(decoded) == "\"" + body + "\""), "\(body.debugDescription)")
    }
  }

  @Test("string tokens decode to the same bytes as to the same String", arguments: [false, true])
  func decodedBytes(utf16: Bool) {
    var random = SplitMix(state: utf16 ? 17 : 19)
    // "§" stands for an unpaired surrogate in the UTF-16 file.
    let pieces = [
      "a", "plain text", "\\n", "\\\"", "\\U00e9", "\\UD83D\\UDE00", "\\UD83D", "\\UDE00", "\\101", "\\376", "é", "😀",
      "\\é", "\\", "§",
    ]
    var reused: [UInt8] = []
    for _ in 0..<3_000 {
      var body = Self.text(&random, pieces: pieces, count: 12)
      if body.hasSuffix("\\") { body += "n" }
      let source = "\"k\" = \"" + body + "\";\n\"p\" = plain_$:./-;\n"
      var bytes = Array(source.utf8)
      if utf16 {
        let units = source.utf16.map { $0 == 0xA7 ? 0xD800 : $0 }
        bytes = [0xFF, 0xFE] + units.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
      }
      let document = StringsDocument(bytes: bytes)
      for position in 0..<document.raw.count {
        let token = document.raw[position].value ?? document.raw[position].key
        var fresh: [UInt8] = [1, 2, 3]
        let count = document.text.withByteView { Unescaper.decode($0, token, scratch: &fresh) }
        let decoded = Array(fresh[..<count])
        let string = document.text.withByteView { Unescaper.string($0, token) }
        #expect(decoded == Array(string.utf8), "\(body.debugDescription)")
        // The decoder writes into memory as long as the token's text: what it decodes never needs more.
        #expect(count <= token.range.count, "\(body.debugDescription)")
        // One scratch array reused for tokens of every length (as `strings dump` reuses it) holds each one's bytes.
        let reusedCount = document.text.withByteView { Unescaper.decode($0, token, scratch: &reused) }
        #expect(Array(reused[..<reusedCount]) == decoded, "\(body.debugDescription)")
      }
    }
  }

  @Test("a document's line ending is its first line break's, wherever in a word that break falls")
  func lineEnding() {
    for length in 0..<40 {
      let line = String(repeating: "\"k\" = \"v\"; ", count: 3).prefix(length)
      #expect(StringsDocument(bytes: Array(line.utf8)).lineEnding == .lf, "no break, \(length) bytes")
      for (breaks, expected) in [("\n", LineEnding.lf), ("\r\n", .crlf), ("\r", .cr), ("\n\r\n", .lf), ("\r\r\n", .cr)]
      {
        let text = line + breaks + "\"a\" = \"b\";\r\n"
        #expect(
          StringsDocument(bytes: Array(text.utf8)).lineEnding == expected,
          "\(breaks.debugDescription) after \(length) bytes")
      }
    }
  }

  @Test("the first byte that is not UTF-8 is found at every offset, through the 32- and 8-byte ASCII strides")
  func firstInvalidUTF8() {
    for length in 0..<100 {
      let ascii = [UInt8](repeating: 0x61, count: length)
      unsafe ascii.withUnsafeBufferPointer { #expect(unsafe Transcoding.firstInvalidUTF8($0) == nil) }
      for at in 0..<length {
        for (planted, valid) in [
          ([UInt8]([0xFF]), false), ([0xC3, 0xA9], true), ([0xF0, 0x9F, 0x98, 0x80], true), ([0xE2, 0x82], false),
        ] {
          // A multi-byte sequence cut short by the end of the buffer is invalid too.
          let cut = Array(planted.prefix(length - at))
          var bytes = ascii
          bytes.replaceSubrange(at..<at + cut.count, with: cut)
          let expected = valid && cut.count == planted.count ? nil : at
          unsafe bytes.withUnsafeBufferPointer {
            #expect(unsafe Transcoding.firstInvalidUTF8($0) == expected, "length \(length), \(planted) at \(at)")
          }
        }
      }
    }
  }

  @Test(
    "UTF-16 decodes as the standard library does, and keeps unpaired surrogates as 3-byte forms",
    arguments: [false, true])
  func utf16(bigEndian: Bool) {
    var random = SplitMix(state: bigEndian ? 29 : 31)
    let units: [[UInt16]] = [
      [0x41], [0x7F], [0x80], [0xE9], [0x7FF], [0x800], [0x20AC], [0xFFFF], [0xD83D, 0xDE00], [0xD800], [0xDFFF],
      [0x0A],
    ]
    for _ in 0..<5_000 {
      // Long ASCII runs alternate with other units so every alignment of a four-unit word is met.
      var code: [UInt16] = []
      for _ in 0..<random.below(12) {
        code += Array(repeating: UInt16(0x61 + random.below(26)), count: random.below(9))
        code += units[random.below(units.count)]
      }
      var expected: [UInt8] = []
      var firstUnpaired: Int?
      var k = 0
      while k < code.count {
        let u = UInt32(code[k])
        k += 1
        if u & 0xFC00 == 0xD800, k < code.count, code[k] & 0xFC00 == 0xDC00 {
          let scalar = 0x10000 + ((u & 0x3FF) << 10 | UInt32(code[k]) & 0x3FF)
          k += 1
          expected += Array(String(Character(Unicode.Scalar(scalar) ?? "?")).utf8)
        } else if u & 0xF800 == 0xD800 {
          if firstUnpaired == nil { firstUnpaired = expected.count }
          expected += [UInt8(0xE0 | u >> 12), UInt8(0x80 | (u >> 6) & 0x3F), UInt8(0x80 | u & 0x3F)]
        } else {
          expected += Array(String(Character(Unicode.Scalar(u) ?? "?")).utf8)
        }
      }
      let bytes = code.flatMap {
        bigEndian ? [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] : [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)]
      }
      let decoded = unsafe bytes.withUnsafeBufferPointer { unsafe Transcoding.decodeUTF16($0, bigEndian: bigEndian) }
      #expect(decoded.text == expected, "\(code)")
      #expect(decoded.firstUnpairedSurrogate == firstUnpaired, "\(code)")
    }
  }
}

/// Lint's duplicate finder (one slot table over the text) agrees with a dictionary of the decoded keys.
@Suite("Duplicate keys")
struct DuplicateKeyTests {
  @Test("duplicates, spelled plainly, escaped or unquoted, are found as a dictionary finds them")
  func againstDictionary() {
    var random = SplitMix(state: 37)
    // Several spellings of a few keys: plain, escaped, unquoted, and NFC against NFD (distinct).
    let spellings = [
      "\"a\"", "a", "\"\\U0061\"", "\"\\141\"", "\"b\"", "b", "\"é\"", "\"e\u{301}\"", "\"\\U00e9\"", "\"c d\"",
      "'c d'", "\"k1\"", "\"k2\"", "\"k10\"",
    ]
    for _ in 0..<500 {
      let count = random.below(40)
      let keys = (0..<count).map { _ in spellings[random.below(spellings.count)] }
      let source = keys.enumerated().map { "\($0.element) = \"v\($0.offset)\";" }.joined(
        separator: random.below(2) == 0 ? " " : "\n")
      let document = StringsDocument(source)
      var firstLine: [String: Int] = [:]
      var expected: [Int] = []
      for (i, entry) in document.entries.enumerated() {
        let exact = entry.key.unicodeScalars.map { String($0.value) }.joined(separator: ",")
        if firstLine[exact] != nil { expected.append(i) } else { firstLine[exact] = i }
      }
      let found = document.lint().filter { $0.id == "duplicate-key" }.compactMap { d in
        document.entries.firstIndex { $0.keyRange.lowerBound == d.location?.offset }
      }
      #expect(found == expected, "\(source)")
    }
  }

  @Test("200,000 distinct keys on one line and one duplicate: one finding, located")
  func manyKeys() {
    var source: [UInt8] = []
    for i in 0..<200_000 { source += Array("\"k\(i)\" = \"v\(i)\"; ".utf8) }
    source += Array("\"k7\" = \"again\";".utf8)
    let findings = StringsDocument(bytes: source).lint()
    #expect(findings.map(\.id) == ["duplicate-key"])
    #expect(findings.first?.message.contains("first defined on line 1") == true)
  }
}

/// The shared prefix read eight bytes at a time is the byte-at-a-time one, on random texts that
/// part anywhere in a word.
@Suite("Word-at-a-time prefix")
struct CommonPrefixTests {
  @Test("the common prefix of two texts is found exactly, wherever in a word they first differ")
  func commonPrefix() {
    var random = SplitMix(state: 23)
    for _ in 0..<20_000 {
      let length = random.below(40)
      let x = (0..<length).map { _ in UInt8(truncatingIfNeeded: 0x41 &+ random.below(3)) }
      var y = Array(x.prefix(random.below(length + 1)))
      y += (0..<random.below(20)).map { _ in UInt8(truncatingIfNeeded: 0x41 &+ random.below(3)) }
      let reference = zip(x, y).prefix { $0 == $1 }.count
      let found = x.withByteView { p in y.withByteView { q in p.commonPrefixCount(with: q) } }
      #expect(found == reference, "\(x) \(y)")
    }
  }
}
