import Foundation
import SettingsSchema
import Testing

/// Paths beside this test file: the package's Fixtures and the shared corpus.
enum Paths {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = packageRoot.appendingPathComponent("Fixtures/bundles")
  static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

  /// The fixture folders that hold a `Settings.bundle`, sorted.
  static var fixtureNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/Settings.bundle").path)
    }.sorted()
  }

  static func bundle(_ name: String) -> URL {
    fixtures.appendingPathComponent("\(name)/Settings.bundle")
  }
}

/// Set RECORD_GOLDENS=1 to rewrite golden files instead of comparing with them.
enum Golden {
  static var recording: Bool {
    !(ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? "").isEmpty
  }

  static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      if expected == nil {
        Issue.record("recorded missing golden \(url.path)", sourceLocation: sourceLocation)
      }
      return
    }
    #expect(actual == expected, "golden \(url.lastPathComponent) differs", sourceLocation: sourceLocation)
  }
}

/// A temporary folder removed when the value is released.
final class TemporaryBundle {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-schema-\(UUID().uuidString)/Settings.bundle")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  func write(_ name: String, _ dictionary: [String: Any], format: PropertyListSerialization.PropertyListFormat = .xml) throws {
    let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: format, options: 0)
    try data.write(to: url.appendingPathComponent("\(name).plist"))
  }

  func writeText(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }
}

func childPane(_ title: String, _ file: String) -> [String: Any] {
  ["Type": "PSChildPaneSpecifier", "Title": title, "File": file]
}

func walk(_ url: URL, iask: Bool = false) throws -> BundleWalk {
  try SettingsBundle(url: url, options: .init(iaskTableConvention: iask)).walk()
}

extension BundleWalk {
  func ids(_ id: String) -> [Finding] { findings.filter { $0.id.rawValue == id } }
}
