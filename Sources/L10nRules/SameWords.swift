import Foundation
import LprojMatching

/// Words a language writes as English does, meaning the same (`Audio` in German, `Notifications`
/// in French, `Account` in Italian): a development value of one such word, besides names and
/// placeables, reads right as written in that language, so a copy of it is not untranslated,
/// however few languages of the bundle keep it. Read from `Locales/same-words.json`, which says
/// where its words come from; a language it does not list has no such words.
package enum SameWords {
  /// The words by language subtag (`de`; `pt-BR` where it differs from `pt`), lowercased.
  static let table: [String: Set<String>] = load()

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

  /// Reads the file's `words` (language → words; `about` says where they come from), with
  /// JSONSerialization: a Codable decoding of its thousand words cost more than auditing a
  /// language of the corpus.
  private static func load() -> [String: Set<String>] {
    guard let folder = ToolCatalogs.folder,
      let data = try? Data(contentsOf: folder.appendingPathComponent("same-words.json")),
      let file = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let words = file["words"] as? [String: [String]]
    else { return [:] }
    return words.mapValues { Set($0.map { $0.lowercased() }) }
  }
}
