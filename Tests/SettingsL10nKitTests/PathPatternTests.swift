import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// Bundle patterns are walked one component at a time, never listed whole.
@Suite("Bundle path patterns")
struct PathPatternTests {
  @Test(
    "components are those of splitting at '/', empty ones left out",
    arguments: ["", "/", "a", "/a//b/", "**/*.bundle", "a/**/**/b", "é/ü/"])
  func componentsMatchSplit(_ path: String) {
    var components: [Substring] = []
    PathPattern.forEachComponent(of: path) { component in
      components.append(component)
      return true
    }
    #expect(components == path.split(separator: "/"))
  }

  @Test("a run of ** is one; more folder components than the walk's depth match nothing")
  func compiledComponents() {
    #expect(
      PathPattern.globs("**/**/a/**/*.bundle", maximumFolders: 64)?.map(\.pattern) == ["**", "a", "**", "*.bundle"])
    #expect(PathPattern.globs(String(repeating: "*/", count: 64), maximumFolders: 64)?.count == 64)
    #expect(PathPattern.globs(String(repeating: "*/", count: 65), maximumFolders: 64) == nil)
    #expect(PathPattern.globs("a/[b", maximumFolders: 64) == nil)
  }

  @Test("a pattern of more folders than discovery descends expands to nothing")
  func deepPatternExpandsToNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("path-pattern-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
    #expect(BundleDiscovery.expand(String(repeating: "**/*/", count: 100_000) + "Settings.bundle", from: root).isEmpty)
  }

  @Test("a partial ** is reported before a bad set in an earlier component")
  func partialStarStarFirst() {
    let text = "bundles:\n  - \"[a/b**/Settings.bundle\"\n"
    #expect(throws: ConfigError.self) {
      _ = try RepositoryConfig.parse(text, file: URL(fileURLWithPath: "/tmp/x.yml"), displayPath: "x.yml")
    }
    do {
      _ = try RepositoryConfig.parse(text, file: URL(fileURLWithPath: "/tmp/x.yml"), displayPath: "x.yml")
    } catch {
      #expect(error.message.contains("'**' must be a whole path component"), "\(error.message)")
    }
  }
}
