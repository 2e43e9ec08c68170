import Foundation
import Testing

/// Golden files, the one helper every test target uses: compared with what a test produced, or
/// rewritten when RECORD_GOLDENS is set to something (`RECORD_GOLDENS=1 swift test`). Recording
/// writes the actual output and passes, so one run refreshes every golden; a golden that was
/// missing is written too, but that test fails, so that a new file is looked at before it is kept.
public enum Golden {
  /// True when RECORD_GOLDENS is set and not empty.
  public static var recording: Bool { isRecording(ProcessInfo.processInfo.environment) }

  /// True when `environment` asks for recording: RECORD_GOLDENS set and not empty (an empty
  /// value, as `RECORD_GOLDENS= swift test` leaves, compares).
  public static func isRecording(_ environment: [String: String]) -> Bool {
    !(environment["RECORD_GOLDENS"] ?? "").isEmpty
  }

  /// Expects `actual` to equal the file at `url`, or writes it there when recording.
  public static func check(
    _ actual: String, against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try check(actual, against: url, recording: recording, sourceLocation: sourceLocation)
  }

  /// `check` with recording given, not read from the environment.
  public static func check(
    _ actual: String, against url: URL, recording: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      if expected == nil { Issue.record("recorded missing golden \(url.path)", sourceLocation: sourceLocation) }
      return
    }
    #expect(actual == expected, "golden \(url.path) differs", sourceLocation: sourceLocation)
  }

  /// Expects the UTF-8 of `actual` to equal the file's bytes exactly (String equality would take
  /// `é` and `e\u{301}` as the same), or writes it there when recording.
  public static func checkBytes(
    _ actual: String, against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let expected = FileManager.default.contents(atPath: url.path)
    if recording || expected == nil {
      try check(actual, against: url, recording: true, sourceLocation: sourceLocation)
      return
    }
    #expect(
      Array(actual.utf8) == expected.map(Array.init), "golden \(url.path) differs", sourceLocation: sourceLocation)
  }
}
