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
    guard let base = p.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = p.count
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var j = start
    while j &+ 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
      let below = (word &- ones &* 0x20) & ~word & highs
      let ef = word ^ (ones &* 0xEF)
      if below == 0 && (ef &- ones) & ~ef & highs == 0 {
        j &+= 8
        continue
      }
      for k in j..<(j &+ 8) where !isPlain(p, at: k) { return false }
      j &+= 8
    }
    while j < count {
      if !isPlain(p, at: j) { return false }
      j &+= 1
    }
    return true
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
    guard let base = p.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = p.count
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var j = 0
    while j &+ 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
      let below = (word &- ones &* 0x20) & ~word & highs
      let ampersand = word ^ (ones &* 0x26)
      if below == 0 && (ampersand &- ones) & ~ampersand & highs == 0 {
        j &+= 8
        continue
      }
      for k in j..<(j &+ 8) where !isPlainText(p[k], attribute: attribute) { return false }
      j &+= 8
    }
    while j < count {
      if !isPlainText(p[j], attribute: attribute) { return false }
      j &+= 1
    }
    return true
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
