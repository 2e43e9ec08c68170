import LprojMatching
import Testing

@Suite struct ChainTests {
  /// A bundle where `de` lacks `Advanced`, `en-GB` lacks `Root`, and only Base has `About`.
  let bundle: BundleLocalizations

  init() throws {
    bundle = try BundleLocalizations(
      folders: .lprojs(
        ["Base", "en", "en-GB", "de", "zh", "zh-Hant", "zh_TW"],
        tables: [
          "Base": ["About"], "en": ["Root", "Advanced"], "en-GB": ["Advanced"], "de": ["Root"],
          "zh": ["Root"], "zh-Hant": ["Root"], "zh_TW": [],
        ]))
  }

  @Test func tableComesFromTheFirstFolderOfTheChainThatHasIt() throws {
    let matcher = try LprojMatcher(localizations: bundle)
    let british = try matcher.resolve(preferences: ["en-AU"], table: "Root")
    #expect(british.chain == ["en-GB", "Base", "en"])
    #expect(british.tableLproj == "en")
    #expect(try matcher.resolve(preferences: ["en-AU"], table: "Advanced").tableLproj == "en-GB")
    #expect(try matcher.resolve(preferences: ["de"], table: "Advanced").tableLproj == "en")
    #expect(try matcher.resolve(preferences: ["de"], table: "About").tableLproj == "Base")
    #expect(try matcher.resolve(preferences: ["de"], table: "Missing").tableLproj == nil)
  }

  @Test func ancestorsKeepTheScript() throws {
    let matcher = try LprojMatcher(localizations: bundle)
    let taiwan = try matcher.resolve(preferences: ["zh-TW"], table: "Root")
    #expect(taiwan.chain == ["zh_TW", "Base", "zh-Hant", "en"])
    #expect(taiwan.tableLproj == "zh-Hant")
    #expect(try matcher.resolve(preferences: ["zh-HK"]).chain == ["zh-Hant", "Base", "en"])
    #expect(try matcher.resolve(preferences: ["zh-SG"]).chain == ["zh", "Base", "en"])
  }

  @Test func chainForAFolderWithoutMatching() throws {
    let matcher = try LprojMatcher(localizations: bundle)
    let names = matcher.chain(from: bundle.lproj(named: "en-GB")).map(\.name)
    #expect(names == ["en-GB", "Base", "en"])
    #expect(matcher.lproj(forTable: "Root", in: matcher.chain(from: nil))?.name == "en")
  }
}
