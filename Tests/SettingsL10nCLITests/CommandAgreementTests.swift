import Foundation
import Testing

/// `check`, `report` and `render` read the same configuration and give the same numbers, on
/// every fixture and corpus bundle, with and without a configuration.
@Suite("check, report and render agree")
struct CommandAgreementTests {
  /// A bundle and the flags its fixture is checked with.
  struct Case: Sendable, CustomTestStringConvertible {
    var folder: URL
    var flags: [String]
    var config: String?
    var testDescription: String { "\(folder.lastPathComponent)\(config == nil ? "" : " with a configuration")" }
  }

  /// A configuration for any bundle: keys starting A to F are never translated, stale keys accepted.
  static let genericConfig: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString).yml")
    try? Data("doNotTranslate:\n  - \"[A-F]*\"\nignore:\n  - id: stale-key\n".utf8).write(to: url)
    return url
  }()

  static var cases: [Case] {
    var cases: [Case] = []
    let bundles = CLI.fixtures.appendingPathComponent("check/bundles")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: bundles.path)) ?? []).sorted()
    for name in names {
      let folder = bundles.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Settings.bundle").path) else {
        continue
      }
      var flags: [String] = []
      if let data = try? Data(contentsOf: folder.appendingPathComponent("options.json")),
        let options = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      {
        if options["iask"] as? Bool == true { flags.append("--iask") }
        if let language = options["developmentLanguage"] as? String { flags += ["--development-language", language] }
      }
      cases.append(Case(folder: folder, flags: flags, config: nil))
      cases.append(Case(folder: folder, flags: flags, config: genericConfig.path))
    }
    let corpus = [
      "BelledonneCommunications__linphone-iphone", "futuretap__InAppSettingsKit", "threema-ch__threema-ios",
      "utmapp__UTM", "videolan__vlc-ios",
    ]
    if FileManager.default.fileExists(atPath: CLI.corpus.path) {
      for name in corpus {
        let folder = CLI.corpus.appendingPathComponent(name)
        cases.append(Case(folder: folder, flags: [], config: nil))
        let own = CLI.fixtures.appendingPathComponent("config/corpus/\(name).yml")
        let config = FileManager.default.fileExists(atPath: own.path) ? own.path : genericConfig.path
        cases.append(Case(folder: folder, flags: [], config: config))
      }
    }
    return cases
  }

  @Test("report's chart gives check's coverage; render marks untranslated what check finds", arguments: cases)
  func agree(_ item: Case) throws {
    let configFlags = item.config.map { ["--config", $0] } ?? ["--no-config"]
    let check = try CLI.run(
      ["check", "Settings.bundle", "--format", "json"] + item.flags + configFlags, in: item.folder)
    #expect(check.status != 2, "\(check.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let languages = try #require(object["languages"] as? [[String: Any]])
    let findings = try #require(object["findings"] as? [[String: Any]])

    let report = try CLI.run(["report", "Settings.bundle"] + item.flags + configFlags, in: item.folder)
    #expect(report.status == 0, "\(report.stderr)")
    try Self.expectChart(report.stdout, agreesWith: languages)

    // The first two translating languages with every table: render's untranslated strings on
    // the root page are check's untranslated findings among the keys that page shows.
    let development = object["developmentLanguage"] as? String
    let lacking = Set(
      findings.filter { $0["id"] as? String == "missing-table" }.compactMap { $0["language"] as? String })
    let chosen = languages.compactMap { $0["lproj"] as? String }.filter { $0 != development && !lacking.contains($0) }
      .prefix(2)
    for lproj in chosen {
      let locale = languages.first { $0["lproj"] as? String == lproj }?["locale"] as? String ?? lproj
      let render = try CLI.run(
        ["render", "Settings.bundle", "--format", "json", "--language", locale] + item.flags + configFlags,
        in: item.folder)
      guard render.status == 0 else {
        Issue.record("render \(locale): \(render.stderr)")
        continue
      }
      let page = try #require(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any])
      guard page["lproj"] as? String == lproj else { continue }  // another folder serves the locale
      var shown: Set<String> = []
      var untranslated: Set<String> = []
      Self.strings(in: page) { key, state in
        shown.insert(key)
        if state == "untranslated" { untranslated.insert(key) }
      }
      let found = Set(
        findings.filter { $0["id"] as? String == "untranslated" && $0["language"] as? String == lproj }
          .compactMap { $0["key"] as? String }
      ).intersection(shown)
      #expect(untranslated == found, "\(lproj): render marks \(untranslated.sorted()), check finds \(found.sorted())")
    }
  }

  /// Each language's bar in report's chart gives the missing count and coverage `check --format json` gives.
  static func expectChart(_ html: String, agreesWith languages: [[String: Any]]) throws {
    for row in languages {
      let lproj = try #require(row["lproj"] as? String)
      let coverage = try #require(row["coverage"] as? Double)
      let missing = try #require(row["missing"] as? Int)
      let tenths = Int((coverage * 10000).rounded()) / 10
      let percent = "\(tenths / 10).\(tenths % 10)%"
      // The chart's bar of the language: `lproj: T translated, U untranslated, M missing of R
      // required strings (P covered)`, or `no required strings`.
      let title = html.components(separatedBy: "<title>\(lproj): ").dropFirst().first?.components(
        separatedBy: "</title>"
      ).first
      let bar = try #require(title, "\(lproj) has no bar")
      if bar == "no required strings" {
        #expect(coverage == 1 && missing == 0, "\(lproj)")
      } else {
        #expect(bar.contains(" \(missing) missing of "), "\(lproj): check says \(missing) missing, report \(bar)")
        #expect(bar.hasSuffix("(\(percent) covered)"), "\(lproj): check says \(percent), report \(bar)")
      }
    }
  }

  @Test(
    "report takes sources: from the configuration as check does: the keys the app's code reads count the same",
    arguments: [nil, "sources: false\n", "sources:\n  - Sources/Settings/LegacySettings.m\n"])
  func sourcesFromConfiguration(_ config: String?) throws {
    // A copy outside this project's repository, which the search would otherwise widen to.
    let folder = try CLI.temporaryDirectory().appendingPathComponent("App")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.copyItem(at: CLI.fixtures.appendingPathComponent("code-references/App"), to: folder)
    if let config {
      try Data(config.utf8).write(to: folder.appendingPathComponent(".settings-l10n.yml"))
    }
    let check = try CLI.run(["check", "Settings.bundle", "--format", "json"], in: folder)
    #expect(check.status != 2, "\(check.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let languages = try #require(object["languages"] as? [[String: Any]])
    let report = try CLI.run(["report", "Settings.bundle"], in: folder)
    #expect(report.status == 0, "\(report.stderr)")
    try Self.expectChart(report.stdout, agreesWith: languages)
  }

  /// Calls `visit` with the key and state of every shown string of a rendered page's JSON.
  static func strings(in value: Any, _ visit: (String, String) -> Void) {
    if let object = value as? [String: Any] {
      if let key = object["key"] as? String, let state = object["state"] as? String { visit(key, state) }
      for (_, child) in object { strings(in: child, visit) }
    } else if let array = value as? [Any] {
      for child in array { strings(in: child, visit) }
    }
  }

  @Test("inspect, render and report take iask from the configuration; --no-iask and --no-config win over it")
  func iaskFromConfiguration() throws {
    let folder = CLI.fixtures.appendingPathComponent("check/bundles/iask")
    let config = FileManager.default.temporaryDirectory.appendingPathComponent("iask-\(UUID().uuidString).yml")
    try Data("iask: true\n".utf8).write(to: config)
    defer { try? FileManager.default.removeItem(at: config) }
    for command in [
      ["inspect", "Settings.bundle"], ["render", "Settings.bundle", "--page", "Profile"],
      ["report", "Settings.bundle"],
    ] {
      let flag = try CLI.run(command + ["--iask", "--no-config"], in: folder)
      let file = try CLI.run(command + ["--config", config.path], in: folder)
      let plain = try CLI.run(command + ["--no-config"], in: folder)
      let overridden = try CLI.run(command + ["--config", config.path, "--no-iask"], in: folder)
      #expect(flag.status == 0 && file.status == 0, "\(command): \(flag.stderr) \(file.stderr)")
      #expect(file.stdout == flag.stdout, "\(command[0]): iask: true reads as --iask")
      #expect(plain.stdout != flag.stdout, "\(command[0]): the fixture reads differently with --iask")
      #expect(overridden.stdout == plain.stdout, "\(command[0]): --no-iask wins over the file")
    }
    let both = try CLI.run(["inspect", "Settings.bundle", "--config", config.path, "--no-config"], in: folder)
    #expect(both.status == 2)
    #expect(both.stderr.contains("use either --config or --no-config"))
  }

  @Test("a configuration error stops report, render and inspect with its file, line and column")
  func configurationErrors() throws {
    let folder = CLI.fixtures.appendingPathComponent("check/bundles/iask")
    let config = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).yml")
    try Data("iask: maybe\n".utf8).write(to: config)
    defer { try? FileManager.default.removeItem(at: config) }
    for command in ["inspect", "render", "report"] {
      let run = try CLI.run([command, "Settings.bundle", "--config", config.path], in: folder)
      #expect(run.status == 2, "\(command)")
      #expect(run.stderr.contains(":1:"), "\(command): \(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }
}
