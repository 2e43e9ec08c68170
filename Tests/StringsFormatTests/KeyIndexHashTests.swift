import Testing

@testable import ByteCore
@testable import StringsFormat

/// Keys come from files anyone may plant: the key index must not let a file choose its slots.
@Suite struct KeyIndexHashTests {
  /// The unseeded multiply-and-fold hash the index used before (still `ContentHash`'s), run
  /// backwards: eight-byte keys whose hashes share their low 32 bits, so under it every key
  /// lands in the same slot run and building the index takes quadratic time.
  static func keysCollidingUnderFold(count: Int) -> [[UInt8]] {
    let m: UInt64 = 0x9E37_79B9_7F4A_7C15
    var inverse: UInt64 = 1  // Newton's iteration for the inverse of an odd number modulo 2^64
    for _ in 0..<6 { inverse = inverse &* (2 &- m &* inverse) }
    var keys: [[UInt8]] = []
    var target: UInt64 = 0
    while keys.count < count {
      target &+= 1 << 32
      var x = target ^ (target >> 29)
      x = target ^ (x >> 29)  // undoes h ^ (h >> 29)
      let folded = x &* inverse  // undoes the last multiply (no tail bytes)
      let mixed = (folded ^ (folded >> 32)) &* inverse  // undoes h ^= h >> 32, then the multiply
      let word = mixed ^ 0xCBF2_9CE4_8422_2325 ^ 8
      let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
      if bytes.allSatisfy({ $0 < 0x80 }) { keys.append(bytes) }  // ASCII, so they read back as strings
    }
    return keys
  }

  static let colliding = keysCollidingUnderFold(count: 1024)

  @Test func theConstructedKeysDoCollideUnderTheFoldHash() {
    let keys = Array(Self.colliding.prefix(64))
    let low = Set(keys.map { ContentHash.of($0) & 0xFFFF_FFFF })
    #expect(low == [0])
    #expect(Set(keys).count == 64)
  }

  @Test func keysCollidingUnderTheFoldHashSpreadOverTheIndexSlots() {
    let keys = Self.colliding
    let slots = Set(keys.map { key in key.withByteView { KeyIndex.hash($0) } & 0xFFFF })
    // 1024 random hashes fill about 1016 of 65536 slots; the fold hash fills one.
    #expect(slots.count > 950)
  }

  @Test func anIndexOfCollidingKeysFindsEveryKey() {
    let keys = Self.colliding
    let index = KeyIndex(capacity: keys.count) { add in
      for (i, key) in keys.enumerated() { key.withByteView { add($0, i) } }
    }
    #expect(index.count == keys.count)
    for (i, key) in keys.enumerated() {
      #expect(index.winner(of: String(decoding: key, as: UTF8.self)) == i)
    }
  }

  /// `ContentHash` is kept in journals across runs, so it must not change with the process.
  @Test func theContentHashIsTheSameInEveryProcess() {
    #expect(
      ContentHash.of(Array("Title = \"Réglages\";\n".utf8)) == ContentHash.of(Array("Title = \"Réglages\";\n".utf8)))
    // Three bytes: no whole word, only the tail folded in.
    let folded: UInt64 = (0xCBF2_9CE4_8422_2325 ^ 3 ^ 0x63_6261) &* 0x9E37_79B9_7F4A_7C15
    #expect(ContentHash.of(Array("abc".utf8)) == folded ^ (folded >> 29))
  }
}
