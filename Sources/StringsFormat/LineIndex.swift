#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps byte offsets of a text to 1-based lines and columns; LF, CR and CRLF each end a line.
public struct LineIndex: Sendable {
  private let text: [UInt8]
  private let lineStarts: [Int]

  /// Indexes the line starts of UTF-8 text.
  public init(text: [UInt8]) {
    self.text = text
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
    self.lineStarts = starts
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
    var column = 1
    var j = lineStarts[low]
    while j < clamped {
      if text[j] & 0xC0 != 0x80 { column += 1 }
      j += 1
    }
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
}
