import Foundation
import TestSupport
import Testing

@testable import ByteCore
@testable import Findings
@testable import SettingsL10nKit

/// The finding catalog explains every id the tool reports, and its documentation pages are the
/// catalog's text.
@Suite("finding catalog")
struct FindingCatalogTests {
  static let docs = RenderFixtures.packageRoot.appendingPathComponent("Sources/SettingsL10nKit/Documentation.docc")

  @Test("every id check can report has a rule, with every part written")
  func everyCheckIDExplained() {
    for id in AuditID.all {
      let rule = FindingCatalog.rule(id)
      #expect(rule != nil, "\(id.rawValue) has no rule in FindingCatalog")
      guard let rule else { continue }
      for (part, text) in [
        ("title", rule.title), ("meaning", rule.meaning), ("onDevice", rule.onDevice), ("fix", rule.fix),
      ] {
        #expect(text.count > 10, "\(id.rawValue): \(part) is empty")
      }
      #expect(rule.example.contains("[\(id.rawValue)]"), "\(id.rawValue): the example is not one of its findings")
    }
  }

  @Test("the ids --ignore accepts are the catalog's that can be silenced: every rule but the refused writes")
  func checkIDsAreTheCatalogs() {
    #expect(AuditID.all == FindingCatalog.rules.filter(\.silenceable).map(\.id))
    #expect(AuditID.all.count == 35)
    #expect(AuditID.isKnown("ignored-tail") && AuditID.isKnown("invalid-lproj-name") && AuditID.isKnown("page-cycle"))
    #expect(!AuditID.isKnown("read-only-file"), "a refused write is no finding of check")
  }

  @Test(
    "GitHub annotations put a kind that breaks more first, as the catalog ranks it",
    arguments: [
      ("syntax-error", 0), ("duplicate-lproj", 0), ("orphan-table", 0), ("missing-key", 1), ("missing-required-key", 1),
      ("untranslated", 2), ("too-long", 2), ("stale-key", 3), ("no-such-id", 2),
    ] as [(String, Int)])
  func githubRank(id: String, rank: Int) {
    #expect(GitHubReporter.rank(DiagnosticID(rawValue: id)) == rank)
    #expect((FindingCatalog.rule(DiagnosticID(rawValue: id))?.rank ?? 2) == rank)
  }

  @Test("wrapping breaks at spaces within the width and keeps every word", arguments: [10, 20, 94])
  func wrapping(width: Int) {
    let text = "The Settings app reads a table whole from the first folder of the user's languages that has it."
    let lines = FindingRule.wrapped(text, width: width).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= width || !$0.contains(" ") })
    #expect(lines.joined(separator: " ") == text)
  }

  /// Wrapping as a split of characters does it, the reference for the byte split `wrapped` makes.
  static func wrappedByCharacters(_ text: String, width: Int = 94) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  @Test(
    "every explanation's prose is split as a split of its characters splits it", arguments: FindingCatalog.rules.indices
  )
  func proseSplitsAsCharacters(index: Int) {
    let rule = FindingCatalog.rules[index]
    for part in [rule.meaning, rule.onDevice, rule.fix, rule.silencing, rule.example] {
      #expect(FindingRule.wrapped(part) == Self.wrappedByCharacters(part), "\(rule.id.rawValue)")
      let lines = part.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
      #expect(
        lines == part.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), "\(rule.id.rawValue)")
    }
  }

  @Test("ids are unique and sorted")
  func uniqueSorted() {
    let ids = FindingCatalog.rules.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }

  @Test("an explanation has its sections and a configuration that silences the id")
  func explanationSections() throws {
    let text = try FindingCatalog.explain("missing-key", json: false)
    #expect(
      text.hasPrefix("missing-key (error): A key the development table has is missing from a language's table.\n"))
    for section in ["What it means", "On the device", "How to fix it", "How to silence it", "Example"] {
      #expect(text.contains("\n\n\(section)\n  "), "missing section \(section)")
    }
    #expect(text.contains("\n    - id: missing-key\n"))
    #expect(
      text.split(separator: "\n").allSatisfy { $0.count <= 96 || $0.contains("[missing-key]") }, "lines fit a terminal")
    #expect(text.contains("--ignore missing-key"))
  }

  @Test("the silencing snippet is a configuration the tool accepts, and it drops the id")
  func silencingParses() throws {
    for rule in FindingCatalog.rules where rule.silenceable {
      let yaml = rule.silencing.replacingOccurrences(of: "…", with: "accepted")
      let config = try RepositoryConfig.parse(
        yaml, file: URL(fileURLWithPath: "/repo/.settings-l10n.yml"), displayPath: ".settings-l10n.yml")
      let rules = config.settings.ignore
      #expect(rules.count == 1 && rules.first?.id?.pattern == rule.id.rawValue, "\(rule.id.rawValue): \(rules)")
      #expect(rules.first?.language?.pattern == "de")
    }
  }

  @Test("a write refused to keep a file safe cannot be silenced, and says so; every id check reports can be")
  func safetyNotSilenceable() throws {
    let text = try FindingCatalog.explain("read-only-file", json: false)
    #expect(text.contains("How to silence it\n  It cannot be silenced"))
    #expect(!text.contains("--ignore"))
    for id in AuditID.all { #expect(FindingCatalog.rule(id)?.silenceable == true, "\(id.rawValue)") }
  }

  @Test("an unknown id is refused, naming the closest known one")
  func unknownID() {
    #expect(throws: UnknownFindingID.self) { try FindingCatalog.explain("mising-key", json: false) }
    #expect("\(UnknownFindingID(id: "mising-key"))".contains("did you mean missing-key?"))
    #expect(!"\(UnknownFindingID(id: "zzz"))".contains("did you mean"))
  }

  @Test("the listing names every id once")
  func listing() {
    let lines = FindingCatalog.listing().split(separator: "\n")
    for rule in FindingCatalog.rules {
      #expect(lines.filter { $0.hasPrefix(rule.id.rawValue + " ") }.count == 1, "\(rule.id.rawValue)")
    }
  }

  @Test("each id's documentation page is the catalog's article (RECORD_GOLDENS=1 rewrites them)")
  func documentationPages() throws {
    let folder = Self.docs.appendingPathComponent("Findings")
    let written = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(
      written == Set(FindingCatalog.rules.map { $0.id.rawValue + ".md" }),
      "a page without a rule, or a rule without a page")
    for rule in FindingCatalog.rules {
      try Golden.check(rule.markdown, against: folder.appendingPathComponent(rule.id.rawValue + ".md"))
    }
  }

  @Test("the documentation's root lists every finding's page")
  func documentationRoot() throws {
    let root = try String(contentsOf: Self.docs.appendingPathComponent("SettingsL10nKit.md"), encoding: .utf8)
    for rule in FindingCatalog.rules {
      #expect(root.contains("- <doc:\(rule.id.rawValue)>\n"), "\(rule.id.rawValue) is not listed")
    }
    // Nothing else is linked as a page: a link to no page breaks the documentation build.
    let linked = root.split(separator: "\n").filter { $0.hasPrefix("- <doc:") && $0.hasSuffix(">") }
      .map { String($0.dropFirst("- <doc:".count).dropLast()) }
    let articles = ["Architecture"]
    #expect(Set(linked) == Set(FindingCatalog.rules.map(\.id.rawValue) + articles))
  }
}
