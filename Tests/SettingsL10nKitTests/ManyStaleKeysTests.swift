import Foundation
import Testing

@testable import SettingsL10nKit

/// A table of more stale keys than one file lists: `sync` and `extract` list as many as `check`
/// does and summarize the rest in one finding, yet `--prune` still removes every one of them.
@Suite("Many stale keys in one file")
struct ManyStaleKeysTests {
  static let extra = 7
  static var count: Int { TableFindings.listedPerID + extra }

  /// A table of `count` keys no page uses (K0 …), after the one key the page shows.
  static func table(_ shown: String) -> String {
    "\"Sound\" = \"\(shown)\";\n" + (0..<count).map { "\"K\($0)\" = \"V\";\n" }.joined()
  }

  static func bundle() throws -> LocalizedBundle {
    try LocalizedBundle.load(
      LocalizedBundleTests.makeBundle(["en.lproj/Root.strings": table("Sound"), "de.lproj/Root.strings": table("Ton")]))
  }

  /// The stale-key findings of one file: those listed with a key, and the summaries.
  static func stale(_ findings: [Finding], file: String) -> (listed: [Finding], summaries: [Finding]) {
    let mine = findings.filter { $0.id == AuditID.staleKey && $0.file == file }
    return (mine.filter { $0.key != nil }, mine.filter { $0.key == nil })
  }

  @Test("sync lists as many stale keys per file as check, says how many more, and prunes them all")
  func sync() throws {
    let bundle = try Self.bundle()
    let summary = "... and \(Self.extra) more stale-key findings in this file (1000 of one id are listed per file)"
    let checked = Self.stale(
      try Audit.audit(bundle, bundlePath: "Settings.bundle").findings, file: "de.lproj/Root.strings")
    #expect(checked.listed.count == TableFindings.listedPerID)
    #expect(checked.summaries.map(\.message) == [summary])
    for prune in [false, true] {
      let result = try Sync.plan(bundle, options: SyncOptions(prune: prune))
      let found = Self.stale(result.findings, file: "de.lproj/Root.strings")
      #expect(found.listed.count == TableFindings.listedPerID, "prune: \(prune)")
      #expect(found.listed.map(\.key).elementsEqual(checked.listed.map(\.key)), "prune: \(prune): the keys check lists")
      #expect(found.summaries.map(\.message) == [summary], "prune: \(prune)")
      #expect(found.summaries.map(\.severity) == [prune ? .note : .warning], "prune: \(prune)")
    }
    let pruned = try Sync.plan(bundle, options: SyncOptions(prune: true)).changes.changes
    let german = try #require(pruned.first { $0.displayPath == "de.lproj/Root.strings" })
    #expect(String(decoding: german.after, as: UTF8.self) == "\"Sound\" = \"Ton\";\n")
  }

  @Test("extract --prune summarizes the development table's stale keys and removes them all")
  func extract() throws {
    let bundle = try Self.bundle()
    let result = try Extract.plan(bundle, options: ExtractOptions(prune: true))
    let found = Self.stale(result.findings, file: "en.lproj/Root.strings")
    #expect(found.listed.count == TableFindings.listedPerID)
    #expect(found.summaries.count == 1)
    let english = try #require(result.changes.changes.first { $0.displayPath == "en.lproj/Root.strings" })
    #expect(String(decoding: english.after, as: UTF8.self) == "\"Sound\" = \"Sound\";\n")
  }
}
