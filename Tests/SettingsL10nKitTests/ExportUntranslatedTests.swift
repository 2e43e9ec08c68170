import Foundation
import Testing

@testable import BundleIO
@testable import Findings
@testable import SettingsL10nKit

/// `export` marks as still to translate exactly the values `check` calls untranslated: the same
/// rule, the data's names (values most translating languages keep) included.
@Suite("Export: untranslated values as check finds them")
struct ExportUntranslatedTests {
  /// The keys whose unit is a copy to translate, by folder, in every language's export.
  static func copiedUnits(_ bundle: LocalizedBundle) throws -> Set<String> {
    var keys: Set<String> = []
    let shared = Export.Shared(bundle)
    for lproj in bundle.localizations.lprojs where lproj.name != bundle.developmentLproj?.name && lproj.locale != nil {
      for file in try Export.files(bundle, language: lproj.name, shared: shared).files {
        let table = URL(fileURLWithPath: file.original).deletingPathExtension().lastPathComponent
        for unit in file.units where unit.state == .copied { keys.insert("\(lproj.name)/\(table): \(unit.key)") }
      }
    }
    return keys
  }

  /// The keys of `check`'s untranslated findings, by folder.
  /// With `bundle`, only those of keys its development table has: export sends that table's keys,
  /// so a key written as text that the table lacks is not in any package.
  static func untranslatedFindings(_ report: AuditResult, exportedFrom bundle: LocalizedBundle? = nil) -> Set<String> {
    let development = bundle?.developmentLproj?.name
    return Set(
      report.findings.filter { finding in
        guard finding.id == AuditID.untranslated else { return false }
        guard let bundle, let development, let table = finding.table, let key = finding.key else { return true }
        return bundle.table(table, in: development)?.effective.contains(key) == true
      }.map { "\($0.language ?? "")/\($0.table ?? ""): \($0.key ?? "")" })
  }

  @Test(
    "each fixture bundle: the units export marks copied are check's untranslated findings",
    arguments: AuditFixtures.names)
  func sameAnswer(_ name: String) throws {
    let options = AuditFixtures.options(name)
    let url = AuditFixtures.folder(name).appendingPathComponent("Settings.bundle")
    let bundle = try LocalizedBundle.load(
      url,
      options: LocalizedBundle.Options(reading: options.reading))
    let report = try Audit.audit(bundle, bundlePath: "Settings.bundle")
    guard bundle.developmentLproj != nil else {
      // Without the development language's folder nothing is exported and nothing compared.
      #expect(Self.untranslatedFindings(report).isEmpty)
      #expect(throws: ExchangeError.self) { try Export.files(bundle, language: "de") }
      return
    }
    #expect(try Self.copiedUnits(bundle) == Self.untranslatedFindings(report, exportedFrom: bundle))
  }

  @Test("values most translating languages keep (Video, Proxy) are names: exported as translated")
  func namesByTheData() throws {
    let bundle = try LocalizedBundle.load(AuditFixtures.folder("names").appendingPathComponent("Settings.bundle"))
    let copied = try Self.copiedUnits(bundle)
    #expect(!copied.contains { $0.hasSuffix(": Video") || $0.hasSuffix(": Proxy") })
    // German writes Version as English does (`Sources/L10nRules/SameWords+Lists.swift`); Italian's Privacy is a copy.
    #expect(!copied.contains("de/Root: Version"))
    #expect(copied.contains("it/Root: Privacy"))
  }

  @Test(
    "each corpus bundle: the units export marks copied are check's untranslated findings",
    .enabled(
      if: FileManager.default.fileExists(atPath: AuditFixtures.corpus.path),
      "../shared/corpus is not beside the project"),
    arguments: ["InAppSettingsKit", "linphone", "UTM", "vlc-ios", "threema"])
  func corpusSameAnswer(_ name: String) throws {
    let bundle = try corpusBundle(name)
    let report = try Audit.audit(bundle, bundlePath: "Settings.bundle")
    let copied = try Self.copiedUnits(bundle)
    #expect(
      copied == Self.untranslatedFindings(report),
      "\(copied.symmetricDifference(Self.untranslatedFindings(report)).sorted().prefix(10))")
  }
}

/// `Audit.names`, the vote without the findings, against the whole audit's names.
@Suite("Audit.names: the data's names without the audit")
struct AuditNamesTests {
  @Test("each fixture bundle: the same names as the audit", arguments: AuditFixtures.names)
  func fixture(_ name: String) throws {
    let options = AuditFixtures.options(name)
    let bundle = try LocalizedBundle.load(
      AuditFixtures.folder(name).appendingPathComponent("Settings.bundle"),
      options: LocalizedBundle.Options(reading: options.reading))
    #expect(Audit.names(bundle) == (try Audit.audit(bundle, bundlePath: "Settings.bundle")).names)
  }

  @Test("the names fixture has names: Video and Proxy")
  func namesFixture() throws {
    let bundle = try LocalizedBundle.load(AuditFixtures.folder("names").appendingPathComponent("Settings.bundle"))
    let names = Audit.names(bundle)
    #expect(names.contains(table: "Root", key: "Video") && names.contains(table: "Root", key: "Proxy"))
    #expect(!names.contains(table: "Root", key: "Version"))
  }

  @Test(
    "each corpus bundle: the same names as the audit",
    .enabled(
      if: FileManager.default.fileExists(atPath: AuditFixtures.corpus.path),
      "../shared/corpus is not beside the project"),
    arguments: ["InAppSettingsKit", "linphone", "UTM", "vlc-ios", "threema"])
  func corpus(_ name: String) throws {
    let bundle = try corpusBundle(name)
    let whole = try Audit.audit(bundle, bundlePath: "Settings.bundle").names
    #expect(Audit.names(bundle) == whole)
    if name == "UTM" { #expect(!whole.keys.isEmpty) }
  }
}

/// The corpus bundle whose folder's name holds `name`, loaded as `check` loads it.
func corpusBundle(_ name: String) throws -> LocalizedBundle {
  let folders = try FileManager.default.contentsOfDirectory(atPath: AuditFixtures.corpus.path)
  let folder = try #require(folders.first { $0.localizedCaseInsensitiveContains(name) })
  return try LocalizedBundle.load(AuditFixtures.corpus.appendingPathComponent("\(folder)/Settings.bundle"))
}
