import Foundation
import Testing

/// One fixture bundle and output format, run through the binary.
struct CheckCLICase: Sendable, CustomTestStringConvertible {
  var fixture: String
  var format: String
  var testDescription: String { "\(fixture) --format \(format)" }
}

@Suite("settings-l10n check")
struct CheckCLITests {
  static let bundles = CLI.fixtures.appendingPathComponent("check/bundles")
  static let formats = [
    "text": "check.txt", "json": "check.json", "xcode": "check.xcode.txt", "github": "check.github.txt",
    "sarif": "check.sarif.json", "markdown": "check.md",
  ]

  static var cases: [CheckCLICase] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundles.path)) ?? []
    return names.sorted().flatMap { name in formats.keys.sorted().map { CheckCLICase(fixture: name, format: $0) } }
  }

  static func arguments(_ fixture: String, format: String) -> [String] {
    var arguments = ["check", "Settings.bundle", "--format", format]
    let options = bundles.appendingPathComponent("\(fixture)/options.json")
    if let data = try? Data(contentsOf: options),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    {
      if object["iask"] as? Bool == true { arguments.append("--iask") }
      for id in object["ignore"] as? [String] ?? [] { arguments += ["--ignore", id] }
    }
    return arguments
  }

  @Test("the binary prints the library's goldens and exits 1 exactly when the gate fails", arguments: cases)
  func golden(_ example: CheckCLICase) throws {
    let folder = Self.bundles.appendingPathComponent(example.fixture)
    let result = try CLI.run(Self.arguments(example.fixture, format: example.format), in: folder)
    let goldenFile = folder.appendingPathComponent("expected/\(Self.formats[example.format] ?? "")")
    var expected = try String(contentsOf: goldenFile, encoding: .utf8)
    if example.format == "sarif" {
      let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      expected = expected.replacingOccurrences(of: "\"version\": \"golden\"", with: "\"version\": \"\(version)\"")
    }
    #expect(result.stdout == expected)
    let text = try String(contentsOf: folder.appendingPathComponent("expected/check.txt"), encoding: .utf8)
    let verdict = text.split(separator: "\n").last ?? ""
    #expect(result.status == (verdict.hasPrefix("check passed") ? 0 : 1), "\(result.stderr)")
    #expect(result.stderr.isEmpty)
  }

  @Test("--fail-on warning fails on warnings; --fail-on error does not")
  func failOn() throws {
    let folder = Self.bundles.appendingPathComponent("clean")
    #expect(try CLI.run(["check", "Settings.bundle"], in: folder).status == 0)
    let strict = try CLI.run(["check", "Settings.bundle", "--fail-on", "warning"], in: folder)
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("[untranslated]"))
    #expect(
      strict.stdout.hasSuffix("check failed (policy pull-request): 1 finding at or above warning (--fail-on warning)\n")
    )
  }

  @Test("--min-coverage fails languages below it, whatever the findings")
  func minCoverage() throws {
    let folder = Self.bundles.appendingPathComponent("iask")
    let ignoring = ["check", "Settings.bundle", "--iask", "--ignore", "missing-key", "--ignore", "untranslated"]
    #expect(try CLI.run(ignoring, in: folder).status == 0)
    let below = try CLI.run(ignoring + ["--min-coverage", "0.8"], in: folder)
    #expect(below.status == 1)
    // Italian translates 2 of 4 required keys and keeps one in English, which --ignore
    // untranslated accepts as its translation: 75%.
    #expect(below.stdout.contains("1 language below --min-coverage 80%: it 75.0%"))
    #expect(try CLI.run(ignoring + ["--min-coverage", "75%"], in: folder).status == 0)
    #expect(
      try CLI.run(ignoring + ["--min-coverage", "80%"], in: folder).stdout == below.stdout,
      "a fraction and a percentage mean the same")
  }

  @Test("--language limits the report; unknown languages, ids and bundles exit 2")
  func languageAndUsage() throws {
    let folder = Self.bundles.appendingPathComponent("translations")
    let ja = try CLI.run(["check", "Settings.bundle", "--language", "ja", "--format", "json"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(ja.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(Set(findings.compactMap { $0["language"] as? String }) == ["ja"])
    #expect(ja.status == 0)
    let unknown = try CLI.run(["check", "Settings.bundle", "--language", "pt"], in: folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no .lproj folder for language 'pt'"))
    let badID = try CLI.run(["check", "Settings.bundle", "--ignore", "stale-keys"], in: folder)
    #expect(badID.status == 2)
    #expect(badID.stderr.contains("unknown finding id 'stale-keys'"))
    #expect(try CLI.run(["check", "/nonexistent/Settings.bundle"]).status == 2)
    #expect(try CLI.run(["check", "Settings.bundle", "--format", "yaml"], in: folder).status == 2)
    #expect(try CLI.run(["check", "Settings.bundle", "--fail-on", "fatal"], in: folder).status == 2)
    #expect(try CLI.run(["check", "Settings.bundle", "--baseline", "/nonexistent.json"], in: folder).status == 2)
  }

  @Test("--write-baseline records the findings; --baseline then fails only on new ones")
  func baseline() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bundle = dir.appendingPathComponent("Settings.bundle")
    try FileManager.default.copyItem(
      at: Self.bundles.appendingPathComponent("translations/Settings.bundle"), to: bundle)
    let baseline = dir.appendingPathComponent("l10n-baseline.json")

    let written = try CLI.run(["check", "Settings.bundle", "--write-baseline", baseline.path], in: dir)
    #expect(written.status == 0)
    #expect(written.stdout.contains("13 findings written to the baseline"))
    let text = try String(contentsOf: baseline, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"version\": 1,"))
    #expect(text.split(separator: "\n").count == 13 + 7, "13 findings, then the header, brackets and coverage lines")

    #expect(try CLI.run(["check", "Settings.bundle", "--baseline", baseline.path], in: dir).status == 0)

    // An edit elsewhere in the file moves lines but keeps the accepted findings accepted;
    // a newly removed key is reported on its own.
    let de = bundle.appendingPathComponent("de.lproj/Root.strings")
    var strings = try String(contentsOf: de, encoding: .utf8)
    strings = "/* moved */\n\n" + strings.replacingOccurrences(of: "\"Sound\" = \"Ton\";\n", with: "")
    try strings.write(to: de, atomically: true, encoding: .utf8)
    let after = try CLI.run(
      ["check", "Settings.bundle", "--baseline", baseline.path, "--format", "xcode", "--policy", "release"], in: dir)
    #expect(after.status == 1)
    #expect(
      after.stdout.split(separator: "\n").map(String.init) == [
        "Settings.bundle/de.lproj/Root.strings: error: \"Sound\" is missing: the Settings app shows the raw key (en.lproj/Root.strings:10 has it) [missing-key]",
        "1 error, 0 warnings, 0 notes; check failed (policy release): 1 finding at or above error (--fail-on error)",
      ])
  }
}
