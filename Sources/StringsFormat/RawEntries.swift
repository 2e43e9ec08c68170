/// The entries of a text table, 16 bytes each: a table of 8-byte entries (`"k"="";`) takes twice
/// its text, not the 3.5 times of whole `RawEntry` values.
///
/// An entry is packed as its key's offset and its comment's index, then lengths and gaps that
/// fit in 16 and 8 bits; the rare entry whose key or value is over 64 KiB, or whose gaps are over
/// 255 bytes, is kept whole beside them (such an entry is at least that long). Entries are kept
/// in a `BlockList`, so that a growing table is never copied (a copy would double its peak memory).
struct RawEntries: RandomAccessCollection, Sendable {
  private struct Packed: Sendable, BitwiseCopyable {
    var keyStart: UInt32
    var commentPosition: UInt32
    var keyLength: UInt16
    var valueLength: UInt16
    var valueGap: UInt8
    var endGap: UInt8
    var flags: UInt8
  }

  /// Set in `Packed.flags` (whose low seven bits are `RawEntry`'s) for an entry kept whole.
  private static let whole: UInt8 = 0x80

  private var store = BlockList<Packed>()
  private var wholeEntries: [Int: RawEntry] = [:]

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { store.count }

  /// Always inlined: a reader asks for an entry's value range at every audit step, and the
  /// call returned all seven fields of an entry through memory where it needs two.
  @inline(__always)
  subscript(position: Int) -> RawEntry {
    let p = store[position]
    if p.flags & Self.whole != 0, let entry = wholeEntries[position] { return entry }
    let keyEnd = p.keyStart + UInt32(p.keyLength)
    let valueStart = keyEnd + UInt32(p.valueGap)
    let valueEnd = valueStart + UInt32(p.valueLength)
    return RawEntry(
      keyStart: p.keyStart, keyEnd: keyEnd, valueStart: valueStart, valueEnd: valueEnd,
      endOffset: valueEnd + UInt32(p.endGap), commentPosition: p.commentPosition, flags: p.flags)
  }

  /// Adds `entry` at the end. Always inlined into the parser, which appends every entry.
  @inline(__always)
  mutating func append(_ entry: RawEntry) {
    let packed: Packed
    if entry.keyEnd >= entry.keyStart, entry.valueStart >= entry.keyEnd, entry.valueEnd >= entry.valueStart,
      entry.endOffset >= entry.valueEnd, entry.flags & Self.whole == 0,
      let keyLength = UInt16(exactly: entry.keyEnd - entry.keyStart),
      let valueGap = UInt8(exactly: entry.valueStart - entry.keyEnd),
      let valueLength = UInt16(exactly: entry.valueEnd - entry.valueStart),
      let endGap = UInt8(exactly: entry.endOffset - entry.valueEnd)
    {
      packed = Packed(
        keyStart: entry.keyStart, commentPosition: entry.commentPosition, keyLength: keyLength,
        valueLength: valueLength, valueGap: valueGap, endGap: endGap, flags: entry.flags)
    } else {
      wholeEntries[store.count] = entry
      packed = Packed(
        keyStart: 0, commentPosition: 0, keyLength: 0, valueLength: 0, valueGap: 0, endGap: 0, flags: Self.whole)
    }
    store.append(packed)
  }
}
