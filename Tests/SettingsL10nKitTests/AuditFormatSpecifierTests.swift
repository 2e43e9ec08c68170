import L10nRules
import SettingsL10nKit
import Testing

/// A development value, a translation, and what the comparison should say.
struct FormatCase: Sendable, CustomTestStringConvertible {
  var development: String
  var translation: String
  /// A fragment of the mismatch message, or nil when the translation is compatible.
  var mismatch: String?
  var testDescription: String { "\(development) → \(translation)" }
}

@Suite("Audit format specifiers")
struct AuditFormatSpecifierTests {
  static let cases: [FormatCase] = [
    FormatCase(development: "%@ files", translation: "%@ Dateien", mismatch: nil),
    FormatCase(
      development: "%@ files", translation: "%d Dateien", mismatch: "argument 1 is %d in the translation but %@"),
    FormatCase(development: "%d of %@", translation: "%2$@: %1$d", mismatch: nil),
    FormatCase(development: "%d of %@", translation: "%1$@: %2$d", mismatch: "argument 1 is %1$@"),
    FormatCase(development: "%ld items", translation: "%lu éléments", mismatch: nil),
    FormatCase(
      development: "%ld items", translation: "%d éléments", mismatch: "argument 1 is %d in the translation but %ld"),
    FormatCase(development: "%d of %d", translation: "%d", mismatch: "argument 2 (%d) is missing"),
    FormatCase(
      development: "Done", translation: "Fertig %@", mismatch: "argument 1 (%@) is not in the development value"),
    FormatCase(development: "100% sure", translation: "100 % sûr", mismatch: nil),
    FormatCase(development: "50%% off", translation: "%% de réduction: 50", mismatch: nil),
    FormatCase(development: "%.2f MB", translation: "%.1f Mo", mismatch: nil),
    FormatCase(development: "%1$@ and %1$@", translation: "%1$@", mismatch: nil),
    FormatCase(development: "%s", translation: "%@", mismatch: "argument 1 is %@ in the translation but %s"),
  ]

  @Test(arguments: cases)
  func compare(_ example: FormatCase) {
    let reason = FormatSpecifiers(example.development).mismatch(in: FormatSpecifiers(example.translation))
    if let expected = example.mismatch {
      #expect(reason?.contains(expected) == true, "\(reason ?? "nil")")
    } else {
      #expect(reason == nil)
    }
  }

  @Test("scanning: positions, lengths, literal percent signs")
  func scan() {
    let specifiers = FormatSpecifiers("%1$@ %%, %2$lld, %-5.2f and 100%").specifiers
    #expect(specifiers.map(\.text) == ["%1$@", "%2$lld", "%-5.2f"])
    #expect(specifiers.map(\.position) == [1, 2, nil])
    #expect(specifiers.map(\.kind) == [.object, .long, .double])
  }
}
