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
package enum LargeBuffer {
  /// Buffers of at least this many bytes ask for 2 MB pages; smaller ones are not worth a call.
  static let threshold = 4 << 20

  /// A byte array of `capacity` uninitialized bytes that `body` fills, as
  /// `Array(unsafeUninitializedCapacity:initializingWith:)`, with 2 MB pages asked for first.
  ///
  /// On Linux a large buffer is reserved one 2 MB page longer than asked (`body` still sees
  /// `capacity` bytes, and may initialize no more), so that its last bytes lie inside an aligned
  /// 2 MB page too: otherwise up to 2 MB at its end, a quarter of a 7 MB file, is faulted in 4 KB
  /// at a time. The room past `capacity` is never written; with huge pages honoured, the last
  /// page brings it in with the rest (at most 2 MB more resident).
  static func bytes(
    capacity: Int, _ body: (inout UnsafeMutableBufferPointer<UInt8>, inout Int) -> Void
  ) -> [UInt8] {
    #if os(Linux)
      let room = capacity >= threshold ? capacity + hugePage : capacity
    #else
      let room = capacity
    #endif
    return [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      var asked = UnsafeMutableBufferPointer(rebasing: buffer[..<capacity])
      body(&asked, &count)
      // The array's own check covers `room`; the bytes past `capacity` were never initialized.
      precondition(count <= capacity, "LargeBuffer: more bytes initialized than asked for")
    }
  }

  /// The size of a transparent huge page on x86-64 and arm64 Linux.
  static let hugePage = 2 << 20

  /// Asks for 2 MB pages over the 2 MB-aligned part of an untouched buffer of `threshold` bytes or more.
  package static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
      let page = hugePage
      let start = (UInt(bitPattern: base) &+ UInt(page - 1)) & ~UInt(page - 1)
      let end = (UInt(bitPattern: base) &+ UInt(buffer.count)) & ~UInt(page - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      // Advice only: when it is refused (no huge pages here) the buffer works as before.
      _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    #endif
  }
}
