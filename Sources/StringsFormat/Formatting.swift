extension StringsDocument {
  /// The document in the Xcode style: `/* comment */` above each entry, `"key" = "value";`,
  /// a blank line between entries; other comments kept in place. Encoding and line endings stay.
  ///
  /// Throws when the file has errors or content a device ignores, which formatting would change.
  public func formatted() throws -> StringsDocument {
    let (text, encoding) = try canonicalText()
    return StringsDocument(text: text, encoding: encoding, trailer: [])
  }

  /// True when `formatted()` would write the file's bytes unchanged; throws as it does.
  ///
  /// Writes the canonical text one entry at a time into a small buffer and compares it with the
  /// text read, stopping at the first difference: no second copy of the file is made.
  public func isFormatted() throws -> Bool {
    try checkFormattable()
    guard syntax == .text, original == nil, trailer.isEmpty else { return false }
    var writer = CanonicalWriter(lineEnding: Array(lineEnding.rawValue.utf8), capacity: 4096)
    var matched = 0
    return text.withUnsafeBufferPointer { p in
      let same = writeCanonicalText(p, into: &writer) { written in
        guard written.count <= p.count - matched,
          written.withUnsafeBufferPointer({ KeyIndex.equal($0, UnsafeBufferPointer(rebasing: p[matched..<matched + $0.count])) })
        else { return false }
        matched += written.count
        written.removeAll(keepingCapacity: true)
        return true
      }
      return same && matched == p.count
    }
  }

  /// The errors that keep a document from being formatted.
  private func checkFormattable() throws {
    guard loadsOnDevice else {
      throw StringsFileError.notEditable(reason: "the file has errors; fix them before it is formatted")
    }
    guard deviceStopOffset == nil else {
      throw StringsFileError.notEditable(reason: "a device stops reading this file before its end; fix that before it is formatted")
    }
  }

  /// The UTF-8 text of `formatted()` and the encoding it is written in.
  private func canonicalText() throws -> (text: [UInt8], encoding: StringsEncoding) {
    try checkFormattable()
    var writer = CanonicalWriter(lineEnding: Array(lineEnding.rawValue.utf8), capacity: text.count)
    guard syntax == .text, original == nil else {
      for entry in entries { writer.append(entry) }
      return (writer.out, .utf8(bom: false))
    }
    _ = text.withUnsafeBufferPointer { p in writeCanonicalText(p, into: &writer) { _ in true } }
    return (writer.out, encoding)
  }

  /// Writes the canonical form of old-style text `p` (this document's) into `writer`, handing
  /// `writer.out` to `flush` after each block and at the end; stops when `flush` returns false
  /// (and returns false).
  private func writeCanonicalText(
    _ p: UnsafeBufferPointer<UInt8>, into writer: inout CanonicalWriter, flush: (inout [UInt8]) -> Bool
  ) -> Bool {
    var commentIndex = 0
    for (index, entry) in raw.enumerated() {
      // Comments before this entry that belong to no entry stay, as written.
      while commentIndex < comments.count, comments[commentIndex].lowerBound < entry.key.range.lowerBound {
        let r = comments[commentIndex]
        commentIndex += 1
        if r.lowerBound != comment(of: entry)?.lowerBound { writer.appendVerbatim(UnsafeBufferPointer(rebasing: p[r])) }
      }
      writer.startBlock()
      if let comment = comment(of: entry) {
        writer.appendComment(p, comment)
      }
      writer.appendString(p, entry.key)
      writer.out.append(0x20)
      writer.out.append(0x3D)
      writer.out.append(0x20)
      if let value = entry.value {
        if value.kind == .collection {
          StringsEscaping.appendValue(self.entry(at: index).value, to: &writer.out)
        } else {
          writer.appendString(p, value)
        }
      } else {
        writer.appendString(p, entry.key)
      }
      writer.out.append(0x3B)
      writer.out += writer.lineEnding
      guard flush(&writer.out) else { return false }
    }
    for r in comments[commentIndex...] { writer.appendVerbatim(UnsafeBufferPointer(rebasing: p[r])) }
    return flush(&writer.out)
  }
}

/// Builds Xcode-style text: blocks separated by a blank line, each ending with a line break.
struct CanonicalWriter {
  let lineEnding: [UInt8]
  var out: [UInt8] = []
  private var first = true

  init(lineEnding: [UInt8], capacity: Int) {
    self.lineEnding = lineEnding
    out.reserveCapacity(capacity + capacity / 8 + 64)
  }

  /// Starts a block: a blank line after the previous one.
  mutating func startBlock() {
    if !first { out += lineEnding }
    first = false
  }

  /// `/* comment */` (when there is one) and `"key" = "value";`, from decoded strings.
  mutating func append(_ entry: StringsEntry) {
    startBlock()
    if let comment = entry.comment {
      StringsEscaping.appendBlockComment(comment, to: &out)
      out += lineEnding
    }
    StringsEscaping.appendQuoted(entry.key, to: &out)
    out += [0x20, 0x3D, 0x20]
    StringsEscaping.appendValue(entry.value, to: &out)
    out.append(0x3B)
    out += lineEnding
  }

  /// A comment that belongs to no entry, as written, as its own block.
  mutating func appendVerbatim(_ bytes: UnsafeBufferPointer<UInt8>) {
    startBlock()
    out += bytes
    out += lineEnding
  }

  /// A translator comment token as `/* trimmed text */` and a line break.
  mutating func appendComment(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) {
    let trimmed = UnsafeBufferPointer(rebasing: p[StringsDocument.commentTextRange(p, r)])
    // Encoded surrogates (from UTF-16) become U+FFFD in the comment's String: that path writes them.
    if Unescaper.containsSurrogate(trimmed) {
      StringsEscaping.appendBlockComment(StringsDocument.commentText(p, r), to: &out)
    } else {
      StringsEscaping.appendBlockComment(bytes: trimmed, to: &out)
    }
    out += lineEnding
  }

  /// A string token in canonical quoting: copied when already canonical, else re-escaped.
  mutating func appendString(_ p: UnsafeBufferPointer<UInt8>, _ token: Token) {
    let r = token.range
    switch token.kind {
    case .unquoted:
      out.append(0x22)
      out += UnsafeBufferPointer(rebasing: p[r])
      out.append(0x22)
    case .quoted where p[r.lowerBound] == ByteClass.quote && Self.isCanonical(p, r.lowerBound + 1..<r.upperBound - 1):
      out += UnsafeBufferPointer(rebasing: p[r])
    default:
      StringsEscaping.appendQuoted(Unescaper.string(p, token), to: &out)
    }
  }

  /// True when the body of a `"…"` token is exactly what `StringsEscaping` would write.
  static func isCanonical(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    var j = r.lowerBound
    while j < r.upperBound {
      // Plain bytes (other UTF-8 included) are passed eight at a time, up to the first one to
      // look at; 0xED leads the encoded surrogates that are never canonical.
      // The body's last word is read whole too, starting before `j` (those lanes shifted out; one
      // flagged only by a borrow from them is looked at and passed below).
      if r.count >= 8 {
        let at = min(j, r.upperBound &- 8)
        let special = ByteClass.specialBytes(p, at: at, lead: 0xED) >> UInt64((j &- at) &* 8)
        guard special != 0 else {
          j = at &+ 8
          continue
        }
        j &+= special.trailingZeroBitCount >> 3
      }
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
