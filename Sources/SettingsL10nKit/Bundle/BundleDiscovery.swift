import Foundation

/// Whether a folder is a Settings bundle, and which bundles lie below one that is not.
public enum BundleDiscovery {
  /// Folders never searched: build output, dependencies, hidden folders.
  static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// True when the folder holds a root page (`Root.plist`, `Root~ipad.plist`, `Root~iphone.plist`
  /// or an InAppSettingsKit `*.inApp.plist`).
  public static func isSettingsBundle(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { name in
      name.hasSuffix(".plist") && (name == "Root.plist" || SettingsBundle.isRootVariant(String(name.dropLast(".plist".count))))
    }
  }

  /// The Settings bundles below `folder` (paths relative to it, sorted), searched `maxDepth`
  /// folders deep and at most `limit` of them; symbolic links are not followed.
  public static func settingsBundles(below folder: URL, maxDepth: Int = 8, limit: Int = 20) -> [String] {
    var found: [String] = []
    var queue: [(URL, String, Int)] = [(folder, "", 0)]
    var visited = 0
    while !queue.isEmpty, found.count < limit, visited < 20_000 {
      let (url, relative, depth) = queue.removeFirst()
      visited += 1
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") && !skipped.contains(name) {
        let child = url.appendingPathComponent(name)
        let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        if name.hasSuffix(".bundle"), isSettingsBundle(child) {
          found.append(path)
        } else if depth + 1 < maxDepth {
          queue.append((child, path, depth + 1))
        }
      }
    }
    return found.sorted()
  }

  /// Throws `notABundle` when `folder` exists but holds no root page.
  public static func requireSettingsBundle(_ folder: URL, shown: String) throws(BundleDiscoveryError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return }
    guard !isSettingsBundle(folder) else { return }
    throw .notABundle(path: shown, below: settingsBundles(below: folder))
  }
}

/// A folder given as a bundle that is not one.
public enum BundleDiscoveryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The folder has no `Root.plist` (nor a root variant); `below` names the bundles found under it.
  case notABundle(path: String, below: [String])

  /// A one-line message.
  public var description: String {
    switch self {
    case .notABundle(let path, let below):
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let hint =
        below.isEmpty
        ? "; no Settings bundle was found below it"
        : "; Settings bundles below it: " + below.prefix(5).map { base == "." ? $0 : "\(base)/\($0)" }.joined(separator: ", ")
          + (below.count > 5 ? " and \(below.count - 5) more" : "")
      return "\(path): not a Settings bundle (no Root.plist)\(hint)"
    }
  }
}
