import Foundation
import Testing

/// `check --write-baseline` and `--baseline` over several bundles: one file, a section per bundle.
@Suite("settings-l10n check: one baseline for several bundles")
struct RepositoryBaselineCLITests {
  @Test(
    "--write-baseline over a repository records each bundle under its path; --baseline then accepts them from any folder"
  )
  func severalBundles() throws {
    let (dir, repository) = try RepositorySyncCLITests.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLI.run(["check"], in: repository).status == 1)
    let written = try CLI.run(["check", "--write-baseline", "baseline.json"], in: repository)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.contains("written to the baseline"), "\(written.stdout)")
    let text = try String(contentsOf: repository.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"version\": 2,\n  \"tool\": \"settings-l10n check\",\n  \"bundles\": {\n"), "\(text)")
    for bundle in ["App/Settings.bundle", "Modules/Player/Settings.bundle", "Modules/Sync/Settings.bundle"] {
      #expect(text.contains("\n    \"\(bundle)\": ["), "\(bundle)")
    }
    let accepted = try CLI.run(["check", "--baseline", "baseline.json"], in: repository)
    #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    let below = try CLI.run(
      ["check", "--baseline", "../baseline.json"], in: repository.appendingPathComponent("Modules"))
    #expect(below.status == 0, "\(below.stdout)\(below.stderr)")
    let one = try CLI.run(["check", "Modules/Player/Settings.bundle", "--baseline", "baseline.json"], in: repository)
    #expect(one.status == 0, "\(one.stdout)\(one.stderr)")

    // A new finding in one bundle fails, and only it is listed.
    let fr = repository.appendingPathComponent("Modules/Player/Settings.bundle/fr.lproj/Root.strings")
    let strings = try String(contentsOf: fr, encoding: .utf8)
    try Data((strings + "\n\"Brand new\" = \"Neu\";\n").utf8).write(to: fr)
    let after = try CLI.run(["check", "--baseline", "baseline.json", "--format", "xcode"], in: repository)
    #expect(after.status == 1, "\(after.stderr)")
    let lines = after.stdout.split(separator: "\n")
    #expect(lines.count == 2, "\(after.stdout)")
    #expect(lines.first?.contains("Brand new") == true, "\(after.stdout)")
    #expect(lines.last?.hasPrefix("3 bundles: ") == true, "the counts and the verdict last: \(after.stdout)")
  }

  @Test("a single bundle's baseline stays version 1; a newer version is refused by name")
  func versions() throws {
    let (dir, repository) = try RepositorySyncCLITests.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    let single = try CLI.run(["check", "App/Settings.bundle", "--write-baseline", "-"], in: repository)
    #expect(
      single.stdout.hasPrefix("{\n  \"version\": 1,\n  \"tool\": \"settings-l10n check\",\n  \"findings\": ["),
      "\(single.stdout)")
    try Data("{\"version\": 3, \"bundles\": {}}".utf8).write(to: repository.appendingPathComponent("future.json"))
    let future = try CLI.run(["check", "--baseline", "future.json"], in: repository)
    #expect(future.status == 2)
    #expect(future.stderr.contains("baseline version 3 is not supported"), "\(future.stderr)")
  }
}
