import BundleIO
import Foundation
import SettingsL10nKit
import Testing

/// Discovery, doNotTranslate and ignore rules in the audit, and the multi-bundle reports.
@Suite("Repository check")
struct RepositoryTests {
  /// A temporary tree with bundles where discovery must and must not look.
  static func tree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("settings-l10n-repo-\(UUID().uuidString)")
    let fm = FileManager.default
    for bundle in [
      "App/Settings.bundle", "Deep/a/b/c/Prefs.bundle", "Pods/P/Settings.bundle", "Carthage/C/Settings.bundle",
      ".build/x/Settings.bundle", "DerivedData/D/Settings.bundle", "node_modules/n/Settings.bundle",
      ".hidden/Settings.bundle", "Inner/.git/Settings.bundle",
    ] {
      try fm.createDirectory(at: root.appendingPathComponent(bundle), withIntermediateDirectories: true)
      try Data().write(to: root.appendingPathComponent("\(bundle)/Root.plist"))
    }
    // A bundle with only Root~ipad.plist counts; a resource bundle without Root*.plist does not.
    try fm.createDirectory(at: root.appendingPathComponent("Pad.bundle"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Pad.bundle/Root~ipad.plist"))
    try fm.createDirectory(at: root.appendingPathComponent("Images.bundle"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Images.bundle/icon.png"))
    // A symbolic link to a folder is not followed (it could loop).
    try fm.createSymbolicLink(at: root.appendingPathComponent("Loop"), withDestinationURL: root)
    return root
  }

  @Test("discovery finds Settings bundles and skips build, dependency, hidden folders and links")
  func discovery() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let found = BundleDiscovery.bundles(below: root).map { BundleDiscovery.relativePath(of: $0, from: root) }
    #expect(found == ["App/Settings.bundle", "Deep/a/b/c/Prefs.bundle", "Pad.bundle"])
  }

  @Test("patterns: * within a name, ** across folders, literal paths as they are")
  func patterns() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    func expand(_ pattern: String) -> [String] {
      BundleDiscovery.expand(pattern, from: root).map { BundleDiscovery.relativePath(of: $0, from: root) }.sorted()
    }
    #expect(expand("**/*.bundle") == ["App/Settings.bundle", "Deep/a/b/c/Prefs.bundle", "Pad.bundle"])
    #expect(expand("*/Settings.bundle") == ["App/Settings.bundle"])
    #expect(expand("Pods/*/Settings.bundle") == ["Pods/P/Settings.bundle"])
    #expect(expand(".hidden/Settings.bundle") == [".hidden/Settings.bundle"])
    #expect(expand("Images.bundle") == ["Images.bundle"])  // named outright: taken as it is
    #expect(expand("*.bundle") == ["Pad.bundle"])
    #expect(expand("Nope/*.bundle").isEmpty)
  }

  @Test(
    // The time they take is bounds-bench's "bundle pattern" cases, not a time limit here.
    "runs of ** and many ** components find what one ** finds, in time linear in the tree",
    arguments: [
      (
        String(repeating: "**/", count: 200) + "*.bundle",
        ["App/Settings.bundle", "Deep/a/b/c/Prefs.bundle", "Pad.bundle"]
      ),
      (String(repeating: "**/*/", count: 40) + "**/Prefs.bundle", []),
      ("**/" + String(repeating: "*/**/", count: 3) + "*.bundle", ["Deep/a/b/c/Prefs.bundle"]),
      ("Deep/**/**/b/**/**/c/**/Prefs.bundle", ["Deep/a/b/c/Prefs.bundle"]),
    ])
  func repeatedDoubleStars(_ pattern: String, _ expected: [String]) throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let found = BundleDiscovery.expand(pattern, from: root).map { BundleDiscovery.relativePath(of: $0, from: root) }
      .sorted()
    #expect(found == expected)
  }

