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

  func write(_ name: String, _ dictionary: [String: Any], format: PropertyListSerialization.PropertyListFormat = .xml)
    throws
  {
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
