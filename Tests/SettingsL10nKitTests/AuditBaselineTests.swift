import ByteCore
import Findings
import Foundation
import SettingsL10nKit
import Testing

@Suite("Audit baseline")
struct AuditBaselineTests {
  static func finding(_ id: DiagnosticID, key: String?, line: Int? = nil, message: String = "m") -> Finding {
    Finding(
      id: id, severity: .error, message: message, file: "de.lproj/Root.strings", line: line, language: "de",
      table: "Root", key: key)
  }

  @Test("findings match by id, file, language, table and key, not by line or message")
  func matching() {
    let baseline = Baseline(findings: [Self.finding(AuditID.missingKey, key: "A", line: 3)])
    let (new, accepted) = baseline.apply(to: [
      Self.finding(AuditID.missingKey, key: "A", line: 40, message: "reworded"),
      Self.finding(AuditID.missingKey, key: "B"),
      Self.finding(AuditID.staleKey, key: "A"),
    ])
    #expect(accepted == 1)
    #expect(new.map { "\($0.id):\($0.key ?? "")" } == ["missing-key:B", "stale-key:A"])
  }

  @Test("each recorded finding accepts one current finding")
  func counts() {
    let twice = Self.finding(AuditID.duplicateKey, key: nil)
    let baseline = Baseline(findings: [twice])
    let (new, accepted) = baseline.apply(to: [twice, twice])
    #expect(accepted == 1)
    #expect(new.count == 1)
  }

  @Test(
    "a baseline of many more findings than the run's accepts as a small one does, in any order",
    arguments: [false, true])
  func manyRecorded(shuffled: Bool) {
    var recorded = (0..<300).map { Self.finding(AuditID.staleKey, key: "K\($0)") }
    recorded += [Self.finding(AuditID.staleKey, key: "K5"), Self.finding(AuditID.staleKey, key: nil)]
    var baseline = Baseline(findings: recorded)
    if shuffled { baseline.fingerprints.reverse() }
    let run = [
      Self.finding(AuditID.staleKey, key: "K5"), Self.finding(AuditID.staleKey, key: "K5"),
      Self.finding(AuditID.staleKey, key: "K5"), Self.finding(AuditID.staleKey, key: ""),
      Self.finding(AuditID.staleKey, key: nil), Self.finding(AuditID.missingKey, key: "K7"),
    ]
    let (new, accepted) = baseline.apply(to: run)
    #expect(accepted == 3)
    #expect(
      new.map { "\($0.id):\($0.key.map { "[\($0)]" } ?? "nil")" } == [
        "stale-key:[K5]", "stale-key:[]", "missing-key:[K7]",
      ])
  }

  @Test("the file is versioned, sorted, one finding per line, and reads back")
  func file() throws {
    let baseline = Baseline(findings: [
      Self.finding(AuditID.staleKey, key: "Z \"quoted\""), Self.finding(AuditID.missingKey, key: "A"),
    ])
    let text = baseline.serialized()
    #expect(
      text == """
        {
          "version": 1,
          "tool": "settings-l10n check",
          "findings": [
            {"id": "missing-key", "file": "de.lproj/Root.strings", "language": "de", "table": "Root", "key": "A"},
            {"id": "stale-key", "file": "de.lproj/Root.strings", "language": "de", "table": "Root", "key": "Z \\"quoted\\""}
          ],
          "coverage": {}
        }

        """)
    #expect(try Baseline(parsing: text) == baseline)
  }

  @Test("several bundles' baselines: one file (version 2), a sorted section per bundle; each bundle reads its own")
  func severalBundles() throws {
    let app = Baseline(findings: [Self.finding(AuditID.missingKey, key: "A")])
    let file = BundleBaselines(bundles: [
      "Modules/Sync/Settings.bundle": Baseline(findings: []), "App/Settings.bundle": app,
    ])
    let text = file.serialized()
    #expect(
      text == """
        {
          "version": 2,
          "tool": "settings-l10n check",
          "bundles": {
            "App/Settings.bundle": [
              {"id": "missing-key", "file": "de.lproj/Root.strings", "language": "de", "table": "Root", "key": "A"}
            ],
            "Modules/Sync/Settings.bundle": []
          },
          "coverage": {
            "App/Settings.bundle": {},
            "Modules/Sync/Settings.bundle": {}
          }
        }

        """)
    #expect(try Baseline(parsing: text, bundle: "App/Settings.bundle") == app)
    #expect(try Baseline(parsing: text, bundle: "Modules/Sync/Settings.bundle").fingerprints.isEmpty)
    #expect(
      try Baseline(parsing: text, bundle: "New/Settings.bundle").fingerprints.isEmpty,
      "a bundle without a section accepts nothing")
    #expect(Baseline.holdsOneBundle(app.serialized()))
    #expect(!Baseline.holdsOneBundle(text))
    #expect(throws: BaselineError.self) { try Baseline(parsing: #"{"version": 2, "bundles": {"A": 1}}"#) }
  }

  @Test("unknown versions and other JSON are refused with a reason")
  func refused() throws {
    #expect(throws: BaselineError.self) { try Baseline(parsing: #"{"version": 2, "findings": []}"#) }
    #expect(throws: BaselineError.self) { try Baseline(parsing: "[]") }
    #expect(throws: BaselineError.self) { try Baseline.read(from: URL(fileURLWithPath: "/nonexistent/baseline.json")) }
    let huge = try Baseline(parsing: #"{"version": 1, "findings": [], "coverage": {"de": 1e308, "fr": -5}}"#)
    #expect(huge.coverage == ["de": 10_000, "fr": 0])
  }

  @Test("a baseline of a report accepts all of it: the gate then passes")
  func roundTrip() throws {
    let report = try AuditFixtures.audit("translations")
    let reread = try Baseline(parsing: Baseline(findings: report.findings).serialized())
    let (new, accepted) = reread.apply(to: report.findings)
    #expect(new.isEmpty)
    #expect(accepted == report.findings.count)
  }

  @Test("a baseline records each language's coverage; below --min-coverage only a drop under it fails")
  func coverageFloors() throws {
    let report = try AuditFixtures.audit("translations")
    let recorded = try Baseline(parsing: Baseline(findings: report.findings, languages: report.languages).serialized())
    #expect(recorded.coverage == ["de": 6000, "en-GB": 10_000, "fr": 2000, "ja": 9000])
    let gate = CheckGate(minCoverage: 90)
    var accepted = report
    accepted.findings = []
    #expect(!gate.evaluate(accepted).passed)
    #expect(gate.evaluate(accepted, floors: recorded.coverage).passed)
    var dropped = recorded.coverage
    dropped["de"] = 6001
    let result = gate.evaluate(accepted, floors: dropped)
    #expect(result.languagesBelow.map(\.lproj) == ["de"])
  }
}
