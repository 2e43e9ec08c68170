import Foundation
import SettingsL10nKit
import Testing

/// Paths and goldens of the render tests.
enum RenderFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = packageRoot.appendingPathComponent("Fixtures/render")
  static let bundle = folder.appendingPathComponent("Settings.bundle")
  static let expected = folder.appendingPathComponent("expected")
  static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

  /// The fixture bundle, loaded once.
  static let loaded: Result<LocalizedBundle, any Error> = Result { try LocalizedBundle.load(bundle) }

  /// Renders a fixture page with the shipped chrome.
  static func render(_ page: String = "Root", languages: [String], pseudo: Bool = false) throws -> RenderedPage {
    let options = RenderOptions(languages: languages, page: page, pseudo: pseudo)
    let chrome = try ChromeCatalog.shipped(preferences: pseudo ? ["en"] : languages)
    return try PageRenderer.render(try loaded.get(), options: options, chrome: chrome)
  }

  /// Set RECORD_GOLDENS to rewrite goldens instead of comparing with them.
  static var recording: Bool { !(ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? "").isEmpty }

  static func check(_ actual: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = expected.appendingPathComponent(name)
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if recording || stored == nil {
      try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      if stored == nil { Issue.record("recorded missing golden \(name)", sourceLocation: sourceLocation) }
      return
    }
    #expect(actual == stored, "golden \(name) differs", sourceLocation: sourceLocation)
  }
}

extension RenderedPage {
  /// Every row of every group.
  var rows: [RenderedRow] { groups.flatMap(\.rows) }

  /// The row whose key is `key` (the first, for a radio group).
  func row(key: String) -> RenderedRow? { rows.first { $0.key == key } }
}
