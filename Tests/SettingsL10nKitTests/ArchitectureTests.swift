import Foundation
import Testing

/// The architecture article's module map against Package.swift.
@Suite("architecture article")
struct ArchitectureTests {
  static let article = RenderFixtures.packageRoot.appendingPathComponent(
    "Sources/SettingsL10nKit/Documentation.docc/Architecture.md")
  static let manifest = RenderFixtures.packageRoot.appendingPathComponent("Package.swift")

  /// The names in `.target(name: "…"`, `.executableTarget(name: "…"` and their kin.
  static func targetNames(inManifest text: String) -> Set<String> {
    var names: Set<String> = []
    let kinds = ["target", "executableTarget", "testTarget", "systemLibrary", "plugin", "binaryTarget", "macro"]
    let compact = text.filter { !$0.isWhitespace }
    for kind in kinds {
      for piece in compact.components(separatedBy: ".\(kind)(name:\"").dropFirst() {
        if let name = piece.split(separator: "\"", maxSplits: 1).first { names.insert(String(name)) }
      }
    }
    return names
  }

  /// The first cell of each row of the table under "Module map", backticks taken off.
  static func targetNames(inArticle text: String) -> Set<String> {
    guard let start = text.range(of: "### Module map") else { return [] }
    var names: Set<String> = []
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("### ") { break }
      guard line.hasPrefix("| `") else { continue }
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      names.insert(String(cell))
    }
    return names
  }

  @Test("the module map names exactly the targets Package.swift declares")
  func moduleMapMatchesManifest() throws {
    let declared = Self.targetNames(inManifest: try String(contentsOf: Self.manifest, encoding: .utf8))
    let listed = Self.targetNames(inArticle: try String(contentsOf: Self.article, encoding: .utf8))
    try #require(declared.count > 10, "Package.swift's targets are found")
    #expect(declared.subtracting(listed).sorted() == [], "in Package.swift, missing from Architecture.md's module map")
    #expect(
      listed.subtracting(declared).sorted() == [], "in Architecture.md's module map, not a target of Package.swift")
  }

  @Test("the manifest reader finds every kind of target, however it is laid out")
  func manifestReader() {
    let text = """
      .target(name: "A", dependencies: ["B"]),
      .executableTarget(
        name: "b-tool",
        dependencies: []),
      .systemLibrary(name: "CSys", pkgConfig: "x"),
      .plugin(name: "P", capability: .buildTool()),
      .testTarget(name: "ATests", dependencies: ["A"]),
      .product(name: "NotATarget", package: "x"),
      """
    #expect(Self.targetNames(inManifest: text) == ["A", "b-tool", "CSys", "P", "ATests"])
    #expect(
      Self.targetNames(inArticle: "### Module map\n| `A` | x |\n| `B` | y |\n### Next\n| `C` | z |") == ["A", "B"])
  }
}
