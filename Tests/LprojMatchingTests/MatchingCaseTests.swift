import LprojMatching
import Testing

/// One row of the issue's table: preferences against folders, the folder and chain expected.
struct MatchingCase: Sendable, CustomTestStringConvertible {
  var preferences: [String]
  var folders: [String]
  var lproj: String
  var chain: [String]
  var matchedPreference: String?

  var testDescription: String {
    "\(preferences.joined(separator: ",")) in \(folders.joined(separator: ",")) → \(lproj)"
  }

  /// `preferences`, `folders` and `chain` are space-separated; `matched` nil means no match.
  init(_ preferences: String, _ folders: String, _ lproj: String, chain: String, matched: String?) {
    self.preferences = preferences.split(separator: " ").map(String.init)
    self.folders = folders.split(separator: " ").map(String.init)
    self.lproj = lproj
    self.chain = chain.split(separator: " ").map(String.init)
    self.matchedPreference = matched
  }

  static let all: [MatchingCase] = [
    .init("de-AT", "en de", "de", chain: "de en", matched: "de-AT"),
    .init("en-AU", "en en-GB", "en-GB", chain: "en-GB en", matched: "en-AU"),
    .init("en-US", "en en-GB", "en", chain: "en", matched: "en-US"),
    .init("zh-HK", "en zh-Hans zh-Hant", "zh-Hant", chain: "zh-Hant en", matched: "zh-HK"),
    .init("zh-TW", "en zh_CN zh_TW", "zh_TW", chain: "zh_TW en", matched: "zh-TW"),
    .init("zh-SG", "en zh-Hans zh-Hant", "zh-Hans", chain: "zh-Hans en", matched: "zh-SG"),
    .init("pt-PT", "en pt-BR pt-PT", "pt-PT", chain: "pt-PT en", matched: "pt-PT"),
    .init("pt-AO", "en pt-BR pt-PT", "pt-PT", chain: "pt-PT en", matched: "pt-AO"),
    .init("pt", "en pt-BR pt-PT", "pt-BR", chain: "pt-BR en", matched: "pt"),
    .init("pt-PT", "en pt-BR", "pt-BR", chain: "pt-BR en", matched: "pt-PT"),
    .init("es-MX", "en es es-419", "es-419", chain: "es-419 es en", matched: "es-MX"),
    // Apple's chains: es-AR → es-419 → es meets es at 2 and es-MX (es-MX → es-419) at 1 + 1;
    // a tie goes to the folder listed first.
    .init("es-AR", "en es es-MX", "es", chain: "es en", matched: "es-AR"),
    .init("es-AR", "en es-MX", "es-MX", chain: "es-MX en", matched: "es-AR"),
    // A sibling region is not an ancestor: es-MX, es-419, es-CL and es-US read es before es_AR.
    .init("es-MX", "en es es_AR", "es", chain: "es en", matched: "es-MX"),
    .init("es-419", "en es es_AR", "es", chain: "es en", matched: "es-419"),
    .init("es-CL", "en es es_AR", "es", chain: "es en", matched: "es-CL"),
    .init("es-US", "en es es_AR", "es", chain: "es en", matched: "es-US"),
    // pt-BR serves pt-PT only when no preference matches anything.
    .init("pt-PT en", "en pt-BR", "en", chain: "en", matched: "en"),
    .init("pt-PT ja", "en pt-BR", "pt-BR", chain: "pt-BR en", matched: "pt-PT"),
    // Cantonese reads Hong Kong Chinese, then Traditional; Najdi Arabic reads Arabic; Wu Simplified.
    .init("yue", "en zh-HK zh-Hans zh-Hant", "zh-HK", chain: "zh-HK zh-Hant en", matched: "yue"),
    .init("yue", "en zh-Hans zh-Hant", "zh-Hant", chain: "zh-Hant en", matched: "yue"),
    .init("ars", "en ar", "ar", chain: "ar en", matched: "ars"),
    .init("wuu", "en zh-Hans zh-Hant", "zh-Hans", chain: "zh-Hans en", matched: "wuu"),
    .init("nb", "en no", "no", chain: "no en", matched: "nb"),
    // Norwegian: nb, nn and no are one group (Apple's ualoc likeLanguages), the same language first.
    .init("nn", "en nb", "nb", chain: "nb en", matched: "nn"),
    .init("nn-NO", "en nb", "nb", chain: "nb en", matched: "nn-NO"),
    .init("nn", "en nb nn", "nn", chain: "nn en", matched: "nn"),
    .init("nb", "en nb nn", "nb", chain: "nb en", matched: "nb"),
    .init("nb-NO", "en nn", "nn", chain: "nn en", matched: "nb-NO"),
    .init("no", "en nn", "nn", chain: "nn en", matched: "no"),
    .init("nn", "en no", "no", chain: "no en", matched: "nn"),
    .init("nn da", "en da", "da", chain: "da en", matched: "da"),
    .init("da", "en nb", "en", chain: "en", matched: nil),
    .init("id", "en ms", "en", chain: "en", matched: nil),
    .init("sr-Latn", "en sr", "en", chain: "en", matched: nil),
    .init("gsw", "en de", "en", chain: "en", matched: nil),
    .init("ko de", "en de", "de", chain: "de en", matched: "de"),
    .init("ja-JP", "English Japanese", "Japanese", chain: "Japanese English", matched: "ja-JP"),
    .init("he", "en iw", "iw", chain: "iw en", matched: "he"),
    .init("fr", "Base ru", "Base", chain: "Base", matched: nil),
    // Hindi is in English's group (ualoc's likeLanguages): hi-Latn falls back to en-IN, then en-GB,
    // one point behind a folder of its own language; Hindi in its own script never reaches English.
    .init("hi-Latn", "en en-GB en-IN", "en-IN", chain: "en-IN en-GB en", matched: "hi-Latn"),
    .init("hi-Latn", "en en-GB", "en-GB", chain: "en-GB en", matched: "hi-Latn"),
    .init("hi", "en en-GB", "en", chain: "en", matched: nil),
    .init("hi", "en hi", "hi", chain: "hi en", matched: "hi"),
    // No folder is set aside for its script: sr-ME's chain (sr-ME, sr) meets sr, Cyrillic as it is.
    .init("sr-ME", "en sr sr-Latn", "sr", chain: "sr en", matched: "sr-ME"),
    .init("sr-Latn-ME", "en sr sr-Latn", "sr-Latn", chain: "sr-Latn en", matched: "sr-Latn-ME"),
    // Several exact preferences of the language: Apple's ICU since ICU-74000 stops at the first
    // (`goto afterSecondLoop`; ICU-72122 and before overwrote it with each later one).
    .init("fr-CH fr-CA fr-BE", "en fr-BE fr-CA fr-FR", "fr-CA", chain: "fr-CA en", matched: "fr-CA"),
  ]
}

