import BundleIO
import Foundation
import SettingsL10nKit
import Testing

@Suite("render lookup and rows")
struct RenderLookupTests {
  @Test("a key missing from de's table shows raw, and only that key")
  func missingKeyIsRaw() throws {
    let page = try RenderFixtures.render(languages: ["de"])
    #expect(page.lproj == "de")
    #expect(page.language == "de")
    let diagnostics = try #require(page.row(key: "diagnostics"))
    #expect(diagnostics.title == ShownString("Send diagnostics", key: "Send diagnostics", state: .raw))
    #expect(diagnostics.raw)
    #expect(page.rawCount == 1)
    #expect(page.rawStrings.map(\.key) == ["Send diagnostics"])
    #expect(page.rawStrings.first?.reason == "not in de.lproj/Root.strings")
    #expect(page.row(key: "sync_cellular")?.title?.text == "Über Mobilfunk synchronisieren")
    #expect(page.text(width: 60).contains("Send diagnostics*"))
  }

  @Test("a regional preference uses its language's folder")
  func regionalPreference() throws {
    let page = try RenderFixtures.render(languages: ["de-AT"])
    #expect(page.matchedLproj == "de")
    #expect(page.groups.first?.title?.text == "Allgemein")
  }

  @Test("a table missing in ja is read whole from en, with no raw strings")
  func missingTableFallsBack() throws {
    let page = try RenderFixtures.render("Advanced", languages: ["ja"])
    #expect(page.matchedLproj == "ja")
    #expect(page.lproj == "en")
    #expect(page.language == "en")
    #expect(page.rawCount == 0)
    #expect(page.groups.first?.title?.text == "Network")
    // The child page's title comes from the parent's table, which ja has.
    #expect(page.title?.text == "詳細")
  }

  @Test("a table with a syntax error gives nothing on a device: every string raw")
  func brokenTableIsAllRaw() throws {
    let page = try RenderFixtures.render("Advanced", languages: ["ar"])
    #expect(page.lproj == "ar")
    #expect(page.rows.allSatisfy { $0.title?.raw == true })
    #expect(page.groups.first?.title == ShownString("Network", key: "Network", state: .raw))
    // Header, footer, three row titles and the multi-value's three choices (its value is one of them).
    #expect(page.rawCount == 8)
    #expect(Set(page.strings.filter(\.raw).compactMap(\.key)).count == 8)
    #expect(page.strings.filter { $0.key != nil }.allSatisfy { $0.raw || $0.key == "Advanced" })
    #expect(page.notes.contains { $0.contains("ar.lproj/Advanced.strings does not load") })
    #expect(page.title == ShownString("متقدم", key: "Advanced"))
  }

