#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed number of 64-bit words from `calloc`, all zero at first, freed with their owner.
///
/// The memory comes zeroed from the system and a page is touched only when a word in it is
/// written, so a large, sparsely written table (the duplicate-key slots of `lint`) costs only
/// the pages it uses. Reads and writes are bounds-checked.
@usableFromInline
package final class ZeroedWords {
  @usableFromInline
  let buffer: UnsafeMutableBufferPointer<UInt64>

  /// `count` zero words (at least one).
  package init(count: Int) {
    // calloc fails only when memory is exhausted, where an array's allocation traps too.
    guard let memory = calloc(Swift.max(count, 1), MemoryLayout<UInt64>.stride) else { fatalError("out of memory") }
    buffer = UnsafeMutableBufferPointer(start: memory.assumingMemoryBound(to: UInt64.self), count: Swift.max(count, 1))
    // A big table is probed all over: 2 MB pages spare it a TLB miss and a fault at most probes.
    LargeBuffer.adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
  }

  deinit { free(buffer.baseAddress) }

  /// The number of words, fixed for the buffer's life.
  @inlinable
  package var count: Int { buffer.count }

  /// The word at `i`, which must be in `0..<count`.
  @inlinable
  package subscript(i: Int) -> UInt64 {
    get {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: buffer.count), "ZeroedWords: index out of range")
      return buffer[i]
    }
    set {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: buffer.count), "ZeroedWords: index out of range")
      buffer[i] = newValue
    }
  }
}
