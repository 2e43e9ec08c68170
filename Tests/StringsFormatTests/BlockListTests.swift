import Testing

@testable import ByteCore

/// The block list against its plain definition, an array: the same elements in the same order
/// across block boundaries, and copies that part when either appends.
@Suite("Block list")
struct BlockListTests {
  @Test("reads back what was appended, over several blocks", arguments: [0, 1, 4_095, 4_096, 4_097, 20_000])
  func matchesArray(count: Int) {
    var list = BlockList<UInt64>()
    var reference: [UInt64] = []
    for i in 0..<count {
      let value = UInt64(i) &* 0x9E37_79B9_7F4A_7C15
      list.append(value)
      reference.append(value)
      #expect(list.count == i + 1)
    }
    #expect(Array(list) == reference)
    #expect(list.indices == reference.indices)
  }

  @Test("a copy keeps its elements when the original appends, and the other way round")
  func copyOnWrite() {
    var original = BlockList<Int32>()
    for i in 0..<5_000 { original.append(Int32(i)) }
    var copy = original
    for i in 0..<5_000 { copy.append(Int32(-i)) }
    original.append(7)
    let first: [Int32] = (0..<5_000).map { Int32($0) }
    let negated: [Int32] = (0..<5_000).map { Int32(-$0) }
    #expect(Array(original) == first + [7])
    #expect(Array(copy) == first + negated)
  }
}
