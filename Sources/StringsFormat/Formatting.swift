import ByteCore

extension StringsDocument {
  /// The document in the Xcode style: `/* comment */` above each entry, `"key" = "value";`,
  /// a blank line between entries; other comments kept in place. Encoding and line endings stay,
  /// and so does one blank line at the end, which Xcode writes after the last entry.
  ///
  /// Throws when the file has errors or content a device ignores, which formatting would change.
  public func formatted() throws -> StringsDocument {
    let (text, encoding) = try canonicalText()
    return StringsDocument(text: text, encoding: encoding, trailer: [])
  }

  /// True when `formatted()` would write the file's bytes unchanged; throws as it does.
  ///
  /// Compares the canonical text with the text read as it is written, stopping at the first
  /// difference: no second copy of the file is made.
  public func isFormatted() throws -> Bool {
    try checkFormattable()
    guard syntax == .text, original == nil, trailer.isEmpty else { return false }
    return text.withByteView { p in
      var writer = CanonicalWriter(lineEnding: Array(lineEnding.rawValue.utf8), out: MatchingSink(expected: p))
      let same = writeCanonicalText(p, into: &writer) { !$0.differs }
      return same && writer.out.matchesWhole
    }
  }

  /// The errors that keep a document from being formatted.
  private func checkFormattable() throws {
    guard loadsOnDevice else {
      throw StringsFileError.notEditable(reason: "the file has errors; fix them before it is formatted")
    }
    guard deviceStopOffset == nil else {
      throw StringsFileError.notEditable(
        reason: "a device stops reading this file before its end; fix that before it is formatted")
    }
  }

  /// The UTF-8 text of `formatted()` and the encoding it is written in.
  private func canonicalText() throws -> (text: [UInt8], encoding: StringsEncoding) {
    try checkFormattable()
    var writer = CanonicalWriter(
      lineEnding: Array(lineEnding.rawValue.utf8), capacity: text.count + text.count / 8 + 64)
    guard syntax == .text, original == nil else {
      for entry in entries { writer.append(entry) }
      return (writer.out, .utf8(bom: false))
    }
    _ = text.withByteView { p in writeCanonicalText(p, into: &writer) { _ in true } }
    return (writer.out, encoding)
  }

  /// Writes the canonical form of old-style text `p` (this document's) into `writer`, asking
  /// `proceed` about `writer.out` after each block and at the end; stops when it says no (and
  /// returns false).
  private func writeCanonicalText<Sink: ByteSink>(
    _ p: ByteView, into writer: inout CanonicalWriter<Sink>, proceed: (Sink) -> Bool
  ) -> Bool {
    var commentIndex = 0
    for (index, entry) in raw.enumerated() {
      // Comments before this entry that belong to no entry stay, as written.
      while commentIndex < comments.count, comments[commentIndex].lowerBound < entry.key.range.lowerBound {
        let r = comments[commentIndex]
        commentIndex += 1
        if r.lowerBound != comment(of: entry)?.lowerBound { writer.appendVerbatim(p.extracting(r)) }
      }
      writer.startBlock()
      if let comment = comment(of: entry) {
        writer.appendComment(p, comment)
      }
      writer.appendString(p, entry.key)
      writer.appendEquals()
      if let value = entry.value {
        if value.kind == .collection {
          writer.appendValue(self.entry(at: index).value)
        } else {
          writer.appendString(p, value)
        }
      } else {
        writer.appendString(p, entry.key)
      }
      writer.endEntry()
      guard proceed(writer.out) else { return false }
    }
    for r in comments[commentIndex...] { writer.appendVerbatim(p.extracting(r)) }
    // Xcode ends the tables it writes with a blank line: either ending is the Xcode style.
    if writer.hasBlocks, Self.endsWithBlankLine(p, lineEnding: writer.lineEnding) {
      writer.out.write(writer.lineEnding)
    }
    return proceed(writer.out)
  }

  /// True when `p` ends with two line endings: a blank last line.
  private static func endsWithBlankLine(_ p: ByteView, lineEnding: [UInt8]) -> Bool {
    let count = lineEnding.count
    guard p.count >= 2 * count else { return false }
    for i in 0..<(2 * count) where p[p.count - 2 * count + i] != lineEnding[i % count] { return false }
    return true
  }
}

/// Builds Xcode-style text: blocks separated by a blank line, each ending with a line break.
struct CanonicalWriter<Sink: ByteSink> {
  let lineEnding: [UInt8]
  var out: Sink
  private var first = true

  init(lineEnding: [UInt8], out: Sink) {
    self.lineEnding = lineEnding
    self.out = out
  }

  /// True once a block was written.
  var hasBlocks: Bool { !first }

  /// Starts a block: a blank line after the previous one.
  mutating func startBlock() {
    if !first { out.write(lineEnding) }
    first = false
  }

