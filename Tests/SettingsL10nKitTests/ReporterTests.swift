import Foundation
import SettingsL10nKit
import TestSupport
import Testing

@Suite("Reporters")
struct ReporterTests {
  static func outcome(_ findings: [Finding], bundle: String = "App/Settings.bundle") -> CheckOutcome {
    let report = AuditResult(
      bundle: bundle, developmentLanguage: "en", findings: findings,
      languages: [
        LanguageCoverage(lproj: "de", locale: "de", isDevelopment: false, required: 3, translated: 2, stale: 1)
      ])
    return CheckOutcome(report: report, gate: CheckGate().evaluate(report))
  }

  static let located = Finding(
    id: "stale-key", severity: .warning, message: "50% done, \"a\nb\"", file: "de.lproj/Root, 1.strings", line: 3,
    column: 7, language: "de", table: "Root", key: "K")
  static let bare = Finding(id: "orphan-page", severity: .note, message: "no position", file: nil)

  @Test("every format is one registered reporter, named once; --format takes only their names")
  func registry() {
    let names = CheckReporters.all.map { $0.format.rawValue }
    #expect(names == ["text", "json", "xcode", "github", "sarif", "markdown", "junit", "gitlab"])
    #expect(CheckFormat.allCases.map(\.rawValue) == names)
    #expect(CheckFormat(rawValue: "sarif") == .sarif && CheckFormat(rawValue: "yaml") == nil)
    let programs = CheckReporters.all.filter { $0.listsEveryFinding }.map { $0.format.rawValue }
    #expect(programs == ["json", "sarif", "markdown", "junit", "gitlab"])
    for format in CheckFormat.allCases {
      // The registry makes the reporter that declares the format.
      #expect(type(of: CheckReporters.reporter(format, options: ReporterOptions())).format == format)
    }
    #expect(CheckReporters.help.hasPrefix("Output format: text, json, xcode, github (workflow annotations), sarif"))
  }

  @Test(
    "xcode: path under the bundle as given, line, column, severity, id; one line per finding; counts and verdict last")
  func xcode() {
    let output = XcodeReporter().render(Self.outcome([Self.located, Self.bare], bundle: "./App/Settings.bundle/"))
    #expect(
      output == """
        App/Settings.bundle/de.lproj/Root, 1.strings:3:7: warning: 50% done, "a\\nb" [stale-key]
        App/Settings.bundle: note: no position [orphan-page]
        0 errors, 1 warning, 1 note; check passed

        """)
  }

  @Test("github: workflow commands with escaped properties and data; notes become notices")
  func github() {
    let output = GitHubReporter().render(Self.outcome([Self.located, Self.bare]))
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "::warning file=App/Settings.bundle/de.lproj/Root%2C 1.strings,line=3,col=7,title=stale-key (de)::50%25 done, \"a\\nb\""
    )
    #expect(lines[1] == "::notice title=orphan-page::no position")
    #expect(lines[lines.count - 2] == "check passed")
    #expect(
      lines.last
        == "::notice title=settings-l10n::settings-l10n check passed: 0 errors, 1 warning, 1 note; the job summary (check --format markdown) has coverage per language"
    )
  }

  @Test("json: the DESIGN.md contract")
  func json() throws {
    let output = JSONReporter().render(Self.outcome([Self.located]))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["bundle"] as? String == "App/Settings.bundle")
    #expect(object["developmentLanguage"] as? String == "en")
    let finding = try #require((object["findings"] as? [[String: Any]])?.first)
    #expect(Set(finding.keys) == ["id", "severity", "message", "language", "table", "key", "file", "line", "column"])
    #expect(finding["file"] as? String == "de.lproj/Root, 1.strings")
    #expect(finding["line"] as? Int == 3)
    let language = try #require((object["languages"] as? [[String: Any]])?.first)
    #expect(Set(language.keys) == ["lproj", "locale", "coverage", "missing", "stale"])
    #expect(language["coverage"] as? Double == 0.6666)
    #expect(language["missing"] as? Int == 1)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["errors": 0, "warnings": 1, "notes": 0])
  }

  @Test("text: colour only when asked")
  func textColor() {
    let plain = TextReporter(color: false).render(Self.outcome([Self.located]))
    let colored = TextReporter(color: true).render(Self.outcome([Self.located]))
    #expect(!plain.contains("\u{1B}["))
    #expect(colored.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    #expect(plain.contains("  de.lproj/Root, 1.strings:3:7: warning: 50% done, \"a\\nb\" [stale-key]"))
    #expect(plain.contains("\nde        de         66.6%             0        1      1\n"))
  }

  @Test("sarif: the fields code scanning needs")
  func sarifStructure() throws {
    let output = SARIFReporter(toolVersion: "1.0").render(Self.outcome([Self.located, Self.bare]))
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "settings-l10n")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ["orphan-page", "stale-key"])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let first = results[0]
    #expect(first["ruleId"] as? String == "stale-key")
    #expect(first["ruleIndex"] as? Int == 1)
    #expect(first["level"] as? String == "warning")
    let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "App/Settings.bundle/de.lproj/Root%2C%201.strings")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
    #expect(results[1]["level"] as? String == "note")
    #expect(results[1]["locations"] == nil)
  }

  @Test(
    "sarif: every fixture's SARIF golden is valid against the SARIF 2.1.0 schema",
    .enabled(if: ReporterTests.pythonJSONSchema, "python3 with the jsonschema module is not installed"))
  func sarifSchema() throws {
    let schema = AuditFixtures.root.appendingPathComponent("sarif-schema-2.1.0.json")
    // With the several-bundle run's SARIF (one run, every bundle's results).
    let repository = AuditFixtures.root.deletingLastPathComponent().appendingPathComponent(
      "config/repos/app/expected/sarif.out")
    let files = AuditFixtures.names.map { AuditFixtures.golden($0, format: .sarif).path } + [repository.path]
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      bad = 0
      for path in sys.argv[2:]:
          for error in jsonschema.Draft4Validator(schema).iter_errors(json.load(open(path))):
              bad += 1
              print(path, list(error.absolute_path), error.message)
      sys.exit(1 if bad else 0)
      """
    let (status, output) = try Self.python(["-c", script, schema.path] + files)
    #expect(status == 0, "\(output)")
    #expect(files.count >= 5)
  }

  static let pythonJSONSchema: Bool = (try? python(["-c", "import jsonschema"]).status) == 0

  static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try runChildProcess("/usr/bin/env", ["python3"] + arguments)
  }
}
