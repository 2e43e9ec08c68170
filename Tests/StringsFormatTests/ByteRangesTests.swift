import Testing

@testable import ByteCore
@testable import StringsFormat

/// The byte searches the XML reader is built on, against plain loops over the same bytes.
@Suite("ByteRanges")
struct ByteRangesTests {
  static let text = Array("<!-- a -- b --><a x='1'>text<!-- c --></a>-->".utf8)
  let ranges = ByteRanges(text)

  @Test("firstOffset finds the first byte in a range, clamped to the text")
  func firstOffset() {
    for start in 0...Self.text.count {
      for end in start...Self.text.count + 2 {
        let expected = Self.text[start..<min(end, Self.text.count)].firstIndex(of: UInt8(ascii: "-"))
        #expect(ranges.firstOffset(of: UInt8(ascii: "-"), in: start..<end) == expected, "\(start)..<\(end)")
      }
    }
  }

  @Test("find gives each start of a literal in turn, and nil past the last")
  func find() {
    var starts: [Int] = []
    var from = 0
    while let hit = ranges.find("-->", from: from) {
      starts.append(hit)
      from = hit + 1
    }
    let expected = (0..<Self.text.count - 2).filter { Self.text[$0..<$0 + 3].elementsEqual("-->".utf8) }
    #expect(starts == expected)
    #expect(expected.count == 3)
  }

  @Test("literals, ranges and runs compare as their bytes")
  func comparisons() {
    #expect(ranges.startsWith("<!--", at: 0))
    #expect(!ranges.startsWith("-->", at: Self.text.count - 2))
    #expect(ranges.equals(16..<17, "a"))
    #expect(!ranges.equals(16..<18, "a"))
    #expect(ranges.sameBytes(16..<17, 40..<41))
    #expect(!ranges.sameBytes(16..<17, 17..<18))
    #expect(ranges.endOfRun(from: 24) { $0 != UInt8(ascii: "<") } == 28)
    #expect(ranges.allSatisfy(24..<28) { $0 >= UInt8(ascii: "a") })
  }
}
