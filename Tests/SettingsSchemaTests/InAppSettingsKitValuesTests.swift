import SettingsSchema
import Testing

/// InAppSettingsKit reads values the Settings app does not (a `DecimalPad` keyboard, numbers as
/// titles): `invalid-value` for the Settings app, nothing on a page InAppSettingsKit shows.
@Suite("InAppSettingsKit values")
struct InAppSettingsKitValuesTests {
  static let page = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \t\t<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>amount</string><key>Title</key><string>Amount</string><key>KeyboardType</key><string>DecimalPad</string></dict>
    \t\t<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>count</string><key>Title</key><string>Count</string><key>DefaultValue</key><integer>1</integer><key>Titles</key><array><integer>1</integer><integer>2</integer></array><key>Values</key><array><integer>1</integer><integer>2</integer></array></dict>
    \t\t<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>name</string><key>Title</key><string>Name</string><key>KeyboardType</key><string>Dialpad</string></dict>
    \t\t<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>mixed</string><key>Title</key><string>Mixed</string><key>DefaultValue</key><integer>1</integer><key>Titles</key><array><true/><integer>2</integer></array><key>Values</key><array><integer>1</integer><integer>2</integer></array></dict>
    \t</array>
    </dict>
    </plist>
    """.utf8)

  static func invalid(_ reader: PageReader) -> [String] {
    Page.load(bytes: page, name: "Root", file: "Root.plist", reader: reader).findings.filter {
      $0.id.rawValue == "invalid-value"
    }.map(\.message)
  }

  @Test("the Settings app knows neither DecimalPad nor numbers as titles")
  func settingsApp() {
    let found = Self.invalid(.settingsApp)
    #expect(found.count == 4)
    #expect(found.contains { $0.contains("KeyboardType \"DecimalPad\"") })
    #expect(found.contains { $0.contains("(count): Titles[0] is an integer") })
  }

  @Test("InAppSettingsKit reads them; a keyboard or a title it does not know stays invalid")
  func inAppSettingsKit() {
    let found = Self.invalid(.inAppSettingsKit)
    #expect(found.count == 2)
    #expect(found.contains { $0.contains("KeyboardType \"Dialpad\"") })
    #expect(found.contains { $0.contains("(mixed): Titles[0] is a boolean") })
  }
}
