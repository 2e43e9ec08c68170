import Foundation
import Testing

/// `explain`, run as a user runs it.
@Suite("explain")
struct ExplainCLITests {
  @Test("explain ID prints the rule's explanation; explain alone lists every id")
  func explainOne() throws {
    let run = try CLI.run(["explain", "stale-key"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("stale-key (warning): A key no page file of the bundle uses.\n\nWhat it means\n"))
    #expect(run.stdout.contains("How to silence it\n  In .settings-l10n.yml:\n  ignore:\n    - id: stale-key\n"))
    let all = try CLI.run(["explain"])
    #expect(all.status == 0)
    #expect(all.stdout.contains("\nstale-key "))
    #expect(all.stdout.contains("missing-key ") && all.stdout.contains("syntax-error "))
  }

  @Test("an unknown id exits 2 with a message that suggests the closest id")
  func unknown() throws {
    let run = try CLI.run(["explain", "stale-keys"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix("error: no finding has the id 'stale-keys' (did you mean stale-key?)"), "\(run.stderr)")
  }

  @Test("--format json is one object, version 1, with every rule or the one asked for")
  func json() throws {
    struct Output: Decodable {
      struct Rule: Decodable { var id, severity, title, meaning, onDevice, fix, silence, example: String }
      var version: Int
      var rules: [Rule]
    }
    let all = try JSONDecoder().decode(
      Output.self, from: Data(try CLI.run(["explain", "--format", "json"]).stdout.utf8))
    #expect(all.version == 1)
    #expect(all.rules.count > 30)
    let one = try JSONDecoder().decode(
      Output.self, from: Data(try CLI.run(["explain", "missing-key", "--format", "json"]).stdout.utf8))
    #expect(one.rules.map(\.id) == ["missing-key"])
    #expect(one.rules.first?.severity == "error")
  }

  static let bundles = ["translations", "pages", "folders", "qa-checks", "invisible", "unlocalized", "iask-fields"]

  @Test("every id check reports on a fixture bundle is explained", arguments: bundles)
  func everyReportedIDExplained(_ name: String) throws {
    let bundle = CLI.fixtures.appendingPathComponent("check/bundles/\(name)/Settings.bundle")
    // iask-fields holds InAppSettingsKit's fields, read as InAppSettingsKit reads them.
    let check = try CLI.run(["check", bundle.path, "--format", "json"] + (name == "iask-fields" ? ["--iask"] : []))
    struct Report: Decodable {
      struct Finding: Decodable { var id: String }
      var findings: [Finding]
    }
    let ids = Set(try JSONDecoder().decode(Report.self, from: Data(check.stdout.utf8)).findings.map(\.id))
    #expect(!ids.isEmpty)
    let listed = try CLI.run(["explain"]).stdout
    for id in ids {
      #expect(
        listed.contains("\n\(id) ") || listed.hasPrefix("\(id) "),
        "\(id) is reported by check but explain does not list it")
    }
  }
}
