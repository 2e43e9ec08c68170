import Foundation
import TestSupport
import Testing

@testable import ByteCore
@testable import Findings
@testable import SettingsL10nKit

/// Every finding id the sources raise is declared once as a constant, explained by the catalog,
/// and raised through that constant; every catalog entry is an id something raises.
@Suite("finding catalog completeness")
struct FindingCatalogCompletenessTests {
  /// One `static let name: DiagnosticID = "raw"` of the sources.
  struct Declaration: CustomStringConvertible {
    let name: String
    let raw: String
    let file: String
    var description: String { "\(raw) (\(name) in \(file))" }
  }

  static let sources = RenderFixtures.packageRoot.appendingPathComponent("Sources")

  /// Every Swift file under Sources, by its path relative to Sources.
  static let files: [(path: String, text: String)] = {
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var found: [(String, String)] = []
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      found.append((String(url.path.dropFirst(sources.path.count + 1)), text))
    }
    return found.sorted { $0.0 < $1.0 }
  }()

  static let declarations: [Declaration] = files.flatMap { file in
    file.text.split(separator: "\n").compactMap { line -> Declaration? in
      guard let match = line.firstMatch(of: #/static let (\w+): DiagnosticID = "([a-z0-9-]+)"/#) else { return nil }
      return Declaration(name: String(match.1), raw: String(match.2), file: file.path)
    }
  }

  @Test("the sources declare finding ids")
  func declarationsFound() {
    #expect(Self.declarations.count > 60, "\(Self.declarations.count) declarations: the scan misses the sources")
  }

  @Test("every declared id has a catalog entry, and every entry is a declared id")
  func catalogIsTheDeclaredIDs() {
    let declared = Set(Self.declarations.map(\.raw))
    let catalog = Set(FindingCatalog.rules.map(\.id.rawValue))
    #expect(declared.subtracting(catalog).sorted() == [], "raised ids without a catalog entry")
    #expect(catalog.subtracting(declared).sorted() == [], "catalog entries no constant declares")
  }

  @Test("each id is declared once")
  func declaredOnce() {
    let byRaw = Dictionary(grouping: Self.declarations, by: \.raw).filter { $0.value.count > 1 }
    #expect(byRaw.isEmpty, "\(byRaw.values.map { $0.map(\.description) })")
  }

  /// Words that are an id's spelling by coincidence, not a finding: a series of the coverage
  /// chart, and a count in render's JSON contract.
  static let sameWordNotAnID: Set<String> = [
    "SettingsL10nKit/Review/CoverageChart.swift: untranslated",
    "SettingsL10nKit/Render/RenderedPage+JSON.swift: untranslated",
  ]

  @Test("no raise site spells an id: its quoted spelling is only in its declaration")
  func noLiteralIDs() {
    for rule in FindingCatalog.rules {
      let quoted = "\"\(rule.id.rawValue)\""
      let places = Self.files.filter { file in
        !Self.sameWordNotAnID.contains("\(file.path): \(rule.id.rawValue)")
          && file.text.split(separator: "\n").contains {
            !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") && $0.contains(quoted)
          }
      }.map(\.path)
      #expect(places.count == 1, "\(rule.id.rawValue) is spelled in \(places)")
    }
  }

  @Test("every declared id is raised somewhere outside the catalog")
  func everyIDRaised() {
    let code = Self.files.filter { !$0.path.contains("/Findings/") }.flatMap { $0.text.split(separator: "\n") }
      .filter { !$0.contains("static let ") }
    for declaration in Self.declarations {
      let raised = code.contains { line in
        line.ranges(of: ".\(declaration.name)").contains { range in
          range.upperBound == line.endIndex || !(line[range.upperBound].isLetter || line[range.upperBound].isNumber)
        }
      }
      #expect(raised, "\(declaration) is never raised")
    }
  }
}
