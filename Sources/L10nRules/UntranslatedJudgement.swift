import LprojMatching
import StringsFormat

/// `UntranslatedRule.needsTranslation(_:in:)` of one development value, judged once for every
/// language that may keep a copy of it: the word-by-word look at the text is the same in each,
/// and only whether the language writes the value's one word as English does (`SameWords`)
/// differs. `export` and `render` ask it of the same values in every language.
package struct UntranslatedJudgement: Sendable, Hashable {
  /// The judged value.
  private let text: String
  /// `UntranslatedRule.needsTranslation(_:)` of the value.
  private let needsTranslation: Bool
  /// The value's only word besides names and placeables, lowercased, when it needs translation
  /// and has exactly one such word: the only kind a language's same words can excuse.
  private let soleWord: String?

  /// Judges `text`.
  package init(_ text: String) {
    self.text = text
    needsTranslation = UntranslatedRule.needsTranslation(text)
    soleWord = needsTranslation ? Self.soleWord(of: text) : nil
  }

  /// `UntranslatedRule.needsTranslation(copy, in: lproj)` of a `copy` equal to the value as
  /// strings compare, `words` being `words(for: lproj)`: the judgement when the copy has the
  /// value's very bytes; a canonically equivalent spelling, whose scalars differ, is judged on its own.
  package func needsTranslation(copy: String, in lproj: Lproj?, words: Set<String>?) -> Bool {
    guard ExactKey(copy) == ExactKey(text) else { return UntranslatedRule.needsTranslation(copy, in: lproj) }
    guard needsTranslation else { return false }
    guard let words, let soleWord else { return true }
    return !words.contains(soleWord)
  }

  /// The same words of `lproj`'s language (`SameWords.words(for:)`), looked up once per language.
  package static func words(for lproj: Lproj?) -> Set<String>? { SameWords.words(for: lproj?.locale) }

  /// The one word of `text` besides names and placeables, lowercased; nil with none or several,
  /// as `SameWords.readsTheSame(_:words:)` reads them.
  private static func soleWord(of text: String) -> String? {
    var count = 0
    var first: String?
    NamesAndPlaceables.forEachWord(in: text) { word in
      count += 1
      if count == 1 { first = word.lowercased() }
      return count < 2
    }
    return count == 1 ? first : nil
  }
}
