import Foundation

extension CLI {
  /// A copy of a bundle as `Settings.bundle` in a fresh temporary folder: (folder, bundle).
  static func copyBundle(_ bundle: URL) throws -> (URL, URL) {
    let dir = try temporaryDirectory()
    let target = dir.appendingPathComponent("Settings.bundle")
    try FileManager.default.copyItem(at: bundle, to: target)
    return (dir, target)
  }
}
