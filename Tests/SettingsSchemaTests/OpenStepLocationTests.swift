import Foundation
import SettingsSchema
import Testing

@Suite("OpenStep pages: findings and strings at line:column")
struct OpenStepLocationTests {
  static let page = """
    // An old-style page, with comments and quoted and unquoted strings.
    {
        StringsTable = Root;
        /* the elements */
        PreferenceSpecifiers = (
            { Type = PSGroupSpecifier; Title = "General"; },
            {
              Type = PSMultiValueSpecifier; Title = Quality; Key = q;
              DefaultValue = "3"; Values = (1, 2); Titles = ("Low", High);
            },
            { Type = PSChildPaneSpecifier; Title = "Gone"; File = Missing; },
            { Title = "No type"; },
        );
    }
    """

  @Test("element findings point at their key or element, strings at their field")
  func located() throws {
    let bundle = try TemporaryBundle()
    try bundle.writeText("Root.plist", Self.page)
    let result = try walk(bundle.url)
    // Values (1, 2) are strings in OpenStep, so "3" is not among them.
    let notInValues = try #require(result.ids("default-not-in-values").first)
    #expect(notInValues.line == 9 && notInValues.column == 11)
    let missing = try #require(result.ids("missing-page").first)
    #expect(missing.line == 11 && missing.column == 56, "\(missing)")
    let untyped = try #require(result.ids("missing-required-key").first)
    #expect(untyped.line == 12 && untyped.column == 9)
    let strings = result.strings.map { "\($0.key)@\($0.line ?? 0):\($0.column ?? 0)" }
    #expect(strings == ["General@6:36", "Quality@8:41", "Low@9:48", "High@9:48", "Gone@11:40"])
  }

  @Test("a broken or UTF-16 OpenStep text gives no positions and no crash")
  func hostile() throws {
    let bundle = try TemporaryBundle()
    try bundle.writeText(
      "Root.plist", "{ PreferenceSpecifiers = ( { Type = PSGroupSpecifier; Title = \"a\\\"b\"; }, ); ")
    _ = try walk(bundle.url)
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(Self.page.data(using: .utf16LittleEndian) ?? Data())
    try utf16.write(to: bundle.url.appendingPathComponent("Root.plist"))
    let result = try walk(bundle.url)
    #expect(result.strings.allSatisfy { $0.line == nil })
  }
}
