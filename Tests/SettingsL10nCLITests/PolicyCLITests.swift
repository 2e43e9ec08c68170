import Foundation
import Testing

/// The check policies, on the change every team makes: a new setting in Root.plist.
@Suite("check policies: pull requests and releases")
struct PolicyCLITests {
  static let clean = CLI.fixtures.appendingPathComponent("check/bundles/clean/Settings.bundle")

  /// A copy of the clean fixture (en, es) with one more toggle, "Sound", on its Root page.
  static func bundleWithNewSetting() throws -> (URL, URL) {
    let (dir, bundle) = try CLI.copyBundle(clean)
    let root = bundle.appendingPathComponent("Root.plist")
    let page = try String(contentsOf: root, encoding: .utf8)
    let toggle = """
      		<dict>
      			<key>DefaultValue</key>
      			<true/>
      			<key>Key</key>
      			<string>sound</string>
      			<key>Title</key>
      			<string>Sound</string>
      			<key>Type</key>
      			<string>PSToggleSwitchSpecifier</string>
      		</dict>
      	</array>
      """
    try page.replacingOccurrences(of: "\t</array>", with: toggle).write(to: root, atomically: true, encoding: .utf8)
    return (dir, bundle)
  }

  static func ids(_ run: CLI.Result) throws -> [String: String] {
    struct Report: Decodable {
      struct Finding: Decodable { var id, severity: String }
      var findings: [Finding]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
    return Dictionary(report.findings.map { ($0.id, $0.severity) }) { first, _ in first }
  }

  @Test("a pull request that adds a setting and runs extract passes; the translations it waits for are warnings")
  func extractedSettingPasses() throws {
    let (dir, bundle) = try Self.bundleWithNewSetting()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLI.run(["extract", bundle.path]).status == 0)
    let plain = try CLI.run(["check", bundle.path, "--format", "json", "--no-config"])
    #expect(plain.status == 0, "without a policy the pull-request policy applies: \(plain.stdout)")
    #expect(try Self.ids(plain)["missing-key"] == "warning")
    let pullRequest = try CLI.run(["check", bundle.path, "--format", "json", "--no-config", "--policy", "pull-request"])
    #expect(pullRequest.status == 0, "\(pullRequest.stdout)")
    #expect(try Self.ids(pullRequest)["missing-key"] == "warning")
    let release = try CLI.run(["check", bundle.path, "--format", "json", "--no-config", "--policy", "release"])
    #expect(release.status == 1)
    #expect(try Self.ids(release)["missing-key"] == "error")
  }

  @Test("a pull request that adds a setting without extract fails: every language would show the raw key")
  func forgottenExtractFails() throws {
    let (dir, bundle) = try Self.bundleWithNewSetting()
    defer { try? FileManager.default.removeItem(at: dir) }
    let plain = try CLI.run(["check", bundle.path, "--format", "json", "--no-config"])
    #expect(plain.status == 1, "without a policy the forgotten extract fails, as under pull-request")
    #expect(try Self.ids(plain)["not-in-development-table"] == "error")
    let pullRequest = try CLI.run(["check", bundle.path, "--format", "json", "--no-config", "--policy", "pull-request"])
    #expect(pullRequest.status == 1)
    #expect(try Self.ids(pullRequest)["not-in-development-table"] == "error")
  }

  @Test(
    "the verdict line names the policy applied, the default one included, in text, xcode and markdown",
    arguments: [
      ([String](), "pull-request"), (["--policy", "release"], "release"),
      (["--policy", "pull-request"], "pull-request"),
    ])
  func verdictNamesPolicy(_ options: [String], _ policy: String) throws {
    let (dir, bundle) = try Self.bundleWithNewSetting()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLI.run(["extract", bundle.path]).status == 0)
    for format in ["text", "xcode", "markdown"] {
      let run = try CLI.run(["check", bundle.path, "--no-config", "--format", format] + options)
      let passed = policy == "pull-request"
      #expect(run.status == (passed ? 0 : 1))
      let verdict = "check \(passed ? "passed" : "failed") (policy \(policy))"
      #expect(run.stdout.contains(verdict), "\(format): \(run.stdout)")
    }
  }

  @Test("the configuration's policy applies, its severity map goes over the policy's, and --policy wins over the file")
  func configuredPolicy() throws {
    let (dir, bundle) = try Self.bundleWithNewSetting()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLI.run(["extract", bundle.path]).status == 0)
    let config = dir.appendingPathComponent(".settings-l10n.yml")
    try "policy: pull-request\n".write(to: config, atomically: true, encoding: .utf8)
    #expect(try CLI.run(["check", "Settings.bundle"], in: dir).status == 0)
    #expect(try CLI.run(["check", "Settings.bundle", "--policy", "release"], in: dir).status == 1)
    try "policy: pull-request\nseverity:\n  missing-key: error\n".write(to: config, atomically: true, encoding: .utf8)
    let overridden = try CLI.run(["check", "Settings.bundle", "--format", "json"], in: dir)
    #expect(overridden.status == 1)
    #expect(try Self.ids(overridden)["missing-key"] == "error")
  }

  @Test(
    "a bad policy or severity in the configuration is an error at its line and column",
    arguments: [
      ("policy: nightly\n", ".settings-l10n.yml:1:9: error: policy is 'nightly'; it must be pull-request or release"),
      (
        "severity:\n  mising-key: note\n",
        ".settings-l10n.yml:2:3: error: 'mising-key' is not a finding id; did you mean 'missing-key'?"
      ),
      (
        "severity:\n  missing-key: fatal\n",
        ".settings-l10n.yml:2:16: error: the severity of missing-key is 'fatal'; it must be error, warning or note"
      ),
    ])
  func badConfiguration(_ text: String, _ message: String) throws {
    let (dir, _) = try CLI.copyBundle(Self.clean)
    defer { try? FileManager.default.removeItem(at: dir) }
    try text.write(to: dir.appendingPathComponent(".settings-l10n.yml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["check", "Settings.bundle"], in: dir)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
  }
}
