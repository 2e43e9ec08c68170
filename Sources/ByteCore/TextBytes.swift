/// Questions about a text's UTF-8 bytes that the audit asks before decoding it (or instead of
/// decoding it): most values are answered from their bytes in the file. The byte values they
/// rely on (ASCII bounds, UTF-8 lead and trail bytes of whitespace) are kept here, in the core,
/// and each answer is checked against its plain Unicode definition in `TextBytesTests`.
///
/// The questions the audit asks of every value take its table's text and the range of the
/// value's bytes in it, not a slice: making a slice retains the text and dropping it releases
/// it again, which for every value of every table cost more than most of the questions.
@usableFromInline
package enum TextBytes {
  /// True when every byte of `range` of `text` is ASCII.
  package static func isASCII(_ text: [UInt8], _ range: Range<Int>) -> Bool {
    withBytes(text, range, PrintableText.isASCII)
  }

  /// `body` of the bytes of `range` of `text`; a range outside the text stops the program, as
  /// slicing the array would.
  @inline(__always)
  private static func withBytes<T>(
    _ text: [UInt8], _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> T
  ) -> T {
    precondition(range.lowerBound >= 0 && range.upperBound <= text.count, "range outside the text")
    return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// True when the text is printable ASCII whose spaces stand alone and inside it: splitting it
  /// at whitespace and joining the parts with one space gives it back as it is.
  package static func isSingleSpaced(_ text: String) -> Bool {
    PrintableText.withUTF8(text) { bytes in
      guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return bytes.isEmpty }
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte >= 0x20, byte < 0x7F, byte != 0x20 || previous != 0x20 else { return false }
        previous = byte
      }
      return true
    }
  }

  /// True when the bytes hold an ASCII letter, false when they are all ASCII without one, nil
  /// when the answer takes a Unicode look (a non-ASCII byte and no ASCII letter).
  package static func hasASCIILetter(_ bytes: ArraySlice<UInt8>) -> Bool? {
    bytes.withUnsafeBufferPointer(hasASCIILetter)
  }

  /// `hasASCIILetter` of the UTF-8 of a string.
  package static func hasASCIILetter(_ text: String) -> Bool? {
    PrintableText.withUTF8(text, hasASCIILetter)
  }

  private static func hasASCIILetter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var allASCII = true
    for byte in bytes {
      let lower = byte | 0x20
      if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") { return true }
      if byte >= 0x80 { allASCII = false }
    }
    return allASCII ? false : nil
  }

  /// The number of Unicode scalars in `range` of `text` (valid UTF-8): its bytes that are not
  /// continuation bytes.
  package static func scalarCount(_ text: [UInt8], _ range: Range<Int>) -> Int {
    withBytes(text, range) { bytes in
      var scalars = 0
      var j = 0
      while j < bytes.count {
        if bytes[j] & 0xC0 != 0x80 { scalars &+= 1 }
        j &+= 1
      }
      return scalars
    }
  }

  /// True when `range` of `text` holds `byte`.
  package static func contains(_ byte: UInt8, in text: [UInt8], _ range: Range<Int>) -> Bool {
    withBytes(text, range) { ByteCursor($0).find(byte, from: 0, to: $0.count) != nil }
  }

  /// True when the UTF-8 of `text` holds `byte`.
  package static func contains(_ byte: UInt8, in text: String) -> Bool {
    PrintableText.withUTF8(text) { ByteCursor($0).find(byte, from: 0, to: $0.count) != nil }
  }

  /// A first byte that may begin a whitespace character: ASCII whitespace (TAB to CR, space), or
  /// the lead byte of U+0085, U+00A0 (C2), U+1680 (E1), U+2000–U+205F (E2), U+3000 (E3).
  package static func mayStartWhitespace(_ byte: UInt8) -> Bool {
    isASCIIWhitespace(byte) || byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3
  }

  /// A last byte that may end a whitespace character: ASCII whitespace, or the last byte of
  /// U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F or U+3000.
  package static func mayEndWhitespace(_ byte: UInt8) -> Bool {
    isASCIIWhitespace(byte) || (0x80...0x8A).contains(byte) || byte == 0x9F || byte == 0xA0
      || byte == 0xA8 || byte == 0xA9 || byte == 0xAF
  }

  /// ASCII whitespace as `Character.isWhitespace` has it: TAB, LF, VT, FF, CR and space.
  package static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
  }

  /// The whitespace of XML and JSON between tokens: space, TAB, LF and CR (not VT nor FF).
  @inlinable
  package static func isMarkupWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// True when the text of `range` of `text` (valid UTF-8) may be empty or whitespace only:
  /// false as soon as its first scalar cannot be whitespace (its lead byte says so) or it holds
  /// a printable ASCII character (never part of a whitespace character).
  package static func mayBeBlank(_ text: [UInt8], _ range: Range<Int>) -> Bool {
    withBytes(text, range) { bytes in
      guard let first = bytes.first else { return true }
      if first >= 0xC3, !mayStartWhitespace(first) { return false }
      var j = 0
      while j < bytes.count {
        let byte = bytes[j]
        if byte > 0x20 && byte < 0x7F { return false }
        j &+= 1
      }
      return true
    }
  }

  /// False when a key's bytes certainly look as they are spelled: ASCII (every invisible
  /// character is beyond it) with no space or tab at either edge. Almost every key is such, so
  /// the check keeps the look of a table's keys from costing a Unicode walk each.
  static func mayLookOtherwise(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return false }
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    if first == space || first == tab || last == space || last == tab { return true }
    return !PrintableText.isASCII(bytes)
  }

  /// `mayLookOtherwise` of the bytes of a view.
  package static func mayLookOtherwise(_ bytes: ByteView) -> Bool { mayLookOtherwise(bytes.base) }

  /// `mayLookOtherwise` of the UTF-8 of a string.
  package static func mayLookOtherwise(_ text: String) -> Bool {
    PrintableText.withUTF8(text, mayLookOtherwise)
  }

  /// True when `PrintableText.visible(_:quotes:)` shows the text of `range` of `text` as it is.
  package static func isVisibleAsIs(_ text: [UInt8], _ range: Range<Int>, quotes: Bool) -> Bool {
    withBytes(text, range) { PrintableText.isVisibleAsIs($0, quotes: quotes) }
  }

  /// True when two byte ranges that differ cannot be canonically equivalent text: where they first
  /// differ, both hold an ASCII byte; or one has ended and the other holds an ASCII byte; or one
  /// holds an ASCII byte that ends it or is followed by another, and the other the first byte of
  /// a scalar that is none of the three that decompose to an ASCII character alone.
  ///
  /// Why that suffices: the common prefix decodes alike in both (an ASCII byte or the first byte
  /// of a sequence ends any sequence before it, invalid or not); an ASCII character is a starter
  /// that neither decomposes nor composes with what precedes it, so each text's decomposition is
  /// the prefix's, then that character (or nothing), then the rest, and the two part at that
  /// point. Against a scalar: its decomposition is itself (not ASCII), or one of U+037E, U+1FEF
  /// and U+212A (`;`, `` ` ``, `K`), or an ASCII character then a non-starter (`é`, `≠`), which
  /// the ASCII side, followed by a starter or nothing, does not have.
  package static func differAtASCII(_ a: [UInt8], _ range: Range<Int>, _ b: [UInt8], _ otherRange: Range<Int>) -> Bool {
    withBytes(a, range) { x in withBytes(b, otherRange) { y in differAtASCII(x, y) } }
  }

  /// Whether the text of `range` of `a` equals that of `otherRange` of `b` as `String` compares
  /// (canonical equivalence), when the bytes decide it: true when they are the same, false when
  /// `differAtASCII` tells them apart; nil when only a `String` comparison can tell.
  package static func equalityFromBytes(
    _ a: [UInt8], _ range: Range<Int>, _ b: [UInt8], _ otherRange: Range<Int>
  ) -> Bool? {
    withBytes(a, range) { x in withBytes(b, otherRange) { y in equalityFromBytes(x, y) } }
  }

  /// `a == b`, as `String` compares: from the UTF-8 when `equalityFromBytes` decides it.
  package static func equal(_ a: String, _ b: String) -> Bool {
    let decided = PrintableText.withUTF8(a) { x in PrintableText.withUTF8(b) { y in equalityFromBytes(x, y) } }
    return decided ?? (a == b)
  }

  private static func equalityFromBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
    x.hasSameBytes(as: y) ? true : differAtASCII(x, y) ? false : nil
  }

  private static func differAtASCII(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let index = ByteView(x).commonPrefixCount(with: ByteView(y))
    let first = index < x.count ? x[index] : nil
    let second = index < y.count ? y[index] : nil
    switch (first, second) {
    case (let p?, let q?) where p < 0x80 && q < 0x80: return p != q
    case (let p?, _?) where p < 0x80: return endsOrPrecedesASCII(x, index) && leadsNoASCIIDecomposition(y, index)
    case (_?, let q?) where q < 0x80: return endsOrPrecedesASCII(y, index) && leadsNoASCIIDecomposition(x, index)
    case (_?, _?): return false
    case (let p?, nil), (nil, let p?): return p < 0x80
    case (nil, nil): return false
    }
  }

  /// True when the byte at `index` (ASCII) is the last or followed by another ASCII byte.
  @inline(__always)
  private static func endsOrPrecedesASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    index + 1 == bytes.count || bytes[index + 1] < 0x80
  }

  /// True when the byte at `index` (not ASCII) starts a sequence whose scalar (or U+FFFD, when
  /// it is invalid) is none of U+037E (`CD BE`), U+1FEF (`E1 BF AF`) and U+212A (`E2 84 AA`).
  @inline(__always)
  private static func leadsNoASCIIDecomposition(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    let count = bytes.count - index
    switch bytes[index] {
    case ..<0xC0: return false
    case 0xCD: return !(count >= 2 && bytes[index + 1] == 0xBE)
    case 0xE1: return !(count >= 3 && bytes[index + 1] == 0xBF && bytes[index + 2] == 0xAF)
    case 0xE2: return !(count >= 3 && bytes[index + 1] == 0x84 && bytes[index + 2] == 0xAA)
    default: return true
    }
  }

  /// True when `range` of `a` holds the same bytes as `otherRange` of `b`.
  package static func same(_ a: [UInt8], _ range: Range<Int>, _ b: [UInt8], _ otherRange: Range<Int>) -> Bool {
    withBytes(a, range) { x in withBytes(b, otherRange) { $0.hasSameBytes(as: x) } }
  }
}