  @Test("a page without StringsTable shows its strings as written, not raw")
  func pageWithoutTable() throws {
    let page = try RenderFixtures.render("Acknowledgements", languages: ["de"])
    #expect(page.table == nil)
    #expect(page.lproj == nil)
    #expect(page.rawCount == 0)
    // A German user sees the page's English as written: untranslated, by check's rule.
    #expect(
      page.rows.first?.title == ShownString("Swift Argument Parser", key: "Swift Argument Parser", state: .untranslated)
    )
    #expect(page.untranslatedStrings.first?.file == nil)
    let english = try RenderFixtures.render("Acknowledgements", languages: ["en"]).counts
    #expect(english.raw == 0 && english.untranslated == 0)
    #expect(page.notes.contains { $0.contains("names no StringsTable") })
  }

  @Test("toggles follow DefaultValue and TrueValue; values map through Values and Titles")
  func rowValues() throws {
    let page = try RenderFixtures.render(languages: ["en"])
    #expect(page.row(key: "sync_cellular")?.control == .toggle(isOn: true))
    #expect(page.row(key: "sync_cellular")?.value?.text == "On")
    #expect(page.row(key: "diagnostics")?.control == .toggle(isOn: false))
    #expect(page.row(key: "diagnostics")?.value?.text == "Off")
    #expect(page.row(key: "password")?.value?.text == "••••••••")
    #expect(page.row(key: "name")?.value?.text == "Jane Appleseed")
    #expect(page.row(key: "plan")?.value?.text == "Professional")
    #expect(page.row(key: "version")?.value?.text == "2.4.1")
    #expect(page.row(key: "theme")?.value?.text == "Dark")
    #expect(page.row(key: "units")?.value?.text == "km", "ShortTitles on the row")
    #expect(page.row(key: "text_size")?.control == .slider(minimum: 10, maximum: 30, value: 17))
    let radio = page.rows.filter { $0.key == "start_page" }
    #expect(radio.map { $0.title?.text } == ["Home", "Search", "Library"])
    #expect(
      radio.map(\.control) == [
        .radioOption(selected: false), .radioOption(selected: true), .radioOption(selected: false),
      ])
    #expect(page.groups.map { $0.title?.text } == ["General", "Display", "Start page", nil])
    #expect(page.groups[2].footer?.text == "Shown when the app opens.")
    #expect(page.rows.filter { $0.control == .childPane }.map { $0.title?.text } == ["Advanced", "Acknowledgements"])
  }

  @Test("elements the Settings app does not show on an iPhone are left out, with a note")
  func hiddenElements() throws {
    let page = try RenderFixtures.render(languages: ["en"])
    #expect(page.row(key: "ipad_only") == nil)
    #expect(page.row(key: "reset") == nil)
    #expect(page.notes.contains { $0.contains("IASKButtonSpecifier") && $0.contains("not on Phone") })
  }

  @Test("chrome strings come from the tool's catalogs in the user's language")
  func chrome() throws {
    #expect(try RenderFixtures.render(languages: ["de"]).row(key: "sync_cellular")?.value?.text == "Ein")
    #expect(try RenderFixtures.render(languages: ["ja"]).row(key: "diagnostics")?.value?.text == "オフ")
    #expect(try RenderFixtures.render(languages: ["ar"]).backTitle?.text == "الإعدادات")
    // A language the catalogs lack falls back to their development language, English.
    #expect(try RenderFixtures.render(languages: ["fi"]).row(key: "sync_cellular")?.value?.text == "On")
  }

  @Test("right-to-left follows the device language, even when the strings fall back")
  func direction() throws {
    #expect(try RenderFixtures.render(languages: ["ar"]).direction == .rightToLeft)
    let hebrew = try RenderFixtures.render(languages: ["he"])
    #expect(hebrew.direction == .rightToLeft)
    #expect(hebrew.lproj == "en")
    #expect(try RenderFixtures.render(languages: ["ja"]).direction == .leftToRight)
    #expect(try RenderFixtures.render(languages: ["ar"]).html().contains("<html lang=\"ar\" dir=\"rtl\">"))
    #expect(try RenderFixtures.render(languages: ["de"]).html().contains("dir=\"ltr\">"))
  }

  @Test("pseudo-localization needs no table and keeps raw marks")
  func pseudo() throws {
    let page = try RenderFixtures.render(languages: [], pseudo: true)
    #expect(page.language == "en-x-pseudo")
    #expect(page.groups.first?.title?.text.hasPrefix("[Ĝéñéŕáļ") == true)
    #expect(page.rows.compactMap(\.title).allSatisfy { $0.text.hasPrefix("[") && $0.text.hasSuffix("]") })
    let german = try RenderFixtures.render(languages: ["de"], pseudo: true)
    #expect(german.row(key: "diagnostics")?.title?.raw == true)
  }

  @Test("an unknown page is an error that lists the pages")
  func unknownPage() throws {
    #expect(throws: RenderError.self) { try RenderFixtures.render("Nope", languages: ["en"]) }
  }
}

@Suite("render page choice")
struct RenderPageChoiceTests {
  @Test("without --page, an iPhone shows Root~iphone when the bundle has it")
  func devicePage() throws {
    let bundle = try TemporaryRenderBundle()
    try bundle.page("Root", ["Type": "PSGroupSpecifier", "Title": "Generic"])
    try bundle.page("Root~iphone", ["Type": "PSGroupSpecifier", "Title": "Phone"])
    let loaded = try LocalizedBundle.load(bundle.url)
    let chrome = ChromeCatalog(lproj: nil, strings: [:])
    let phone = try PageRenderer.render(loaded, options: RenderOptions(languages: ["en"]), chrome: chrome)
    #expect(phone.page == "Root~iphone")
    #expect(phone.groups.first?.title?.text == "Phone")
    let pad = try PageRenderer.render(loaded, options: RenderOptions(languages: ["en"], idiom: "Pad"), chrome: chrome)
    #expect(pad.page == "Root")
    // Strings of a page without StringsTable are shown as written, never raw.
    #expect(pad.rawCount == 0)
  }
}

