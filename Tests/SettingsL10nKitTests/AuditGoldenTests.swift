import Findings
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// One fixture bundle in one output format.
struct AuditGoldenCase: Sendable, CustomTestStringConvertible {
  var fixture: String
  var format: CheckFormat
  var testDescription: String { "\(fixture) --format \(format.rawValue)" }

  static var all: [AuditGoldenCase] {
    AuditFixtures.names.flatMap { name in CheckFormat.allCases.map { AuditGoldenCase(fixture: name, format: $0) } }
  }
}

/// Every fixture bundle's `check` output, in every format, against `Fixtures/check/bundles/<name>/expected/`.
@Suite("Audit goldens")
struct AuditGoldenTests {
  @Test(arguments: AuditGoldenCase.all)
  func output(_ golden: AuditGoldenCase) throws {
    let (output, _) = try AuditFixtures.run(golden.fixture, format: golden.format)
    try Golden.check(output, against: AuditFixtures.golden(golden.fixture, format: golden.format))
  }

  @Test("the fixtures cover every finding id check can report, except those needing a broken file system")
  func everyIDHasAGolden() throws {
    var seen: Set<String> = []
    for name in AuditFixtures.names {
      let json = try String(contentsOf: AuditFixtures.golden(name, format: .json), encoding: .utf8)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      for finding in object["findings"] as? [[String: Any]] ?? [] {
        if let id = finding["id"] as? String { seen.insert(id) }
      }
    }
    // Not reachable with files in git: unreadable or oversized tables, walk limits, and parser
    // warnings other than non-string-value (the StringsFormat vectors cover those).
    let untestable: Set<String> = [
      "file-too-large", "unreadable-file", "limit-exceeded", "invalid-value", "ignored-tail",
      "undefined-octal-escape", "unpaired-surrogate", "unterminated-comment", "stray-byte",
    ]
    let expected = Set(AuditID.all.map(\.rawValue)).subtracting(untestable)
    #expect(expected.subtracting(seen).isEmpty, "no golden shows \(expected.subtracting(seen).sorted())")
  }
}
