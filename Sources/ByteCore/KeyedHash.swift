/// A hash of byte strings for the tables that index keys read from files: a polynomial over the
/// prime field of 2⁶¹ − 1, evaluated at a point drawn at random once in each process, seven
/// bytes a coefficient and the length the last one.
///
/// Two different byte strings give two different polynomials of degree at most L (their count
/// of coefficients), whose difference has at most L roots: they collide with a chance of at
/// most L / (2⁶¹ − 1), and agree in their low k bits (an index's slot) with a chance of at most
/// about 2L / 2ᵏ, whatever bytes a file plants, as long as it cannot know the point; so no file
/// can make keys land in one run of slots and an index quadratic. It costs about a quarter of
/// `Hasher`'s SipHash on a key of a few dozen bytes. Equal bytes hash equal within a process
/// only: never stored, never compared between runs.
@usableFromInline
package enum KeyedHash {
  /// The field's prime, 2⁶¹ − 1.
  @usableFromInline
  package static let prime: UInt64 = (1 << 61) - 1

  /// The point the polynomials are evaluated at, in 1 ..< prime, drawn once in each process.
  @usableFromInline
  package static let point: UInt64 = UInt64.random(in: 1..<prime)

  /// `(a × b) mod p`, for `a` below 2⁶² and `b` below `p`: below 2⁶¹ + 8, not fully reduced.
  @inlinable @inline(__always)
  static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let (high, low) = a.multipliedFullWidth(by: b)
    // 2⁶¹ ≡ 1 (mod p): the product's bits above 61 add to its low 61 bits.
    let sum = (low & prime) &+ ((high &<< 3) | (low &>> 61))
    return (sum & prime) &+ (sum &>> 61)
  }

  /// The hash of the bytes a view lends.
  @inlinable
  package static func hash(_ bytes: ByteView) -> UInt64 { hash(bytes.base) }

  /// The hash of `bytes`: the polynomial whose coefficients are the bytes' seven-byte groups
  /// (little-endian, the last one short when the count is not a multiple of seven), then the
  /// count, evaluated at `point`, as an integer in 0 ..< prime.
  @inlinable
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let n = bytes.count
    let r = point
    var h: UInt64 = 0
    if let base = bytes.baseAddress, n > 0 {
      let raw = UnsafeRawPointer(base)
      let low56: UInt64 = (1 << 56) - 1
      var j = 0
      // Whole groups read as eight-byte loads while a load stays inside the bytes.
      while j &+ 8 <= n {
        h = multiply(h, r) &+ (raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) & low56)
        j &+= 7
      }
      // The rest (one to seven bytes): the end of the last eight bytes when there are eight,
      // shifted down to the group's bytes; else byte by byte.
      let rest = n &- j
      if rest > 0 {
        var group: UInt64 = 0
        if n >= 8 {
          let last = raw.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
          group = last &>> UInt64(truncatingIfNeeded: (8 &- rest) &* 8)
        } else {
          for k in 0..<rest { group |= UInt64(base[j &+ k]) &<< UInt64(truncatingIfNeeded: k &* 8) }
        }
        h = multiply(h, r) &+ group
      }
    }
    h = multiply(h, r) &+ UInt64(truncatingIfNeeded: n)
    // Fully reduced: equal polynomials' values must be equal integers.
    h = (h & prime) &+ (h &>> 61)
    return h >= prime ? h &- prime : h
  }
}
