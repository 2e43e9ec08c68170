import BundleIO
import ByteCore
import Foundation

/// Which configuration file a repository command uses.
public enum ConfigChoice: Sendable, Hashable {
  /// The nearest `.settings-l10n.yml` in the start folder or a parent, if any.
  case search
  /// The nearest `.settings-l10n.yml` in this folder or a parent, if any (`--config-from`: a
  /// build system runs the tool in a folder of its own choosing).
  case searchFrom(URL)
  /// This file (`--config`).
  case file(URL)
  /// None (`--no-config`).
  case none
}

/// One bundle a repository command works on, with the settings that apply to it.
public struct PlannedBundle: Sendable, Hashable {
  /// Where the bundle is.
  public var url: URL
  /// How reports name it: relative to the start folder, or as the user typed it.
  public var displayPath: String
  /// The configuration's settings for it (flags not yet applied).
  public var settings: BundleSettings
}

/// The bundles of one run and where they came from.
public struct RepositoryPlan: Sendable, Hashable {
  /// The configuration used, if any.
  public var config: RepositoryConfig?
  /// The bundles, in the order they are reported.
  public var bundles: [PlannedBundle]
  /// True when the bundles were found by searching, not named.
  public var discovered: Bool

  /// Resolves the bundles of a run started in `startFolder`: those named (relative to it), else
  /// the configuration's `bundles:`, else every bundle below `startFolder`.
  public static func make(startFolder: URL, bundles named: [String], config choice: ConfigChoice) throws
    -> RepositoryPlan
  {
    let start = startFolder.standardizedFileURL
    let config = try loadConfig(choice, startFolder: start)
    if let config { try ConfigConfinement.checkEntries(config) }
    let top = config?.settings ?? BundleSettings()
    var planned: [PlannedBundle] = []

    if !named.isEmpty {
      for path in named {
        let url = URL(fileURLWithPath: path, relativeTo: start).standardizedFileURL
        planned.append(
          PlannedBundle(
            url: url, displayPath: PathAliases.shown(path), settings: settings(for: url, config: config, top: top)))
      }
      return RepositoryPlan(config: config, bundles: planned, discovered: false)
    }

    if let config, let entries = config.bundles {
      var index: [String: Int] = [:]
      for entry in entries {
        let (urls, undecodable) = BundleDiscovery.expansion(entry.path, from: config.folder)
        guard undecodable.isEmpty else { throw RepositoryError.undecodableFolders(undecodable) }
        guard !urls.isEmpty else {
          // The path is made only for a literal entry: a pattern may be a megabyte long.
          let what =
            entry.path.contains(where: { "*?[".contains($0) })
            ? "matches no Settings bundle"
            : FileManager.default.fileExists(atPath: config.folder.appendingPathComponent(entry.path).path)
              ? "is not a folder" : "does not exist"
          throw ConfigError(
            "bundle '\(entry.shownPath)' \(what) (paths are relative to \(entry.location.file ?? "the configuration")'s folder)",
            at: entry.location)
        }
        for url in urls {
          try ConfigConfinement.checkFound(url, entry: entry, config: config)
          // A bundle several entries name takes each entry's settings in turn, the later on top.
          if let existing = index[url.path] {
            planned[existing].settings = planned[existing].settings.overlaid(by: entry.settings)
          } else {
            index[url.path] = planned.count
            planned.append(
              PlannedBundle(
                url: url, displayPath: BundleDiscovery.relativePath(of: url, from: start),
                settings: top.overlaid(by: entry.settings)))
          }
        }
      }
      return RepositoryPlan(config: config, bundles: planned, discovered: false)
    }

    let discovery = BundleDiscovery.bundlesAndUndecodable(below: start)
    guard discovery.undecodable.isEmpty else { throw RepositoryError.undecodableFolders(discovery.undecodable) }
    planned = discovery.bundles.map { url in
      PlannedBundle(url: url, displayPath: BundleDiscovery.relativePath(of: url, from: start), settings: top)
    }
    guard !planned.isEmpty else { throw RepositoryError.noBundles }
    return RepositoryPlan(config: config, bundles: planned, discovered: true)
  }

  private static func loadConfig(_ choice: ConfigChoice, startFolder: URL) throws(ConfigError) -> RepositoryConfig? {
    let file: URL
    switch choice {
    case .none: return nil
    case .file(let url): file = url
    case .search:
      guard let found = BundleDiscovery.configFile(from: startFolder) else { return nil }
      try ConfigConfinement.checkFile(found, displayPath: BundleDiscovery.relativePath(of: found, from: startFolder))
      file = found
    case .searchFrom(let folder):
      guard let found = BundleDiscovery.configFile(from: folder) else { return nil }
      file = found
    }
    return try RepositoryConfig.load(from: file, displayPath: BundleDiscovery.relativePath(of: file, from: startFolder))
  }

  /// The settings for a bundle named on the command line: the configuration's entries that
  /// name it, over the top-level settings.
  private static func settings(for url: URL, config: RepositoryConfig?, top: BundleSettings) -> BundleSettings {
    guard let config, let entries = config.bundles else { return top }
    var settings = top
    for entry in entries
    where BundleDiscovery.expand(entry.path, from: config.folder).contains(where: { $0.path == url.path }) {
      settings = settings.overlaid(by: entry.settings)
    }
    return settings
  }
}

/// A repository run that cannot start.
public enum RepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing to check below the start folder.
  case noBundles
  /// Several bundles would share one baseline file, whose paths are relative to one bundle.
  case sharedBaseline(path: String, bundles: [String])
  /// One bundle of several could not be checked.
  case inBundle(String, String)
  /// Folders below the start folder whose names are not UTF-8 (shown escaped) and that could not
  /// be opened by their bytes: a bundle in one would go unchecked.
  case undecodableFolders([String])

  /// A one-line message.
  public var description: String {
    switch self {
    case .noBundles:
      "no Settings bundle below the current folder (a folder named *.bundle holding a Root*.plist); name one, or "
        + "list them under bundles: in \(RepositoryConfig.fileName)"
    case .sharedBaseline(let path, let bundles):
      "baseline \(path) would be shared by \(bundles.count) bundles (\(bundles.joined(separator: ", "))); "
        + "give each bundle its own baseline under bundles: in \(RepositoryConfig.fileName)"
    case .inBundle(let bundle, let message):
      "\(PrintableText.escapingControls(bundle)): \(message)"
    case .undecodableFolders(let folders):
      "\(folders.prefix(5).joined(separator: ", "))\(folders.count > 5 ? " and \(folders.count - 5) more" : ""): "
        + "folder name not UTF-8 and the folder cannot be opened (it is unreadable, or past the first "
        + "\(PathAliases.maximumCount) such folders), so the Settings bundles below it cannot be found or checked; "
        + "rename it, or list the bundles to check under bundles: in \(RepositoryConfig.fileName)"
    }
  }
}
