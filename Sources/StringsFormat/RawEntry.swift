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

/// An entry as stored by the document: ranges into the text, decoded on demand.
struct RawEntry: Sendable, Hashable {
  /// The key token.
  var key: Token
  /// The value token; `nil` for the shortcut form `"key";`.
  var value: Token?
  /// Where the entry starts: its translator comment if it has one, else its key.
  var start: Int
  /// The offset just past the entry's `;` (or past its value when the `;` is missing).
  var end: Int
  /// The translator comment (delimiters included) placed right above the key.
  var comment: Range<Int>?
  /// True for entries after the point where a device stops reading the file.
  var ignoredOnDevice: Bool
  /// True when the entry ends with its `;`.
  var hasSemicolon: Bool
}
