import Foundation
import Testing

/// `settings-l10n init`: a starter configuration for the bundles it finds.
@Suite("settings-l10n init")
struct InitCLITests {
  @Test("writes a commented file listing the bundles, which check then reads; never replaces one without --force")
  func starter() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = CLI.fixtures.appendingPathComponent("config/repos/app")
    for bundle in ["App/Settings.bundle", "Modules/Sync/Settings.bundle"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(bundle).deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(bundle), to: root.appendingPathComponent(bundle))
    }
    // InAppSettingsKit's pages make init set iask for that bundle.
    try Data().write(to: root.appendingPathComponent("Modules/Sync/Settings.bundle/Root.inApp.plist"))
    let first = try CLI.run(["init"], in: root)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "wrote .settings-l10n.yml (2 bundles: App/Settings.bundle, Modules/Sync/Settings.bundle)\n")
    let file = root.appendingPathComponent(".settings-l10n.yml")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("bundles:\n  - App/Settings.bundle\n  - path: Modules/Sync/Settings.bundle\n    iask: true"))
    #expect(text.contains("# doNotTranslate:"))
    // What it wrote is a valid configuration that check uses.
    let check = try CLI.run(["check", "--format", "json"], in: root)
    #expect(check.stderr.isEmpty)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    #expect(
      (object["bundles"] as? [[String: Any]])?.compactMap { $0["bundle"] as? String }
        == ["App/Settings.bundle", "Modules/Sync/Settings.bundle"])

    try Data("failOn: note\n".utf8).write(to: file)
    let again = try CLI.run(["init"], in: root)
    #expect(again.status == 2)
    #expect(again.stderr.contains(".settings-l10n.yml exists; use --force"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "failOn: note\n")
    let forced = try CLI.run(["init", "--force"], in: root)
    #expect(forced.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".tmp") }
    #expect(leftovers.isEmpty)
  }

  @Test("with no bundle below, the list is left commented and the file still parses")
  func nothingFound() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLI.run(["init"], in: root)
    #expect(result.status == 0)
    #expect(result.stdout.contains("no Settings bundle found"))
    let check = try CLI.run(["check"], in: root)
    #expect(check.status == 2)
    #expect(check.stderr.contains("no Settings bundle below the current folder"))
  }
}
