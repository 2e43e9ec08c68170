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
      guard let data = try? Data(contentsOf: file), var cases = try? JSONDecoder().decode([RepositoryCase].self, from: data)
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
      ("App/Settings.bundle/de.xliff", "de"), ("Modules/Player/Settings.bundle/fr.xliff", "fr"),
      ("Modules/Sync/Settings.bundle/ja.xliff", "ja"),
    ] {
      let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("target-language=\"\(language)\""), "\(path)")
    }
    #expect(result.stdout.hasSuffix("3 bundles: 3 files written\n"))
  }

  @Test("sync without a bundle only reports; extract and import need one")
  func needsDryRunOrBundle() throws {
    let sync = try CLI.run(["sync"], in: Self.app)
    #expect(sync.status == 2)
    #expect(sync.stderr.contains("without a bundle, sync only reports (--dry-run)"))
    let extract = try CLI.run(["extract", "--dry-run"], in: Self.app)
    #expect(extract.status == 2)
    #expect(extract.stderr.contains("name the Settings.bundle folder"))
  }
}
