import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit
import Testing

/// Patterns, the configuration file's reading and how its settings reach the audit.
@Suite("Configuration")
struct ConfigTests {
  static let file = URL(fileURLWithPath: "/repo/.settings-l10n.yml")

  static func parse(_ text: String) throws(ConfigError) -> RepositoryConfig {
    try RepositoryConfig.parse(text, file: file, displayPath: ".settings-l10n.yml")
  }

  @Test(
    "globs match whole strings by Unicode scalars",
    arguments: [
      ("SETTINGS_*", "SETTINGS_DONATE", true), ("SETTINGS_*", "XSETTINGS_A", false), ("*dB", "-12 dB", true),
      ("[0-9].[0-9][0-9]x", "0.25x", true), ("[0-9].[0-9][0-9]x", "0.25", false), ("[!a-z]*", "Abc", true),
      ("[!a-z]*", "abc", false), ("?", "é", true), ("?", "e\u{301}", false), ("a\\*", "a*", true),
      ("a\\*", "ab", false),
      ("*a*b*c", "xaybzc", true), ("*a*b*c", "xaybzcd", false), ("", "", true), ("*", "", true), ("[]]", "]", true),
      ("Heiti [ST]C", "Heiti TC", true), ("**", "a/b", true),
    ])
  func globs(_ pattern: String, _ text: String, _ expected: Bool) throws {
    #expect(try Glob(pattern).matches(text) == expected)
  }

  @Test("a long run of stars against a long text does not backtrack exponentially")
  func globIsLinearish() throws {
    let glob = try Glob(String(repeating: "*a", count: 30) + "b")
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(!glob.matches(String(repeating: "a", count: 5_000))) }
    #expect(elapsed < .seconds(5))
  }

  @Test("every key, with defaults for the rest; paths relative to the file's folder")
  func everything() throws {
    let config = try Self.parse(
      """
      developmentLanguage: no        # Norwegian, not false
      iask: true
      failOn: warning
      minCoverage: "92.5%"
      baseline: ci/baseline.json
      ignore:
        - untranslated
        - id: stale-key
          table: Root
          key: "SETTINGS_*"
          reason: read by the app
        - language: "en-*"
      doNotTranslate: ["*dB", "Helvetica*"]
      bundles:
        - App/Settings.bundle
        - path: Modules/*/Settings.bundle
          failOn: error
          doNotTranslate: [Brand]
      """)
    #expect(config.settings.developmentLanguage == "no")
    #expect(config.settings.iask == true)
    #expect(config.settings.failOn == .warning)
    #expect(config.settings.minCoverage == 92.5)
    #expect(config.settings.baseline == "/repo/ci/baseline.json")
    #expect(config.settings.ignore.count == 3)
    #expect(config.settings.ignore[0].id?.pattern == "untranslated")
    #expect(config.settings.ignore[1].key?.pattern == "SETTINGS_*")
    #expect(config.settings.ignore[2].location?.line == 12)
    #expect(config.settings.doNotTranslate.map(\.pattern) == ["*dB", "Helvetica*"])
    let bundles = try #require(config.bundles)
    #expect(bundles.map(\.path) == ["App/Settings.bundle", "Modules/*/Settings.bundle"])
    #expect(bundles[1].location.line == 16 && bundles[1].location.column == 11)
    // The package's one location type, naming the file as errors and reports do.
    #expect(bundles[1].location == ByteCore.SourceLocation(file: ".settings-l10n.yml", line: 16, column: 11))
    let merged = config.settings.overlaid(by: bundles[1].settings)
    #expect(merged.failOn == .error)
    #expect(merged.iask == true)
    #expect(merged.doNotTranslate.map(\.pattern) == ["*dB", "Helvetica*", "Brand"])
  }

  @Test("an empty file, or one with only comments, sets nothing")
  func empty() throws {
    for text in ["", "# nothing\n", "~\n"] {
      let config = try Self.parse(text)
      #expect(config.settings == BundleSettings())
      #expect(config.bundles == nil)
    }
  }

  @Test("anchors and aliases share rules between bundles")
  func aliases() throws {
    let config = try Self.parse(
      """
      bundles:
        - path: A.bundle
          ignore: &rules [{id: stale-key, key: "X*"}]
        - path: B.bundle
          ignore: *rules
      """)
    #expect(config.bundles?.map { $0.settings.ignore.count } == [1, 1])
  }

  @Test(
    "bad values are errors at their line and column",
    arguments: [
      ("failOn: fatal", 1, 9, "failOn is 'fatal'"),
      ("iask: 1", 1, 7, "iask must be true or false"),
      ("ignore:\n  - id: nope", 2, 9, "'nope' is not a finding id"),
      ("ignore:\n  - {table: Root, colour: x}", 2, 19, "unknown key 'colour' in an ignore rule"),
      ("bundles:\n  - path: a\n    failon: note", 3, 5, "did you mean 'failOn'?"),
      ("minCoverage: -1", 1, 14, "minCoverage must be a fraction from 0 to 1"),
      ("minCoverage: 90", 1, 14, "or a percentage from 0% to 100% (90%), not '90'"),
      ("doNotTranslate:\n  - [a]", 2, 5, "must be a text value, not a list"),
      ("baseline: ''", 1, 11, "baseline is empty"),
      ("failOn: [error", 2, 1, "invalid YAML"),
      ("\"iask\": true\niask: false", 2, 1, "'iask' given more than once"),
    ])
  func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect {
      try Self.parse(text)
    } throws: { error in
      guard let error = error as? ConfigError, let location = error.location else { return false }
      return location.line == line && location.column == column && error.message.contains(message)
        && error.description.hasPrefix(".settings-l10n.yml:\(line):\(column): error: ")
    }
  }

  @Test("ignore rules match every field they give, a field a finding lacks never")
  func ignoreRules() throws {
    let finding = Finding(
      id: "stale-key", severity: .warning, message: "m", file: "de.lproj/Root.strings", language: "de", table: "Root",
      key: "SETTINGS_DONATE")
    #expect(IgnoreRule(id: try Glob("stale-key")).matches(finding))
    #expect(IgnoreRule(id: try Glob("stale-key"), key: try Glob("SETTINGS_*")).matches(finding))
    #expect(!IgnoreRule(id: try Glob("stale-key"), language: try Glob("fr")).matches(finding))
    #expect(IgnoreRule(file: try Glob("*.lproj/Root.strings")).matches(finding))
    let page = Finding(id: "orphan-page", severity: .note, message: "m", file: "Other.plist")
    #expect(!IgnoreRule(key: try Glob("*")).matches(page))
  }
}
