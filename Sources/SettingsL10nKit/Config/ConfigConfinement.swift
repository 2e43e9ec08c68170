import ByteCore
import Foundation

/// Keeps a configuration in its repository: its bundle paths and patterns resolve inside the
/// folder that holds it, or the git repository around that folder, never above it; a
/// configuration that is a link to a file elsewhere is not read; and one found in a parent
/// folder outside any git repository is used only when the user running the tool owns it (as
/// git refuses a repository another user owns).
enum ConfigConfinement {
  /// The real path of the folder a configuration in `folder` stays inside: the nearest folder
  /// at or above it that holds `.git`, else `folder` itself.
  static func scope(of folder: URL) -> String {
    let start = folder.standardizedFileURL
    return realPath(repositoryTop(of: start) ?? start)
  }

  /// The nearest folder at or above `folder` that holds `.git`, if any.
  static func repositoryTop(of folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current }
      let parent = current.deletingLastPathComponent().standardizedFileURL
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// Refuses each entry of `bundles:` that is absolute or climbs above the scope, as written
  /// (before any folder is walked: `/**/Settings.bundle` would walk the whole file system).
  static func checkEntries(_ config: RepositoryConfig) throws(ConfigError) {
    guard let entries = config.bundles else { return }
    let scope = scope(of: config.folder)
    let scopeDepth = components(scope).count
    var start = components(realPath(config.folder.standardizedFileURL))
    // A folder reached through a link may lie outside the repository it was found in; paths then climb from the scope.
    if !PathAliases.isInside(realPath(config.folder.standardizedFileURL), folder: scope) { start = components(scope) }
    for entry in entries {
      guard !entry.path.hasPrefix("/"), !entry.path.hasPrefix("~") else { throw outside(entry, scope: scope) }
      if climbs(entry.path, from: start.count, above: scopeDepth) { throw outside(entry, scope: scope) }
    }
  }

  /// Whether the relative `path`, walked from a folder `depth` components deep, climbs above
  /// depth `floor` at some point. The components are read one at a time, never split into an
  /// array: a pattern of a megabyte has hundreds of thousands, and their array would take 25
  /// times the pattern's size.
  static func climbs(_ path: String, from depth: Int, above floor: Int) -> Bool {
    let bytes = path.utf8
    var depth = depth
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
      let part = bytes[start..<end]
      if part.elementsEqual("..".utf8) {
        depth -= 1
        if depth < floor { return true }
      } else if !part.isEmpty, !part.elementsEqual(".".utf8) {
        depth += 1
      }
      start = end < bytes.endIndex ? bytes.index(after: end) : end
    }
    return false
  }

  /// Refuses a bundle an entry names whose real path (through any link) leaves the scope.
  static func checkFound(_ url: URL, entry: BundleEntry, config: RepositoryConfig) throws(ConfigError) {
    let scope = scope(of: config.folder)
    let real = realPath(url)
    guard PathAliases.isInside(real, folder: scope) else {
      throw ConfigError(
        "bundle '\(entry.shownPath)' resolves to \(PathAliases.shown(PrintableText.escapingControls(real))), outside the configuration's repository (\(PrintableText.escapingControls(scope))); bundle paths stay inside it",
        at: entry.location)
    }
  }

  /// Refuses a configuration file a search found that is a link to a file outside its
  /// repository (its content is never read, so no error shows it), or that lies outside any git
  /// repository and is owned by another user.
  static func checkFile(_ file: URL, displayPath: String) throws(ConfigError) {
    guard let link = FileSystem.linkStatus(file.path) else { return }
    if FileSystem.isLink(link) {
      let scope = scope(of: file.deletingLastPathComponent())
      guard PathAliases.isInside(realPath(file), folder: scope) else {
        throw ConfigError(
          "the configuration is a symbolic link to a file outside its repository (\(PrintableText.escapingControls(scope))); it is not read",
          file: displayPath)
      }
    }
    guard repositoryTop(of: file.deletingLastPathComponent()) == nil, let info = FileSystem.status(file.path),
      info.st_uid != geteuid()
    else { return }
    throw ConfigError(
      "the configuration is owned by another user (uid \(info.st_uid)) and lies outside any git repository, so it is not used (as git refuses a repository another user owns); use it with --config \(PrintableText.escapingControls(file.path)), or ignore it with --no-config",
      file: displayPath)
  }

  private static func outside(_ entry: BundleEntry, scope: String) -> ConfigError {
    ConfigError(
      "bundle '\(entry.shownPath)' reaches outside the configuration's repository (\(PrintableText.escapingControls(scope))); bundle paths and patterns are relative to the configuration's folder and stay inside it",
      at: entry.location)
  }

  private static func components(_ path: String) -> [ArraySlice<UInt8>] {
    PathAliases.bytes(of: path).split(separator: UInt8(ascii: "/"))
  }

  private static func realPath(_ url: URL) -> String {
    FileSystem.realPath(url.path) ?? url.path
  }
}
