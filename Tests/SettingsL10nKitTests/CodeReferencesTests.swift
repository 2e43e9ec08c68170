import Foundation
import Testing

@testable import SettingsL10nKit

/// Keys in use by the app's code and by a page's own fields: never stale, never pruned; a key the
/// code reads that a language lacks is that language's gap.
@Suite("Code references: keys in use")
struct CodeReferencesTests {
  /// `Fixtures/code-references/App`: an app (an Xcode project beside its sources) whose settings
  /// screen reads the bundle's Root table as VLC's does.
  static let app = AuditFixtures.packageRoot.appendingPathComponent("Fixtures/code-references/App")

  /// The keys the fixture really does not use: one only in a comment, one only inside an
  /// interpolating literal, one only in a dependency's checkout (`Pods/`).
  static let unused: Set<String> = ["SETTINGS_COMMENTED_OUT", "SETTINGS_OLD_THEME", "SETTINGS_VENDORED"]

  /// A copy of the fixture in a temporary folder: outside this project's own git repository,
  /// which the search would otherwise widen to (and for the commands that write).
  static func copy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-refs-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: app, to: folder)
    return folder
  }

  /// `check`'s audit of a copy of the fixture.
  static func auditCopy() throws -> AuditResult {
    let folder = try copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try Audit.run(bundleAt: folder.appendingPathComponent("Settings.bundle"), bundlePath: "Settings.bundle")
  }

  @Test("the search reads the app's sources, not its dependencies, and finds its table reads")
  func search() throws {
    let folder = try Self.copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let code = CodeReferences.search(.automatic, bundle: folder.appendingPathComponent("Settings.bundle"))
    #expect(code.filesRead == 2)
    #expect(code.reads["Root"]?.map(\.key) == ["SETTINGS_RESET", "SETTINGS_RESET_INFO"])
    #expect(code.reads["Root"]?.first?.file == "../Sources/Settings/SettingsScreen.swift")
    #expect(code.reads["Root"]?.first?.line == 21)
    #expect(code.computedReads["Root"] == 2)
    #expect(code.spells("SETTINGS_PASSCODE") && code.spells("SETTINGS_LEGACY"))
    #expect(!code.spells("SETTINGS_VENDORED") && !code.spells("SETTINGS_COMMENTED_OUT"))
  }

  @Test("without an Xcode project around the bundle nothing is searched; sources: false turns the search off")
  func notSearched() {
    let fixture = AuditFixtures.folder("clean").appendingPathComponent("Settings.bundle")
    #expect(CodeReferences.search(.automatic, bundle: fixture).root == nil)
    let off = CodeReferences.search(.off, bundle: Self.app.appendingPathComponent("Settings.bundle"))
    #expect(off.root == nil && off.filesRead == 0)
    let listed = CodeReferences.search(
      .paths(["Sources/**/*.m"], base: Self.app), bundle: Self.app.appendingPathComponent("Settings.bundle"))
    #expect(listed.filesRead == 1)
  }

  @Test(
    "the repository is the nearest folder above the app holding .git, a worktree's .git file too; a workspace marks the app"
  )
  func repositoryAroundTheApp() throws {
    let top = FileManager.default.temporaryDirectory.appendingPathComponent("code-refs-root-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: top) }
    let app = top.appendingPathComponent("apps/App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.app.appendingPathComponent("Settings.bundle"), to: app.appendingPathComponent("Settings.bundle"))
    let bundle = app.appendingPathComponent("Settings.bundle")
    // A name that only holds a project's ending marks nothing.
    try Data().write(to: app.appendingPathComponent("App.xcodeproj.orig"))
    #expect(CodeReferences.search(.automatic, bundle: bundle).root == nil)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("App.xcworkspace"), withIntermediateDirectories: true)
    // (`root` is shown relative to the current folder.)
    let alone = try #require(CodeReferences.search(.automatic, bundle: bundle).root)
    #expect(alone.hasSuffix("/\(top.lastPathComponent)/apps/App"))
    // A worktree's .git is a file: the search widens to the folder holding it.
    try Data("gitdir: /elsewhere/.git/worktrees/top\n".utf8).write(to: top.appendingPathComponent(".git"))
    let widened = try #require(CodeReferences.search(.automatic, bundle: bundle).root)
    #expect(widened.hasSuffix("/\(top.lastPathComponent)"))
  }

  @Test("check reports only the keys nothing reads as stale, saying what was searched")
  func staleKeys() throws {
    let report = try Self.auditCopy()
    let stale = report.findings.filter { $0.id.rawValue == "stale-key" }
    #expect(Set(stale.compactMap(\.key)) == Self.unused)
    #expect(stale.allSatisfy { $0.message.contains("nor by the app's code in 2 source files under") })
  }

  @Test("a key the code reads that a language lacks is that language's missing key, counted in coverage")
  func codeGap() throws {
    let report = try Self.auditCopy()
    let missing = report.findings.filter { $0.id.rawValue == "missing-key" }
    // SETTINGS_SOUND_INFO: the page's `infobuttonvalue`, which the code reads with a computed key.
    #expect(
      Set(missing.map { "\($0.language ?? "") \($0.key ?? "")" }) == ["de SETTINGS_RESET", "fr SETTINGS_SOUND_INFO"])
    let german = try #require(report.languages.first { $0.lproj == "de" })
    let french = try #require(report.languages.first { $0.lproj == "fr" })
    // Root's two shown strings, the app's field and the two keys the code reads.
    #expect(german.required == 5 && german.translated == 4)
    #expect(french.required == 5 && french.translated == 4)
  }

  @Test("sync --prune removes only the keys nothing reads")
  func prune() throws {
    let folder = try Self.copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = try LocalizedBundle.load(folder.appendingPathComponent("Settings.bundle"))
    let result = try Sync.plan(bundle, options: SyncOptions(prune: true))
    let removed = result.findings.filter { $0.id.rawValue == "stale-key" }
    #expect(Set(removed.compactMap(\.key)) == Self.unused)
    #expect(Set(removed.compactMap(\.language)) == ["en", "de"])
  }
}
