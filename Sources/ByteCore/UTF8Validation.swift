/// Strict UTF-8 validation (no overlongs, surrogates or values past U+10FFFF).
public enum UTF8Validation {
  /// The offset of the first byte that is not valid UTF-8, or `nil` when every byte is.
  public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { Transcoding.firstInvalidUTF8($0) }
  }

  /// The length of the well-formed UTF-8 sequence that starts at `i` (1 for ASCII), or nil when
  /// the bytes there are not one.
  @inline(__always)
  public static func sequenceLength(at i: Int, in p: UnsafeBufferPointer<UInt8>) -> Int? {
    let lead = p[i]
    if lead < 0x80 { return 1 }
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, lower) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, upper) = (3, 0x9F)
    case 0xF0: (length, lower) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, upper) = (4, 0x8F)
    default: return nil
    }
    guard i &+ length <= p.count else { return nil }
    let second = p[i &+ 1]
    guard second >= lower, second <= upper else { return nil }
    var k = 2
    while k < length {
      guard p[i &+ k] & 0xC0 == 0x80 else { return nil }
      k &+= 1
    }
    return length
  }
}