  @Test("relative paths from the current folder")
  func relative() {
    let base = URL(fileURLWithPath: "/r/App")
    #expect(BundleDiscovery.relativePath(of: URL(fileURLWithPath: "/r/App/S.bundle"), from: base) == "S.bundle")
    #expect(
      BundleDiscovery.relativePath(of: URL(fileURLWithPath: "/r/Other/S.bundle"), from: base) == "../Other/S.bundle")
    #expect(BundleDiscovery.relativePath(of: base, from: base) == ".")
  }

  @Test("the nearest configuration file above a folder wins")
  func configSearch() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("failOn: note\n".utf8).write(to: root.appendingPathComponent(".settings-l10n.yml"))
    try Data("failOn: error\n".utf8).write(to: root.appendingPathComponent("Deep/a/.settings-l10n.yml"))
    #expect(
      BundleDiscovery.configFile(from: root.appendingPathComponent("Deep/a/b/c"))?.path
        == root.appendingPathComponent("Deep/a/.settings-l10n.yml").standardizedFileURL.path)
    #expect(
      BundleDiscovery.configFile(from: root.appendingPathComponent("App"))?.path
        == root.appendingPathComponent(".settings-l10n.yml").standardizedFileURL.path)
    // A repository's top folder ends the search: the file above it is not the repository's.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App/.git"), withIntermediateDirectories: true)
    #expect(BundleDiscovery.configFile(from: root.appendingPathComponent("App/Settings.bundle")) == nil)
  }

  @Test("doNotTranslate keys are neither required nor untranslated, and stay used (never stale)")
  func doNotTranslate() throws {
    let bundle = AuditFixtures.folder("translations").appendingPathComponent("Settings.bundle")
    let plain = try Audit.run(bundleAt: bundle, bundlePath: "Settings.bundle")
    let exempt = try Audit.run(
      bundleAt: bundle, bundlePath: "Settings.bundle",
      options: AuditOptions(doNotTranslate: [
        try Glob("1.5x"), try Glob("Advanced"), try Glob("Fast"), try Glob("Speed"),
      ]))
    #expect(plain.findings("not-in-development-table").compactMap(\.key).contains("Advanced"))
    #expect(!exempt.findings("not-in-development-table").compactMap(\.key).contains("Advanced"))
    #expect(plain.findings("missing-key").compactMap(\.key) == ["Fast"])
    #expect(exempt.findings("missing-key").isEmpty)
    #expect(plain.findings("untranslated").contains { $0.key == "Speed" })
    #expect(!exempt.findings("untranslated").contains { $0.key == "Speed" })
    #expect(!exempt.findings("stale-key").contains { ["Fast", "Speed", "1.5x"].contains($0.key ?? "") })
    // Two keys fewer are required of German (1.5x, which the development table lacks, is
    // required of no language anyway), and it lacked one of them (Fast).
    let before = try #require(plain.language("de"))
    let after = try #require(exempt.language("de"))
    #expect(after.required == before.required - 2)
    #expect(after.missing == before.missing - 1)
  }

  @Test("ignore rules drop findings, are counted, and take their stale keys out of the coverage rows")
  func ignoreRules() throws {
    let bundle = AuditFixtures.folder("translations").appendingPathComponent("Settings.bundle")
    let rule = IgnoreRule(id: try Glob("stale-key"), language: try Glob("e*"))
    let outcome = try CheckJob.check(CheckRequest(bundle: "Settings.bundle", bundleURL: bundle, ignoreRules: [rule]))
    #expect(outcome.ignoredByRules == 1)
    #expect(outcome.report.findings("stale-key").map(\.language) == ["ja"])
    #expect(outcome.report.language("en")?.stale == 0)
    #expect(outcome.report.language("ja")?.stale == 1)
  }

  @Test("several bundles in one JSON object: version, bundles less version, total summary")
  func multiJSON() throws {
    let bundles = ["translations", "clean"].map { AuditFixtures.folder($0).appendingPathComponent("Settings.bundle") }
    let outcomes = try bundles.map { try CheckJob.check(CheckRequest(bundle: $0.path, bundleURL: $0)) }
    let text = JSONReporter().render(bundles: outcomes)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(text.hasPrefix("{\n  \"version\": 1,"))
    let items = try #require(object["bundles"] as? [[String: Any]])
    #expect(items.count == 2)
    #expect(items.allSatisfy { $0["version"] == nil && $0["findings"] != nil && $0["languages"] != nil })
    let summary = try #require(object["summary"] as? [String: Int])
    let errors = outcomes.reduce(0) { $0 + $1.report.summary.errors }
    #expect(summary["errors"] == errors)
  }

  @Test("github: errors first, then warnings, then notes; the notice counts all and points at the summary")
  func githubOrder() throws {
    let findings =
      (0..<15).map { Finding(id: "stale-key", severity: .warning, message: "w\($0)", file: "a.strings", line: $0 + 1) }
      + (0..<12).map {
        Finding(id: "missing-key", severity: .error, message: "e\($0)", file: "z.strings", line: $0 + 1)
      }
      + [Finding(id: "orphan-page", severity: .note, message: "n", file: "a.plist")]
    let report = AuditResult(bundle: "S.bundle", developmentLanguage: "en", findings: findings, languages: [])
    let output = GitHubReporter().render(CheckOutcome(report: report, gate: CheckGate().evaluate(report)))
    let commands = output.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.prefix(12).allSatisfy { $0.hasPrefix("::error ") })
    #expect(commands.dropFirst(12).prefix(15).allSatisfy { $0.hasPrefix("::warning ") })
    #expect(commands[27].hasPrefix("::notice file="))
    let notice = try #require(commands.last)
    #expect(
      notice.hasPrefix("::notice title=settings-l10n::settings-l10n check failed: 12 errors, 15 warnings, 1 note"))
    #expect(notice.contains("job summary"))
  }

  @Test("markdown escapes what keys and values could turn into markup, mentions or emoji")
  func markdownEscaping() throws {
    let finding = Finding(
      id: "stale-key", severity: .warning,
      message: "\"<img src=x onerror=alert(1)> @octocat *b* `c` [l](u) :tada: | $x$\"",
      file: "de.lproj/A (1).strings", line: 2, column: 1, language: "de<b>", key: "k")
    let report = AuditResult(bundle: "My App/S.bundle", developmentLanguage: "en", findings: [finding], languages: [])
    let output = MarkdownReporter().render(CheckOutcome(report: report, gate: CheckGate().evaluate(report)))
    #expect(!output.contains("<img"))
    #expect(output.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(output.contains("@\u{200B}octocat"))
    #expect(output.contains("\\*b\\* \\`c\\` \\[l\\](u) \\:tada: \\| \\$x\\$"))
    #expect(output.contains("<summary><b>de&lt;b&gt;</b>"))
    #expect(output.contains("](My%20App/S.bundle/de.lproj/A%20%281%29.strings#L2)"))
  }

  @Test("markdown lists fewer findings per language until the summary fits GitHub's limit")
  func markdownFits() throws {
    let findings = (0..<40).flatMap { index in
      ["de", "fr", "ja"].map { (language: String) in
        Finding(
          id: "stale-key", severity: .warning,
          message: "\"KEY_\(index)\" is not used by any reachable page with table Root",
          file: "\(language).lproj/Root.strings", line: index + 1, column: 1, language: language, key: "KEY_\(index)")
      }
    }
    let report = AuditResult(bundle: "S.bundle", developmentLanguage: "en", findings: findings, languages: [])
    let outcome = CheckOutcome(report: report, gate: CheckGate().evaluate(report))
    let full = MarkdownReporter().render(outcome)
    #expect(full.components(separatedBy: "- **warning**").count - 1 == 30)
    #expect(!full.contains("size limits"))
    let short = MarkdownReporter(maximumLength: full.count - 1).render(outcome)
    #expect(short.count < full.count)
    #expect(short.components(separatedBy: "- **warning**").count - 1 == 15)
    #expect(short.contains("Only each language's first 5 findings are listed"))
    #expect(short.contains("- … and 35 more"))
    let none = MarkdownReporter(maximumLength: 10).render(outcome)
    #expect(!none.contains("<details>"))
    #expect(none.contains("No finding is listed"))
    #expect(none.contains("| `stale-key` | warning | 120 |"))
  }
}
