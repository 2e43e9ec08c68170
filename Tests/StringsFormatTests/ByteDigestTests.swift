import ByteCore
import Testing

/// `ByteDigest`: equal bytes give equal digests within a run, however they are held.
@Suite("byte digests")
struct ByteDigestTests {
  static let texts = [
    "", "a", "KEY_1", "Wi‑Fi only", "e\u{301}", "\u{E9}", "a longer literal of some forty bytes, more",
  ]

  @Test("a slice, an array and a string of the same bytes have one digest", arguments: texts)
  func sameBytesSameDigest(_ text: String) {
    let bytes = Array(text.utf8)
    let padded = [0x41] + bytes + [0x42]
    #expect(ByteDigest.of(bytes) == ByteDigest.of(utf8: text))
    #expect(ByteDigest.of(padded[1..<(padded.count - 1)]) == ByteDigest.of(bytes))
    #expect(padded.withByteView { ByteDigest.of($0.extracting(1..<(padded.count - 1))) } == ByteDigest.of(bytes))
  }

  @Test(
    "a view's decoded digest is the digest of the string it decodes to, invalid UTF-8 repaired",
    arguments: [[0x4B, 0x31], [0xC3, 0xA9], [0xED, 0xA0, 0x80], [0xFF, 0x41], []] as [[UInt8]])
  func decodedDigest(_ bytes: [UInt8]) {
    let decoded = String(decoding: bytes, as: UTF8.self)
    #expect(bytes.withByteView { ByteDigest.of(decoding: $0) } == ByteDigest.of(utf8: decoded))
  }

  @Test("different bytes, canonically equivalent text included, have different digests")
  func differentBytes() {
    let digests = Set(Self.texts.map { ByteDigest.of(utf8: $0) })
    #expect(digests.count == Self.texts.count)
  }
}
