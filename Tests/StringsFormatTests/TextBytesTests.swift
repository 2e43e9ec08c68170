import Foundation
import Testing

@testable import ByteCore
@testable import StringsFormat

/// `TextBytes` answers from UTF-8 bytes what the plain Unicode definitions answer from scalars
/// and characters; each question is checked against that definition, on ranges that start
/// anywhere in their text (as a value's bytes do in its file), with other bytes on both sides.
@Suite("Text bytes")
struct TextBytesTests {
  static let samples = [
    "", "a", "Z", "42", " ", "\t", " lead", "trail ", "\ttab", "tab\t", "a\r\nb", "\r\n", "%d", "100 %",
    "\u{A0}", "\u{85}x", "x\u{3000}", "\u{2028}", "\u{202F}\u{205F}", "\u{1680}", "caf\u{E9}", "cafe\u{301}",
    "\u{5F71}\u{8996}", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", "\u{1F600}", "\u{200B}", "\u{FEFF}key", "key\u{200E}",
    "\u{C0}", "\u{3000}\u{3000}", " \u{A0} ", "1\u{2009}000", "\u{7F}", "\u{1F}", "\u{2D}\u{2D}",
  ]

  /// The first bytes of the whitespace characters, from Unicode's `White_Space`.
  static let whitespaceLeads = Set(
    (UInt32(0)...0x10_FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace).compactMap {
      String($0).utf8.first
    })

  /// The sample's UTF-8 in a text, starting three bytes into it, and its range there.
  static func placed(_ text: String) -> (text: [UInt8], range: Range<Int>) {
    let bytes = [0x41, 0x20, 0xE2] + Array(text.utf8) + [0x20, 0x41]
    return (bytes, 3..<(bytes.count - 2))
  }

