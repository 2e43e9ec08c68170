/// Where a message function puts a message together piece by piece, for the findings a bundle
/// can have by the thousand (`missing-key`, `untranslated`, `stale-key`): the audit's reused byte
/// buffer conforms, so that no string is made for each piece.
package protocol MessageParts {
  /// Appends fixed text.
  mutating func add(_ text: StaticString)
  /// Appends text as it is.
  mutating func add(_ text: String)
  /// Appends an integer in decimal.
  mutating func add(_ number: Int)
  /// Appends a key or value in quotes (shortened and escaped as the audit quotes).
  mutating func quote(_ text: String)
  /// Appends, in quotes, the text of UTF-8 bytes: `range` of `text`.
  mutating func quote(utf8 text: [UInt8], _ range: Range<Int>)
  /// The message, leaving the parts empty for the next one.
  mutating func take() -> String
}
