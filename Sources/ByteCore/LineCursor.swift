#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines and columns of byte offsets of a UTF-8 text visited in increasing order, as `LineIndex`
/// gives them (LF, CR and CRLF each end a line; columns count Unicode scalars).
///
/// For readers and checks that meet their positions moving forward: each byte is looked at about
/// once (line breaks are found with memchr when the text holds no CR, and scalars are counted from
/// the last line start only), and nothing is built beforehand. `LineIndex` serves lookups in any order.
public struct LineCursor: Sendable {
  private var offset = 0
  private var line = 1
  private var column = 1
  /// Whether the text holds a CR (then every byte up to a target is looked at); known on first use.
  private var hasCR: Bool?

  /// A cursor at the start of a text.
  public init() {}

  /// The location of `target`, moving the cursor there; a target behind the cursor gets the
  /// cursor's line and column, and one past the text's end its end's.
  public mutating func location(at target: Int, in text: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    let end = min(target, text.count)
    if end > offset, let base = text.baseAddress {
      let hasCR = self.hasCR ?? (memchr(base, 0x0D, text.count) != nil)
      self.hasCR = hasCR
      var lineStart: Int?
      if hasCR {
        for j in offset..<end {
          let byte = text[j]
          // A CRLF ends its line after the LF: an offset on the LF is still on the CR's line.
          if byte == 0x0A || (byte == 0x0D && (j + 1 >= text.count || text[j + 1] != 0x0A)) {
            line &+= 1
            lineStart = j + 1
          }
        }
      } else {
        var j = offset
        while j < end, let hit = memchr(base + j, 0x0A, end - j) {
          j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
          line &+= 1
          lineStart = j
        }
      }
      if lineStart != nil { column = 1 }
      for j in (lineStart ?? offset)..<end where text[j] & 0xC0 != 0x80 { column &+= 1 }
      offset = end
    }
    return SourceLocation(line: line, column: column, offset: target)
  }

  /// The location of `target` in `text`, moving the cursor there.
  public mutating func location(at target: Int, in text: [UInt8]) -> SourceLocation {
    text.withUnsafeBufferPointer { location(at: target, in: $0) }
  }

  /// The locations of ascending byte offsets of `text` (each clamped to the text), in one
  /// forward pass. (An array, not any sequence: a generic function of this module is not
  /// specialized for its callers, and stepping through a lazy sequence unspecialized cost more
  /// than locating.)
  package static func locations(of offsets: [Int], in text: [UInt8]) -> [SourceLocation] {
    text.withUnsafeBufferPointer { text in
      var cursor = LineCursor()
      return offsets.map { cursor.location(at: max(0, min($0, text.count)), in: text) }
    }
  }
}
