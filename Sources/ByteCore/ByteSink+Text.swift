/// Text and numbers written straight into a sink, so that the writers outside the core pass
/// strings and integers, never buffers.
extension ByteSink {
  /// Appends the bytes of an array.
  @inlinable @inline(__always)
  package mutating func write(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { write($0) } }

  /// Appends the UTF-8 of a literal: a literal spelled as text has its bytes in the program's
  /// constant data (`utf8Start`), read in place without `withUTF8Buffer`'s closure, a call per
  /// literal where the writers write a JSON key in a few instructions.
  @inlinable @inline(__always)
  package mutating func write(_ text: StaticString) {
    guard text.hasPointerRepresentation else { return text.withUTF8Buffer { write($0) } }
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the UTF-8 of a string, copied whole (no bridging or per-character work).
  @inlinable @inline(__always)
  package mutating func write(utf8 text: String) { PrintableText.withUTF8(text) { write($0) } }

  /// Appends an integer in decimal: the digits are put together on the stack and written at
  /// once, with no string made for them.
  @inlinable
  package mutating func write(decimal value: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var rest = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      write(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends an unsigned 64-bit integer (an inode, a hash) in decimal, as `write(decimal:)` does.
  @inlinable
  package mutating func write(decimal value: UInt64) {
    guard value > UInt64(Int.max) else { return write(decimal: Int(value)) }
    write(decimal: Int(value / 10))
    write(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// Appends `value` as sixteen lowercase hexadecimal digits.
  package mutating func write(hex64 value: UInt64) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
      for index in 0..<16 { digits[index] = hexDigit(UInt8((value >> UInt64(60 - 4 * index)) & 0xF), uppercase: false) }
      write(UnsafeBufferPointer(digits))
    }
  }
}
