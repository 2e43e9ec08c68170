/// The scan a strict XML reader makes of a whole document before reading it as written: no C0
/// control but TAB, LF and CR, and no U+FEFF (`EF BB BF`).
///
/// Eight bytes are tested at a time: a word with no byte below 0x20 and none equal to 0xEF (the
/// classic tests of whether a word holds a byte below n, `(v - n…) & ~v & 0x80…`, and a zero
/// byte in `v ^ 0xEF…`, both exact as to whether one is there) holds nothing to look at; the
/// bytes of any other word are looked at one by one. Invariant: the word loads read only the
/// document's bytes, at offsets whose eight bytes lie below its count (for a range, below its end).
///
/// The same test, with `&` (0x26) in place of 0xEF, tells text or an attribute value that has
/// nothing to decode (`isPlainText`): a word with neither holds nothing to decode.
@usableFromInline
package enum XMLCharacterScan {
  /// True when the bytes from `start` on hold no control character XML forbids and no U+FEFF.
  package static func holdsOnlyPlainCharacters(_ bytes: [UInt8], from start: Int) -> Bool {
    bytes.withUnsafeBufferPointer { holdsOnlyPlainCharacters($0, from: Swift.max(start, 0)) }
  }

  private static func holdsOnlyPlainCharacters(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    allPlain(
      p, from: start, wordIsPlain: { !holdsByteBelowSpace($0) && !holds($0, 0xEF) }, byteIsPlain: { isPlain(p, at: $0) }
    )
  }

  /// True when `range` of `bytes` has nothing to decode: no `&`, and no byte below 0x20 but, in
  /// text (not an attribute value), TAB and LF.
  @inlinable
  package static func isPlainText(_ bytes: [UInt8], _ range: Range<Int>, attribute: Bool) -> Bool {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the text")
    return bytes.withUnsafeBufferPointer { isPlainText(UnsafeBufferPointer(rebasing: $0[range]), attribute: attribute) }
  }

  @inlinable
  static func isPlainText(_ p: UnsafeBufferPointer<UInt8>, attribute: Bool) -> Bool {
    allPlain(
      p, from: 0, wordIsPlain: { !holdsByteBelowSpace($0) && !holds($0, 0x26) },
      byteIsPlain: { isPlainText(p[$0], attribute: attribute) })
  }

  /// True when `byteIsPlain` holds of every byte of `p` from `start`, tested eight at a time: a word that
  /// `wordIsPlain` clears is passed whole, the bytes of any other are asked one by one.
  @inlinable @inline(__always)
  static func allPlain(
    _ p: UnsafeBufferPointer<UInt8>, from start: Int, wordIsPlain: (UInt64) -> Bool, byteIsPlain: (Int) -> Bool
  ) -> Bool {
    guard let base = p.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var j = start
    while j &+ 8 <= p.count {
      if !wordIsPlain(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)) {
        for k in j..<(j &+ 8) where !byteIsPlain(k) { return false }
      }
      j &+= 8
    }
    while j < p.count {
      if !byteIsPlain(j) { return false }
      j &+= 1
    }
    return true
  }

  /// True when a byte of `word` is below 0x20 (`(v - 0x20…) & ~v & 0x80…`, exact as to whether).
  @inlinable @inline(__always)
  static func holdsByteBelowSpace(_ word: UInt64) -> Bool {
    (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// True when a byte of `word` is `byte` (a zero byte of `v ^ byte…`, exact as to whether).
  @inlinable @inline(__always)
  static func holds(_ word: UInt64, _ byte: UInt8) -> Bool {
    let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
  }

  /// Where the name at `start` ends (at the first space, TAB, LF, CR, `/`, `>`, `=`, `<`, `"` or
  /// `'`, or the end of the bytes), whether its bytes are all ASCII, its first control byte (XML
  /// forbids one in a name) and its first `:`. Every byte that ends a name is at most `>` (0x3E):
  /// the letters of nearly every name are told by one comparison.
  @inlinable
  package static func nameExtent(_ bytes: [UInt8], from start: Int) -> (
    end: Int, ascii: Bool, control: UInt8?, colon: Int?
  ) {
    precondition(start >= 0 && start <= bytes.count, "start outside the text")
    return bytes.withUnsafeBufferPointer { p in
      var j = start
      var ascii = true
      var control: UInt8?
      var colon: Int?
      while j < p.count {
        let b = p[j]
        if b > 0x3E {
          if b >= 0x80 { ascii = false }
        } else {
          switch b {
          case 0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E, 0x3D, 0x3C, 0x22, 0x27: return (j, ascii, control, colon)
          case ..<0x20: if control == nil { control = b }
          case 0x3A: if colon == nil { colon = j }
          default: break
          }
        }
        j &+= 1
      }
      return (j, ascii, control, colon)
    }
  }

  /// An attribute value from `start` to its closing `quote`: where the quote is (nil when the
  /// bytes end first), the first `<` before it, and whether the value has nothing to decode (as
  /// `isPlainText` with `attribute`), in one pass over its bytes.
  @inlinable
  package static func attributeValue(_ bytes: [UInt8], from start: Int, quote: UInt8) -> (
    end: Int?, lessThan: Int?, plain: Bool
  ) {
    precondition(start >= 0 && start <= bytes.count, "start outside the text")
    return bytes.withUnsafeBufferPointer { p in
      var j = start
      var lessThan: Int?
      var plain = true
      while j < p.count {
        let b = p[j]
        if b == quote { return (j, lessThan, plain) }
        if b <= 0x3C {
          if b == 0x3C, lessThan == nil { lessThan = j }
          if b == 0x26 || b < 0x20 { plain = false }
        }
        j &+= 1
      }
      return (nil, lessThan, plain)
    }
  }

  /// False when `b` is `&` or a byte below 0x20 that text (or, with `attribute`, a value) does not keep as it is.
  @inlinable @inline(__always)
  static func isPlainText(_ b: UInt8, attribute: Bool) -> Bool {
    if b >= 0x20 { return b != 0x26 }
    return !attribute && (b == 0x09 || b == 0x0A)
  }

  /// False when the byte at `j` is a forbidden control or starts `EF BB BF`.
  @inline(__always)
  private static func isPlain(_ p: UnsafeBufferPointer<UInt8>, at j: Int) -> Bool {
    let b = p[j]
    if b < 0x20 { return b == 0x09 || b == 0x0A || b == 0x0D }
    return !(b == 0xEF && j &+ 2 < p.count && p[j &+ 1] == 0xBB && p[j &+ 2] == 0xBF)
  }
}
