#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
  /// True when both hold the same bytes, compared with `memcmp`.
  package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    guard let x = baseAddress, let y = other.baseAddress else { return true }
    return memcmp(x, y, count) == 0
  }
}

extension Array where Element == UInt8 {
  /// True when both hold the same bytes: compared with `memcmp`, where `==` on arrays goes
  /// element by element (a few instructions a byte, which a whole exported file makes felt).
  package func hasSameBytes(as other: [UInt8]) -> Bool {
    withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.hasSameBytes(as: $0) } }
  }
}
