import LprojMatching
import Testing

@testable import L10nRules

/// A development value judged once (`UntranslatedJudgement`) says of every language's copy what
/// `UntranslatedRule.needsTranslation(_:in:)` says of it.
@Suite("Untranslated judgement")
struct UntranslatedJudgementTests {
  static let values =
    UntranslatedRuleTests.names + UntranslatedRuleTests.phrases + [
      "Audio", "Account 1", "Codecs", "(Debug)", "Notifications", "Audio Video", "Compte", "", "  ", "Pr\u{E9}fixe",
    ]

  @Test("the judgement agrees with the rule in every language", arguments: values)
  func agrees(_ value: String) throws {
    let judgement = UntranslatedJudgement(value)
    let folders = try ["de", "fr", "it", "pt-BR", "pt", "ja", "en-GB", "Base", "nb"].map { try Lproj(name: $0) }
    for lproj in folders + [nil] {
      let words = UntranslatedJudgement.words(for: lproj)
      #expect(
        judgement.needsTranslation(copy: value, in: lproj, words: words)
          == UntranslatedRule.needsTranslation(value, in: lproj))
    }
  }

  @Test("a copy spelled with other scalars is judged on its own")
  func otherSpelling() throws {
    let composed = "\u{E9}"
    let decomposed = "e\u{301}"
    #expect(composed == decomposed)
    let lproj = try Lproj(name: "de")
    let judgement = UntranslatedJudgement(composed)
    #expect(
      judgement.needsTranslation(copy: decomposed, in: lproj, words: UntranslatedJudgement.words(for: lproj))
        == UntranslatedRule.needsTranslation(decomposed, in: lproj))
  }
}
