#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Character classes of the old-style property list grammar, on UTF-8 bytes.
@usableFromInline
package enum ByteClass {
  @inlinable package static var quote: UInt8 { 0x22 }  // "
  @inlinable static var apostrophe: UInt8 { 0x27 }  // '
  @inlinable package static var backslash: UInt8 { 0x5C }
  @inlinable package static var semicolon: UInt8 { 0x3B }
  @inlinable package static var equals: UInt8 { 0x3D }
  @inlinable package static var slash: UInt8 { 0x2F }
  @inlinable package static var star: UInt8 { 0x2A }
  @inlinable package static var lf: UInt8 { 0x0A }
  @inlinable package static var cr: UInt8 { 0x0D }

  /// `[A-Za-z0-9_$/:.-]`: the characters of an unquoted string.
  @inlinable @inline(__always)
  static func isUnquoted(_ b: UInt8) -> Bool {
    switch b {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
    default: false
    }
  }

  /// A quote character that opens a quoted string.
  @inlinable @inline(__always)
  package static func isQuote(_ b: UInt8) -> Bool { b == quote || b == apostrophe }

  /// A byte that can start a key (a quoted or unquoted string).
  @inlinable @inline(__always)
  package static func canStartString(_ b: UInt8) -> Bool { isQuote(b) || isUnquoted(b) }

  /// ASCII hexadecimal digit value, or `nil`.
  @inlinable @inline(__always)
  package static func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case 0x30...0x39: UInt32(b &- 0x30)
    case 0x41...0x46: UInt32(b &- 0x37)
    case 0x61...0x66: UInt32(b &- 0x57)
    default: nil
    }
  }

  /// The bytes of an eight-byte `word` (read little-endian) that writers of quoted strings look
  /// at one by one: controls, `"`, `\\`, DEL and the lead byte `lead` (the one non-ASCII byte
  /// the caller cares about: other UTF-8 is copied as it is). Zero when there is none; else the
  /// lowest set bit is in the first such byte (`trailingZeroBitCount / 8` is its index).
  @inlinable @inline(__always)
  static func specialBytes(_ word: UInt64, lead: UInt8) -> UInt64 { specialBytes(word, leads: (lead, lead, lead)) }

  /// `specialBytes(_:lead:)` with up to three lead bytes (repeat one for fewer).
  @inlinable @inline(__always)
  static func specialBytes(_ word: UInt64, leads: (UInt8, UInt8, UInt8)) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A lane's high bit ends up set when its byte is zero (of `x`) or below `limit` (of `word`);
    // a borrow only ever runs upwards from such a byte, so the lowest set lane is exact.
    func hasZero(_ x: UInt64) -> UInt64 { zeroLanes(x) }
    func below(_ limit: UInt64) -> UInt64 { (word &- ones &* limit) & ~word & highs }
    func equal(_ value: UInt64) -> UInt64 { hasZero(word ^ (ones &* value)) }
    return below(0x20) | equal(0x22) | equal(0x5C) | equal(0x7F) | equal(UInt64(leads.0)) | equal(UInt64(leads.1))
      | equal(UInt64(leads.2))
  }

  /// The high bit of each zero byte of `x`, and perhaps of bytes above the lowest zero one (a
  /// borrow runs only upwards): the lowest set lane is always the first zero byte.
  @inlinable @inline(__always)
  static func zeroLanes(_ x: UInt64) -> UInt64 {
    (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
  }

  /// `specialBytes` of the eight bytes at `j` of `p` (which must hold them).
  @inlinable @inline(__always)
  static func specialBytes(_ p: UnsafeBufferPointer<UInt8>, at j: Int, leads: (UInt8, UInt8, UInt8)) -> UInt64 {
    guard let base = p.baseAddress else { return 0 }
    return specialBytes(UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)), leads: leads)
  }

  /// From `j`, the offset of the first byte that `specialBytes(lead:)` flags, found eight bytes
  /// at a time; or, when none is, of the last seven or fewer bytes, for the caller to look at
  /// one by one (so `p.count` only when `j` is).
  @inlinable @inline(__always)
  static func firstSpecial(_ p: UnsafeBufferPointer<UInt8>, from j: Int, lead: UInt8) -> Int {
    firstSpecial(p, from: j, leads: (lead, lead, lead))
  }

  /// `firstSpecial(_:from:lead:)` over a view (`j` at most its count).
  @inlinable @inline(__always)
  package static func firstSpecial(_ view: ByteView, from j: Int, lead: UInt8) -> Int {
    precondition(j >= 0 && j <= view.count, "firstSpecial: offset out of bounds")
    return firstSpecial(view.base, from: j, leads: (lead, lead, lead))
  }

  /// `firstSpecial(_:from:lead:)` with up to three lead bytes (repeat one for fewer).
  @inlinable @inline(__always)
  static func firstSpecial(_ p: UnsafeBufferPointer<UInt8>, from j: Int, leads: (UInt8, UInt8, UInt8)) -> Int {
    var j = j
    while j &+ 8 <= p.count {
      let special = specialBytes(p, at: j, leads: leads)
      if special != 0 { return j &+ special.trailingZeroBitCount &>> 3 }
      j &+= 8
    }
    return j
  }

  /// The length of the UTF-8 sequence a lead byte starts (1 for stray continuation bytes).
  @inlinable @inline(__always)
  package static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }
}

