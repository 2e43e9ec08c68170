import LprojMatching
import Testing

@Suite struct RenderingTests {
  let matcher: LprojMatcher

  init() throws {
    matcher = try LprojMatcher(
      localizations: BundleLocalizations(
        folders: .lprojs(["en", "en-GB", "de"], tables: ["en": ["Root"], "de": ["Root"]])))
  }

  @Test func jsonFollowsTheContract() throws {
    let json = try matcher.resolve(preferences: ["ko", "en-AU"]).json()
    #expect(
      json == """
        {
          "version": 1,
          "chain": [
            "en-GB",
            "en"
          ],
          "lproj": "en-GB",
          "matchedPreference": "en-AU",
          "preferences": [
            "ko",
            "en-AU"
          ]
        }

        """)
  }

  @Test func jsonHasNullsAndTheTable() throws {
    let json = try matcher.resolve(preferences: ["da"], table: "Root").json()
    #expect(json.contains(#""matchedPreference": null"#))
    #expect(json.contains(#""table": "Root""#))
    #expect(json.contains(#""tableLproj": "en""#))
  }

  @Test func textSaysWhenPortugueseIsSetAside() throws {
    let bundle = try BundleLocalizations(folders: .lprojs(["en", "pt-BR"]))
    let text = try LprojMatcher(localizations: bundle).resolve(preferences: ["pt-PT", "en"]).text()
    #expect(
      text.hasPrefix("1. pt-PT (pt-Latn-PT): pt-BR is set aside: it serves pt-PT only when no preference matches\n"))
    #expect(text.contains("lproj: en (for en)\n"))
  }

  @Test func textExplainsEachStep() throws {
    let text = try matcher.resolve(preferences: ["ko", "en-AU"], table: "Root").text()
    #expect(
      text == """
        1. ko (ko-Kore-KR): no folder has language ko and script Kore
        2. en-AU (en-Latn-AU): picks en-GB among en, en-GB (the nearest on Apple's parent chains)
        lproj: en-GB (for en-AU)
        chain: en-GB → en
        table Root: en.lproj/Root.strings

        """)
  }

  @Test func textForNoMatch() throws {
    let text = try matcher.resolve(preferences: ["da"]).text()
    #expect(text.contains("lproj: en (no preference matched: the development language en)"))
  }
}
