import Foundation
import LprojMatching
import Testing

@testable import L10nRules
@testable import SettingsL10nKit

/// Words a language writes as English does (`Sources/L10nRules/SameWords+Lists.swift`): a copy of
/// one is a translation however few languages keep it, while real gaps stay untranslated.
@Suite("Same words")
struct SameWordsTests {
  /// Values that read right as written in the language.
  static let same: [(String, String)] = [
    ("de", "Codecs"), ("de", "Tunnel"), ("fr", "Notifications"), ("fr", "Animations"), ("fr", "Mode"),
    ("it", "Account 1"), ("it", "Password"), ("nl", "Debug"), ("pt-BR", "Chat"), ("es-AR", "Audio"),
    ("sv", "Port"), ("cs", "Transport"), ("de", "Version"),
  ]
  /// Values a translator of the language changes: other words, false friends, phrases, scripts.
  static let gaps: [(String, String)] = [
    ("de", "Mode"), ("de", "Tag"), ("nl", "Network"), ("fr", "Video"), ("ja", "Codecs"), ("zh-TW", "Call"),
    ("de", "Send logs"), ("nl", "Audio Port"), ("it", "Advanced"), ("ru", "Audio"), ("ar", "Presence"),
  ]

  @Test("the lists are compiled in, each sorted, lowercased and without repeats")
  func loads() {
    #expect(SameWords.table["de"]?.contains("codecs") == true)
    #expect(SameWords.table.count >= 20)
    for (language, list) in SameWords.lists {
      let words = SameWords.words(of: list)
      #expect(!words.isEmpty, "\(language)")
      #expect(words == Array(Set(words)).sorted(), "\(language)")
      #expect(words.allSatisfy { $0 == $0.lowercased() }, "\(language)")
    }
  }

  @Test("a word the language writes as English does reads the same", arguments: same)
  func readsTheSame(_ language: String, _ value: String) throws {
    let words = try #require(SameWords.words(for: try LocaleTag(language)))
    #expect(SameWords.readsTheSame(value, words: words))
  }

  @Test("another word, a false friend, a phrase or another script is still untranslated", arguments: gaps)
  func staysAGap(_ language: String, _ value: String) throws {
    let words = SameWords.words(for: try LocaleTag(language))
    #expect(words.map { SameWords.readsTheSame(value, words: $0) } != true)
  }

  @Test("check: same words are translations without a vote of three; gaps in the same tables stay")
  func audit() throws {
    let report = try AuditFixtures.audit("same-words")
    let found = Set(report.findings("untranslated").map { "\($0.language ?? ""):\($0.key ?? "")" })
    #expect(found == ["de:Send logs", "de:Mode", "ja:Codecs", "nl:Network"])
    // Kept as they are, they count as translated.
    #expect(report.language("fr")?.untranslated == 0)
    #expect(report.language("de")?.untranslated == 2)
  }

  @Test("render: the same words are not marked untranslated, the gaps are")
  func render() throws {
    let url = AuditFixtures.folder("same-words").appendingPathComponent("Settings.bundle")
    let bundle = try LocalizedBundle.load(url)
    let chrome = ChromeCatalog(lproj: nil, strings: [:])
    let german = try PageRenderer.render(bundle, options: RenderOptions(languages: ["de"]), chrome: chrome)
    #expect(Set(german.untranslatedStrings.map(\.key)) == ["Send logs", "Mode"])
    let french = try PageRenderer.render(bundle, options: RenderOptions(languages: ["fr"]), chrome: chrome)
    #expect(french.untranslatedStrings.isEmpty)
  }
}
