import ByteCore
import LprojMatching

/// `check`'s rule for an untranslated value, shared by the audit, `render`, `export` and
/// `import`: a language that is not a variant of the development language shows the
/// development value, and that value is a phrase a translator would change
/// (`needsTranslation`): names and placeables read the same in every language, and a word the
/// language writes as English does reads the same in it (`needsTranslation(_:in:)`).
public enum UntranslatedRule {
  /// True when `text` has a word a translator would change: not only acronyms, names with
  /// digits or inner capitals, addresses, printf specifiers and numbers with their units.
  public static func needsTranslation(_ text: String) -> Bool {
    hasLetters(text) && NamesAndPlaceables.hasWords(text)
  }

  /// True when a copy of `text` in `lproj` is untranslated: `needsTranslation`, and not one word
  /// that `lproj`'s language writes as English does (`SameWords`: `Audio` in German).
  public static func needsTranslation(_ text: String, in lproj: Lproj?) -> Bool {
    needsTranslation(text) && !SameWords.readsTheSame(text, in: lproj)
  }

  /// True when `text` has a letter: only such a value can be untranslated.
  public static func hasLetters(_ text: String) -> Bool {
    TextBytes.hasASCIILetter(text) ?? text.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// `hasLetters` of the text of these UTF-8 bytes.
  /// Most values are answered from their bytes, without a Unicode look.
  public static func hasLetters(utf8 bytes: ArraySlice<UInt8>) -> Bool {
    TextBytes.hasASCIILetter(bytes) ?? hasLetters(String(decoding: bytes, as: UTF8.self))
  }

  /// True when `lproj` is the development language or a variant of it (`en-GB` of `en`; `nb`,
  /// `nn` and `no` count as one language): its values may equal the development values.
  public static func isDevelopmentVariant(_ lproj: Lproj, development: Lproj?) -> Bool {
    guard let development else { return false }
    if lproj.name == development.name { return true }
    guard let mine = lproj.locale, let reference = development.locale else { return false }
    return mine.isSameLanguage(as: reference)
  }
}
