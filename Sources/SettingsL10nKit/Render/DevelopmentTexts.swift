import ByteCore
import L10nRules
import StringsFormat

/// What the development language shows for each key the pages look up, with the judgement of
/// that text (`UntranslatedJudgement`): the review report compares every language's text with
/// the same development text, so it is looked up, decoded and judged once for all of them
/// (languages are drawn concurrently, hence the lock).
final class DevelopmentTexts: Sendable {
  /// The text the development language shows for a key, judged.
  struct Text: Sendable {
    let text: String
    let judgement: UntranslatedJudgement
  }

  /// A key of a table (nil: a page that names none), compared by exact bytes as tables compare keys.
  private struct Key: Hashable {
    let table: String?
    let key: ExactKey
  }

  /// By key, the text found: nil inside when the development table lacks the key.
  private let found = Locked<[Key: Text?]>([:])

  /// The text of `key` in `table`, found by `lookUp` (nil: the table lacks it) the first time.
  /// Two languages may both look a key up first: they find the same text, so either may store it.
  func text(table: String?, key: String, lookUp: () -> String?) -> Text? {
    let entry = Key(table: table, key: ExactKey(key))
    if let known = found.withLock({ $0[entry] }) { return known }
    let text = lookUp().map { Text(text: $0, judgement: UntranslatedJudgement($0)) }
    found.withLock { $0[entry] = text }
    return text
  }
}
