import BundleIO
import ByteCore
import Foundation

// Finding the configuration file is discovery's job but the file's name is the configuration's:
// the search lives here so that bundle discovery needs nothing of Config/.
extension BundleDiscovery {
  /// The nearest `.settings-l10n.yml` in `folder` or one of its parents, as git finds its
  /// files; the search ends at the repository's top folder (the one holding `.git`), so a file
  /// outside the repository never applies to it.
  public static func configFile(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(RepositoryConfig.fileName)
      let found = FileSystem.exists(atPath: candidate.path)
      if found.exists, !found.isFolder {
        return candidate
      }
      if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
      let parent = current.deletingLastPathComponent().standardizedFileURL
      if parent.path == current.path { return nil }
      current = parent
    }
  }
}
