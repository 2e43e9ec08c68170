import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit
import TestSupport
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

  /// Compares with the golden `name` of the render fixtures, or records it (RECORD_GOLDENS).
  static func check(_ actual: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    try Golden.check(actual, against: expected.appendingPathComponent(name), sourceLocation: sourceLocation)
  }
}

extension RenderedPage {
  /// Every row of every group.
  var rows: [RenderedRow] { groups.flatMap(\.rows) }

  /// The row whose key is `key` (the first, for a radio group).
  func row(key: String) -> RenderedRow? { rows.first { $0.key == key } }
}
