import Foundation
import SettingsSchema
import Testing

/// What a page's elements lack or hold depends on the app that shows them: InAppSettingsKit
/// knows its own `IASK*` types and asks its delegate for a list's titles and values at run time.
@Suite("schema findings by reader")
struct ReaderIssuesTests {
  static let page = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \t\t<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>btn</string><key>Title</key><string>Go</string></dict>
    \t\t<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>country</string><key>Title</key><string>Country</string><key>DefaultValue</key><string>ch</string></dict>
    \t\t<dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>radio</string><key>DefaultValue</key><integer>1</integer></dict>
    \t\t<dict><key>Type</key><string>MyOwnSpecifier</string></dict>
    \t\t<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>fruit</string><key>Title</key><string>Fruit</string><key>DefaultValue</key><string>x</string><key>Titles</key><array><string>Kiwi</string></array><key>Values</key><array><string>kiwi</string></array></dict>
    \t\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string><key>Title</key><string>Sync</string></dict>
    \t</array>
    </dict>
    </plist>
    """.utf8)

  static func findings(_ reader: PageReader) -> [String] {
    Page.load(bytes: page, name: "Root", file: "Root.plist", reader: reader).findings.map {
      "\($0.id.rawValue): \($0.message)"
    }
  }

  @Test("the Settings app: passes over IASK types, knows no other type of its own, a list needs its Titles and Values")
  func settingsApp() {
    let found = Self.findings(.settingsApp)
    // InAppSettingsKit's elements are for the in-app screen: the Settings app skips them as meant.
    #expect(!found.contains { $0.contains("IASKButtonSpecifier") })
    #expect(found.contains { $0.hasPrefix("unknown-specifier-type: MyOwnSpecifier #3 is not a Settings app type") })
    #expect(
      found.contains {
        $0.hasPrefix("missing-required-key: PSMultiValueSpecifier #1 (country) lacks the required key Titles")
      })
    #expect(
      found.contains {
        $0.hasPrefix("missing-required-key: PSRadioGroupSpecifier #2 (radio) lacks the required key Values")
      })
    #expect(found.contains { $0.hasSuffix("the Settings app shows no value") })
    #expect(
      found.contains("missing-required-key: PSToggleSwitchSpecifier #5 (sync) lacks the required key DefaultValue"))
  }

  @Test("InAppSettingsKit: its own types are known, its delegate fills lists, messages name it")
  func inAppSettingsKit() {
    let found = Self.findings(.inAppSettingsKit)
    #expect(!found.contains { $0.contains("IASKButtonSpecifier") })
    #expect(
      !found.contains { $0.contains("lacks the required key Titles") || $0.contains("lacks the required key Values") })
    // A type neither app knows is still a note, named for the reader.
    #expect(
      found.contains {
        $0 == "unknown-specifier-type: MyOwnSpecifier #3 is not an InAppSettingsKit type; kept unchanged"
      })
    #expect(found.contains { $0.hasSuffix("InAppSettingsKit shows no value") })
    #expect(!found.contains { $0.contains("Settings app") })
    // A switch without DefaultValue shows the app's stored or registered value, else off, as the
    // app reads it: nothing is missing.
    #expect(!found.contains { $0.contains("(sync)") })
  }
}

/// What a page says of itself is for the reader that shows it.
@Suite("page findings by the pages a reader shows")
struct ShownPageFindingsTests {
  /// `Root` (Settings app) and `Root.inApp` (InAppSettingsKit) each with an element lacking its
  /// Key, and a page only the in-app root links to, without StringsTable; a table named after it.
  static func bundle() throws -> TemporaryBundle {
    let bundle = try TemporaryBundle()
    let broken: [String: Any] = ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "DefaultValue": true]
    try bundle.write("Root", ["StringsTable": "Root", "PreferenceSpecifiers": [broken]])
    try bundle.write(
      "Root.inApp", ["StringsTable": "Root", "PreferenceSpecifiers": [broken, childPane("Extras", "Extras")]])
    try bundle.write("Extras", ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "More"]]])
    try FileManager.default.createDirectory(
      at: bundle.url.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try bundle.writeText("en.lproj/Extras.strings", "\"More\" = \"More\";\n")
    return bundle
  }

  @Test("the Settings app never opens an .inApp page nor what only it links to")
  func settingsApp() throws {
    let bundle = try Self.bundle()
    let found = try walk(bundle.url).findings
    #expect(found.filter { $0.id == .missingRequiredKey }.map(\.file) == ["Root.plist"])
    #expect(!found.contains { $0.page == "Extras" || $0.page == "Root.inApp" })
  }

  @Test("InAppSettingsKit never opens the page its .inApp variant replaces; a page reading its own table has no note")
  func inAppSettingsKit() throws {
    let bundle = try Self.bundle()
    let found = try walk(bundle.url, iask: true).findings
    #expect(found.filter { $0.id == .missingRequiredKey }.map(\.file) == ["Root.inApp.plist"])
    // Extras has no StringsTable and InAppSettingsKit reads Extras.strings for it, as meant.
    #expect(!found.contains { $0.id == .pageWithoutTable })
  }
}
