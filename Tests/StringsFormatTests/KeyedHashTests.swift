import ByteCore
import Testing

/// `KeyedHash`: its eight-byte loads give the polynomial a plain byte-by-byte evaluation gives.
@Suite("keyed hash")
struct KeyedHashTests {
  /// The polynomial of `KeyedHash.hash`, a byte at a time with checked arithmetic: seven-byte
  /// groups (little-endian), then the count, evaluated at `KeyedHash.point` modulo the prime.
  static func reference(_ bytes: [UInt8]) -> UInt64 {
    let p = KeyedHash.prime
    func step(_ h: UInt64, _ coefficient: UInt64) -> UInt64 {
      let product = p.dividingFullWidth(h.multipliedFullWidth(by: KeyedHash.point)).remainder
      return (product + coefficient % p) % p
    }
    var h: UInt64 = 0
    var start = 0
    while start < bytes.count {
      var group: UInt64 = 0
      for (k, byte) in bytes[start..<min(start + 7, bytes.count)].enumerated() { group |= UInt64(byte) << (8 * k) }
      h = step(h, group)
      start += 7
    }
    return step(h, UInt64(bytes.count))
  }

  @Test("every length up to 40, at every offset in a word, with every byte value, hashes as the reference")
  func matchesReference() {
    for length in 0...40 {
      for offset in 0..<8 {
        for fill in [0x00, 0x41, 0x7F, 0x80, 0xFF] as [UInt8] {
          var bytes = (0..<(offset + length + 8)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ Int(fill)) }
          if fill == 0xFF || fill == 0x00 { bytes = Array(repeating: fill, count: bytes.count) }
          let key = Array(bytes[offset..<(offset + length)])
          let hashed = bytes.withByteView { KeyedHash.hash($0.extracting(offset..<(offset + length))) }
          #expect(hashed == Self.reference(key), "length \(length), offset \(offset), fill \(fill)")
          #expect(hashed < KeyedHash.prime)
        }
      }
    }
  }

  @Test("trailing zero bytes and the empty string change the hash")
  func lengthCounts() {
    let hashes = [[], [0], [0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [1], [1, 0]].map { (b: [UInt8]) in
      b.withByteView { KeyedHash.hash($0) }
    }
    #expect(Set(hashes).count == hashes.count)
  }
}
