import Foundation
import TestSupport
import Testing

/// One run of the binary in a fixture repository, with its golden output and exit status.
struct RepositoryCase: Sendable, Decodable, CustomTestStringConvertible {
  var repository = ""
  var name: String
  var cwd: String?
  var args: [String]
  var status: Int32
  var testDescription: String { "\(repository): settings-l10n \(args.joined(separator: " "))" }

  enum CodingKeys: String, CodingKey { case name, cwd, args, status }
}

/// `check` over every bundle of a repository, with `.settings-l10n.yml`: goldens recorded from
/// the fixture repositories in `Fixtures/config/repos`, each listing its runs in `cases.json`.
@Suite("settings-l10n check in a repository")
struct RepositoryCLITests {
  static let repositories = CLI.fixtures.appendingPathComponent("config/repos")

  static var cases: [RepositoryCase] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repositories.path)) ?? []
    return names.sorted().flatMap { name -> [RepositoryCase] in
      let file = repositories.appendingPathComponent("\(name)/cases.json")
      guard let data = try? Data(contentsOf: file),
        var cases = try? JSONDecoder().decode([RepositoryCase].self, from: data)
      else { return [] }
      for index in cases.indices { cases[index].repository = name }
      return cases
    }
  }

  @Test("the cases are there")
  func casesFound() { #expect(Self.cases.count >= 10) }

  @Test("output and exit status match the goldens", arguments: cases)
  func golden(_ example: RepositoryCase) throws {
    let folder = Self.repositories.appendingPathComponent(example.repository)
    let result = try CLI.run(example.args, in: folder.appendingPathComponent(example.cwd ?? "."))
    var output = result.stdout
    if example.args.contains("sarif") {
      let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      output = output.replacingOccurrences(of: "\"version\": \"\(version)\"", with: "\"version\": \"golden\"")
    }
    try Golden.check(output, against: folder.appendingPathComponent("expected/\(example.name).out"))
    #expect(result.status == example.status, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
  }
}

/// `export --all` and `sync` without a bundle.
@Suite("settings-l10n export and sync in a repository")
struct RepositoryExchangeCLITests {
  static let app = CLI.fixtures.appendingPathComponent("config/repos/app")

  @Test("export --all without a bundle writes each bundle's languages into its own folder of --output")
  func exportAll() throws {
    let output = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CLI.run(["export", "--all", "--output", output.path], in: Self.app)
    #expect(result.status == 0, "\(result.stderr)")
    for (path, language) in [
      ("App__Settings/de.xliff", "de"), ("Modules__Player__Settings/fr.xliff", "fr"),
      ("Modules__Sync__Settings/ja.xliff", "ja"),
    ] {
      let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("target-language=\"\(language)\""), "\(path)")
    }
    #expect(result.stdout.hasSuffix("3 bundles: 3 files written\n"))
    // Never into a bundle.
    let inside = try CLI.run(["export", "--all", "--output", "App/Settings.bundle/x", "--dry-run"], in: Self.app)
    #expect(inside.status == 2)
    #expect(inside.stderr.contains("is inside the bundle App/Settings.bundle"))
  }

  @Test("extract and import need a bundle")
  func needsBundle() throws {
    let extract = try CLI.run(["extract", "--dry-run"], in: Self.app)
    #expect(extract.status == 2)
    #expect(extract.stderr.contains("name the Settings.bundle folder"))
  }
}

/// `sync` writing several bundles: each under its own lock, all or nothing, reported on its own.
@Suite("settings-l10n sync of several bundles")
struct RepositorySyncCLITests {
  /// A writable copy of the `app` fixture repository: (temporary folder, repository).
  static func copy() throws -> (URL, URL) {
    let dir = try CLI.temporaryDirectory()
    let repository = dir.appendingPathComponent("app")
    try FileManager.default.copyItem(at: RepositoryExchangeCLITests.app, to: repository)
    try CLI.makeWritable(repository)
    return (dir, repository)
  }

  static func text(_ repository: URL, _ path: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("without a bundle, sync writes every bundle of the repository and reports each")
  func repository() throws {
    let (dir, repository) = try Self.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try CLI.run(["sync", "--prune"], in: repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("App/Settings.bundle\n"), "\(result.stdout)")
    #expect(result.stdout.contains("\nModules/Player/Settings.bundle\n"), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("3 bundles: 3 files written\n"), "\(result.stdout)")
    #expect(!(try Self.text(repository, "App/Settings.bundle/de.lproj/Root.strings")).contains("OLD_KEY"))
    #expect(!(try Self.text(repository, "App/Settings.bundle/en.lproj/Root.strings")).contains("OLD_KEY"))
    #expect(!(try Self.text(repository, "Modules/Player/Settings.bundle/fr.lproj/Root.strings")).contains("@octocat"))
    let again = try CLI.run(["sync", "--prune", "--format", "json"], in: repository)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.hasPrefix("{\n  \"version\": 1,\n  \"bundles\": ["), "\(again.stdout)")
  }

