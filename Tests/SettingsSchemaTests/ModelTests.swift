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

  @Test("a finding is a value: setting a field of a copy leaves the original, equality and hashing see every field")
  func findingIsAValue() {
    let original = Finding(
      id: "stale-key", severity: .warning, message: "m", file: "de.lproj/Root.strings", line: 3, column: 1,
      page: "Root", language: "de", table: "Root", key: "K", specifierIndex: 4)
    var copy = original
    #expect(copy == original && copy.hashValue == original.hashValue)
    copy.language = "fr"
    copy.key = nil
    copy.line = 9
    #expect(original.language == "de" && original.key == "K" && original.line == 3)
    #expect(copy.language == "fr" && copy.key == nil && copy.line == 9 && copy.table == "Root")
    #expect(copy != original)
    // Each field counts: a finding differing in one only is another finding.
    let changes: [(inout Finding) -> Void] = [
      { $0.id = "missing-key" }, { $0.severity = .error }, { $0.message = "n" }, { $0.file = nil }, { $0.line = nil },
      { $0.column = 2 }, { $0.page = "P" }, { $0.language = nil }, { $0.table = "T" }, { $0.key = "L" },
      { $0.specifierIndex = nil },
    ]
    for index in changes.indices {
      var changed = original
      changes[index](&changed)
      #expect(changed != original, "field \(index)")
      #expect(Set([original, changed]).count == 2, "field \(index)")
    }
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

  /// A `File` that climbs out of the bundle is `path-outside-bundle`; one that is otherwise not a
  /// plain page name is `invalid-table-name`; a plain name is neither.
  @Test(arguments: [
    ("../x", "path-outside-bundle"), ("/etc/passwd", "path-outside-bundle"), ("a/b", "invalid-table-name"),
    ("..", "path-outside-bundle"), ("a/../../b", "path-outside-bundle"), (".", "invalid-table-name"),
    ("https://x", "invalid-table-name"), ("app-settings:", "invalid-table-name"), ("a\u{0}b", "invalid-table-name"),
    ("Advanced", nil), ("Root~ipad", nil), ("My Page", nil), ("a..b", nil), ("1:2", nil),
  ])
  func fileValuesThatLeaveTheBundle(value: String, id: String?) throws {
    let bundle = try TemporaryBundle()
    try bundle.write("Root", ["PreferenceSpecifiers": [childPane("t", value)]])
    let result = try walk(bundle.url)
    let found = ["path-outside-bundle", "invalid-table-name"].filter { !result.ids($0).isEmpty }
    #expect(found == (id.map { [$0] } ?? []), "\(value): \(found)")
  }

  /// A default that is among Values as another type is named, wherever it stands in Values
  /// (the default and the values as XML property list elements).
  @Test(arguments: [
    (
      "<integer>5</integer>",
      ["4", "10", "15", "20", "25", "30", "35"].map { "<integer>\($0)</integer>" } + ["<string>5</string>"],
      "DefaultValue 5 (a number, where Values[7] is the string \"5\")"
    ),
    (
      "<string>5</string>", ["4", "10", "15", "20", "25", "30", "35", "5"].map { "<integer>\($0)</integer>" },
      "DefaultValue \"5\" (a string, where Values[7] is the number 5)"
    ),
    (
      "<string>3</string>", ["1", "2", "3"].map { "<integer>\($0)</integer>" },
      "DefaultValue \"3\" (a string, where Values holds numbers)"
    ),
  ])
  func defaultOfAnotherType(defaultValue: String, values: [String], expected: String) throws {
    let bundle = try TemporaryBundle()
    let titles = values.indices.map { "<string>T\($0)</string>" }.joined()
    try bundle.writeText(
      "Root.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict>
      <key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Interval</string>
      <key>Key</key><string>interval</string><key>DefaultValue</key>\(defaultValue)
      <key>Values</key><array>\(values.joined())</array><key>Titles</key><array>\(titles)</array>
      </dict></array></dict></plist>
      """)
    let result = try walk(bundle.url)
    let finding = try #require(result.ids("default-not-in-values").first)
    #expect(finding.message.contains(expected), "\(finding.message)")
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
    #expect(
      Specifier.requiredKeys(forType: "PSMultiValueSpecifier") == ["Title", "Key", "DefaultValue", "Titles", "Values"])
    #expect(Specifier.requiredKeys(forType: "PSToggleSwitchSpecifier") == ["Title", "Key", "DefaultValue"])
    #expect(
      Specifier.requiredKeys(forType: "PSSliderSpecifier") == ["Key", "DefaultValue", "MinimumValue", "MaximumValue"])
    #expect(Specifier.requiredKeys(forType: "IASKButtonSpecifier") == nil)
  }
}
