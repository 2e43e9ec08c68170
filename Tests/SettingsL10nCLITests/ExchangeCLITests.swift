import BundleIO
import Foundation
import SettingsL10nKit
import Testing

@Suite("settings-l10n extract, sync, export, import")
struct ExchangeCLITests {
  static let basic = CLI.fixtures.appendingPathComponent("exchange/basic/Settings.bundle")
  static let corpusNames = [
    "BelledonneCommunications__linphone-iphone", "futuretap__InAppSettingsKit", "threema-ch__threema-ios",
    "utmapp__UTM", "videolan__vlc-ios",
  ]
  static let hasCorpus = FileManager.default.fileExists(atPath: CLI.corpus.path)

  /// A copy of a bundle in a fresh folder; returns (folder, bundle).
  static func copy(_ bundle: URL) throws -> (URL, URL) {
    let dir = try CLI.temporaryDirectory()
    let target = dir.appendingPathComponent("Settings.bundle")
    try FileManager.default.copyItem(at: bundle, to: target)
    try CLI.makeWritable(target)
    return (dir, target)
  }

  /// Every file under a folder with its bytes.
  static func snapshot(_ url: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = url.appendingPathComponent(path)
      if unsafe FileManager.default.fileExists(atPath: full.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        result[path] = try Data(contentsOf: full)
      }
    }
    return result
  }

  @Test("extract --dry-run prints a diff and writes nothing; extract then writes")
  func extractDryRun() throws {
    let (dir, bundle) = try Self.copy(Self.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let before = try Self.snapshot(bundle)
    let dry = try CLI.run(["extract", bundle.path, "--dry-run"])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.contains("--- a/en.lproj/Root.strings\n+++ b/en.lproj/Root.strings\n"))
    #expect(dry.stdout.contains("+\"Dark\" = \"Dark\";"))
    #expect(dry.stdout.contains("dry run: 1 file would change; nothing was written"))
    #expect(try Self.snapshot(bundle) == before)
    let real = try CLI.run(["extract", bundle.path])
    #expect(real.status == 0)
    #expect(real.stdout.contains("en.lproj/Root.strings: 4 added\n"))
    #expect(
      real.stdout.contains(
        "en.lproj/Root.strings:12:1: warning: \"Old setting\" is used by no page file of the bundle with table Root (--prune removes it) [stale-key]"
      ))
    #expect(try Self.snapshot(bundle) != before)
  }

  @Test("export to standard output, and import of a malformed file exits 1 with its location")
  func exportAndMalformedImport() throws {
    let (dir, bundle) = try Self.copy(Self.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = try CLI.run(["export", bundle.path, "--language", "de"])
    #expect(export.status == 0)
    #expect(export.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff "))
    #expect(
      export.stdout.contains("<tool tool-id=\"settings-l10n\" tool-name=\"settings-l10n\" tool-version=\"0.1.0\"/>"))
    let bad = dir.appendingPathComponent("bad.xliff")
    try Data(export.stdout.replacingOccurrences(of: "</body>", with: "</bdy>").utf8).write(to: bad)
    let before = try Self.snapshot(bundle)
    let result = try CLI.run(["import", bundle.path, bad.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(bad.path):"))
    #expect(result.stderr.contains("error: malformed XML"))
    #expect(result.stderr.contains("nothing was written"))
    #expect(try Self.snapshot(bundle) == before)
  }

  @Test("--format json reports files, findings and the diff of a dry run")
  func json() throws {
    let result = try CLI.run(["sync", Self.basic.path, "--prune", "--dry-run", "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["dryRun"] as? Bool == true)
    let files = try #require(object["files"] as? [[String: Any]])
    // The development language loses its stale key too.
    #expect(files.map { $0["file"] as? String } == ["de.lproj/Root.strings", "en.lproj/Root.strings"])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["id"] as? String == "stale-key" && $0["line"] as? Int == 8 })
    #expect((object["diff"] as? String)?.contains("-\"Old setting\" = \"Alte Einstellung\";") == true)
  }

  @Test("usage errors exit 2")
  func usage() throws {
    #expect(try CLI.run(["export", Self.basic.path]).status == 2)
    #expect(try CLI.run(["export", Self.basic.path, "--all"]).status == 2)
    #expect(try CLI.run(["sync", Self.basic.path, "--language", "xx-invalid-!"]).status == 2)
    #expect(try CLI.run(["import", Self.basic.path, "/nonexistent.xliff"]).status == 2)
  }

  @Test(
    "all four commands on a copy of each corpus bundle",
    .enabled(if: hasCorpus, "../shared/corpus is not beside the project"), arguments: corpusNames)
  func corpus(name: String) throws {
    let (dir, bundle) = try Self.copy(CLI.corpus.appendingPathComponent("\(name)/Settings.bundle"))
    defer { try? FileManager.default.removeItem(at: dir) }
    let extract = try CLI.run(["extract", bundle.path])
    #expect(extract.status == 0, "\(extract.stderr)")
    #expect(try CLI.run(["extract", bundle.path]).stdout.hasSuffix("0 files written\n"))

    // Every key check requires of the development table is now in it: none is left missing from it.
    let report = try Audit.run(bundleAt: bundle, bundlePath: "Settings.bundle")
    #expect(report.findings.filter { $0.id.rawValue == "not-in-development-table" }.isEmpty, "\(name)")
    let loaded = try LocalizedBundle.load(bundle)
    let development = try #require(loaded.developmentLproj)

    // Export every language, import it back: nothing changes.
    let xliffs = dir.appendingPathComponent("xliff")
    let export = try CLI.run(["export", bundle.path, "--all", "--output", xliffs.path])
    #expect(export.status == 0, "\(export.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: xliffs.path).sorted().map {
      xliffs.appendingPathComponent($0).path
    }
    #expect(files.count == loaded.localizations.lprojs.filter { !$0.isBase && $0.name != development.name }.count)
    let before = try Self.snapshot(bundle)
    let reimport = try CLI.run(["import", bundle.path] + files)
    #expect(reimport.status == 0, "\(reimport.stderr)")
    #expect(reimport.stdout.hasSuffix("0 files written\n"), "\(reimport.stdout)")
    #expect(try Self.snapshot(bundle) == before)

    // Sync with the development values: every language then holds every key of the development table.
    let sync = try CLI.run(["sync", bundle.path, "--fill-with-source"])
    #expect(sync.status == 0 || sync.status == 1, "\(sync.stderr)")
    if sync.status == 1 {
      // Refused because a table to change has syntax errors: nothing written.
      #expect(sync.stderr.contains("nothing was written"))
      #expect(try Self.snapshot(bundle) == before)
    }
  }
}
