#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searches and comparisons over ranges of one text, done with memchr and memcmp here in the
/// byte core, so that the readers built on them (XMLTokenizer) hold no pointers.
public struct ByteRanges: Sendable {
  /// The text.
  public let bytes: [UInt8]

  /// The ranges of `bytes`.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The first offset of `byte` in `range` (clamped to the text), or nil. memchr tests many
  /// bytes per step: text, attribute values and names are scanned for one byte.
  public func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? {
    let range = range.clamped(to: 0..<bytes.count)
    return bytes.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress, !range.isEmpty,
        let hit = memchr(base + range.lowerBound, Int32(byte), range.count)
      else { return nil }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// True when the bytes at `offset` spell `literal`.
  @inlinable
  public func startsWith(_ literal: StaticString, at offset: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset >= 0, offset + count <= bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return count == 0 }
      return memcmp(base + offset, literal.utf8Start, count) == 0
    }
  }

  /// The first offset at or after `offset` where `literal` (not empty) starts, or nil.
  public func find(_ literal: StaticString, from offset: Int) -> Int? {
    let first = literal.utf8Start.pointee
    var j = offset
    while let hit = firstOffset(of: first, in: j..<bytes.count) {
      if startsWith(literal, at: hit) { return hit }
      j = hit + 1
    }
    return nil
  }

  /// True when `range` holds exactly `literal`.
  @inlinable
  public func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    range.count == literal.utf8CodeUnitCount && startsWith(literal, at: range.lowerBound)
  }

  /// True when two ranges of the text hold the same bytes. Both must lie in the text.
  public func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    precondition(a.lowerBound >= 0 && b.lowerBound >= 0 && a.upperBound <= bytes.count && b.upperBound <= bytes.count)
    guard a.count == b.count else { return false }
    return bytes.withUnsafeBufferPointer { p in
      p.baseAddress.map { memcmp($0 + a.lowerBound, $0 + b.lowerBound, a.count) == 0 } ?? true
    }
  }

  /// The offset of the first byte at or after `start` (not negative) for which `continues` is
  /// false (or the end).
  @inlinable
  public func endOfRun(from start: Int, while continues: (UInt8) -> Bool) -> Int {
    precondition(start >= 0)
    return bytes.withUnsafeBufferPointer { p in
      var j = start
      while j < p.count, continues(p[j]) { j += 1 }
      return j
    }
  }

  /// True when every byte of `range` (which must lie in the text) satisfies `predicate`.
  @inlinable
  public func allSatisfy(_ range: Range<Int>, _ predicate: (UInt8) -> Bool) -> Bool {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
    return bytes.withUnsafeBufferPointer { p in p[range].allSatisfy(predicate) }
  }
}
