import Foundation

/// The Settings bundles in a target's folder or among its files. A plugin can link no
/// library target, so this restates the rule of `BundleDiscovery.isSettingsBundle` in
/// SettingsL10nKit: a folder named `*.bundle` holding `Root.plist`, `Root~ipad.plist`,
/// `Root~iphone.plist` or an InAppSettingsKit `*.inApp.plist`.
enum SettingsBundles {
  /// Every Settings bundle below `folder`, sorted by path; hidden folders and symbolic links
  /// are not entered, and nothing below a bundle is searched.
  static func below(_ folder: URL) -> [URL] {
    var found: [URL] = []
    var queue = [folder]
    var next = 0
    // A bound against a pathological tree: a target's folder holds far fewer folders.
    while next < queue.count, next < 20_000 {
      let current = queue[next]
      next += 1
      for child in subfolders(of: current) {
        if child.pathExtension == "bundle", isSettingsBundle(child) {
          found.append(child)
        } else {
          queue.append(child)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The Settings bundle that is `url` or holds it (an Xcode target lists a bundle added to
  /// the project as one file, or lists the files inside it), or nil.
  static func enclosingBundle(of url: URL) -> URL? {
    var candidate = url.standardizedFileURL
    while candidate.pathComponents.count > 1 {
      if candidate.pathExtension == "bundle", isSettingsBundle(candidate) { return candidate }
      candidate.deleteLastPathComponent()
    }
    return nil
  }

  private static func isSettingsBundle(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { name in
      name == "Root.plist" || name == "Root~ipad.plist" || name == "Root~iphone.plist" || name.hasSuffix(".inApp.plist")
    }
  }

  private static func subfolders(of folder: URL) -> [URL] {
    let keys: Set<URLResourceKey> = [.isDirectoryKey, .isSymbolicLinkKey]
    let children =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: Array(keys))) ?? []
    return children.filter { child in
      guard !child.lastPathComponent.hasPrefix("."), let values = try? child.resourceValues(forKeys: keys) else {
        return false
      }
      return values.isDirectory == true && values.isSymbolicLink != true
    }
  }
}
