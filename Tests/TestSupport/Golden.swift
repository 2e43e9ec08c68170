import Foundation
import Testing

/// Golden files: compared with what a test produced, or rewritten when RECORD_GOLDENS is set
/// (a missing golden is recorded, and the test fails so that it is looked at).
public enum Golden {
  /// True when RECORD_GOLDENS is set and not empty.
  public static var recording: Bool { !(ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? "").isEmpty }

  /// Expects `actual` to equal the file at `url`, or writes it there when recording.
  public static func check(_ actual: String, against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      if expected == nil { Issue.record("recorded missing golden \(url.path)", sourceLocation: sourceLocation) }
      return
    }
    #expect(actual == expected, "golden \(url.path) differs", sourceLocation: sourceLocation)
  }
}
