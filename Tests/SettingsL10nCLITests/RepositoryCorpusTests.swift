import Foundation
import TestSupport
import Testing

/// Every corpus bundle in one run, and VLC's configuration, when ../shared/corpus is there.
@Suite(
  "settings-l10n check on the corpus as one repository",
  .tags(.slow), SlowTests.onlyWhenAsked,
  .enabled(if: FileManager.default.fileExists(atPath: CLI.corpus.path), "../shared/corpus is not beside the project"))
struct RepositoryCorpusTests {
  static func json(_ arguments: [String], in folder: URL) throws -> (status: Int32, object: [String: Any]) {
    let result = try CLI.run(arguments + ["--format", "json"], in: folder)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    return (result.status, object)
  }

  static func counts(_ bundle: [String: Any]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for finding in bundle["findings"] as? [[String: Any]] ?? [] {
      counts[finding["id"] as? String ?? "", default: 0] += 1
    }
    return counts
  }

  @Test("check with no bundle finds all five corpus bundles and reports them in one object, one exit code")
  func allFive() throws {
    let (status, object) = try Self.json(["check", "--no-config"], in: CLI.corpus)
    #expect(status == 1)
    let bundles = try #require(object["bundles"] as? [[String: Any]])
    #expect(
      bundles.compactMap { $0["bundle"] as? String } == [
        "BelledonneCommunications__linphone-iphone/Settings.bundle", "futuretap__InAppSettingsKit/Settings.bundle",
        "threema-ch__threema-ios/Settings.bundle", "utmapp__UTM/Settings.bundle", "videolan__vlc-ios/Settings.bundle",
      ])
    // The same findings as five separate runs.
    for bundle in bundles {
      let path = try #require(bundle["bundle"] as? String)
      let (_, alone) = try Self.json(["check", path, "--no-config"], in: CLI.corpus)
      #expect((alone["findings"] as? [Any])?.count == (bundle["findings"] as? [Any])?.count, "\(path)")
    }
  }

  @Test("VLC: ignore rules and doNotTranslate cut the stale keys; the real gaps stay")
  func vlc() throws {
    let folder = CLI.corpus.appendingPathComponent("videolan__vlc-ios")
    let config = CLI.fixtures.appendingPathComponent("config/corpus/videolan__vlc-ios.yml").path
    let (_, plain) = try Self.json(["check", "Settings.bundle", "--no-config"], in: folder)
    let (status, configured) = try Self.json(["check", "Settings.bundle", "--config", config], in: folder)
    // The gaps left are strings waiting for translators: warnings under the pull-request policy.
    #expect(status == 0)
    let before = Self.counts(plain)
    let after = Self.counts(configured)
    // Keys only Root.inApp.plist (InAppSettingsKit) uses are neither stale nor required of the
    // Settings app's pages.
    // The 8 keys a page names as the value of VLC's own field (`infobuttonvalue`) are in use too.
    #expect(before["stale-key"] == 1988)
    // The Titles no table has are fonts and encodings in a table keyed by identifiers: text the
    // team shows as written on purpose, not a forgotten key.
    #expect(before["not-in-development-table"] == nil)
    #expect(after["stale-key"] == nil)
    #expect(after["not-in-development-table"] == nil)
    // The real gaps stay.
    #expect(after["missing-key"] == before["missing-key"])
    #expect(after["untranslated"] == before["untranslated"])
    let languages = configured["languages"] as? [[String: Any]] ?? []
    #expect(languages.allSatisfy { $0["stale"] as? Int == 0 })
  }
}
