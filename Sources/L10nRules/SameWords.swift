import LprojMatching

/// Words a language writes as English does, meaning the same (`Audio` in German, `Notifications`
/// in French, `Account` in Italian): a development value of one such word, besides names and
/// placeables, reads right as written in that language, so a copy of it is not untranslated,
/// however few languages of the bundle keep it. The words are `lists` (`SameWords+Lists.swift`,
/// which says where they come from), compiled in: read from a JSON resource, they cost a check
/// more than auditing several languages. A language it does not list has no such words.
package enum SameWords {
  /// The words by language subtag (`de`; `pt-BR` where it differs from `pt`), lowercased.
  static let table: [String: Set<String>] = lists.mapValues { Set(words(of: $0)) }

  /// The words of one of `lists`' entries, in order.
  static func words(of list: String) -> [String] {
    // A loop over the bytes (the lists are ASCII): as fast as the array literals it replaces,
    // where the generic `split` cost a check 0.7 M instructions more.
    let bytes = Array(list.utf8)
    var words: [String] = []
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x0A {
      if start < index { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
      start = index + 1
    }
    return words
  }

  /// The words of `locale`'s language: its region's list (`pt-BR`), else its language's; nil
  /// when the file lists none for it.
  package static func words(for locale: LocaleTag?) -> Set<String>? {
    guard let locale, !table.isEmpty else { return nil }
    if let region = locale.region, let words = table[locale.language + "-" + region] { return words }
    return table[locale.language == "no" ? "nb" : locale.language]
  }

  /// True when `text` has exactly one word besides names and placeables, and `words` has it
  /// (`Account 1`, `Codecs`, `(Debug)`): a phrase of several words is translated as a whole.
  package static func readsTheSame(_ text: String, words: Set<String>) -> Bool {
    var count = 0
    var known = false
    NamesAndPlaceables.forEachWord(in: text) { word in
      count += 1
      known = count == 1 && words.contains(word.lowercased())
      return known
    }
    return known && count == 1
  }

  /// True when `text` reads the same in `lproj`'s language by this list.
  package static func readsTheSame(_ text: String, in lproj: Lproj?) -> Bool {
    guard let words = words(for: lproj?.locale) else { return false }
    return readsTheSame(text, words: words)
  }
}
