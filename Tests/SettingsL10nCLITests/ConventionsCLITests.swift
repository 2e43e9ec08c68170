import Foundation
import TestSupport
import Testing

/// The conventions every command follows, run as a user runs them: `-` for standard input and
/// output, wrong paths named as such, one colour rule, one error style, and `check`'s summaries.
@Suite("conventions of every command")
struct ConventionsCLITests {
  static let clean = CLI.fixtures.appendingPathComponent("check/bundles/clean/Settings.bundle")
  static let translations = CLI.fixtures.appendingPathComponent("check/bundles/translations/Settings.bundle")
  static let exchange = CLI.fixtures.appendingPathComponent("exchange/basic/Settings.bundle")
  static let render = CLI.fixtures.appendingPathComponent("render/Settings.bundle")

  // MARK: - for standard input and output

  @Test("strings lint, dump and format read - from standard input; format writes standard output")
  func stringsStandardInput() throws {
    let messy = Data("\"b\"=\"2\" ;\n\"a\" = \"1\";\n".utf8)
    let lint = try CLI.run(["strings", "lint", "-"], input: Data("\"a\" = \"1\"\n\"b\" = \"2\";\n".utf8))
    #expect(lint.status == 1)
    #expect(lint.stdout.hasPrefix("<stdin>:1:10: error: missing ';'"), "\(lint.stdout)")
    let dump = try CLI.run(["strings", "dump", "-"], input: messy)
    #expect(dump.status == 0)
    #expect(dump.stdout == "{\n  \"version\": 1,\n  \"strings\": {\n    \"a\": \"1\",\n    \"b\": \"2\"\n  }\n}\n")
    let format = try CLI.run(["strings", "format", "-"], input: messy)
    #expect(format.status == 0, "\(format.stderr)")
    #expect(format.stdout == "\"b\" = \"2\";\n\n\"a\" = \"1\";\n")
    let check = try CLI.run(["strings", "format", "--check", "-"], input: messy)
    #expect(check.status == 1)
    #expect(check.stdout == "<stdin>: not formatted\n")
    let broken = Data("\"a\" = ;\n".utf8)
    let refused = try CLI.run(["strings", "format", "-"], input: broken)
    #expect(refused.status == 1)
    #expect(refused.stdout == "\"a\" = ;\n", "input with errors passes through unchanged")
    #expect(refused.stderr.hasPrefix("error: <stdin>:"))
  }

  @Test("export --output - writes standard output (no file named -); import BUNDLE - reads standard input")
  func exchangeStandardStreams() throws {
    let (dir, bundle) = try CLI.copyBundle(Self.exchange)
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = try CLI.run(["export", "Settings.bundle", "--language", "de", "--output", "-"], in: dir)
    #expect(export.status == 0)
    #expect(export.stdout.hasPrefix("<?xml"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))

    let translated = export.stdout.replacingOccurrences(
      of: "<source>Server</source>",
      with: "<source>Server</source>\n        <target state=\"translated\">Rechner</target>")
    #expect(translated != export.stdout)
    let imported = try CLI.run(["import", "Settings.bundle", "-"], in: dir, input: Data(translated.utf8))
    #expect(imported.status == 0, "\(imported.stderr)")
    let more = try String(contentsOf: bundle.appendingPathComponent("de.lproj/More.strings"), encoding: .utf8)
    #expect(more.contains("\"Server\" = \"Rechner\";"), "\(imported.stdout)")
  }

  // MARK: Wrong paths

