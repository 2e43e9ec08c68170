#if canImport(Glibc)
  import Glibc
#endif

/// Fresh byte buffers of several megabytes (a whole file, its decoded text, a dump), laid out so
/// that first touching them is cheap.
///
/// Every fresh 4 KB page costs a page fault when first written (about 2 µs on a virtual machine),
/// so reading a 15 MB file costs some 3,700 faults, more than parsing it. On Linux a buffer this
/// big asks for 2 MB pages over its aligned middle (`MADV_HUGEPAGE`; honoured when transparent huge
/// pages are set to `madvise` or `always`, ignored otherwise), which fault 512 times less often.
enum LargeBuffer {
  /// Buffers of at least this many bytes ask for 2 MB pages; smaller ones are not worth a call.
  static let threshold = 4 << 20

  /// A byte array of `capacity` uninitialized bytes that `body` fills, as
  /// `Array(unsafeUninitializedCapacity:initializingWith:)`, with 2 MB pages asked for first.
  static func bytes(
    capacity: Int, _ body: (inout UnsafeMutableBufferPointer<UInt8>, inout Int) -> Void
  ) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      body(&buffer, &count)
    }
  }

  /// Asks for 2 MB pages over the 2 MB-aligned part of an untouched buffer of `threshold` bytes or more.
  static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
      let page = 2 << 20
      let start = (UInt(bitPattern: base) &+ UInt(page - 1)) & ~UInt(page - 1)
      let end = (UInt(bitPattern: base) &+ UInt(buffer.count)) & ~UInt(page - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      // Advice only: when it is refused (no huge pages here) the buffer works as before.
      _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    #endif
  }
}
