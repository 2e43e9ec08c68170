import Foundation
import Testing

/// The architecture article's module map against Package.swift's edges: each target once, and
/// the targets a row says it uses are those the manifest lets it import.
@Suite("architecture article: edges")
struct ArchitectureEdgesTests {
  static let kinds = ["target", "executableTarget", "testTarget", "systemLibrary", "plugin", "binaryTarget", "macro"]

  /// Each target's dependencies on other targets of the package (products of other packages
  /// left out), by target name.
  static func edges(inManifest text: String) -> [String: Set<String>] {
    let compact = text.filter { !$0.isWhitespace }
    var edges: [String: Set<String>] = [:]
    for kind in kinds {
      for piece in compact.components(separatedBy: ".\(kind)(name:\"").dropFirst() {
        guard let name = piece.split(separator: "\"", maxSplits: 1).first else { continue }
        edges[String(name)] = dependencies(in: ownPart(of: piece))
      }
    }
    return edges
  }

  /// `piece` up to where the next target's declaration starts.
  static func ownPart(of piece: String) -> Substring {
    var end = piece.endIndex
    for kind in kinds {
      if let next = piece.range(of: ".\(kind)("), next.lowerBound < end { end = next.lowerBound }
    }
    return piece[..<end]
  }

  /// The quoted names in a declaration's `dependencies: [...]`, `.product(...)` entries left out.
  static func dependencies(in declaration: Substring) -> Set<String> {
    guard let start = declaration.range(of: "dependencies:[") else { return [] }
    var depth = 1
    var list = ""
    for character in declaration[start.upperBound...] {
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      if depth == 0 { break }
      list.append(character)
    }
    while let product = list.range(of: ".product("), let close = list[product.upperBound...].firstIndex(of: ")") {
      list.removeSubrange(product.lowerBound...close)
    }
    let quoted = list.split(separator: "\"", omittingEmptySubsequences: false)
    return Set(stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) })
  }

  /// The rows of the table under "Module map": first cell's name and the backticked names of the
  /// last cell, in order of appearance.
  static func rows(inArticle text: String) -> [(name: String, uses: Set<String>)] {
    guard let start = text.range(of: "### Module map") else { return [] }
    var rows: [(name: String, uses: Set<String>)] = []
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("### ") { break }
      guard line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count >= 3 else { continue }
      let name = cells[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let ticked = cells[cells.count - 2].split(separator: "`", omittingEmptySubsequences: false)
      let uses = Set(stride(from: 1, to: ticked.count, by: 2).map { String(ticked[$0]) })
      rows.append((name, uses))
    }
    return rows
  }

  @Test("each target has one row, and its row names exactly the targets it depends on")
  func edgesMatchManifest() throws {
    let root = RenderFixtures.packageRoot
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/SettingsL10nKit/Documentation.docc/Architecture.md"),
      encoding: .utf8)
    let edges = Self.edges(inManifest: manifest)
    let rows = Self.rows(inArticle: article)
    try #require(edges.count > 10 && rows.count > 10, "Package.swift's targets and the article's rows are found")
    let names = rows.map(\.name)
    #expect(Set(names).count == names.count, "a target has two rows: \(names)")
    for row in rows {
      guard let declared = edges[row.name] else { continue }
      #expect(
        row.uses == declared,
        "\(row.name): the article says it uses \(row.uses.sorted()), Package.swift \(declared.sorted())")
    }
  }

  @Test("the edge reader takes targets' names, not other packages' products")
  func edgeReader() {
    let text = """
      .target(name: "A", dependencies: ["B", .product(name: "Yams", package: "Yams")], resources: [.copy("x")]),
      .target(name: "B"),
      .plugin(name: "P", capability: .buildTool(), dependencies: ["tool"]),
      .testTarget(
        name: "ATests",
        dependencies: ["A", "B"]),
      """
    #expect(Self.edges(inManifest: text) == ["A": ["B"], "B": [], "P": ["tool"], "ATests": ["A", "B"]])
    let article =
      "### Module map\n| `A` | library | x | `B`, Yams |\n| `B` | library | y | |\n### Next\n| `C` | z | `A` |"
    let rows = Self.rows(inArticle: article)
    #expect(rows.map(\.name) == ["A", "B"])
    #expect(rows.map(\.uses) == [["B"], []])
  }
}