  @Test("several named bundles: only those are written")
  func named() throws {
    let (dir, repository) = try Self.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    let player = try Self.text(repository, "Modules/Player/Settings.bundle/fr.lproj/Root.strings")
    let result = try CLI.run(
      ["sync", "App/Settings.bundle", "Modules/Sync/Settings.bundle", "--prune"], in: repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("2 bundles: 2 files written\n"), "\(result.stdout)")
    #expect(!(try Self.text(repository, "App/Settings.bundle/de.lproj/Root.strings")).contains("OLD_KEY"))
    #expect(try Self.text(repository, "Modules/Player/Settings.bundle/fr.lproj/Root.strings") == player)
  }

  @Test("a bundle that cannot be written leaves its files alone; the others are still written and reported (exit 1)")
  func oneRefused() throws {
    let (dir, repository) = try Self.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    let broken = repository.appendingPathComponent("Modules/Player/Settings.bundle/fr.lproj/Root.strings")
    let bad = try Self.text(repository, "Modules/Player/Settings.bundle/fr.lproj/Root.strings") + "\n\"Broken\" = ;\n"
    try Data(bad.utf8).write(to: broken)
    let result = try CLI.run(["sync", "--prune"], in: repository)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(try String(contentsOf: broken, encoding: .utf8) == bad)
    #expect(!(try Self.text(repository, "App/Settings.bundle/de.lproj/Root.strings")).contains("OLD_KEY"))
    #expect(result.stderr.contains("Modules/Player/Settings.bundle"), "\(result.stderr)")
    #expect(result.stderr.contains("nothing was written to Modules/Player/Settings.bundle"), "\(result.stderr)")
    #expect(result.stdout.contains("App/Settings.bundle\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("Modules/Player/Settings.bundle"), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("2 bundles: 2 files written\n"), "\(result.stdout)")
  }
}

/// Command-line flags over the configuration file, setting by setting.
@Suite("settings-l10n check: flags win over .settings-l10n.yml")
struct ConfigPrecedenceCLITests {
  /// A repository holding the `iask` fixture bundle and a configuration.
  static func repository(_ config: String) throws -> URL {
    let root = try CLI.temporaryDirectory()
    try FileManager.default.copyItem(
      at: CLI.fixtures.appendingPathComponent("check/bundles/iask/Settings.bundle"),
      to: root.appendingPathComponent("Settings.bundle"))
    try Data(config.utf8).write(to: root.appendingPathComponent(".settings-l10n.yml"))
    return root
  }

  static func ids(_ result: CLI.Result) -> [String] {
    result.stdout.split(separator: "\n").compactMap { line in
      line.last == "]" ? line.split(separator: "[").last.map { String($0.dropLast()) } : nil
    }
  }

  @Test("iask: the file turns it on, --no-iask off; --iask on over a file that says false")
  func iask() throws {
    let on = try Self.repository("iask: true\n")
    defer { try? FileManager.default.removeItem(at: on) }
    // Under the release policy, where the missing keys iask reveals are errors.
    let fromFile = try CLI.run(["check", "--format", "xcode", "--policy", "release"], in: on)
    #expect(fromFile.status == 1)
    #expect(Self.ids(fromFile).contains("missing-key"))
    let flag = try CLI.run(["check", "--format", "xcode", "--no-iask"], in: on)
    #expect(flag.status == 0)
    // Read as the Settings app reads it, the page is not localized; its table is InAppSettingsKit's, no orphan.
    #expect(Self.ids(flag) == ["page-without-table"], "\(flag.stdout)")
    let off = try Self.repository("iask: false\n")
    defer { try? FileManager.default.removeItem(at: off) }
    #expect(try CLI.run(["check", "--iask", "--policy", "release"], in: off).status == 1)
  }

  @Test("failOn, minCoverage and developmentLanguage from the file, each replaced by its flag")
  func gate() throws {
    let root = try Self.repository("failOn: warning\nminCoverage: 100%\ndevelopmentLanguage: it\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let fromFile = try CLI.run(["check"], in: root)
    #expect(fromFile.status == 1)
    #expect(fromFile.stdout.contains("Settings.bundle (development language: it)"))
    #expect(fromFile.stdout.contains("--fail-on warning"))
    let flags = try CLI.run(
      ["check", "--fail-on", "error", "--min-coverage", "0%", "--development-language", "en"], in: root)
    #expect(flags.status == 0, "\(flags.stdout)")
    #expect(flags.stdout.contains("Settings.bundle (development language: en)"))
  }

  @Test("--ignore adds to the file's rules; --no-config drops them")
  func ignore() throws {
    let root = try Self.repository("iask: true\nignore:\n  - id: page-without-table\n    file: Profile.plist\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let fromFile = try CLI.run(["check", "--format", "xcode"], in: root)
    #expect(!Self.ids(fromFile).contains("page-without-table"))
    #expect(Self.ids(fromFile).contains("missing-key"))
    let both = try CLI.run(["check", "--format", "xcode", "--ignore", "missing-key"], in: root)
    #expect(Self.ids(both) == [])
    let none = try CLI.run(["check", "--format", "xcode", "--no-config"], in: root)
    #expect(Self.ids(none).contains("page-without-table"))
  }

}
