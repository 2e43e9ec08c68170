import Foundation
import TestSupport
import Testing

/// The one golden-file helper: what RECORD_GOLDENS means, and that a missing golden fails.
@Suite("golden files")
struct GoldenHelperTests {
  @Test(
    "RECORD_GOLDENS records only when set to something",
    arguments: [([:], false), (["RECORD_GOLDENS": ""], false), (["RECORD_GOLDENS": "1"], true)]
      as [([String: String], Bool)])
  func recordingMeaning(environment: [String: String], records: Bool) {
    #expect(Golden.isRecording(environment) == records)
  }

  @Test("a missing golden is written and the test fails, even when not recording")
  func missingGoldenFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("new/out.txt")
    withKnownIssue { try Golden.check("made\n", against: url, recording: false) }
    #expect(try String(contentsOf: url, encoding: .utf8) == "made\n")
  }

  @Test("recording rewrites a golden that differs and passes; comparing fails on it")
  func recordingRewrites() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.txt")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "old\n".write(to: url, atomically: true, encoding: .utf8)
    withKnownIssue { try Golden.check("new\n", against: url, recording: false) }
    #expect(try String(contentsOf: url, encoding: .utf8) == "old\n")
    try Golden.check("new\n", against: url, recording: true)
    #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
  }
}