@Suite("render choices and states")
struct RenderChoiceTests {
  static func bundle(default value: Any) throws -> TemporaryRenderBundle {
    let bundle = try TemporaryRenderBundle()
    try bundle.page(
      "Root", table: "Root",
      [
        "Type": "PSMultiValueSpecifier", "Title": "Quality", "Key": "q", "DefaultValue": value,
        "Values": [1, 2, 3], "Titles": ["Low", "Medium", "High"],
      ])
    try bundle.strings("en", "Root", #""Quality" = "Quality"; "Low" = "Low"; "Medium" = "Medium"; "High" = "High";"#)
    try bundle.strings("fr", "Root", #""Quality" = "Qualité"; "Low" = "Low"; "Medium" = "Moyenne";"#)
    return bundle
  }

  static func render(_ bundle: TemporaryRenderBundle, _ language: String) throws -> RenderedPage {
    try PageRenderer.render(
      try LocalizedBundle.load(bundle.url), options: RenderOptions(languages: [language]),
      chrome: ChromeCatalog(lproj: nil, strings: [:]))
  }

  @Test("a multi-value lists every choice with its state, and the index of the one shown")
  func choices() throws {
    let bundle = try Self.bundle(default: 2)
    let page = try Self.render(bundle, "fr")
    let row = try #require(page.row(key: "q"))
    #expect(row.choices?.map(\.text) == ["Low", "Moyenne", "High"])
    #expect(row.choices?.map(\.state) == [.untranslated, .translated, .raw])
    #expect(row.selected == 1)
    #expect(row.value == ShownString("Moyenne", key: "Medium"))
    #expect(page.counts.raw == 1 && page.counts.untranslated == 1)
    #expect(page.untranslatedStrings.map(\.key) == ["Low"])
    let text = page.text(width: 40)
    #expect(text.contains("    Low†\n") || text.contains("    Low†  "))
    #expect(text.contains("  ✓ Moyenne"))
    #expect(text.contains("    High*"))
    let html = page.html()
    #expect(html.contains("<mark class=\"untranslated\""))
    #expect(html.contains("<mark class=\"raw\""))
    #expect(html.contains("<li class=\"selected\">Moyenne"))
    // The development language is never untranslated.
    let english = try Self.render(bundle, "en").counts
    #expect(english.raw == 0 && english.untranslated == 0)
  }

  @Test("a DefaultValue among no Values selects nothing and shows no value", arguments: ["2", 7] as [any Sendable])
  func noSelection(_ value: any Sendable) throws {
    let page = try Self.render(try Self.bundle(default: value), "fr")
    let row = try #require(page.row(key: "q"))
    #expect(row.selected == nil)
    #expect(row.value == nil)
    #expect(row.choices?.count == 3)
    #expect(!page.json().contains("\"selected\""))
  }
}

@Suite("render: invisible characters")
struct RenderInvisibleTests {
  @Test("text output shows a zero-width space, a no-break space and a trailing space; JSON keeps them")
  func visible() throws {
    let bundle = try TemporaryRenderBundle()
    try bundle.page(
      "Root", table: "Root", ["Type": "PSGroupSpecifier", "Title": "Sync"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Name", "Key": "name"])
    try bundle.strings("en", "Root", #""Sync" = "Sync"; "Name" = "Name";"#)
    try bundle.strings("de", "Root", "\"Sync\u{200B}\" = \"Synchronisieren\"; \"Name\" = \"Benutzer\u{A0}name \";")
    let page = try PageRenderer.render(
      try LocalizedBundle.load(bundle.url), options: RenderOptions(languages: ["de"]),
      chrome: ChromeCatalog(lproj: nil, strings: [:]))
    let text = page.text(width: 50)
    #expect(text.contains("Benutzer\\u{a0}name\\u{20}"))
    #expect(text.contains("  Sync*"))
    #expect(page.row(key: "name")?.title?.text == "Benutzer\u{A0}name ")
    #expect(page.json().contains("\"text\": \"Benutzer\u{A0}name \""))
  }
}

/// A bundle written to a temporary folder, removed when released.
final class TemporaryRenderBundle {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-render-\(UUID().uuidString)/Settings.bundle")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

  func strings(_ lproj: String, _ table: String, _ text: String) throws {
    let folder = url.appendingPathComponent("\(lproj).lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: folder.appendingPathComponent("\(table).strings"))
  }

  func page(_ name: String, table: String? = nil, _ specifiers: [String: Any]...) throws {
    var plist: [String: Any] = ["PreferenceSpecifiers": specifiers]
    if let table { plist["StringsTable"] = table }
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    try data.write(to: url.appendingPathComponent("\(name).plist"))
  }
}
