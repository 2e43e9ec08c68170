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

  @Test("text languages keep as written and none translates is shown as written on purpose: not reported")
  func keptAsWritten() throws {
    let report = try AuditFixtures.audit("shown-as-written")
    // ja and ko hold "Ctrl" and "Esc" as written; ko translates "Option/Alt"; no table has "Vulkan Driver".
    let reported = report.findings("not-in-development-table").compactMap(\.key).sorted()
    #expect(reported == ["Option/Alt", "Vulkan Driver"])
    #expect(report.findings("missing-key").map { "\($0.language ?? "")/\($0.key ?? "")" } == ["de/Modifier key"])
  }

  @Test("extract adds what check requires of the development table: not the text kept as written")
  func extractFollowsTheRule() throws {
    let copy = try BundleCopy(AuditFixtures.folder("shown-as-written").appendingPathComponent("Settings.bundle"))
    let before = try Audit.run(bundleAt: copy.url, bundlePath: "Settings.bundle")
    _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: .init())
    let table = try String(contentsOf: copy.url.appendingPathComponent("en.lproj/Root.strings"), encoding: .utf8)
    for key in ["Modifier key", "Option/Alt", "Vulkan Driver"] { #expect(table.contains("\"\(key)\" = "), "\(key)") }
    for key in ["Ctrl", "Esc"] { #expect(!table.contains("\"\(key)\""), "\(key) is shown as written") }
    let after = try Audit.run(bundleAt: copy.url, bundlePath: "Settings.bundle")
    // The keys extract added are now each translating language's to translate; the text kept as
    // written gives no finding before or after.
    #expect(after.findings("not-in-development-table").isEmpty)
    for report in [before, after] {
      #expect(!report.findings.contains { ["Ctrl", "Esc"].contains($0.key) })
    }
  }
}