/// A read-only view of UTF-8 text with the whitespace, comment and string-token scanners.
@usableFromInline
package struct ByteCursor {
  /// The bytes, read bounds-checked.
  @usableFromInline package let bytes: ByteView
  /// The number of bytes.
  @usableFromInline package let n: Int

  /// The bytes, for the scanners' unchecked loops (which check their offsets first).
  @inlinable @inline(__always)
  var p: UnsafeBufferPointer<UInt8> { bytes.base }

  init(_ p: UnsafeBufferPointer<UInt8>) { self.init(ByteView(p)) }

  /// A cursor over the bytes of `view`, valid while the view is.
  package init(_ view: ByteView) {
    self.bytes = view
    self.n = view.count
  }

  /// Counts line breaks (CRLF as one) in `range` (which must lie in the text), stopping early
  /// once there are more than `limit`. Inlinable: the parser asks it twice per entry, for
  /// ranges of a byte or two.
  @inlinable
  package func lineBreaks(in range: Range<Int>, atMost limit: Int) -> Int {
    precondition(range.lowerBound >= 0 && range.upperBound <= n, "ByteCursor: range out of bounds")
    var count = 0
    var j = range.lowerBound
    while j < range.upperBound {
      let b = p[j]
      if b == ByteClass.lf || b == ByteClass.cr {
        count &+= 1
        if count > limit { return count }
        if b == ByteClass.cr, j &+ 1 < range.upperBound, p[j &+ 1] == ByteClass.lf { j &+= 1 }
      }
      j &+= 1
    }
    return count
  }

  /// The length of the whitespace sequence at `i` (TAB…CR, space, U+2028, U+2029), or 0;
  /// `i` must be in `0..<n`.
  @inlinable @inline(__always)
  package func whitespaceLength(at i: Int) -> Int {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: n), "ByteCursor: offset out of bounds")
    return uncheckedWhitespaceLength(at: i)
  }

  /// The offset of the first byte at or after `i` (in `0...n`) that starts no whitespace
  /// sequence (`whitespaceLength` 0), or `n`.
  @inlinable @inline(__always)
  package func whitespaceEnd(from i: Int) -> Int {
    precondition(i >= 0 && i <= n, "ByteCursor: offset out of bounds")
    var j = i
    while j < n {
      let w = uncheckedWhitespaceLength(at: j)
      if w == 0 { return j }
      j &+= w
    }
    return j
  }

  /// `whitespaceLength(at:)` for an `i` known to be in `0..<n`.
  @inlinable @inline(__always)
  func uncheckedWhitespaceLength(at i: Int) -> Int {
    let b = p[i]
    if b == 0x20 || (b >= 0x09 && b <= 0x0D) { return 1 }
    if b == 0xE2, i &+ 2 < n, p[i &+ 1] == 0x80, p[i &+ 2] == 0xA8 || p[i &+ 2] == 0xA9 { return 3 }
    return 0
  }

  /// True when a line break (LF, CR, U+2028, U+2029) starts at `i`; it ends a `//` comment.
  @inlinable @inline(__always)
  func isCommentEnd(at i: Int) -> Bool {
    let b = p[i]
    if b == ByteClass.lf || b == ByteClass.cr { return true }
    return b == 0xE2 && i &+ 2 < n && p[i &+ 1] == 0x80 && (p[i &+ 2] == 0xA8 || p[i &+ 2] == 0xA9)
  }

  /// The offset of the first `byte` in `i..<end`, or `nil`. Uses memchr, which tests many bytes
  /// per step: the long runs of comments and strings are where a parse spends its time.
  @inlinable @inline(__always)
  package func find(_ byte: UInt8, from i: Int, to end: Int) -> Int? {
    precondition(i >= 0 && end <= n, "ByteCursor: range out of bounds")
    guard i < end, let base = p.baseAddress, let hit = memchr(base + i, Int32(byte), end &- i) else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// The offset just past the `*/` closing a block comment whose body starts at `i` (`i` at
  /// least 0), or `nil`.
  @inlinable @inline(__always)
  package func blockCommentEnd(from i: Int) -> Int? {
    precondition(i >= 0, "ByteCursor: offset out of bounds")
    var j = i
    while let star = find(ByteClass.star, from: j, to: n &- 1) {
      if p[star &+ 1] == ByteClass.slash { return star &+ 2 }
      j = star &+ 1
    }
    return nil
  }

  /// The offset of the line break ending a `//` comment whose body starts at `i` (or `n`).
  @inlinable @inline(__always)
  package func lineCommentEnd(from i: Int) -> Int {
    precondition(i >= 0, "ByteCursor: offset out of bounds")
    var j = i
    while j < n, !isCommentEnd(at: j) { j &+= 1 }
    return j
  }

  /// Scans an unquoted string starting at `i`; returns the offset past it.
  @inlinable @inline(__always)
  package func unquotedEnd(from i: Int) -> Int {
    precondition(i >= 0, "ByteCursor: offset out of bounds")
    var j = i
    while j < n, ByteClass.isUnquoted(p[j]) { j &+= 1 }
    return j
  }

  /// The result of scanning a quoted string body.
  @usableFromInline
  package enum QuotedScan {
    /// Closed at `close` (the offset of the closing quote); `escaped` if it holds a backslash,
    /// `codeEscaped` if one of its escapes is `\\U` or octal (the ones that name code units).
    case closed(close: Int, escaped: Bool, codeEscaped: Bool)
    /// No closing quote before the end of the text.
    case unterminated
    /// A backslash is the last byte of the text (at this offset).
    case backslashAtEnd(Int)
  }

  /// The offset of the first `quote` or backslash in `i..<n`, or `nil`.
  ///
  /// Reads eight bytes at a time: strings are short and often hold escaped quotes, where one pass
  /// for both bytes costs less than a search call for each.
  @inlinable @inline(__always)
  func findQuoteOrBackslash(_ quote: UInt8, from i: Int) -> Int? {
    find(quote, or: ByteClass.backslash, from: i, to: n)
  }

  /// The offset of the first `a` or `b` in `i..<end`, or `nil`, read eight bytes at a time.
  @inlinable @inline(__always)
  package func find(_ a: UInt8, or b: UInt8, from i: Int, to end: Int) -> Int? {
    precondition(i >= 0 && end <= n, "ByteCursor: range out of bounds")
    var j = i
    if let base = p.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      while j &+ 8 <= end {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
        // The lowest lane set in each half is exact (see `specialBytes`), so is that of both.
        let hits = ByteClass.zeroLanes(word ^ (ones &* UInt64(a))) | ByteClass.zeroLanes(word ^ (ones &* UInt64(b)))
        if hits != 0 { return j &+ hits.trailingZeroBitCount &>> 3 }
        j &+= 8
      }
    }
    while j < end {
      if p[j] == a || p[j] == b { return j }
      j &+= 1
    }
    return nil
  }

  /// Scans the body of a string opened by `quote` at `open`.
  ///
  /// Goes from one quote or backslash to the next: each byte is looked at once, however many
  /// escapes a string holds.
  @inlinable @inline(__always)
  package func scanQuoted(open: Int, quote: UInt8) -> QuotedScan {
    precondition(open >= 0 && open < n, "ByteCursor: offset out of bounds")
    var j = open &+ 1
    var escaped = false
    var codeEscaped = false
    while let k = findQuoteOrBackslash(quote, from: j) {
      if p[k] == quote { return .closed(close: k, escaped: escaped, codeEscaped: codeEscaped) }
      escaped = true
      if k &+ 1 >= n { return .backslashAtEnd(k) }
      let e = p[k &+ 1]
      if e == 0x55 || (e >= 0x30 && e <= 0x37) { codeEscaped = true }
      // The escaped byte is skipped: an escaped quote closes nothing.
      j = k &+ 2
    }
    return .unterminated
  }
}
