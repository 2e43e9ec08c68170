import Findings
import Foundation
import Testing

@testable import SettingsL10nKit

@Suite("Audit baseline: reading the file")
struct BaselineReadingTests {
  typealias Fingerprint = Baseline.Fingerprint

  /// The order fingerprints had when they were compared as arrays of their values.
  static func arrayOrder(_ lhs: Fingerprint, _ rhs: Fingerprint) -> Bool {
    func present(_ f: Fingerprint) -> [Bool] { [f.file != nil, f.language != nil, f.table != nil, f.key != nil] }
    let (a, b) = (lhs.parts, rhs.parts)
    if a != b { return a.lexicographicallyPrecedes(b) }
    return present(lhs).lexicographicallyPrecedes(present(rhs)) { !$0 && $1 }
  }

  @Test("fingerprints sort as their values compared in turn, an absent value as empty but before it")
  func order() {
    let values: [String?] = [nil, "", "a", "b", "e\u{301}", "\u{E9}"]
    var all: [Fingerprint] = []
    for id in ["missing-key", "stale-key"] {
      for file in values {
        for language in values.prefix(3) {
          for key in values { all.append(Fingerprint(id: id, file: file, language: language, key: key)) }
        }
      }
    }
    let disagreeing = all.flatMap { a in all.filter { b in (a < b) != Self.arrayOrder(a, b) }.map { (a, $0) } }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(3))")
  }

  static func reason(_ json: String) -> String? {
    do {
      _ = try Baseline(parsing: json)
      return nil
    } catch {
      guard case .malformed(let reason) = error else { return "\(error)" }
      return reason
    }
  }

  @Test("members in any order, null and unknown members, version last: read as written")
  func shapes() throws {
    let json = """
      {"findings": [
        {"key": "K", "table": "Root", "note": "ignored", "id": "stale-key", "file": null},
        {"id": "missing-key", "file": "de.lproj/Root.strings", "language": "de"}
      ], "coverage": null, "version": 1.0}
      """
    let baseline = try Baseline(parsing: json)
    #expect(
      baseline.fingerprints == [
        Fingerprint(id: "missing-key", file: "de.lproj/Root.strings", language: "de"),
        Fingerprint(id: "stale-key", table: "Root", key: "K"),
      ])
    #expect(baseline.coverage.isEmpty)
    #expect(try Baseline(parsing: Array(json.utf8)) == baseline, "the bytes read as the text")
  }

  @Test("what is not a baseline is refused with where and why")
  func refusals() {
    #expect(Self.reason("[]") == "not a baseline file (an array, not an object)")
    #expect(Self.reason(#"{"findings": []}"#) == #"not a baseline file (no "version" field)"#)
    #expect(Self.reason(#"{"version": 1}"#) == #"not a baseline file (no "findings" field)"#)
    #expect(
      Self.reason(#"{"version": 1, "findings": {}}"#) == "not a baseline file (1:28: unexpected value at findings)")
    #expect(
      Self.reason(#"{"version": 1, "findings": [{"id": "a"}, 7]}"#)
        == "not a baseline file (1:42: unexpected value at findings.1)")
    #expect(
      Self.reason(#"{"version": 1, "findings": [{"file": "f"}]}"#)
        == #"not a baseline file (1:29: no "id" field at findings.0)"#)
    #expect(
      Self.reason(#"{"version": 1, "findings": [{"id": "a", "key": 3}]}"#)
        == "not a baseline file (1:48: unexpected value at findings.0.key)")
    #expect(
      Self.reason(#"{"version": 1, "findings": [], "coverage": {"de": "x"}}"#)
        == "not a baseline file (1:51: unexpected value at coverage.de)")
    #expect(
      Self.reason(#"{"version": 1, "findings": [,]}"#)?.hasPrefix("not a baseline file (1:29: a value was expected")
        == true)
    // A later version is refused by its number, whatever its findings look like.
    #expect(
      Self.reason(#"{"version": 3, "findings": [7]}"#)
        == "baseline version 3 is not supported (this tool reads versions 1 and 2)")
  }
}