  @Test("check on a folder that is not a Settings bundle exits 2 and names the bundles below it")
  func notABundle() throws {
    let (dir, _) = try CLI.copyBundle(Self.clean)
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try CLI.run(["check", "."], in: dir)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "error: .: not a Settings bundle (no Root.plist); Settings bundles below it: Settings.bundle\n")
    let empty = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    let none = try CLI.run(["check", empty.path])
    #expect(none.status == 2)
    #expect(none.stderr.contains("not a Settings bundle (no Root.plist); no Settings bundle was found below it"))
    #expect(try CLI.run(["inspect", "."], in: dir).status == 2)
  }

  @Test("with 100 bundles below a folder, the hint names the first five in natural order and counts the rest right")
  func manyBundlesBelow() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for index in 1...100 {
      let bundle = dir.appendingPathComponent("app\(index)/Settings.bundle")
      try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.clean.appendingPathComponent("Root.plist"), to: bundle.appendingPathComponent("Root.plist"))
    }
    let result = try CLI.run(["check", "."], in: dir)
    #expect(result.status == 2)
    #expect(
      result.stderr == "error: .: not a Settings bundle (no Root.plist); Settings bundles below it: "
        + "app1/Settings.bundle, app2/Settings.bundle, app3/Settings.bundle, app4/Settings.bundle, "
        + "app5/Settings.bundle and 95 more\n", "\(result.stderr)")
  }

  @Test("a bundle with pages but no .lproj warns that nothing is localized")
  func notLocalized() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bundle = dir.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.clean.appendingPathComponent("Root.plist"), to: bundle.appendingPathComponent("Root.plist"))
    let result = try CLI.run(["check", "Settings.bundle"], in: dir)
    #expect(result.status == 0)
    #expect(result.stdout.contains("warning: the bundle has no .lproj folder: nothing is localized"))
    #expect(result.stdout.contains("[not-localized]"))
    #expect(try CLI.run(["check", "Settings.bundle", "--fail-on", "warning"], in: dir).status == 1)
    let sarif = try CLI.run(["check", "Settings.bundle", "--format", "sarif"], in: dir)
    #expect(
      sarif.stdout.contains(
        "{\"id\": \"not-localized\", \"shortDescription\": {\"text\": \"A bundle with pages but no .lproj folder: nothing is localized.\"}"
      ))
  }

  @Test("import of a file of no accepted kind says what it is and what is accepted")
  func importWrongKind() throws {
    let (dir, _) = try CLI.copyBundle(Self.exchange)
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("Translations"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.exchange.appendingPathComponent("Root.plist"), to: dir.appendingPathComponent("Root.plist"))
    try Data("\"a\" = \"b\";\n".utf8).write(to: dir.appendingPathComponent("de.strings"))
    let accepted =
      "import reads XLIFF 1.2 and 2.0 files (.xliff, .xlf), String Catalogs (.xcstrings) and Xcode Localization Catalogs (.xcloc folders)"
    let cases: [(String, String)] = [
      ("Translations", "Translations: a folder; \(accepted)"),
      ("Root.plist", "Root.plist: the file is a property list; \(accepted)"),
      ("de.strings", "de.strings: the file looks like a .strings table; \(accepted)"),
    ]
    for (file, message) in cases {
      let result = try CLI.run(["import", "Settings.bundle", file], in: dir)
      #expect(result.status == 2, "\(file)")
      #expect(result.stderr.hasPrefix("error: " + message), "\(result.stderr)")
    }
  }

  // MARK: Colour and errors

  @Test("--color always colours, --color never does not, whatever NO_COLOR says")
  func colorOption() throws {
    let translations = Self.translations.path
    let always = try CLI.run(["check", translations, "--color", "always"])
    #expect(always.stdout.contains("\u{1B}["))
    let never = try CLI.run(["check", translations, "--color", "never"], environment: ["NO_COLOR": ""])
    #expect(!never.stdout.contains("\u{1B}["))
    let lint = try CLI.run(
      [
        "strings", "lint", "--color", "always",
        CLI.fixtures.appendingPathComponent("strings-vectors/missing_semicolon_last.strings").path,
      ])
    #expect(lint.stdout.contains("\u{1B}["))
    // Every command accepts the option.
    for arguments in [
      ["inspect", translations], ["resolve", translations, "--language", "de"], ["render", Self.render.path],
      ["extract", translations, "--dry-run"],
      ["strings", "dump", CLI.fixtures.appendingPathComponent("strings-vectors/genstrings_style.strings").path],
    ] {
      let result = try CLI.run(arguments + ["--color", "never"])
      #expect(result.status != 2, "\(arguments): \(result.stderr)")
    }
  }

  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    "auto colours a terminal unless NO_COLOR is set and not empty, or TERM is dumb",
    .enabled(if: hasScript, "util-linux script(1), which gives the tool a terminal, is not installed"))
  func colorAuto() throws {
    func onTerminal(_ environment: [String: String]) throws -> Bool {
      let command = "'\(CLI.binary.path)' check '\(Self.translations.path)'"
      var env = ["TERM": "xterm"]
      env.merge(environment) { $1 }
      var arguments = ["-u", "NO_COLOR"]
      for (key, value) in env { arguments.append("\(key)=\(value)") }
      let child = try ChildProcess(
        "/usr/bin/env", arguments + ["/usr/bin/script", "-qec", command, "/dev/null"], standardError: .null)
      let (data, _) = child.readToEnd()
      child.waitForExit()
      return String(decoding: data, as: UTF8.self).contains("\u{1B}[1m")
    }
    #expect(try onTerminal([:]))
    #expect(try onTerminal(["NO_COLOR": ""]), "an empty NO_COLOR does not turn colour off")
    #expect(try !onTerminal(["NO_COLOR": "1"]))
    #expect(try !onTerminal(["TERM": "dumb"]))
  }

  @Test(
    "errors go to standard error as error: message, never Error: or settings-l10n NAME:",
    arguments: [
      ["resolve", "/nonexistent", "--language", "de"], ["inspect", "/nonexistent"], ["check", "/nonexistent"],
      ["render", "/nonexistent"], ["render"], ["check", "--format", "yaml", "x"],
      ["strings", "lint", "/nonexistent.strings"],
      ["export", "/nonexistent", "--language", "de"], ["import", "/nonexistent", "x.xliff"], ["nonsense"],
      ["check", "--frobnicate"],
    ])
  func errorStyle(_ arguments: [String]) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
    #expect(!result.stderr.contains("Error:"))
    #expect(!result.stderr.contains("settings-l10n \(arguments[0]):"))
  }

  // MARK: check's summaries

  @Test("the check text report ends with counts by id and by language; --quiet and --max-findings shorten it")
  func checkSummaries() throws {
    let bundle = Self.translations.path
    let full = try CLI.run(["check", bundle])
    let lines = full.stdout.split(separator: "\n").map(String.init)
    let byID = try #require(lines.first { $0.hasPrefix("Findings by id: ") })
    let byLanguage = try #require(lines.first { $0.hasPrefix("Findings by language: ") })
    let listed = lines.filter { $0.hasPrefix("  ") && $0.contains("[") }
    let idCounts = byID.dropFirst("Findings by id: ".count).split(separator: ", ").compactMap {
      Int($0.split(separator: " ").last ?? "")
    }
    let languageCounts = byLanguage.dropFirst("Findings by language: ".count).split(separator: ", ")
      .compactMap { Int($0.split(separator: " ").last ?? "") }
    #expect(idCounts.reduce(0, +) == listed.count)
    #expect(languageCounts.reduce(0, +) == listed.count)
    for part in byID.dropFirst("Findings by id: ".count).split(separator: ", ") {
      let id = part.split(separator: " ")[0]
      let count = Int(part.split(separator: " ")[1]) ?? -1
      #expect(listed.filter { $0.hasSuffix("[\(id)]") }.count == count, "\(id)")
    }
    #expect(lines.suffix(2).last?.hasPrefix("check") == true)

    let quiet = try CLI.run(["check", bundle, "--quiet"])
    #expect(quiet.status == full.status)
    #expect(!quiet.stdout.contains("] \n") && !quiet.stdout.split(separator: "\n").contains { $0.hasPrefix("  ") })
    #expect(quiet.stdout.contains(byID) && quiet.stdout.contains(byLanguage))
    #expect(quiet.stdout.contains("\(listed.count) findings not listed (--quiet)"))
    #expect(quiet.stdout.hasSuffix(lines.suffix(2).joined(separator: "\n") + "\n"))

    let two = try CLI.run(["check", bundle, "--max-findings", "2"])
    #expect(two.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("[") }.count == 2)
    #expect(two.stdout.contains("\(listed.count - 2) findings not listed (--max-findings 2)"))
    let xcode = try CLI.run(["check", bundle, "--max-findings", "3", "--format", "xcode"])
    #expect(xcode.stdout.split(separator: "\n").count == 5, "3 findings, the count of the others, the verdict")
    #expect(try CLI.run(["check", bundle, "--quiet", "--format", "json"]).status == 2)
  }

  // MARK: render, baselines, version

  @Test("render without --language shows the development language")
  func renderDefaultLanguage() throws {
    let result = try CLI.run(["render", Self.render.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("Root · en → en.lproj"))
    let english = try CLI.run(["render", Self.render.path, "--language", "en"])
    #expect(result.stdout == english.stdout)
  }

  @Test("--baseline X --write-baseline X with X absent records X and passes; a second run reads it")
  func firstBaseline() throws {
    let (dir, _) = try CLI.copyBundle(Self.translations)
    defer { try? FileManager.default.removeItem(at: dir) }
    let first = try CLI.run(
      ["check", "Settings.bundle", "--baseline", "b.json", "--write-baseline", "b.json"], in: dir)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.json").path))
    #expect(
      try CLI.run(["check", "Settings.bundle", "--baseline", "b.json", "--write-baseline", "b.json"], in: dir).status
        == 0)
    #expect(try CLI.run(["check", "Settings.bundle", "--baseline", "b.json"], in: dir).status == 0)
    // Another absent baseline is still an error.
    #expect(
      try CLI.run(["check", "Settings.bundle", "--baseline", "none.json", "--write-baseline", "b.json"], in: dir).status
        == 2)
  }

  @Test("--version prints the one version constant, and the tag's when the commit is tagged")
  func version() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0)
    let source = try String(
      contentsOf: CLI.package.appendingPathComponent("Sources/settings-l10n/ToolVersion.swift"), encoding: .utf8)
    let constant = try #require(source.split(separator: "\"").dropFirst().first.map(String.init))
    #expect(result.stdout == constant + "\n")
    #expect(constant.split(separator: ".").count == 3 && constant.split(separator: ".").allSatisfy { Int($0) != nil })
    // At a release tag (v1.2.3), the constant must be that version.
    let git = try ChildProcess(
      "/usr/bin/env", ["git", "-C", CLI.package.path, "tag", "--points-at", "HEAD"], standardError: .null)
    let tags = String(decoding: git.readToEnd().output, as: UTF8.self)
    git.waitForExit()
    for tag in tags.split(separator: "\n") where tag.hasPrefix("v") {
      #expect(String(tag.dropFirst()) == constant, "the commit is tagged \(tag) but ToolVersion says \(constant)")
    }
  }
}
