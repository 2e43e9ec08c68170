import Foundation
import TestSupport
import Testing

@testable import BundleIO
@testable import ByteCore
@testable import SettingsL10nKit

/// Fixtures, copies and goldens for the Exchange tests.
enum ExchangeSupport {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = packageRoot.appendingPathComponent("Fixtures/exchange")
  static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

  /// Compares with a golden file under Fixtures/exchange/golden, or records it (RECORD_GOLDENS).
  static func checkGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    try Golden.check(actual, against: fixtures.appendingPathComponent("golden/\(name)"), sourceLocation: sourceLocation)
  }
}

/// A copy of a fixture bundle in a temporary folder, removed when released.
final class BundleCopy {
  let root: URL
  let url: URL

  init(_ source: URL) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)")
    url = root.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: url)
  }

  /// A copy of `Fixtures/exchange/<name>/Settings.bundle`.
  convenience init(fixture name: String) throws {
    try self.init(ExchangeSupport.fixtures.appendingPathComponent("\(name)/Settings.bundle"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// Every file under the bundle (relative path → bytes), to compare whole trees.
  func snapshot() throws -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    let base = url.path + "/"
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return result }
    for case let path as String in enumerator {
      var isDirectory: ObjCBool = false
      let full = base + path
      guard unsafe FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue
      else {
        continue
      }
      result[path] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: full)))
    }
    return result
  }

  func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url.appendingPathComponent(path)))
  }

  func document(_ path: String) throws -> StringsDocument {
    try StringsDocument.read(contentsOf: url.appendingPathComponent(path))
  }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: url.appendingPathComponent(path))
  }

  func load(iask: Bool = false) throws -> LocalizedBundle {
    try LocalizedBundle.load(url, options: .init(reading: BundleReading(iaskTableConvention: iask)))
  }

  /// Writes a file next to the bundle (an XLIFF to import) and returns its path.
  func writeBeside(_ name: String, _ text: String) throws -> String {
    let file = root.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }
}