@Suite struct MatchingCaseTests {
  @Test(arguments: MatchingCase.all)
  func resolves(_ row: MatchingCase) throws {
    let bundle = try BundleLocalizations(folders: .lprojs(row.folders))
    #expect(bundle.findings.isEmpty)
    let resolution = try LprojMatcher(localizations: bundle).resolve(preferences: row.preferences)
    #expect(resolution.lproj == row.lproj)
    #expect(resolution.chain == row.chain)
    #expect(resolution.matchedPreference == row.matchedPreference)
  }

  @Test func nothingMatchesInABundleWithoutFolders() throws {
    let bundle = try BundleLocalizations(folders: [:])
    let resolution = try LprojMatcher(localizations: bundle).resolve(preferences: ["de"])
    #expect(resolution.lproj == nil)
    #expect(resolution.chain.isEmpty)
    #expect(resolution.developmentLanguage == "English")
  }

  @Test func developmentLanguageOptionNamesAFolderOrALocale() throws {
    let bundle = try BundleLocalizations(folders: .lprojs(["en", "de", "fr_FR"]))
    let byName = try LprojMatcher(localizations: bundle, developmentLanguage: "de")
    #expect(try byName.resolve(preferences: ["ko"]).chain == ["de"])
    let byTag = try LprojMatcher(localizations: bundle, developmentLanguage: "fr-FR")
    #expect(byTag.developmentLproj?.name == "fr_FR")
    let missing = try LprojMatcher(localizations: bundle, developmentLanguage: "it")
    #expect(missing.developmentLproj == nil)
    #expect(try missing.resolve(preferences: ["ko"]).lproj == nil)
  }

  @Test func tagalogAndFilipinoAreOneLanguage() throws {
    let bundle = try BundleLocalizations(folders: .lprojs(["en", "Tagalog"]))
    let resolution = try LprojMatcher(localizations: bundle).resolve(preferences: ["fil-PH"])
    #expect(resolution.lproj == "Tagalog")
  }

  @Test func invalidPreferenceThrows() throws {
    let matcher = try LprojMatcher(localizations: BundleLocalizations(folders: .lprojs(["en"])))
    #expect(throws: LprojMatchingError.self) { try matcher.resolve(preferences: ["not a tag"]) }
  }
}

extension Dictionary where Key == String, Value == Set<String> {
  /// Folder names without `.lproj`, each holding the given tables.
  static func lprojs(_ names: [String], tables: [String: Set<String>] = [:]) -> Self {
    Dictionary(uniqueKeysWithValues: names.map { ("\($0).lproj", tables[$0] ?? []) })
  }
}
