import ByteCore

/// One `key = value;` entry with where it stands in the text.
public struct StringsEntry: Sendable, Hashable {
  /// The key, escapes decoded.
  public var key: String
  /// The value, escapes decoded (the key itself for the shortcut form `"key";`).
  public var value: StringsValue
  /// The translator comment above the entry, without `/* */` or `//` and trimmed (decoded when read).
  public var comment: String? { commentSource?.text }
  /// Where the comment is: decoding it only when asked keeps reading tables fast.
  let commentSource: CommentSource?
  /// The whole entry, translator comment and `;` included (empty for property list files).
  public var range: Range<Int>
  /// The key token, quotes included.
  public var keyRange: Range<Int>
  /// The value token, quotes included; `nil` for the shortcut form.
  public var valueRange: Range<Int>?
  /// True when the entry comes after the point where a device stops reading.
  public var isIgnoredOnDevice: Bool
  /// Position among the document's entries.
  public var index: Int
}

extension StringsDocument {
  /// The document's entries, decoded as they are read.
  public struct Entries: RandomAccessCollection, Sendable {
    let document: StringsDocument

    /// Index of the first entry.
    public var startIndex: Int { 0 }
    /// One past the last entry.
    public var endIndex: Int { document.syntax == .text ? document.raw.count : document.plistPairs.count }

    /// Decodes the entry at `position`.
    public subscript(position: Int) -> StringsEntry {
      document.entry(at: position)
    }
  }

  /// The value of the entry at `index`, decoding nothing else.
  func value(at index: Int) -> StringsValue {
    if syntax != .text { return plistPairs[index].value }
    let r = raw[index]
    return text.withByteView { p in
      guard let v = r.value else { return .string(Unescaper.string(p, r.key)) }
      return v.kind == .collection ? (collections[v.range.lowerBound] ?? .string("")) : .string(Unescaper.string(p, v))
    }
  }

  func entry(at index: Int) -> StringsEntry {
    if syntax != .text {
      let pair = plistPairs[index]
      return StringsEntry(
        key: pair.key, value: pair.value, commentSource: nil, range: 0..<0, keyRange: 0..<0, valueRange: nil,
        isIgnoredOnDevice: false, index: index)
    }
    let r = raw[index]
    return text.withByteView { p in
      let key = Unescaper.string(p, r.key)
      let value: StringsValue
      if let v = r.value {
        value =
          v.kind == .collection ? (collections[v.range.lowerBound] ?? .string("")) : .string(Unescaper.string(p, v))
      } else {
        value = .string(key)
      }
      return StringsEntry(
        key: key, value: value, commentSource: comment(of: r).map { CommentSource(text: text, range: $0) },
        range: start(of: r)..<r.end,
        keyRange: r.key.range, valueRange: r.value?.range, isIgnoredOnDevice: r.ignoredOnDevice, index: index)
    }
  }

  /// The text of a comment token without its delimiters, trimmed of surrounding whitespace.
  static func commentText(_ p: ByteView, _ r: Range<Int>) -> String {
    p.extracting(commentTextRange(p, r)).string
  }

  /// Where the text of a comment token is, without its delimiters and surrounding whitespace.
  static func commentTextRange(_ p: ByteView, _ r: Range<Int>) -> Range<Int> {
    var start = r.lowerBound + 2
    var end = r.upperBound
    if p[r.lowerBound + 1] == ByteClass.star, end - start >= 2, p[end - 2] == ByteClass.star,
      p[end - 1] == ByteClass.slash
    {
      end -= 2
    }
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
    while start < end, isSpace(p[start]) { start += 1 }
    while end > start, isSpace(p[end - 1]) { end -= 1 }
    return start..<end
  }
}

/// A comment token in a document's text, compared and hashed by its bytes.
struct CommentSource: Sendable, Hashable {
  let bytes: [UInt8]
  let range: Range<Int>

  init(text: [UInt8], range: Range<Int>) {
    self.bytes = text
    self.range = range
  }

  /// The comment without delimiters, trimmed.
  var text: String {
    bytes.withByteView { StringsDocument.commentText($0, range) }
  }

  static func == (lhs: CommentSource, rhs: CommentSource) -> Bool {
    lhs.bytes.withByteView { l in rhs.bytes.withByteView { l.extracting(lhs.range) == $0.extracting(rhs.range) } }
  }

  func hash(into hasher: inout Hasher) {
    bytes.withByteView { $0.extracting(range).hash(into: &hasher) }
  }
}
