import Testing

@testable import ByteCore
@testable import StringsFormat

/// The scans look at eight bytes at a time while the text is printable ASCII, then byte by byte:
/// an escaped character must be found wherever it falls in a word, and the answers must be the
/// byte-by-byte ones.
@Suite("PrintableText: word-at-a-time scans agree with the byte rule")
struct ReportTextWordScanTests {
  /// Scalars around every byte the scans stop at, and plain ones.
  static let scalars: [Unicode.Scalar] = [
    0x00...0x21, 0x22...0x22, 0x5C...0x5C, 0x7E...0xA1, 0x61C...0x61C, 0x180E...0x180E, 0x2026...0x2030,
    0x2066...0x2069, 0x20AC...0x20AC, 0xFEFF...0xFEFF, 0x1F600...0x1F600,
  ]
  .flatMap { range in range.compactMap(Unicode.Scalar.init) }

  /// `visible`'s test of text it shows as it is, written byte by byte.
  static func visibleAsIs(_ bytes: [UInt8], quotes: Bool) -> Bool {
    bytes.last != 0x20
      && bytes.allSatisfy { b in
        b >= 0x20 && b != 0x7F && b != 0xC2 && b != 0xD8 && b != 0xE1 && b != 0xE2 && b != 0xEF
          && !(quotes && (b == 0x22 || b == 0x5C))
      }
  }

  @Test("a scalar at each place of two words of letters", arguments: [false, true])
  func everyPlace(quotes: Bool) {
    for scalar in Self.scalars {
      for place in 0...17 {
        let text = String(repeating: "k", count: place) + String(scalar) + String(repeating: "v", count: 17 - place)
        let bytes = Array(text.utf8)
        let escaped = ReportTextScanTests.expected(text, quotes: quotes)
        #expect(
          PrintableText.needsEscaping(text, quotes: quotes, keepingTabs: false) == (escaped != text),
          "U+\(String(scalar.value, radix: 16)) at \(place)")
        let asIs = unsafe bytes.withUnsafeBufferPointer { unsafe PrintableText.isVisibleAsIs($0, quotes: quotes) }
        #expect(asIs == Self.visibleAsIs(bytes, quotes: quotes), "U+\(String(scalar.value, radix: 16)) at \(place)")
        if asIs { #expect(PrintableText.visible(text, quotes: quotes) == text) }
        #expect(unsafe bytes.withUnsafeBufferPointer(PrintableText.isASCII) == bytes.allSatisfy { $0 < 0x80 })
      }
    }
  }

  @Test("the printable prefix is whole words of printable ASCII only")
  func prefix() {
    let bytes = Array("0123456789abcdef\u{7F}ghijklmnopqrstu".utf8)
    #expect(unsafe bytes.withUnsafeBufferPointer { unsafe PrintableText.printableASCIIPrefix($0, quotes: false) } == 16)
    let quoted = Array("01234567\"abcdefgh".utf8)
    #expect(unsafe quoted.withUnsafeBufferPointer { unsafe PrintableText.printableASCIIPrefix($0, quotes: true) } == 8)
    #expect(
      unsafe quoted.withUnsafeBufferPointer { unsafe PrintableText.printableASCIIPrefix($0, quotes: false) } == 16)
    #expect(
      unsafe [UInt8]().withUnsafeBufferPointer { unsafe PrintableText.printableASCIIPrefix($0, quotes: false) } == 0)
  }
}

extension ReportTextWordScanTests {
  @Test("finding any of a few bytes, at each place of two words")
  func containsAny() {
    let targets: [UInt8] = [0x25, 0x0A, 0x3A]
    for byte in UInt8(0)...UInt8(255) {
      for place in 0...17 {
        var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: 18)
        bytes[place] = byte
        let found = unsafe bytes.withUnsafeBufferPointer { unsafe PrintableText.contains(anyOf: targets, in: $0) }
        #expect(found == targets.contains(byte), "\(byte) at \(place)")
      }
    }
    #expect(unsafe [UInt8]().withUnsafeBufferPointer { unsafe PrintableText.contains(anyOf: targets, in: $0) } == false)
  }
}

extension ReportTextWordScanTests {
  @Test("a CI command's ## is found at each place of two words, and a # alone is not one")
  func ciCommandHash() {
    for place in 0...16 {
      for byte in UInt8(0)...UInt8(255) {
        var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: 18)
        bytes[place] = byte
        bytes[place + 1] = 0x23
        let holds = unsafe bytes.withUnsafeBufferPointer { unsafe PrintableText.holdsCICommand($0) }
        #expect(holds == (byte == 0x23), "\(byte) at \(place)")
      }
      var single = [UInt8](repeating: UInt8(ascii: "k"), count: 18)
      single[place] = 0x23
      #expect(unsafe single.withUnsafeBufferPointer { unsafe PrintableText.holdsCICommand($0) } == false)
    }
    #expect(unsafe [UInt8]().withUnsafeBufferPointer { unsafe PrintableText.holdsCICommand($0) } == false)
  }
}
