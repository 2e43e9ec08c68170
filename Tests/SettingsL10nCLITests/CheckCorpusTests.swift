import Foundation
import TestSupport
import Testing

/// `check` on the real bundles in ../shared/corpus, when they are there.
@Suite(
  "settings-l10n check on the corpus", .tags(.slow), SlowTests.onlyWhenAsked,
  .enabled(if: FileManager.default.fileExists(atPath: CLI.corpus.path), "../shared/corpus is not beside the project"))
struct CheckCorpusTests {
  static func bundle(_ name: String) -> String { CLI.corpus.appendingPathComponent("\(name)/Settings.bundle").path }

  static func findings(_ arguments: [String]) throws -> (status: Int32, findings: [[String: Any]]) {
    let result = try CLI.run(["check", "--format", "json"] + arguments)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return (result.status, object["findings"] as? [[String: Any]] ?? [])
  }

  /// `check --format json` on a copy of a corpus bundle alone in a temporary folder, with no
  /// configuration: the verdict on the bundle itself, whatever surrounds the corpus on this machine
  /// (a project or repository above it would add the code the search finds there). The output
  /// comes back too, for failure messages.
  static func alone(_ name: String) throws -> (status: Int32, findings: [[String: Any]], output: String) {
    let (folder, bundle) = try CLI.copyBundle(URL(fileURLWithPath: Self.bundle(name)))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", bundle.path, "--format", "json", "--no-config"], in: folder)
    let output = "exit \(result.status)\n\(result.stdout)\n\(result.stderr)"
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(output)")
    return (result.status, object["findings"] as? [[String: Any]] ?? [], output)
  }

  @Test("every corpus bundle is checked without a crash, in every format, with and without --iask")
  func noCrash() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: CLI.corpus.path).filter {
      FileManager.default.fileExists(atPath: Self.bundle($0))
    }
    #expect(names.count == 5)
    for name in names {
      for format in ["text", "json", "xcode", "github", "sarif", "markdown"] {
        for iask in [[], ["--iask"]] {
          let result = try CLI.run(["check", Self.bundle(name), "--format", format] + iask)
          #expect(result.status == 0 || result.status == 1, "\(name) \(format): \(result.stderr)")
          #expect(!result.stdout.isEmpty)
        }
      }
    }
  }

  @Test("threema: cy lacks exactly safe_mode_switch and sentry_switch")
  func threema() throws {
    let (status, findings, output) = try Self.alone("threema-ch__threema-ios")
    // Strings waiting for translators warn under the default policy (pull-request).
    #expect(status == 0, "\(output)")
    let missing = findings.filter { $0["id"] as? String == "missing-key" }
    #expect(missing.compactMap { $0["language"] as? String } == ["cy", "cy"], "\(output)")
    #expect(missing.compactMap { $0["key"] as? String } == ["safe_mode_switch", "sentry_switch"], "\(output)")
    #expect(findings.count == 2, "\(output)")
  }

  @Test("linphone: en.lproj/Chat.strings's syntax error is reported at 6:50, once", arguments: [false, true])
  func linphone(iask: Bool) throws {
    let (_, findings) = try Self.findings(
      [Self.bundle("BelledonneCommunications__linphone-iphone")] + (iask ? ["--iask"] : []))
    let errors = findings.filter { $0["id"] as? String == "syntax-error" }
    #expect(errors.count == 1)
    #expect(errors.first?["file"] as? String == "en.lproj/Chat.strings")
    #expect(errors.first?["line"] as? Int == 6)
    #expect(errors.first?["column"] as? Int == 50)
    // The tables named after pages without StringsTable are InAppSettingsKit's, under either
    // reader: no orphan; without --iask each such page has its note instead.
    #expect(!findings.contains { $0["id"] as? String == "orphan-table" })
    // Read as InAppSettingsKit reads it, only the pages without a table of their own have the note.
    let untabled = findings.filter { $0["id"] as? String == "page-without-table" }.compactMap { $0["file"] as? String }
    #expect(
      iask ? untabled == ["Contacts.plist", "LDAP.plist", "Meetings.plist"] : untabled.contains("Chat.plist"),
      "\(untabled)")
  }

  @Test("VLC: font and encoding names no table translates are shown as written on purpose, as is 0.25x")
  func vlc() throws {
    let (_, findings) = try Self.findings([Self.bundle("videolan__vlc-ios")])
    // A speed shown as written reads the same in every language.
    #expect(!findings.contains { ["0.25x", "0.50x", "0.75x"].contains($0["key"] as? String) })
    // VLC names every string it translates by an identifier (SETTINGS_…): text no language has is
    // written as it is on purpose.
    for key in ["Helvetica", "Zapfino", "Courier New", "Universal (UTF-8)"] {
      #expect(!findings.contains { $0["key"] as? String == key }, "\(key)")
    }
    #expect(!findings.contains { ($0["id"] as? String) == "not-in-development-table" })
    #expect(!findings.contains { ($0["id"] as? String) == "missing-table" })
  }

  @Test("UTM: key names ja and ko keep as written are shown so on purpose; Vulkan Driver, in no table, is reported")
  func utmKeyNames() throws {
    let (_, findings) = try Self.findings([Self.bundle("utmapp__UTM"), "--no-config"])
    let reported = findings.filter { $0["id"] as? String == "not-in-development-table" }.compactMap {
      $0["key"] as? String
    }
    #expect(reported == ["Vulkan Driver"])
  }

  @Test("VLC: the first run leads with what to do, in a screenful or two, and lists every finding on request")
  func vlcFirstRun() throws {
    let first = try CLI.run(["check", Self.bundle("videolan__vlc-ios"), "--no-config"])
    // Nothing the Settings app shows is broken (its two elements without a Type are on
    // Root.inApp.plist, which only InAppSettingsKit opens): the missing strings wait for
    // translators, warnings under the pull-request policy, errors for a release.
    #expect(first.status == 0)
    #expect(try CLI.run(["check", Self.bundle("videolan__vlc-ios"), "--no-config", "--policy", "release"]).status == 1)
    let lines = first.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count < 200, "\(lines.count) lines")
    #expect(lines[2].hasPrefix("Findings by id: stale-key "))
    #expect(first.stdout.contains("ignore:\n  - id: stale-key\n    table: Root\n"))
    // Root.inApp.plist makes it an InAppSettingsKit bundle: the hint comes once.
    #expect(first.stdout.components(separatedBy: "--iask").count - 1 == 1)
    #expect(first.stdout.contains("written for InAppSettingsKit (Root.inApp.plist)"))
    let all = try CLI.run(["check", Self.bundle("videolan__vlc-ios"), "--no-config", "--all-findings"])
    // 1,988: the 435 findings of the keys the pages name in their own `infobuttonvalue` field are not stale.
    #expect(all.stdout.components(separatedBy: "[stale-key]").count - 1 == 1988)
    #expect(!all.stdout.contains("ignore:\n"))
  }

  @Test("linphone: pages without StringsTable beside tables named after them are recognized as InAppSettingsKit's")
  func linphoneHint() throws {
    let plain = try CLI.run(["check", Self.bundle("BelledonneCommunications__linphone-iphone"), "--no-config"])
    #expect(plain.stdout.components(separatedBy: "written for InAppSettingsKit").count - 1 == 1)
    #expect(!plain.stdout.contains("with --iask it uses this table"))
    let iask = try CLI.run(["check", Self.bundle("BelledonneCommunications__linphone-iphone"), "--no-config", "--iask"])
    #expect(!iask.stdout.contains("written for InAppSettingsKit"))
  }
}
