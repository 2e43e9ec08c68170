import Testing

@testable import L10nRules
@testable import SettingsL10nKit

/// `check`'s word on which development values a translator would change: names and placeables
/// read the same in every language, phrases do not.
@Suite("Untranslated rule")
struct UntranslatedRuleTests {
  /// Values nobody translates (translate-toolkit's `unchanged` check skips acronyms and placeables).
  static let names = [
    "OK", "ICE", "SIP", "G.722", "H.264", "1.5x", "0.25x", "iCloud", "WebDAV", "macOS", "Wi-Fi", "%d MB", "%@",
    "https://www.linphone.org", "www.example.com", "linphone.org", "support@example.com", "30 fps", "100%",
    "(ICE)", "TCP / UDP", "x", "15", "—", "AVPF", "VP8", "IPv6", "AAC-ELD", "16kHz", "128 kbps", "10 kbits/s",
  ]
  /// Phrases a translator changes, some with names in them.
  static let phrases = [
    "Video", "Show hidden files", "Enable ICE", "Use Wi-Fi only", "%d files", "100%ige Bildschirmnutzung",
    "Version", "ADVANCED", "Download over cellular", "Open https://example.com", "Cancel", "iCloud backup",
    "Größe", "Résumé", "%d days", "Speex 16kHz",
  ]

  @Test("names and placeables need no translation", arguments: names)
  func name(_ value: String) {
    #expect(!UntranslatedRule.needsTranslation(value))
  }

  @Test("phrases need translation", arguments: phrases)
  func phrase(_ value: String) {
    #expect(UntranslatedRule.needsTranslation(value))
  }

  @Test("the data rule: too few languages translate a table for their choice to count")
  func untranslatedNeedsAQuorum() throws {
    // Three votes make a quorum: with two, one language's gap would excuse itself.
    var two = UnchangedValues(count: 1)
    two.add(compared: 4, unchanged: 1, candidates: [0])
    two.add(compared: 4, unchanged: 1, candidates: [0])
    #expect(!two.isName(0))
    two.add(compared: 4, unchanged: 0, candidates: [])
    #expect(two.isName(0))
    // A language that keeps most of its table unchanged translates nothing: it does not vote.
    var copies = UnchangedValues(count: 1)
    for _ in 0..<3 { copies.add(compared: 4, unchanged: 3, candidates: [0]) }
    #expect(!copies.isName(0))
  }

  @Test("the data rule judges values of one word besides names; phrases stay gaps")
  func nameCandidates() {
    #expect(UnchangedValues.mayBeName("Video"))
    #expect(UnchangedValues.mayBeName("Speex 16kHz"))
    #expect(!UnchangedValues.mayBeName("Stun Server"))
    #expect(!UnchangedValues.mayBeName("Download over cellular"))
    #expect(!UnchangedValues.mayBeName("G.722"))
  }
}
