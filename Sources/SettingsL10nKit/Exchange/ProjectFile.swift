import Foundation

/// The Xcode project a bundle belongs to, as `contents.json`'s `project` names it.
enum ProjectFile {
  /// The most folders looked through above the bundle.
  static let maximumDepth = 8

  /// The file name of the `.xcworkspace` (preferred, as Xcode exports from the workspace) or
  /// `.xcodeproj` in the nearest folder above the bundle that has one, looking no higher than
  /// the repository's root (the folder holding `.git`); the bundle folder's name when there is
  /// none. Only names are read: nothing inside a project is opened.
  static func name(around bundle: URL) -> String {
    let start = bundle.standardizedFileURL
    var folder = start.deletingLastPathComponent()
    let files = FileManager.default
    for _ in 0..<maximumDepth {
      let entries = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      // Xcode's own workspace inside a project (`X.xcodeproj/project.xcworkspace`) is not met here.
      if let found = entries.first(where: { $0.hasSuffix(".xcworkspace") })
        ?? entries.first(where: { $0.hasSuffix(".xcodeproj") })
      {
        return found
      }
      if entries.contains(".git") { break }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return start.lastPathComponent
  }

  /// The bundle's path from the root of the repository it is in (the nearest folder above it
  /// holding `.git`), as Xcode names the files of its exports (`App/Settings.bundle`); nil
  /// when no repository is above it within `maximumDepth` folders.
  static func repositoryPath(of bundle: URL) -> String? {
    let start = bundle.standardizedFileURL.resolvingSymlinksInPath()
    var parts = [start.lastPathComponent]
    var folder = start.deletingLastPathComponent()
    for _ in 0..<maximumDepth {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return parts.reversed().joined(separator: "/")
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      parts.append(folder.lastPathComponent)
      folder = parent
    }
    return nil
  }
}
