import LprojMatching

/// `check`'s rule for an untranslated value, shared by the audit, `render` and `export`: a
/// language that is not a variant of the development language shows the development value,
/// and that value has letters (a number or a symbol reads the same in every language).
public enum UntranslatedRule {
  /// True when `text` has a letter: only such a value can be untranslated.
  public static func hasLetters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// True when `lproj` is the development language or a variant of it (`en-GB` of `en`; `nb`,
  /// `nn` and `no` count as one language): its values may equal the development values.
  public static func isDevelopmentVariant(_ lproj: Lproj, development: Lproj?) -> Bool {
    guard let development else { return false }
    if lproj.name == development.name { return true }
    guard let mine = lproj.locale, let reference = development.locale else { return false }
    func language(_ tag: LocaleTag) -> String { tag.language == "no" || tag.language == "nn" ? "nb" : tag.language }
    return language(mine) == language(reference)
  }
}
