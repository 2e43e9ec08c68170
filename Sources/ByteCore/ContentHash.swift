import Foundation

/// A 64-bit hash of a file's bytes, to recognize a file this tool wrote (not a cryptographic digest).
///
/// Unlike the key index's hash it is not seeded: journals keep it from one run to the next.
public enum ContentHash {
  /// The hash of `bytes`: eight bytes at a time (multiply and fold), then the last few.
  public static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { bytes in
      let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
      guard let base = bytes.baseAddress else { return h }
      var j = 0
      while j &+ 8 <= bytes.count {
        h = (h ^ UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)) &* multiplier
        h ^= h >> 32
        j &+= 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while j < bytes.count {
        tail |= UInt64(bytes[j]) << shift
        shift &+= 8
        j &+= 1
      }
      h = (h ^ tail) &* multiplier
      return h ^ (h >> 29)
    }
  }
}
