import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// One stale-key rule: `check` reports exactly the keys `sync --prune` removes (and `extract
/// --prune` the development language's share), in the same words, on every fixture and corpus
/// bundle, with and without `--iask`.
@Suite("One stale-key rule")
struct StaleKeyRuleTests {
  /// Every fixture bundle (check, exchange and schema fixtures), each read by both readers.
  static let fixtureBundles: [(name: String, url: URL, iask: Bool)] = {
    let root = AuditFixtures.packageRoot.appendingPathComponent("Fixtures")
    var found: [(String, URL)] = []
    for group in ["check/bundles", "exchange", "bundles"] {
      let folder = root.appendingPathComponent(group)
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
        let bundle = folder.appendingPathComponent("\(name)/Settings.bundle")
        if FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Root.plist").path) {
          found.append(("\(group)/\(name)", bundle))
        }
      }
    }
    return found.flatMap { [($0.0, $0.1, false), ($0.0 + " --iask", $0.1, true)] }
  }()

  /// Every corpus bundle, each read by both readers.
  static let corpusBundles: [(name: String, url: URL, iask: Bool)] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: AuditFixtures.corpus.path)) ?? []).sorted()
      .map { ($0, AuditFixtures.corpus.appendingPathComponent("\($0)/Settings.bundle")) }
      .filter { FileManager.default.fileExists(atPath: $0.1.path) }
      .flatMap { [($0.0, $0.1, false), ($0.0 + " --iask", $0.1, true)] }
  }()

  /// Compares the stale keys of a bundle as `check` reports them with those `sync` reports
  /// (`file key: message`) and those `sync --prune` removes (`file key`), and the development
  /// language's with those `extract --prune` removes. Returns false when `sync` or `extract` refuses the bundle (a table with syntax errors,
  /// no development folder): then the rule both of them apply to every table file, with and
  /// without pruning, is compared instead.
  @discardableResult
  static func compare(_ name: String, _ url: URL, iask: Bool) throws -> Bool {
    let bundle = try LocalizedBundle.load(url, options: .init(reading: BundleReading(iaskTableConvention: iask)))
    let report = try Audit.audit(bundle, bundlePath: "Settings.bundle")
    func stale(_ findings: [Finding]) -> [Finding] { findings.filter { $0.id.rawValue == "stale-key" } }
    func described(_ findings: [Finding]) -> Set<String> {
      Set(findings.map { "\($0.file ?? "") \($0.key ?? ""): \($0.message)" })
    }
    func keys(_ findings: [Finding]) -> Set<String> { Set(findings.map { "\($0.file ?? "") \($0.key ?? "")" }) }
    let checked = stale(report.findings)

    let reported: [Finding]
    let removed: [Finding]
    let extracted: [Finding]
    do {
      reported = try stale(Sync.plan(bundle, options: SyncOptions()).findings)
      removed = try stale(Sync.plan(bundle, options: SyncOptions(prune: true)).findings)
      // extract --prune removes the development language's share of them.
      extracted = try stale(Extract.plan(bundle, options: ExtractOptions(prune: true)).findings)
    } catch {
      switch error {
      case .refused, .usage: return try compareRule(bundle, checked: checked, name: name)
      default: throw error
      }
    }
    #expect(described(reported) == described(checked), "\(name): the same keys, in the same words")
    #expect(keys(removed) == keys(checked), "\(name): --prune removes what check calls stale")
    #expect(removed.allSatisfy { $0.severity == .note && $0.message.hasSuffix("; removed") }, "\(name)")
    let development = bundle.developmentLproj.map { $0.name + ".lproj/" } ?? "-"
    #expect(
      keys(extracted) == keys(checked.filter { $0.file?.hasPrefix(development) == true }), "\(name): extract --prune")
    return true
  }

  /// The rule `sync` and `extract` apply to each table file, against `check`'s stale keys; false.
  static func compareRule(_ bundle: LocalizedBundle, checked: [Finding], name: String) throws -> Bool {
    let uses = StringUses(walk: bundle.walk)
    let tables = bundle.tables.values.flatMap(\.values).filter { uses.tables.contains($0.table) }
    let reported = Set(
      tables.flatMap { uses.inUse.staleFindings($0, pruned: false) }.map {
        "\($0.file ?? "") \($0.key ?? ""): \($0.message)"
      })
    let removed = Set(
      tables.flatMap { uses.inUse.staleFindings($0, pruned: true) }.map { "\($0.file ?? "") \($0.key ?? "")" })
    #expect(
      reported == Set(checked.map { "\($0.file ?? "") \($0.key ?? ""): \($0.message)" }),
      "\(name): the same keys, in the same words")
    #expect(
      removed == Set(checked.map { "\($0.file ?? "") \($0.key ?? "")" }),
      "\(name): --prune removes what check calls stale")
    return false
  }

  @Test("check's stale keys are what sync --prune removes, in check's words, on every fixture bundle")
  func fixtures() throws {
    #expect(Self.fixtureBundles.count >= 20)
    let planned = try Self.fixtureBundles.filter { try Self.compare($0.name, $0.url, iask: $0.iask) }
    #expect(
      planned.count * 3 >= Self.fixtureBundles.count * 2, "most fixtures are planned by sync and extract themselves")
  }

  @Test(
    "check's stale keys are what sync --prune removes, in check's words, on every corpus bundle",
    .enabled(
      if: FileManager.default.fileExists(atPath: AuditFixtures.corpus.path),
      "../shared/corpus is not beside the project"))
  func corpus() throws {
    #expect(Self.corpusBundles.count >= 10)
    let planned = try Self.corpusBundles.filter { try Self.compare($0.name, $0.url, iask: $0.iask) }
    #expect(planned.count >= 6, "most corpus bundles are planned by sync and extract themselves")
  }
}
