/// A list of plain values that grows at its end in blocks of 4,096, none ever moved: a growing
/// list is never copied, so its peak memory is what it holds plus at most one block (an array
/// that doubles holds up to twice its count, and three times while it grows).
///
/// It is a value: a copy shares the blocks until either copy appends (copy-on-write, as
/// `Array`). Elements are plain bytes (`BitwiseCopyable`), so blocks are freed without being
/// deinitialized. Reads and appends are bounds-checked and take a few instructions each: one
/// load of the block's address, one of the element.
@usableFromInline
package struct BlockList<Element: BitwiseCopyable>: RandomAccessCollection {
  @inlinable static var shift: Int { 12 }
  @inlinable static var blockCount: Int { 1 << shift }

  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Sendable: the blocks are written only through a unique reference (`append`), and read
    // after; a shared storage is never written. That is also why the two fields need no dynamic
    // exclusivity check (a call into the runtime on every read of a class's field otherwise,
    // which made a read cost more than the array of arrays this replaces).
    @exclusivity(unchecked) @usableFromInline var blocks: [UnsafeMutablePointer<Element>] = []
    @exclusivity(unchecked) @usableFromInline var count = 0

    @usableFromInline init() {}

    deinit { for block in blocks { block.deallocate() } }

    /// A storage of its own with the same elements.
    @usableFromInline func copy() -> Storage {
      let other = Storage()
      for (i, block) in blocks.enumerated() {
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: BlockList.blockCount)
        fresh.initialize(from: block, count: Swift.min(BlockList.blockCount, count &- i &* BlockList.blockCount))
        other.blocks.append(fresh)
      }
      other.count = count
      return other
    }
  }

  @usableFromInline var storage = Storage()

  /// An empty list.
  @inlinable package init() {}

  @inlinable package var startIndex: Int { 0 }
  @inlinable package var endIndex: Int { storage.count }

  /// The element at `i`, which must be in `0..<count`.
  @inlinable
  package subscript(i: Int) -> Element {
    let s = storage
    precondition(UInt(bitPattern: i) < UInt(bitPattern: s.count), "BlockList: index out of range")
    // `i < count` puts its block among `blocks`.
    return s.blocks.withUnsafeBufferPointer { $0[i &>> Self.shift] }[i & (Self.blockCount &- 1)]
  }

  /// Adds `element` at the end. Always inlined: a table's parser appends every entry, and the
  /// call's own frame cost as much as the append.
  @inlinable @inline(__always)
  package mutating func append(_ element: Element) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    let s = storage
    let offset = s.count & (Self.blockCount &- 1)
    if offset == 0 { s.blocks.append(UnsafeMutablePointer<Element>.allocate(capacity: Self.blockCount)) }
    (s.blocks.withUnsafeBufferPointer { $0[s.count &>> Self.shift] } + offset).initialize(to: element)
    s.count &+= 1
  }
}

extension BlockList: Sendable where Element: Sendable {}
