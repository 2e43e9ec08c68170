import Testing

@testable import StringsFormat
@testable import TextSyntax

/// Unsigned 64-bit integers (the write journal's inodes and hashes) in decimal, beyond `Int.max` too.
@Suite struct JSONWriterUnsignedTests {
  @Test(arguments: [0, 7, UInt64(Int.max), UInt64(Int.max) + 1, UInt64.max - 1, UInt64.max, 10_000_000_000_000_000_000])
  func decimal(value: UInt64) {
    var writer = JSONWriter()
    writer.int(value)
    #expect(writer.text == String(value))
  }
}
