/// A token of the grammar as the parser found it: its byte range and what it holds.
struct Token: Sendable, Hashable {
  /// What a token is.
  enum Kind: Sendable, Hashable {
    /// A quoted string; `escaped` when it holds a backslash.
    case quoted(escaped: Bool)
    /// An unquoted string.
    case unquoted
    /// `{ … }`, `( … )` or `< … >`: a non-string value, decoded when it is read.
    case collection
  }

  /// The token's bytes, quotes and brackets included.
  var range: Range<Int>
  /// What it holds.
  var kind: Kind
}

/// An entry as stored by the document: offsets into the text, decoded on demand.
///
/// Five 32-bit offsets, the index of its comment and one byte of flags (the document refuses
/// texts over 4 GiB); a table stores it packed in `RawEntries`.
struct RawEntry: Sendable, Hashable {
  /// The largest text whose offsets an entry can hold.
  static let maxTextCount = Int(UInt32.max)

  let keyStart: UInt32
  let keyEnd: UInt32
  /// Equal to `valueEnd` when the entry has no value (every value token holds at least one byte).
  let valueStart: UInt32
  let valueEnd: UInt32
  let endOffset: UInt32
  /// Position of the translator comment in the document's `comments`, or `UInt32.max`.
  let commentPosition: UInt32
  let flags: UInt8

  private static let keyQuoted: UInt8 = 1
  private static let keyEscaped: UInt8 = 2
  private static let valueQuoted: UInt8 = 4
  private static let valueEscaped: UInt8 = 8
  private static let valueCollection: UInt8 = 16
  private static let ignored: UInt8 = 32
  private static let semicolon: UInt8 = 64

  private func kind(quoted: UInt8, escaped: UInt8, collection: UInt8) -> Token.Kind {
    if flags & collection != 0 { return .collection }
    return flags & quoted != 0 ? .quoted(escaped: flags & escaped != 0) : .unquoted
  }

  /// The key token. Always inlined, as `value`: read for every value the audit looks at, where
  /// the call cost more than the token.
  @inline(__always)
  var key: Token {
    Token(
      range: Int(keyStart)..<Int(keyEnd), kind: kind(quoted: Self.keyQuoted, escaped: Self.keyEscaped, collection: 0))
  }

  /// The value token; `nil` for the shortcut form `"key";`.
  @inline(__always)
  var value: Token? {
    guard valueEnd > valueStart else { return nil }
    return Token(
      range: Int(valueStart)..<Int(valueEnd),
      kind: kind(quoted: Self.valueQuoted, escaped: Self.valueEscaped, collection: Self.valueCollection))
  }

  /// The offset just past the entry's `;` (or past its value when the `;` is missing).
  var end: Int { Int(endOffset) }

  /// Position of the translator comment (placed right above the key) among the document's comments.
  var commentIndex: Int? { commentPosition == UInt32.max ? nil : Int(commentPosition) }

  /// True for entries after the point where a device stops reading the file.
  var ignoredOnDevice: Bool { flags & Self.ignored != 0 }

  /// True when the entry ends with its `;`.
  var hasSemicolon: Bool { flags & Self.semicolon != 0 }
}

// In an extension, so that the compiler still writes the memberwise initializer, with which
// `RawEntries` unpacks its entries.
extension RawEntry {
  /// Records an entry; `comment` is the position of its translator comment among the document's comments.
  init(key: Token, value: Token?, end: Int, comment: Int?, ignoredOnDevice: Bool, hasSemicolon: Bool) {
    func bits(_ kind: Token.Kind, quoted: UInt8, escaped: UInt8, collection: UInt8) -> UInt8 {
      switch kind {
      case .quoted(let isEscaped): quoted | (isEscaped ? escaped : 0)
      case .unquoted: 0
      case .collection: collection
      }
    }
    keyStart = UInt32(key.range.lowerBound)
    keyEnd = UInt32(key.range.upperBound)
    valueStart = UInt32(value?.range.lowerBound ?? key.range.upperBound)
    valueEnd = UInt32(value?.range.upperBound ?? key.range.upperBound)
    endOffset = UInt32(end)
    commentPosition = comment.map { UInt32($0) } ?? UInt32.max
    flags =
      bits(key.kind, quoted: Self.keyQuoted, escaped: Self.keyEscaped, collection: 0)
      | (value.map {
        bits($0.kind, quoted: Self.valueQuoted, escaped: Self.valueEscaped, collection: Self.valueCollection)
      } ?? 0)
      | (ignoredOnDevice ? Self.ignored : 0) | (hasSemicolon ? Self.semicolon : 0)
  }
}
