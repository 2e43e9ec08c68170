import Testing

@testable import StringsFormat

/// `hasSameBytes` is `==` on the bytes, at every length and wherever two buffers differ.
@Suite("Same bytes")
struct SameBytesTests {
  @Test("equal bytes are the same; one byte changed anywhere, or one more or fewer, is not")
  func agreesWithEquality() {
    for length in [0, 1, 7, 8, 9, 63, 64, 65, 4_099] {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      #expect(bytes.hasSameBytes(as: bytes))
      #expect(bytes.hasSameBytes(as: Array(bytes)))
      #expect(!bytes.hasSameBytes(as: bytes + [0]))
      if length > 0 { #expect(!bytes.hasSameBytes(as: Array(bytes.dropLast()))) }
      for offset in Set([0, length / 2, length - 1]) where offset >= 0 && offset < length {
        var changed = bytes
        changed[offset] ^= 0x01
        #expect(!bytes.hasSameBytes(as: changed), "length \(length), offset \(offset)")
        #expect(bytes.hasSameBytes(as: changed) == (bytes == changed))
      }
    }
  }

  @Test("empty buffers, with or without storage, are the same")
  func empty() {
    let none = unsafe UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    let array: [UInt8] = []
    unsafe array.withUnsafeBufferPointer { #expect(unsafe $0.hasSameBytes(as: none) && none.hasSameBytes(as: $0)) }
    unsafe [UInt8(1)].withUnsafeBufferPointer { #expect(unsafe !$0.hasSameBytes(as: none)) }
  }
}
