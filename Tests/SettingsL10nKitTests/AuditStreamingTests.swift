import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// `check` streams through a bundle's tables (each read, audited and let go); these tests hold it
/// to the audit of a bundle loaded whole, and its byte-level value comparison to decoded values.
@Suite("Audit streaming")
struct AuditStreamingTests {
  /// Every check fixture and corpus bundle, with the options its goldens use.
  static let bundles: [(name: String, url: URL, options: AuditOptions)] = {
    let fixtures = AuditFixtures.names.map { name in
      let options = AuditFixtures.options(name)
      return (
        name, AuditFixtures.folder(name).appendingPathComponent("Settings.bundle"),
        AuditOptions(reading: options.reading)
      )
    }
    let corpus = ((try? FileManager.default.contentsOfDirectory(atPath: AuditFixtures.corpus.path)) ?? []).sorted()
      .map { ($0, AuditFixtures.corpus.appendingPathComponent("\($0)/Settings.bundle"), AuditOptions()) }
      .filter { FileManager.default.fileExists(atPath: $0.1.path) }
    return fixtures
      + corpus.flatMap {
        [$0, ($0.0 + " --iask", $0.1, AuditOptions(reading: BundleReading(iaskTableConvention: true)))]
      }
  }()

  @Test("streaming gives the same findings and coverage as auditing a bundle loaded whole")
  func sameAsWholeLoad() throws {
    #expect(Self.bundles.count >= 6)
    for (name, url, options) in Self.bundles {
      let streamed = try Audit.run(bundleAt: url, bundlePath: "Settings.bundle", options: options)
      let whole = try LocalizedBundle.load(url, options: .init(reading: options.reading))
      #expect(whole.tables.count > 1 || whole.localizations.lprojs.count <= 1, "\(name): loaded whole")
      let reference = try Audit.audit(whole, bundlePath: "Settings.bundle")
      #expect(streamed.findings == reference.findings, "\(name)")
      #expect(streamed.languages == reference.languages, "\(name)")
    }
  }

  @Test("streaming reports an unreadable or oversized table once, like the whole load")
  func failures() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-\(UUID())")
    let bundle = folder.appendingPathComponent("Settings.bundle")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    let page: [String: Any] = [
      "StringsTable": "Root", "PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "Sound"]],
    ]
    try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0)
      .write(to: bundle.appendingPathComponent("Root.plist"))
    try Data("\"Sound\" = \"Sound\";\n".utf8).write(to: bundle.appendingPathComponent("en.lproj/Root.strings"))
    // A folder named like a table: it cannot be read as one.
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("de.lproj/Root.strings"), withIntermediateDirectories: true)
    let report = try Audit.run(bundleAt: bundle, bundlePath: "Settings.bundle")
    let unreadable = report.findings.filter { $0.id.rawValue == "unreadable-file" }
    #expect(unreadable.map(\.file) == ["de.lproj/Root.strings"])
    // Unreadable is not there: its keys are missing as a table.
    #expect(report.findings.filter { $0.id.rawValue == "missing-table" }.map(\.file) == ["de.lproj/Root.strings"])
    let whole = try Audit.audit(LocalizedBundle.load(bundle), bundlePath: "Settings.bundle")
    #expect(whole.findings == report.findings)
  }

  @Test("the byte-level comparison agrees with comparing decoded values, on every fixture table")
  func referenceComparisonOnFixtures() throws {
    let (compared, equal) = try Self.compareReferences(
      in: Self.bundles.filter { !$0.name.hasSuffix("--iask") && !Self.isCorpus($0.url) })
    #expect(compared > 50)
    #expect(equal > 5)
  }

  @Test(
    "the byte-level comparison agrees with comparing decoded values, on every corpus table",
    .enabled(
      if: FileManager.default.fileExists(atPath: AuditFixtures.corpus.path),
      "../shared/corpus is not beside the project"))
  func referenceComparisonOnCorpus() throws {
    let (compared, equal) = try Self.compareReferences(
      in: Self.bundles.filter { !$0.name.hasSuffix("--iask") && Self.isCorpus($0.url) })
    #expect(compared > 20_000)
    #expect(equal > 100)
  }

  static func isCorpus(_ url: URL) -> Bool { url.path.hasPrefix(AuditFixtures.corpus.path) }

  /// Compares every non-development value with its development value and an unrelated one, both
  /// ways, and returns how many comparisons were made and how many were equal.
  static func compareReferences(in bundles: [(name: String, url: URL, options: AuditOptions)]) throws -> (Int, Int) {
    var compared = 0
    var equal = 0
    for (name, url, _) in bundles {
      let bundle = try LocalizedBundle.load(url)
      guard let development = bundle.developmentLproj?.name else { continue }
      for (lproj, tables) in bundle.tables where lproj != development {
        for (tableName, loaded) in tables {
          guard let reference = bundle.table(tableName, in: development)?.effective, reference.count > 0 else {
            continue
          }
          let references = ReferenceValues(reference.entries.map(\.value))
          let table = loaded.effective
          for position in 0..<table.count {
            // The same key's development value, and an unrelated one.
            var candidates = [position % references.values.count]
            if let same = reference.position(of: table.entry(at: position).key) { candidates.append(same) }
            for r in candidates {
              let fast = references.compare(table, at: position, with: r)
              let value = table.value(at: position)
              var specifiers = false
              if case .string(let got) = value, case .string(let want) = references.values[r] {
                specifiers = want.contains("%") || got.contains("%")
              }
              #expect(
                fast.equal == (value == references.values[r]), "\(name) \(lproj)/\(tableName) at \(position) vs \(r)")
              #expect(fast.mayHaveSpecifiers == specifiers, "\(name) \(lproj)/\(tableName) at \(position) vs \(r)")
              compared += 1
              if fast.equal { equal += 1 }
            }
          }
        }
      }
    }
    return (compared, equal)
  }

  @Test(
    "canonically equivalent spellings are equal; different bytes of ASCII are not",
    arguments: [
      ("caf\u{E9}", "cafe\u{301}", true),  // NFC vs NFD
      ("\u{212A}elvin", "Kelvin", true),  // KELVIN SIGN decomposes to ASCII K
      ("Kelvin", "kelvin", false),
      ("Sound", "Sound", true),
      ("a\\U00E9", "a\u{E9}", true),  // an escape in the file: decoded first
      ("100%", "100%", true),
    ])
  func equivalence(translation: String, development: String, equal: Bool) {
    let table = StringsFormat.StringsDocument("\"k\" = \"\(translation)\";").makeTable()
    let references = ReferenceValues([.string(development)])
    #expect(references.compare(table, at: 0, with: 0).equal == equal)
    #expect(references.compare(table, at: 0, with: 0).mayHaveSpecifiers == development.contains("%"))
  }
}
