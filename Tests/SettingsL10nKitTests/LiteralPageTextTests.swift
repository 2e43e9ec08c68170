import Foundation
import Testing

@testable import SettingsL10nKit

/// `not-in-development-table` is for text some user sees left in English by mistake: not for
/// page text a table keyed by identifiers leaves to every language on purpose (font names), nor
/// for a key every translating language has.
@Suite("Literal page text")
struct LiteralPageTextTests {
  @Test("a table keyed by identifiers: text no language has is shown as written on purpose")
  func keyedByIdentifiers() throws {
    let report = try AuditFixtures.audit("literal-text")
    let reported = report.findings("not-in-development-table")
    // The fonts are in no table; every translating language has "Show preview"; "Autoplay next",
    // text de translates, is fr's gap (it shows English there), not a finding of the bundle.
    #expect(reported.isEmpty)
    #expect(report.findings("missing-key").filter { $0.key == "Autoplay next" }.map(\.language) == ["fr"])
  }

  @Test("a table keyed by its text: a string no language has is a forgotten key, still reported")
  func keyedByText() throws {
    let report = try AuditFixtures.audit("translations")
    #expect(report.findings("not-in-development-table").compactMap(\.key).contains("Advanced"))
  }
}
