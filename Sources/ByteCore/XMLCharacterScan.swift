/// The scan a strict XML reader makes of a whole document before reading it as written: no C0
/// control but TAB, LF and CR, and no U+FEFF (`EF BB BF`).
///
/// Eight bytes are tested at a time: a word with no byte below 0x20 and none equal to 0xEF (the
/// classic tests of whether a word holds a byte below n, `(v - n…) & ~v & 0x80…`, and a zero
/// byte in `v ^ 0xEF…`, both exact as to whether one is there) holds nothing to look at; the
/// bytes of any other word are looked at one by one. Invariant: the word loads read only the
/// document's bytes, at offsets whose eight bytes lie below its count.
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

  /// False when the byte at `j` is a forbidden control or starts `EF BB BF`.
  @inline(__always)
  private static func isPlain(_ p: UnsafeBufferPointer<UInt8>, at j: Int) -> Bool {
    let b = p[j]
    if b < 0x20 { return b == 0x09 || b == 0x0A || b == 0x0D }
    return !(b == 0xEF && j &+ 2 < p.count && p[j &+ 1] == 0xBB && p[j &+ 2] == 0xBF)
  }
}
