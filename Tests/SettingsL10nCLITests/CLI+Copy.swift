import Foundation

extension CLI {
  /// A copy of a bundle as `Settings.bundle` in a fresh temporary folder: (folder, bundle).
  static func copyBundle(_ bundle: URL) throws -> (URL, URL) {
    let dir = try temporaryDirectory()
    let target = dir.appendingPathComponent("Settings.bundle")
    try FileManager.default.copyItem(at: bundle, to: target)
    try makeWritable(target)
    return (dir, target)
  }

  /// Gives every file below `folder` its owner's write permission, as a checkout has: the shared
  /// corpus is read-only, and a read-only table is one the writers refuse to replace.
  static func makeWritable(_ folder: URL) throws {
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: folder.path) else { return }
    for case let path as String in walker {
      let full = folder.appendingPathComponent(path).path
      var info = stat()
      guard unsafe lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      try manager.setAttributes([.posixPermissions: Int(info.st_mode & 0o7777 | S_IWUSR)], ofItemAtPath: full)
    }
  }
}
