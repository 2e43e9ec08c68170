import Foundation
import Testing

/// One JSON-producing command line and the schema its output must follow.
struct SchemaCase: Sendable, CustomTestStringConvertible {
  var schema: String
  var arguments: [String]
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("JSON outputs: one object, \"version\": 1 first, valid against Fixtures/schemas")
struct SchemaCLITests {
  static let schemas = CLI.fixtures.appendingPathComponent("schemas")
  static let render = CLI.fixtures.appendingPathComponent("render/Settings.bundle").path
  static let exchange = CLI.fixtures.appendingPathComponent("exchange/basic/Settings.bundle").path
  static let check = CLI.fixtures.appendingPathComponent("check/bundles")
  static let vectors = CLI.fixtures.appendingPathComponent("strings-vectors")

  static var cases: [SchemaCase] {
    var cases: [SchemaCase] = []
    for name in ((try? FileManager.default.contentsOfDirectory(atPath: check.path)) ?? []).sorted() {
      cases.append(
        SchemaCase(
          schema: "check",
          arguments: ["check", check.appendingPathComponent("\(name)/Settings.bundle").path, "--format", "json"]))
    }
    for name in ["broken-links", "cycles", "formats", "invalid-pages", "schema", "variants"] {
      let bundle = CLI.fixtures.appendingPathComponent("bundles/\(name)/Settings.bundle").path
      cases.append(SchemaCase(schema: "inspect", arguments: ["inspect", bundle, "--format", "json", "--strings"]))
    }
    for page in ["Root", "Advanced", "Acknowledgements"] {
      for language in ["en", "de", "ja", "ar"] {
        cases.append(
          SchemaCase(
            schema: "render", arguments: ["render", render, "--page", page, "--language", language, "--format", "json"])
        )
      }
    }
    cases.append(SchemaCase(schema: "render", arguments: ["render", render, "--pseudo", "--format", "json"]))
    cases += [
      SchemaCase(schema: "resolve", arguments: ["resolve", render, "--language", "de-AT", "--format", "json"]),
      SchemaCase(
        schema: "resolve", arguments: ["resolve", render, "--language", "sw", "--table", "Root", "--format", "json"]),
      SchemaCase(
        schema: "strings-lint",
        arguments: [
          "strings", "lint", "--format", "json", vectors.appendingPathComponent("duplicate_keys.strings").path,
          vectors.appendingPathComponent("unterminated_string.strings").path,
        ]),
      SchemaCase(
        schema: "strings-dump",
        arguments: ["strings", "dump", vectors.appendingPathComponent("duplicate_keys.strings").path]),
      SchemaCase(
        schema: "strings-dump",
        arguments: ["strings", "dump", vectors.appendingPathComponent("nested_values.strings").path]),
      SchemaCase(
        schema: "exchange-report", arguments: ["sync", exchange, "--dry-run", "--fill-with-source", "--format", "json"]),
      SchemaCase(schema: "exchange-report", arguments: ["extract", exchange, "--dry-run", "--format", "json"]),
      SchemaCase(
        schema: "check-bundles",
        arguments: [
          "check", check.appendingPathComponent("translations/Settings.bundle").path,
          check.appendingPathComponent("pages/Settings.bundle").path, "--format", "json",
        ]),
    ]
    return cases
  }

  @Test("the output validates against its schema", arguments: cases)
  func validates(_ example: SchemaCase) throws {
    let result = try CLI.run(example.arguments)
    #expect(result.status != 2, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("{\n  \"version\": 1,"),
      "\"version\": 1 must be the first member, in the one JSON style of every command")
    let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let validator = try JSONSchemaValidator(
      contentsOf: Self.schemas.appendingPathComponent("\(example.schema).schema.json"))
    #expect(validator.errors(in: value) == [])
  }

