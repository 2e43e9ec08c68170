import Foundation
import TestSupport
import Testing

@testable import ByteCore
@testable import StringsFormat

/// The UTF-16 decoder's paths (eight and four ASCII units at a time, runs of other units one at a
/// time) give what a unit-at-a-time decoder gives, at every length and alignment.
@Suite("UTF-16 decoding")
struct UTF16DecodingTests {
  /// The unit-at-a-time definition: pairs become 4-byte UTF-8, unpaired surrogates their 3-byte form.
  static func reference(_ code: [UInt16]) -> (text: [UInt8], firstUnpaired: Int?) {
    var text: [UInt8] = []
    var firstUnpaired: Int?
    var k = 0
    while k < code.count {
      let u = UInt32(code[k])
      k += 1
      if u & 0xFC00 == 0xD800, k < code.count, code[k] & 0xFC00 == 0xDC00 {
        let scalar = 0x10000 + ((u & 0x3FF) << 10 | UInt32(code[k]) & 0x3FF)
        k += 1
        text += [
          UInt8(0xF0 | scalar >> 18), UInt8(0x80 | (scalar >> 12) & 0x3F), UInt8(0x80 | (scalar >> 6) & 0x3F),
          UInt8(0x80 | scalar & 0x3F),
        ]
      } else if u < 0x80 {
        text.append(UInt8(u))
      } else if u < 0x800 {
        text += [UInt8(0xC0 | u >> 6), UInt8(0x80 | u & 0x3F)]
      } else {
        if u & 0xF800 == 0xD800, firstUnpaired == nil { firstUnpaired = text.count }
        text += [UInt8(0xE0 | u >> 12), UInt8(0x80 | (u >> 6) & 0x3F), UInt8(0x80 | u & 0x3F)]
      }
    }
    return (text, firstUnpaired)
  }

  static func bytes(_ code: [UInt16], bigEndian: Bool) -> [UInt8] {
    code.flatMap {
      bigEndian ? [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] : [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)]
    }
  }

  @Test("long ASCII runs and runs of other units decode as unit by unit", arguments: [false, true])
  func mixedRuns(bigEndian: Bool) {
    var random = SplitMix(state: bigEndian ? 41 : 43)
    // Units whose bytes look like ASCII in the other byte order, every length class, and surrogates.
    let others: [UInt16] = [
      0x80, 0xFF, 0x100, 0x4100, 0x0041, 0x7FF, 0x800, 0x3042, 0xFFFF, 0xD83D, 0xDE00, 0xDBFF, 0xDC00, 0xD800,
    ]
    for _ in 0..<4_000 {
      var code: [UInt16] = []
      for _ in 0..<random.below(10) {
        code += (0..<random.below(24)).map { _ in UInt16(random.below(0x80)) }
        code += (0..<random.below(6)).map { _ in others[random.below(others.count)] }
      }
      let expected = Self.reference(code)
      let decoded = unsafe Self.bytes(code, bigEndian: bigEndian).withUnsafeBufferPointer {
        unsafe Transcoding.decodeUTF16($0, bigEndian: bigEndian)
      }
      #expect(decoded.text == expected.text, "\(code)")
      #expect(decoded.firstUnpairedSurrogate == expected.firstUnpaired, "\(code)")
    }
  }

  @Test("a surrogate or a pair at every position of an eight-unit word", arguments: [false, true])
  func surrogatesAtEveryOffset(bigEndian: Bool) {
    for length in 0..<20 {
      for position in 0..<max(length, 1) {
        for inserted: [UInt16] in [[0xD83D, 0xDE00], [0xD83D], [0xDE00], [0xDE00, 0xD83D], [0x20AC]] {
          var code = (0..<length).map { UInt16(0x61 + $0 % 26) }
          code.insert(contentsOf: inserted, at: min(position, code.count))
          let expected = Self.reference(code)
          let decoded = unsafe Self.bytes(code, bigEndian: bigEndian).withUnsafeBufferPointer {
            unsafe Transcoding.decodeUTF16($0, bigEndian: bigEndian)
          }
          #expect(decoded.text == expected.text, "\(code)")
          #expect(decoded.firstUnpairedSurrogate == expected.firstUnpaired, "\(code)")
        }
      }
    }
  }

  @Test("text that is all ASCII, in whole words of eight units or not, ends where it ends", arguments: [false, true])
  func asciiToTheEnd(bigEndian: Bool) {
    for length in 0..<40 {
      let code = (0..<length).map { UInt16(0x20 + $0 % 95) }
      let decoded = unsafe Self.bytes(code, bigEndian: bigEndian).withUnsafeBufferPointer {
        unsafe Transcoding.decodeUTF16($0, bigEndian: bigEndian)
      }
      #expect(decoded.text == code.map { UInt8($0) }, "\(length) units")
      #expect(decoded.firstUnpairedSurrogate == nil)
    }
  }

  @Test("a whole file: stray byte and unpaired surrogate warnings keep their places")
  func fileDiagnostics() {
    // "a" = "é<lone high surrogate>" ; then a stray byte.
    let code: [UInt16] = Array("\"a\" = \"é".utf16) + [0xD800] + Array("\";\n".utf16)
    for bigEndian in [false, true] {
      let bom: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      let document = StringsDocument(bytes: bom + Self.bytes(code, bigEndian: bigEndian) + [0x41])
      let found = document.diagnostics.map { "\($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
      #expect(found.contains("unpaired-surrogate 1:9"), "\(found)")
      #expect(found.contains("stray-byte 2:1"), "\(found)")
    }
  }
}