  /// ` = ` between a key and its value.
  mutating func appendEquals() {
    out.write(0x20)
    out.write(0x3D)
    out.write(0x20)
  }

  /// `;` and a line break after a value.
  mutating func endEntry() {
    out.write(0x3B)
    out.write(lineEnding)
  }

  /// `/* comment */` (when there is one) and `"key" = "value";`, from decoded strings.
  mutating func append(_ entry: StringsEntry) {
    startBlock()
    var bytes: [UInt8] = []
    if let comment = entry.comment {
      StringsEscaping.appendBlockComment(comment, to: &bytes)
      bytes += lineEnding
    }
    StringsEscaping.appendQuoted(entry.key, to: &bytes)
    out.write(bytes)
    appendEquals()
    appendValue(entry.value)
    endEntry()
  }

  /// The old-style text of any value (the rare path: collections, decoded strings).
  mutating func appendValue(_ value: StringsValue) {
    var bytes: [UInt8] = []
    StringsEscaping.appendValue(value, to: &bytes)
    out.write(bytes)
  }

  /// A comment that belongs to no entry, as written, as its own block.
  mutating func appendVerbatim(_ bytes: ByteView) {
    startBlock()
    out.write(bytes)
    out.write(lineEnding)
  }

  /// A translator comment token as `/* trimmed text */` and a line break.
  mutating func appendComment(_ p: ByteView, _ r: Range<Int>) {
    let trimmed = p.extracting(StringsDocument.commentTextRange(p, r))
    // Encoded surrogates (from UTF-16) become U+FFFD in the comment's String: that path writes them.
    if Unescaper.containsSurrogate(trimmed) {
      var bytes: [UInt8] = []
      StringsEscaping.appendBlockComment(StringsDocument.commentText(p, r), to: &bytes)
      out.write(bytes)
    } else {
      StringsEscaping.appendBlockComment(bytes: trimmed, to: &out)
    }
    out.write(lineEnding)
  }

  /// A string token in canonical quoting: copied when already canonical, else re-escaped.
  mutating func appendString(_ p: ByteView, _ token: Token) {
    let r = token.range
    switch token.kind {
    case .unquoted:
      out.write(0x22)
      out.write(p.extracting(r))
      out.write(0x22)
    case .quoted
    where p[r.lowerBound] == ByteClass.quote && CanonicalText.isCanonical(p, r.lowerBound + 1..<r.upperBound - 1):
      out.write(p.extracting(r))
    default:
      appendValue(.string(Unescaper.string(p, token)))
    }
  }
}

extension CanonicalWriter where Sink == [UInt8] {
  /// A writer into a new array with room for `capacity` bytes.
  init(lineEnding: [UInt8], capacity: Int) {
    var out: [UInt8] = []
    out.reserveCapacity(capacity)
    self.init(lineEnding: lineEnding, out: out)
  }
}

/// Compares what is written with `expected` from its start instead of keeping it: `format
/// --check` learns whether the canonical text is the file's without building it.
struct MatchingSink: ByteSink {
  let expected: ByteView
  /// How many bytes matched so far.
  private(set) var matched = 0
  /// True once a write differed from the expected bytes (or ran past them).
  private(set) var differs = false

  init(expected: ByteView) { self.expected = expected }

  /// True when everything written matched and covers all of `expected`.
  var matchesWhole: Bool { !differs && matched == expected.count }

  mutating func write(_ byte: UInt8) {
    guard !differs, matched < expected.count, expected[matched] == byte else {
      differs = true
      return
    }
    matched &+= 1
  }

  mutating func write(_ bytes: ByteView) {
    guard !differs, bytes.count <= expected.count &- matched,
      bytes == expected.extracting(matched..<matched &+ bytes.count)
    else {
      differs = true
      return
    }
    matched &+= bytes.count
  }

  mutating func reserve(_ count: Int) {}
}

/// What the canonical style keeps as written.
enum CanonicalText {
  /// True when the body of a `"…"` token is exactly what `StringsEscaping` would write.
  static func isCanonical(_ p: ByteView, _ r: Range<Int>) -> Bool {
    var j = r.lowerBound
    let body = p.extracting(first: r.upperBound)
    while j < r.upperBound {
      // Plain bytes (other UTF-8 included) are passed eight at a time, up to the first one to
      // look at; 0xED leads the encoded surrogates that are never canonical.
      j = ByteClass.firstSpecial(body, from: j, lead: 0xED)
      guard j < r.upperBound else { break }
      let b = p[j]
      if b == ByteClass.backslash {
        switch p[j + 1] {
        case 0x5C, 0x22, 0x6E, 0x72, 0x74: j += 2
        default: return false
        }
        continue
      }
      if b < 0x20 || b == 0x7F || (b == 0xED && p[j + 1] >= 0xA0) { return false }
      j += 1
    }
    return true
  }
}
