import Foundation

/// `check`'s rule for an untranslated value, in one place for the audit and the exporters: a
/// value equal to the development value (compared as `StringsValue`s: canonically equivalent
/// strings are equal) that has letters, in a folder that is not the development language, Base,
/// or a variant of the development language (`en-GB` of `en` may keep `en`'s spelling).
enum UntranslatedRule {
  /// True when `lproj` translates: its equal values count as untranslated.
  static func translates(_ lproj: Lproj, development: Lproj?) -> Bool {
    !lproj.isBase && !isDevelopmentVariant(lproj, development: development)
  }

  /// True when `lproj` is the development language or a variant of it; `no` and `nb` count as one.
  static func isDevelopmentVariant(_ lproj: Lproj, development: Lproj?) -> Bool {
    guard let mine = lproj.locale, let reference = development?.locale else { return lproj.name == development?.name }
    func language(_ tag: LocaleTag) -> String { tag.language == "no" ? "nb" : tag.language }
    return language(mine) == language(reference)
  }

  /// True when a value equal to the development value is untranslated: it has letters.
  static func hasLetters(_ value: StringsValue) -> Bool {
    guard case .string(let text) = value else { return false }
    return text.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// The whole rule for one value of `lproj` against the development value.
  static func isUntranslated(_ value: StringsValue, development: StringsValue, in lproj: Lproj, developmentLproj: Lproj?) -> Bool {
    translates(lproj, development: developmentLproj) && value == development && hasLetters(value)
  }
}