  @Test("a whitespace character's first and last bytes are those that may start and end one")
  func whitespaceEdges() {
    var count = 0
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { continue }
      count += 1
      let utf8 = Array(String(scalar).utf8)
      #expect(TextBytes.mayStartWhitespace(utf8[0]), "U+\(String(value, radix: 16))")
      #expect(TextBytes.mayEndWhitespace(utf8[utf8.count - 1]), "U+\(String(value, radix: 16))")
    }
    #expect(count == 25)
    for byte in UInt8(0)..<128 {
      #expect(TextBytes.isASCIIWhitespace(byte) == Unicode.Scalar(byte).properties.isWhitespace, "\(byte)")
      #expect(TextBytes.mayStartWhitespace(byte) == TextBytes.isASCIIWhitespace(byte))
    }
  }

  @Test(
    "a blank text may be blank; one with a printable ASCII or a non-space first character is not", arguments: samples)
  func mayBeBlank(_ text: String) {
    let blank = text.allSatisfy(\.isWhitespace)
    let (bytes, range) = Self.placed(text)
    if blank { #expect(TextBytes.mayBeBlank(bytes, range)) }
    let printable = text.unicodeScalars.contains { $0.value > 0x20 && $0.value < 0x7F }
    // A first scalar past U+00BF whose lead byte begins no whitespace character.
    let lead = text.utf8.first
    if printable || lead.map({ $0 >= 0xC3 && !Self.whitespaceLeads.contains($0) }) == true {
      #expect(!TextBytes.mayBeBlank(bytes, range))
    }
  }

  @Test("counts, ASCII, letters, a byte and sameness agree with the scalars", arguments: samples)
  func plainAnswers(_ text: String) {
    let (bytes, range) = Self.placed(text)
    #expect(TextBytes.scalarCount(bytes, range) == text.unicodeScalars.count)
    #expect(TextBytes.isASCII(bytes, range) == text.unicodeScalars.allSatisfy(\.isASCII))
    #expect(TextBytes.contains(UInt8(ascii: "%"), in: bytes, range) == text.contains("%"))
    #expect(TextBytes.contains(UInt8(ascii: "%"), in: text) == text.contains("%"))
    let twice = Array((text + text).utf8)
    #expect(TextBytes.same(bytes, range, twice, 0..<text.utf8.count))
    #expect(TextBytes.same(bytes, range, twice, text.utf8.count..<twice.count))
    #expect(!TextBytes.same(bytes, range, twice, 0..<twice.count) || text.isEmpty)
    let letter = text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
    let expected: Bool? = letter ? true : text.unicodeScalars.allSatisfy(\.isASCII) ? false : nil
    #expect(TextBytes.hasASCIILetter(bytes[range]) == expected)
    #expect(TextBytes.hasASCIILetter(text) == expected)
  }

  /// Pairs that are canonically equivalent in other spellings, or differ only past a prefix.
  static let spellings = [
    "caf\u{E9}", "cafe\u{301}", "cafe", "caf", "cafe\u{301}\u{323}", "cafe\u{323}\u{301}", "\u{1E9B}\u{323}",
    "\u{17F}\u{323}\u{307}", "\u{AC00}", "\u{1100}\u{1161}", "Settings", "Einstellungen", "Set", "Sets",
    "\u{212B}", "\u{C5}", "A\u{30A}", "A", "Ab", "Ac", "\u{FFFD}", "\u{E2}", "K", "\u{212A}", ";", "\u{37E}",
    "`", "\u{1FEF}", "Kx", "\u{212A}x", "S", "S\u{301}", "\u{15A}", "Sa", "\u{15A}a", "<", "<\u{338}", "\u{226E}",
    "\u{421}\u{443}\u{431}", "Sub", "\u{419}", "\u{418}\u{306}", "\u{C5}\u{323}", "A\u{323}\u{30A}",
  ]

  @Test("text told apart where it first differs is never canonically equivalent", arguments: samples + spellings)
  func differAtASCII(_ text: String) {
    let (bytes, range) = Self.placed(text)
    for other in Self.samples + Self.spellings {
      let (otherBytes, otherRange) = Self.placed(other)
      if TextBytes.differAtASCII(bytes, range, otherBytes, otherRange) { #expect(text != other, "\(other)") }
      if text == other, !TextBytes.same(bytes, range, otherBytes, otherRange) {
        #expect(!TextBytes.differAtASCII(bytes, range, otherBytes, otherRange), "\(other)")
      }
    }
  }

  @Test("strings compared from their bytes are equal exactly when String says so", arguments: samples + spellings)
  func equalStrings(_ text: String) {
    for other in Self.samples + Self.spellings {
      #expect(TextBytes.equal(text, other) == (text == other), "\(other)")
    }
  }

  @Test("a translation that parts from its source at a letter is told apart without decoding")
  func differAtASCIIDecides() {
    func differ(_ a: String, _ b: String) -> Bool {
      TextBytes.differAtASCII(Array(a.utf8), 0..<a.utf8.count, Array(b.utf8), 0..<b.utf8.count)
    }
    #expect(differ("Settings", "Einstellungen"))
    #expect(differ("Set", "Sets"))
    #expect(differ("caf\u{E9}s", "caf\u{E9}"))
    #expect(!differ("caf\u{E9}", "cafe\u{301}"))
    #expect(!differ("cafe", "cafe\u{301}"))
    #expect(!differ("same", "same"))
    #expect(differ("Subtitles", "\u{421}\u{443}\u{431}\u{442}\u{438}\u{442}\u{440}\u{44B}"))
    #expect(differ("\u{421}\u{443}\u{431}", "Sub"))
    #expect(differ("Sa", "\u{15A}a"))
    #expect(!differ("S\u{301}", "\u{15A}"))
    #expect(!differ("K", "\u{212A}"))
    #expect(!differ("x;", "x\u{37E}"))
    #expect(!differ("\u{1FEF}", "`"))
  }

  /// The rule at an ASCII byte against a scalar rests on a fact of Unicode's decompositions: the
  /// only scalars whose decomposition begins with an ASCII character and is not followed by a
  /// non-starter are U+037E, U+1FEF and U+212A, which decompose to it alone.
  @Test("only three scalars decompose to an ASCII character without a non-starter after it")
  func asciiDecompositions() {
    var alone: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let decomposed = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
      guard let first = decomposed.first, first.isASCII else { continue }
      if decomposed.count == 1 {
        alone.append(value)
      } else {
        #expect(decomposed[1].properties.canonicalCombiningClass != .notReordered, "U+\(String(value, radix: 16))")
      }
    }
    #expect(alone == [0x37E, 0x1FEF, 0x212A])
  }

  @Test(
    "single-spaced text is what splitting at whitespace and joining with a space gives back",
    arguments: samples + spellings + ["a b", "a  b", "one line", "x\u{7F}y", "a\u{A0}b"])
  func singleSpaced(_ text: String) {
    let joined = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if TextBytes.isSingleSpaced(text) { #expect(joined == text) }
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    #expect(TextBytes.isSingleSpaced(text) == (plain && joined == text))
  }

  @Test("a key that may not look otherwise is ASCII without a space or tab at an edge", arguments: samples)
  func mayLookOtherwise(_ key: String) {
    let plain =
      key.unicodeScalars.allSatisfy(\.isASCII) && !key.hasPrefix(" ") && !key.hasSuffix(" ")
      && !key.hasPrefix("\t") && !key.hasSuffix("\t")
    #expect(TextBytes.mayLookOtherwise(key) == (!key.isEmpty && !plain))
  }

  @Test("a text said visible as it is is one PrintableText.visible leaves; ASCII is told exactly", arguments: samples)
  func visibleAsIs(_ text: String) {
    let (bytes, range) = Self.placed(text)
    let asIs = TextBytes.isVisibleAsIs(bytes, range, quotes: true)
    if asIs { #expect(PrintableText.visible(text, quotes: true) == text) }
    if text.unicodeScalars.allSatisfy(\.isASCII) {
      #expect(asIs == (PrintableText.visible(text, quotes: true) == text))
    }
  }

  @Test("markup whitespace is XML's S and JSON's ws: space, TAB, LF, CR")
  func markupWhitespace() {
    for byte in UInt8.min...UInt8.max {
      let expected = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      #expect(TextBytes.isMarkupWhitespace(byte) == expected, "\(byte)")
    }
  }
}
