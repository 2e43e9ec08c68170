/// A read-only view of contiguous bytes, lent for the length of a call (`withByteView`), so
/// that code outside the core reads an array's or a string's bytes without a pointer.
///
/// Every read is bounds-checked (a precondition, as a `Span` checks): an index or range outside
/// the view stops the program. A view must not outlive the closure that lent it; nothing stores
/// one past that call (see "Byte views" in the core's documentation).
@usableFromInline
package struct ByteView {
  /// The bytes viewed; valid only while the closure that lent the view runs.
  @usableFromInline
  let base: UnsafeBufferPointer<UInt8>

  /// A view of `base`, for the core's own entry points.
  @inlinable
  init(_ base: UnsafeBufferPointer<UInt8>) { self.base = base }

  /// The number of bytes.
  @inlinable @inline(__always)
  package var count: Int { base.count }

  /// True when the view holds no byte.
  @inlinable @inline(__always)
  package var isEmpty: Bool { base.isEmpty }

  /// The byte at `i`, which must be in `0..<count`.
  @inlinable @inline(__always)
  package subscript(i: Int) -> UInt8 {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: base.count), "ByteView: index out of range")
    return base[i]
  }

  /// The bytes of `range` (which must lie in `0..<count`) as a view of their own, indexed from 0.
  @inlinable @inline(__always)
  package func extracting(_ range: Range<Int>) -> ByteView {
    precondition(range.lowerBound >= 0 && range.upperBound <= base.count, "ByteView: range out of bounds")
    return ByteView(UnsafeBufferPointer(rebasing: base[range]))
  }

  /// The bytes from `start` (at most `count`) to the end, indexed from 0.
  @inlinable @inline(__always)
  package func extracting(from start: Int) -> ByteView { extracting(start..<base.count) }

  /// The first `length` bytes (at most `count`).
  @inlinable @inline(__always)
  package func extracting(first length: Int) -> ByteView { extracting(0..<length) }

  /// The bytes decoded as UTF-8, ill-formed sequences as U+FFFD.
  @inlinable
  package var string: String { String(decoding: base, as: UTF8.self) }

  /// Feeds the bytes to `hasher` as one run (as `Hasher.combine(bytes:)` does).
  @inlinable
  package func hash(into hasher: inout Hasher) { hasher.combine(bytes: UnsafeRawBufferPointer(base)) }
}

extension ByteView {
  /// How many bytes both views start with alike: equal bytes are skipped eight at a time, as
  /// keys often share long prefixes (and a translation its source's), and the first word that
  /// differs says where. Loads stay inside both views.
  @inlinable
  package func commonPrefixCount(with other: ByteView) -> Int {
    let (a, b) = (base, other.base)
    let n = Swift.min(a.count, b.count)
    var j = 0
    if let x = a.baseAddress, let y = b.baseAddress {
      while j &+ 8 <= n {
        let left = UnsafeRawPointer(x + j).loadUnaligned(as: UInt64.self)
        let difference = left ^ UnsafeRawPointer(y + j).loadUnaligned(as: UInt64.self)
        // Read as little-endian, a word's first byte in memory is its lowest: the lowest set bit
        // lies in the first byte that differs.
        if difference != 0 { return j &+ UInt64(littleEndian: difference).trailingZeroBitCount &>> 3 }
        j &+= 8
      }
    }
    while j < n, a[j] == b[j] { j &+= 1 }
    return j
  }
}

extension ByteView: Equatable {
  /// True when both hold the same bytes, compared with `memcmp`.
  @usableFromInline @inline(__always)
  package static func == (lhs: ByteView, rhs: ByteView) -> Bool { lhs.base.hasSameBytes(as: rhs.base) }
}

extension ByteView: RandomAccessCollection {
  /// The first index, always 0.
  @inlinable @inline(__always)
  package var startIndex: Int { 0 }

  /// One past the last index: `count`.
  @inlinable @inline(__always)
  package var endIndex: Int { base.count }

  /// The array and string initializers copy a view at once instead of byte by byte.
  @inlinable
  package func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
    try body(base)
  }
}

extension Array where Element == UInt8 {
  /// Calls `body` with a view of the array's bytes, valid for that call only.
  @inlinable @inline(__always)
  package func withByteView<R>(_ body: (ByteView) throws -> R) rethrows -> R {
    try withUnsafeBufferPointer { try body(ByteView($0)) }
  }
}

extension String {
  /// Calls `body` with a view of the string's UTF-8, valid for that call only (in place for a
  /// native string, as nearly every one is).
  @inlinable @inline(__always)
  package func withByteView<R>(_ body: (ByteView) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable({ try body(ByteView($0)) }) { return result }
    return try Array(utf8).withByteView(body)
  }
}

extension ByteSink {
  /// Appends the bytes of a buffer: the core's own writers, which hold buffers, call this.
  @inlinable @inline(__always)
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { write(ByteView(bytes)) }
}
