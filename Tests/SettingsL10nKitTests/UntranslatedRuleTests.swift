import SettingsL10nKit
import Testing

/// `check`'s word on which development values a translator would change: names and placeables
/// read the same in every language, phrases do not.
@Suite("Untranslated rule")
struct UntranslatedRuleTests {
  /// Values nobody translates (translate-toolkit's `unchanged` check skips acronyms and placeables).
  static let names = [
    "OK", "ICE", "SIP", "G.722", "H.264", "1.5x", "0.25x", "iCloud", "WebDAV", "macOS", "Wi-Fi", "%d MB", "%@",
    "https://www.linphone.org", "www.example.com", "linphone.org", "support@example.com", "30 fps", "100%",
    "(ICE)", "TCP / UDP", "x", "15", "—", "AVPF", "VP8", "IPv6",
  ]
  /// Phrases a translator changes, some with names in them.
  static let phrases = [
    "Video", "Show hidden files", "Enable ICE", "Use Wi-Fi only", "%d files", "100%ige Bildschirmnutzung",
    "Version", "ADVANCED", "Download over cellular", "Open https://example.com", "Cancel", "iCloud backup",
    "Größe", "Résumé",
  ]

  @Test("names and placeables need no translation", arguments: names)
  func name(_ value: String) {
    #expect(!UntranslatedRule.needsTranslation(value))
    #expect(Array(value.utf8).withUnsafeBufferPointer(UntranslatedRule.needsTranslation(utf8:)) == false)
  }

  @Test("phrases need translation", arguments: phrases)
  func phrase(_ value: String) {
    #expect(UntranslatedRule.needsTranslation(value))
    #expect(Array(value.utf8).withUnsafeBufferPointer(UntranslatedRule.needsTranslation(utf8:)) == true)
  }
}
