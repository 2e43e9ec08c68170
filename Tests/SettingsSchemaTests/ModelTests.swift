import Foundation
import SettingsSchema
import StringsFormat
import Testing

@Suite struct ModelTests {
  @Test func findingJSONUsesContractKeysAndOmitsNil() throws {
    let finding = Finding(
      id: "missing-page", severity: .error, message: "m", file: "Root.plist", line: 3, column: 5, page: "Root",
      specifierIndex: 2)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(finding), as: UTF8.self)
    #expect(
      json
        == #"{"column":5,"file":"Root.plist","id":"missing-page","line":3,"message":"m","page":"Root","severity":"error","specifierIndex":2}"#
    )
    #expect(try JSONDecoder().decode(Finding.self, from: Data(json.utf8)) == finding)
    #expect(finding.description == "Root.plist:3:5: error: m [missing-page]")
    #expect(Finding(id: "x", severity: .note, message: "n", file: "A.plist").description == "A.plist: note: n [x]")
  }

  @Test func findingsSortStably() {
    let findings = [
      Finding(id: "b", severity: .note, message: "", file: "B.plist"),
      Finding(id: "z", severity: .note, message: "", file: "A.plist", line: 9, column: 1),
      Finding(id: "a", severity: .note, message: "", file: "A.plist", line: 9, column: 1),
      Finding(id: "a", severity: .note, message: "", file: "A.plist", line: 2, column: 7),
      Finding(id: "g", severity: .error, message: ""),
    ]
    #expect(findings.sortedStably().map(\.id.rawValue) == ["g", "a", "a", "z", "b"])
  }

  @Test func fieldRoundTrips() throws {
    for field: LocalizableString.Field in [.title, .titles(3), .shortTitles(0), .footerText] {
      #expect(LocalizableString.Field(field.description) == field)
    }
    #expect(LocalizableString.Field("Titles[x]") == nil)
  }

  @Test(arguments: [
    ("../x", true), ("/etc/passwd", true), ("a/b", true), ("..", true), (".", true), ("https://x", true),
    ("app-settings:", true), ("a\u{0}b", true), ("Advanced", false), ("Root~ipad", false), ("My Page", false),
    ("a..b", false), ("1:2", false),
  ])
  func fileValuesThatLeaveTheBundle(value: String, outside: Bool) throws {
    let bundle = try TemporaryBundle()
    try bundle.write("Root", ["PreferenceSpecifiers": [childPane("t", value)]])
    let result = try walk(bundle.url)
    #expect(!result.ids("invalid-table-name").isEmpty == outside)
  }

  @Test(arguments: [
    ("../../outside/pwn", true), ("/tmp/pwn", true), ("a/b", true), ("..", true), (".", true), ("x\u{0}", true), ("", true),
    ("Root", false), ("My Table", false), ("a..b", false),
  ])
  func stringsTablesThatAreNotOneFileName(value: String, invalid: Bool) throws {
    let bundle = try TemporaryBundle()
    try bundle.write("Root", ["StringsTable": value, "PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "G"]]], format: .binary)
    let result = try walk(bundle.url)
    #expect(!result.ids("invalid-table-name").isEmpty == invalid)
    // An invalid name is never looked up: the page's strings have no table.
    #expect((result.page(named: "Root")?.table == nil) == invalid)
  }

  @Test func plistValuesKeepTheirTypes() throws {
    let bundle = try TemporaryBundle()
    try bundle.writeText(
      "Root.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict>
      <key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>T</string>
      <key>Key</key><string>k</string><key>DefaultValue</key><true/><key>TrueValue</key><integer>1</integer>
      <key>FalseValue</key><real>0.5</real></dict></array></dict></plist>
      """)
    let page = try #require(try walk(bundle.url).page(named: "Root"))
    guard case .toggleSwitch(let toggle) = page.specifiers[0].kind else {
      Issue.record("not a toggle")
      return
    }
    #expect(toggle.defaultValue == .bool(true))
    #expect(toggle.trueValue == .integer(1))
    #expect(toggle.falseValue == .real(0.5))
  }

  @Test func xmlLocationsPointAtKeys() throws {
    let bundle = try TemporaryBundle()
    // Comments, CRLF line ends and a multi-byte title before the located key.
    try bundle.writeText(
      "Root.plist",
      "<?xml version=\"1.0\"?>\r\n<!-- <dict> in a comment -->\r\n<plist version=\"1.0\">\r\n<dict>\r\n"
        + "\t<key>PreferenceSpecifiers</key>\r\n\t<array>\r\n\t\t<dict>\r\n"
        + "\t\t\t<key>Title</key><string>Über</string><key>Type</key><string>PSMultiValueSpecifier</string>\r\n"
        + "\t\t\t<key>Titles</key><array><string>a</string></array>\r\n"
        + "\t\t\t<key>Values</key><array/>\r\n\t\t</dict>\r\n\t</array>\r\n</dict>\r\n</plist>\r\n")
    let result = try walk(bundle.url)
    let page = try #require(result.page(named: "Root"))
    #expect(page.specifiers[0].location?.line == 7)
    #expect(page.specifiers[0].location?.column == 3)
    #expect(page.specifiers[0].keyLocations["Type"]?.line == 8)
    #expect(page.specifiers[0].keyLocations["Type"]?.column == 41)
    let mismatch = try #require(result.ids("titles-values-mismatch").first)
    #expect(mismatch.line == 9 && mismatch.column == 4)
  }

  @Test func requiredKeysFollowTheSeeds() {
    #expect(Specifier.requiredKeys(forType: "PSMultiValueSpecifier") == ["Title", "Key", "DefaultValue", "Titles", "Values"])
    #expect(Specifier.requiredKeys(forType: "PSToggleSwitchSpecifier") == ["Title", "Key", "DefaultValue"])
    #expect(Specifier.requiredKeys(forType: "PSSliderSpecifier") == ["Key", "DefaultValue", "MinimumValue", "MaximumValue"])
    #expect(Specifier.requiredKeys(forType: "IASKButtonSpecifier") == nil)
  }
}
