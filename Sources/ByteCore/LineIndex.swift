#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps byte offsets of a text to 1-based lines and columns; LF, CR and CRLF each end a line.
///
/// A location costs a count of at most a few blocks of bytes and a binary search over the
/// blocks, whatever the line's length: the index keeps, for each block, how many line starts
/// and how many scalars come before it, so k locations on one long line cost O(k), not
/// O(k × line length). Keeping counts per block, not every line's start, keeps the index at a
/// quarter of the text's size even for a text of line breaks only.
public struct LineIndex: Sendable {
  private let text: [UInt8]
  /// `startsBefore[b]` is the number of line starts (after the first) in `1 ... b * blockSize`.
  private let startsBefore: [Int]
  /// `scalarsBefore[b]` is the number of Unicode scalars in `text[0 ..< b * blockSize]`.
  private let scalarsBefore: [Int]
  /// Bytes per block (each of the two counts takes an eighth of the text's size).
  static let blockSize = 64

  /// Indexes the line starts of UTF-8 text.
  public init(text: [UInt8]) {
    self.text = text
    self.startsBefore = Self.startsPerBlock(of: text)
    self.scalarsBefore = Self.scalarsPerBlock(of: text)
  }

  /// True when a line starts at `s` (0 < s ≤ count): after an LF, or after a CR not followed by an LF.
  private static func isLineStart(_ p: UnsafeBufferPointer<UInt8>, _ s: Int) -> Bool {
    let before = p[s &- 1]
    return before == 0x0A || (before == 0x0D && (s == p.count || p[s] != 0x0A))
  }

  /// The number of line starts in `range` (offsets above 0).
  private static func starts(_ p: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<Int>) -> Int {
    var count = 0
    for s in range where isLineStart(p, s) { count &+= 1 }
    return count
  }

  private static func startsPerBlock(of text: [UInt8]) -> [Int] {
    var counts = [0]
    counts.reserveCapacity(text.count / blockSize + 1)
    text.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return }
      let n = p.count
      var total = 0
      var blockEnd = blockSize
      // Without CR (the usual case) memchr finds each LF, and a line starts after it.
      if memchr(base, 0x0D, n) == nil {
        var j = 0
        while j < n, let hit = memchr(base + j, 0x0A, n - j) {
          j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
          while blockEnd < j, blockEnd <= n {
            counts.append(total)
            blockEnd += blockSize
          }
          total += 1
        }
        while blockEnd <= n {
          counts.append(total)
          blockEnd += blockSize
        }
        return
      }
      while blockEnd <= n {
        total += starts(p, blockEnd - blockSize + 1...blockEnd)
        counts.append(total)
        blockEnd += blockSize
      }
    }
    return counts
  }

  /// The number of line starts in `1 ... offset`.
  private func startCount(upTo offset: Int) -> Int {
    let block = offset / Self.blockSize
    let blockStart = block * Self.blockSize
    guard offset > blockStart else { return startsBefore[block] }
    return text.withUnsafeBufferPointer { startsBefore[block] + Self.starts($0, blockStart + 1...offset) }
  }

  /// The offset where 1-based `line` (at most `lineCount`) starts.
  private func start(ofLine line: Int) -> Int {
    guard line > 1 else { return 0 }
    let wanted = line - 1
    // The first block boundary with `wanted` starts up to it; the start is in the block before.
    var low = 0
    var high = startsBefore.count
    while low < high {
      let mid = (low + high) / 2
      if startsBefore[mid] >= wanted { high = mid } else { low = mid + 1 }
    }
    let first = low == 0 ? 1 : (low - 1) * Self.blockSize + 1
    var count = low == 0 ? 0 : startsBefore[low - 1]
    return text.withUnsafeBufferPointer { p in
      var s = first
      while s <= p.count {
        if Self.isLineStart(p, s) {
          count += 1
          if count == wanted { return s }
        }
        s += 1
      }
      return p.count
    }
  }

  private static func scalarsPerBlock(of text: [UInt8]) -> [Int] {
    var counts = [0]
    counts.reserveCapacity(text.count / blockSize + 1)
    text.withUnsafeBufferPointer { p in
      var total = 0
      var blockStart = 0
      while blockStart + blockSize <= p.count {
        total += scalars(p, blockStart..<blockStart + blockSize)
        blockStart += blockSize
        counts.append(total)
      }
    }
    return counts
  }

  /// The number of scalars that start in `range` of UTF-8 text (bytes that are no continuation byte).
  private static func scalars(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    for j in range where p[j] & 0xC0 != 0x80 { count &+= 1 }
    return count
  }

  /// The number of scalars that start before `offset`.
  private func scalarCount(before offset: Int) -> Int {
    let block = offset / Self.blockSize
    let blockStart = block * Self.blockSize
    return text.withUnsafeBufferPointer { scalarsBefore[block] + Self.scalars($0, blockStart..<offset) }
  }

  /// The bytes the index adds to its text's (its two counts).
  var indexBytes: Int { (startsBefore.count + scalarsBefore.count) * MemoryLayout<Int>.stride }

  /// The number of lines (a text ending with a line break has an empty last line).
  public var lineCount: Int { 1 + startCount(upTo: text.count) }

  /// The line and column (in Unicode scalars) of a byte offset.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, text.count))
    let line = 1 + startCount(upTo: clamped)
    let column = scalarCount(before: clamped) - scalarCount(before: start(ofLine: line)) + 1
    return SourceLocation(line: line, column: column, offset: clamped)
  }

  /// Where 1-based `line` ends, before its line break.
  private func end(ofLine line: Int, from start: Int) -> Int {
    var end = line < lineCount ? self.start(ofLine: line + 1) : text.count
    while end > start, text[end - 1] == 0x0A || text[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The text of a 1-based line, without its line break.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineCount else { return "" }
    let start = start(ofLine: line)
    return String(decoding: text[start..<end(ofLine: line, from: start)], as: UTF8.self)
  }

  /// The line holding `offset`, without its line break, cut on a long line to about `radius`
  /// bytes either side of the offset (at scalar boundaries), with the offset's 1-based column
  /// in that excerpt and whether text was cut before or after it.
  ///
  /// A snippet under each of k diagnostics on one long line then costs O(k), not O(k × line length).
  /// `nil` when the offset is not in the text (a diagnostic about bytes that were never decoded).
  public func excerpt(at offset: Int, radius: Int = 120) -> LineExcerpt? {
    guard offset >= 0, offset <= text.count else { return nil }
    let clamped = offset
    let line = location(of: clamped).line
    let lineStart = start(ofLine: line)
    let lineEnd = end(ofLine: line, from: lineStart)
    var start = max(lineStart, clamped - radius)
    while start > lineStart, text[start] & 0xC0 == 0x80 { start -= 1 }
    var end = max(start, min(lineEnd, clamped + radius))
    while end < lineEnd, text[end] & 0xC0 == 0x80 { end += 1 }
    let column = text.withUnsafeBufferPointer { Self.scalars($0, start..<min(clamped, end)) } + 1
    return LineExcerpt(
      text: String(decoding: text[start..<end], as: UTF8.self), column: column,
      cutBefore: start > lineStart, cutAfter: end < lineEnd)
  }
}

/// A piece of one line of a text, as shown under a diagnostic.
public struct LineExcerpt: Sendable, Hashable {
  /// The text, without line break.
  public var text: String
  /// The 1-based column (in scalars) of the located offset within `text`.
  public var column: Int
  /// True when the line goes on before `text`.
  public var cutBefore: Bool
  /// True when the line goes on after `text`.
  public var cutAfter: Bool
}
