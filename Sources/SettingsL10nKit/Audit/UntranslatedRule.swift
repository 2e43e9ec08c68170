import LprojMatching

/// `check`'s rule for an untranslated value, shared by the audit, `render`, `export` and
/// `import`: a language that is not a variant of the development language shows the
/// development value, and that value is a phrase a translator would change
/// (`needsTranslation`): names and placeables read the same in every language.
public enum UntranslatedRule {
  /// True when `text` has a word a translator would change: not only acronyms, names with
  /// digits or inner capitals, addresses, printf specifiers and numbers with their units.
  public static func needsTranslation(_ text: String) -> Bool {
    hasLetters(text) && NamesAndPlaceables.hasWords(text)
  }

  /// True when `text` has a letter: only such a value can be untranslated.
  public static func hasLetters(_ text: String) -> Bool {
    PrintableText.withUTF8(text) { asciiLetters(in: $0) } ?? text.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// `hasLetters` of the text of these UTF-8 bytes.
  public static func hasLetters(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    asciiLetters(in: bytes) ?? hasLetters(String(decoding: bytes, as: UTF8.self))
  }

  /// True when the bytes hold an ASCII letter, false when they are all ASCII without one, nil
  /// when that takes a Unicode look: most values are answered without one.
  private static func asciiLetters(in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var allASCII = true
    for byte in bytes {
      let lower = byte | 0x20
      if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") { return true }
      if byte >= 0x80 { allASCII = false }
    }
    return allASCII ? false : nil
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