  @Test(
    "check --format gitlab is an array GitLab's Code Quality format allows, one issue per finding, fingerprints unique per place",
    arguments: ["translations", "pages", "folders", "clean"])
  func gitLabCodeQuality(_ name: String) throws {
    let bundle = CLI.fixtures.appendingPathComponent("check/bundles/\(name)/Settings.bundle").path
    let report = try CLI.run(["check", bundle, "--format", "gitlab"])
    let json = try CLI.run(["check", bundle, "--format", "json"])
    let value = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8))
    let validator = try JSONSchemaValidator(
      contentsOf: Self.schemas.appendingPathComponent("gitlab-codequality.schema.json"))
    #expect(validator.errors(in: value) == [])
    let issues = try #require(value as? [[String: Any]])
    let findings =
      try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["findings"]
      as? [Any]
    #expect(issues.count == findings?.count)
    #expect(report.status == json.status, "the gate's verdict does not depend on the format")
  }

  @Test("export and import reports validate against the exchange report schema")
  func exchangeReports() throws {
    let (dir, _) = try CLI.copyBundle(URL(fileURLWithPath: Self.exchange))
    defer { try? FileManager.default.removeItem(at: dir) }
    let validator = try JSONSchemaValidator(
      contentsOf: Self.schemas.appendingPathComponent("exchange-report.schema.json"))
    for arguments in [
      ["export", "Settings.bundle", "--all", "--output", "out", "--format", "json"],
      ["export", "Settings.bundle", "--package", "xcstrings", "--output", "out", "--format", "json"],
      ["export", "Settings.bundle", "--package", "xcloc", "--all", "--output", "out", "--format", "json"],
      ["import", "Settings.bundle", "out/de.xliff", "--dry-run", "--format", "json"],
      ["import", "Settings.bundle", "out/de.xliff", "--format", "json"],
      ["import", "Settings.bundle", "out/Root.xcstrings", "out/de.xcloc", "--format", "json"],
    ] {
      try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
      let result = try CLI.run(arguments, in: dir)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.hasPrefix("{\n  \"version\": 1,"), "\(arguments)")
      let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      #expect(validator.errors(in: value) == [], "\(arguments)")
    }
  }

  @Test("the validator rejects what the schemas forbid")
  func validatorRejects() throws {
    let validator = try JSONSchemaValidator(contentsOf: Self.schemas.appendingPathComponent("check.schema.json"))
    let good: [String: Any] = [
      "version": 1, "bundle": "B", "developmentLanguage": "en", "findings": [], "languages": [],
      "summary": ["errors": 0, "warnings": 0, "notes": 0],
    ]
    #expect(validator.errors(in: good) == [])
    var wrongVersion = good
    wrongVersion["version"] = 2
    #expect(!validator.errors(in: wrongVersion).isEmpty)
    var extra = good
    extra["surprise"] = true
    #expect(!validator.errors(in: extra).isEmpty)
    var badFinding = good
    badFinding["findings"] = [["id": "x", "severity": "fatal", "message": "m"]]
    #expect(!validator.errors(in: badFinding).isEmpty)
    var coverage = good
    coverage["languages"] = [["lproj": "de", "locale": "de", "coverage": 80, "missing": 0, "stale": 0]]
    #expect(!validator.errors(in: coverage).isEmpty, "coverage is a fraction from 0 to 1")
    var missing = good
    missing.removeValue(forKey: "summary")
    #expect(!validator.errors(in: missing).isEmpty)
  }

  @Test("a repository's several-bundle outputs validate against their schemas")
  func repositoryOutputs() throws {
    let app = CLI.fixtures.appendingPathComponent("config/repos/app")
    for (schema, arguments) in [
      ("check-bundles", ["check", "--format", "json"]),
      ("exchange-bundles", ["sync", "--dry-run", "--prune", "--format", "json"]),
      ("exchange-bundles", ["export", "--all", "--output", "out", "--dry-run", "--format", "json"]),
    ] {
      let result = try CLI.run(arguments, in: app)
      #expect(result.status != 2, "\(arguments): \(result.stderr)")
      #expect(
        result.stdout.hasPrefix("{\n  \"version\": 1,"),
        "\(arguments)")
      let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let validator = try JSONSchemaValidator(contentsOf: Self.schemas.appendingPathComponent("\(schema).schema.json"))
      #expect(validator.errors(in: value) == [], "\(arguments)")
    }
  }
}
