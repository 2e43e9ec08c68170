import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

@Suite("render: the lists of raw and untranslated strings")
struct RenderListTests {
  /// Root (table Root) with repeated and canonically equivalent keys, and a child page (table
  /// Child) titled by a key that neither de table has.
  static func bundle() throws -> TemporaryRenderBundle {
    let bundle = try TemporaryRenderBundle()
    try bundle.page(
      "Root", table: "Root",
      ["Type": "PSGroupSpecifier", "Title": "Header"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Missing", "Key": "a", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Missing", "Key": "b", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Caf\u{E9}", "Key": "c", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Cafe\u{301}", "Key": "d", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Same", "Key": "e", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Same", "Key": "f", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Other", "Key": "g", "DefaultValue": true],
      ["Type": "PSChildPaneSpecifier", "Title": "Advanced", "File": "Child"])
    try bundle.page(
      "Child", table: "Child",
      ["Type": "PSToggleSwitchSpecifier", "Title": "Advanced", "Key": "h", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Deep", "Key": "i", "DefaultValue": true],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Advanced", "Key": "j", "DefaultValue": true])
    try bundle.strings(
      "en", "Root",
      "\"Header\" = \"Header\"; \"Missing\" = \"Missing\"; \"Caf\u{E9}\" = \"Caf\u{E9}\"; \"Cafe\u{301}\" = \"Cafe\u{301}\";"
        + " \"Same\" = \"Same\"; \"Other\" = \"Other\"; \"Advanced\" = \"Advanced\";")
    try bundle.strings("en", "Child", #""Advanced" = "Advanced"; "Deep" = "Deep";"#)
    try bundle.strings("de", "Root", #""Header" = "Kopf"; "Same" = "Same"; "Other" = "Other";"#)
    try bundle.strings("de", "Child", #""Deep" = "Tief";"#)
    return bundle
  }

  static func render(_ bundle: TemporaryRenderBundle, page: String) throws -> RenderedPage {
    try PageRenderer.render(
      try LocalizedBundle.load(bundle.url), options: RenderOptions(languages: ["de"], page: page),
      chrome: ChromeCatalog(lproj: nil, strings: [:]))
  }

  @Test("each string is listed once, in the order first shown; canonically equivalent keys are one")
  func listedOnce() throws {
    let bundle = try Self.bundle()
    let page = try Self.render(bundle, page: "Root")
    #expect(page.groups.first?.title?.text == "Kopf")
    #expect(page.rawStrings.map(\.key) == ["Missing", "Caf\u{E9}", "Advanced"])
    // The spelling listed is the first one shown (String equality would not tell them apart).
    #expect(page.rawStrings.dropFirst().first?.key.unicodeScalars.elementsEqual("Caf\u{E9}".unicodeScalars) == true)
    #expect(page.rawStrings.allSatisfy { $0.table == "Root" && $0.reason == "not in de.lproj/Root.strings" })
    #expect(page.untranslatedStrings.map(\.key) == ["Same", "Other"])
    // Every untranslated string read through one table has that table's reason.
    #expect(page.untranslatedStrings.map(\.reason) == Array(repeating: "same as in en.lproj/Root.strings", count: 2))
    #expect(page.untranslatedStrings.map(\.file) == ["de.lproj/Root.strings", "de.lproj/Root.strings"])
    // The rows still show every string, listed or not.
    #expect(
      page.rows.compactMap(\.title?.text) == [
        "Missing", "Missing", "Caf\u{E9}", "Cafe\u{301}", "Same", "Same", "Other", "Advanced",
      ])
    #expect(
      page.rows.compactMap(\.title?.state) == [
        .raw, .raw, .raw, .raw, .untranslated, .untranslated, .untranslated, .raw,
      ])
  }

  @Test("a page that reads two tables looks each string up in its own, and lists a key once per table")
  func twoTables() throws {
    let bundle = try Self.bundle()
    let page = try Self.render(bundle, page: "Child")
    // The title comes from the parent's table, the rows from the page's: alternating between them.
    #expect(page.title == ShownString("Advanced", key: "Advanced", state: .raw))
    #expect(page.rows.compactMap(\.title?.text) == ["Advanced", "Tief", "Advanced"])
    #expect(page.rows.compactMap(\.title?.state) == [.raw, .translated, .raw])
    #expect(
      page.rawStrings.map { "\($0.table)/\($0.key): \($0.reason)" } == [
        "Root/Advanced: not in de.lproj/Root.strings", "Child/Advanced: not in de.lproj/Child.strings",
      ])
    #expect(page.untranslatedStrings.isEmpty)
  }

  @Test("pseudo-localization gives every ASCII letter its look-alike and counts combining marks as no letter")
  func pseudoLetters() {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let fancy = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
    // 52 letters: 19 more characters, whole words.
    #expect(PseudoLocalization.transform(plain) == "[" + fancy + " one two three four]")
    // Digits, punctuation and other scripts are kept; a combining mark is not a letter.
    #expect(PseudoLocalization.transform("1-2 \u{E9}") == "[1-2 \u{E9} one]")
    #expect(PseudoLocalization.transform("e\u{301}").unicodeScalars.elementsEqual("[\u{E9}\u{301} one]".unicodeScalars))
    #expect(PseudoLocalization.transform("日本") == "[日本 one]")
  }
}

@Suite("render: locale lookups kept for a language's pages")
struct ResolutionMemoTests {
  @Test("each table's lookup is the matcher's, made again when the preferences change")
  func memoAgrees() throws {
    let bundle = try RenderFixtures.loaded.get()
    var memo = ResolutionMemo()
    for preferences in [["ja"], ["ja"], ["de-AT", "en"], ["ar"], ["ja"]] {
      for table in ["Root", "Advanced", nil, "Root", "Missing"] as [String?] {
        let kept = try memo.resolve(preferences, table: table, in: bundle.matcher)
        #expect(
          kept == (try bundle.matcher.resolve(preferences: preferences, table: table)),
          "\(preferences) \(table ?? "nil")")
      }
    }
  }
}
