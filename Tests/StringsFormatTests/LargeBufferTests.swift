import Foundation
import TestSupport
import Testing

@testable import ByteCore
@testable import StringsFormat

/// Big buffers ask for huge pages before they are filled; what they hold must not change.
@Suite("Large buffers", .tags(.slow), SlowTests.onlyWhenAsked)
struct LargeBufferTests {
  /// Sizes either side of the threshold and of 2 MB page boundaries, odd ones included.
  static let sizes = [
    0, 1, 4095, LargeBuffer.threshold - 1, LargeBuffer.threshold, LargeBuffer.threshold + 1, (9 << 20) + 12_345,
  ]

  /// A deterministic byte pattern that no page-sized period would reproduce.
  static func pattern(_ count: Int) -> [UInt8] {
    var state: UInt32 = 0x9E37_79B9
    return (0..<count).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  @Test("the bytes written are the bytes kept", arguments: sizes)
  func writtenBytesKept(_ size: Int) {
    let expected = Self.pattern(size)
    let bytes = unsafe LargeBuffer.bytes(capacity: size) { buffer, count in
      for index in 0..<size { unsafe buffer[index] = expected[index] }
      count = size
    }
    #expect(bytes == expected)
  }

  @Test("a buffer filled only in part keeps that part", arguments: sizes)
  func partlyFilled(_ size: Int) {
    let bytes = unsafe LargeBuffer.bytes(capacity: size) { buffer, count in
      count = size / 3
      for index in 0..<count { unsafe buffer[index] = 0x41 }
    }
    #expect(bytes == [UInt8](repeating: 0x41, count: size / 3))
  }

  @Test("files read whole, below and above the threshold", arguments: sizes)
  func fileRead(_ size: Int) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID()).bin")
    let expected = Self.pattern(size)
    try Data(expected).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try FileBytes.read(url) == expected)
  }

  @Test(
    "a large buffer's last bytes lie inside an aligned 2 MB page, so they are not faulted in 4 KB at a time",
    arguments: [LargeBuffer.threshold, LargeBuffer.threshold + 1, (9 << 20) + 12_345])
  func tailInAlignedPage(_ size: Int) throws {
    let bytes = unsafe LargeBuffer.bytes(capacity: size) { buffer, count in
      unsafe buffer.initialize(repeating: 0x41)
      count = buffer.count
    }
    #expect(bytes.count == size)
    unsafe try bytes.withUnsafeBufferPointer { buffer in
      let start = unsafe UInt(bitPattern: try #require(buffer.baseAddress))
      // Where the advice given to the whole allocation ends: its last aligned 2 MB boundary.
      let adviceEnd = (start + UInt(bytes.capacity)) & ~UInt(LargeBuffer.hugePage - 1)
      #expect(adviceEnd >= start + UInt(size))
    }
  }

  @Test("advice on a buffer with no aligned 2 MB page leaves it alone")
  func unalignedAdvice() {
    var bytes = Self.pattern(LargeBuffer.threshold + 100)
    unsafe bytes.withUnsafeMutableBytes {
      unsafe LargeBuffer.adviseHugePages(UnsafeMutableRawBufferPointer(rebasing: $0[1..<100]))
    }
    unsafe bytes.withUnsafeMutableBytes { unsafe LargeBuffer.adviseHugePages($0) }
    #expect(bytes == Self.pattern(LargeBuffer.threshold + 100))
  }
}
