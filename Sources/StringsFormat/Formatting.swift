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
  /// Compares the canonical text with the text read, without parsing it again.
  public func isFormatted() throws -> Bool {
    let (canonical, _) = try canonicalText()
    return syntax == .text && original == nil && trailer.isEmpty && canonical == text
  }

  /// The UTF-8 text of `formatted()` and the encoding it is written in.
  private func canonicalText() throws -> (text: [UInt8], encoding: StringsEncoding) {
    guard loadsOnDevice else {
      throw StringsFileError.notEditable(reason: "the file has errors; fix them before it is formatted")
    }
    guard deviceStopOffset == nil else {
      throw StringsFileError.notEditable(reason: "a device stops reading this file before its end; fix that before it is formatted")
    }
    var writer = CanonicalWriter(lineEnding: Array(lineEnding.rawValue.utf8), capacity: text.count)
    guard syntax == .text, original == nil else {
      for entry in entries { writer.append(entry) }
      return (writer.out, .utf8(bom: false))
    }
    text.withUnsafeBufferPointer { p in
      var commentIndex = 0
      for (index, entry) in raw.enumerated() {
        // Comments before this entry that belong to no entry stay, as written.
        while commentIndex < comments.count, comments[commentIndex].lowerBound < entry.key.range.lowerBound {
          let r = comments[commentIndex]
          commentIndex += 1
          if r.lowerBound != entry.comment?.lowerBound { writer.appendVerbatim(UnsafeBufferPointer(rebasing: p[r])) }
        }
        writer.startBlock()
        if let comment = entry.comment {
          writer.appendComment(p, comment)
        }
        writer.appendString(p, entry.key)
        writer.out += [0x20, 0x3D, 0x20]
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
      }
      for r in comments[commentIndex...] { writer.appendVerbatim(UnsafeBufferPointer(rebasing: p[r])) }
    }
    return (writer.out, encoding)
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
    StringsEscaping.appendBlockComment(StringsDocument.commentText(p, r), to: &out)
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
