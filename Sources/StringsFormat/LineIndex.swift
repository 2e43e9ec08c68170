#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps byte offsets of a text to 1-based lines and columns; LF, CR and CRLF each end a line.
///
/// A location costs a binary search over the line starts plus a count of at most one block of
/// bytes, whatever the line's length: the index keeps how many scalars come before each block,
/// so k locations on one long line cost O(k), not O(k × line length).
public struct LineIndex: Sendable {
  private let text: [UInt8]
  private let lineStarts: [Int]
  /// `scalarsBefore[b]` is the number of Unicode scalars in `text[0 ..< b * blockSize]`.
  private let scalarsBefore: [Int]
  /// Bytes per block of `scalarsBefore` (its memory is an eighth of the text's).
  static let blockSize = 64

  /// Indexes the line starts of UTF-8 text.
  public init(text: [UInt8]) {
    self.text = text
    self.lineStarts = Self.lineStarts(of: text)
    self.scalarsBefore = Self.scalarsPerBlock(of: text)
  }

  private static func lineStarts(of text: [UInt8]) -> [Int] {
    var starts = [0]
    text.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return }
      let n = p.count
      // Without CR (the usual case) memchr finds each LF.
      if memchr(base, 0x0D, n) == nil {
        var j = 0
        while j < n, let hit = memchr(base + j, 0x0A, n - j) {
          j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
          starts.append(j)
        }
        return
      }
      var j = 0
      while j < n {
        let b = p[j]
        j &+= 1
        if b == 0x0A {
          starts.append(j)
        } else if b == 0x0D {
          if j < n, p[j] == 0x0A { j &+= 1 }
          starts.append(j)
        }
      }
    }
    return starts
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

  /// The number of lines (a text ending with a line break has an empty last line).
  public var lineCount: Int { lineStarts.count }

  /// The line and column (in Unicode scalars) of a byte offset.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, text.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let column = scalarCount(before: clamped) - scalarCount(before: lineStarts[low]) + 1
    return SourceLocation(line: low + 1, column: column, offset: clamped)
  }

  /// The text of a 1-based line, without its line break.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : text.count
    while end > start, text[end - 1] == 0x0A || text[end - 1] == 0x0D { end -= 1 }
    return String(decoding: text[start..<end], as: UTF8.self)
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
    let lineStart = lineStarts[line - 1]
    var lineEnd = line < lineStarts.count ? lineStarts[line] : text.count
    while lineEnd > lineStart, text[lineEnd - 1] == 0x0A || text[lineEnd - 1] == 0x0D { lineEnd -= 1 }
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
