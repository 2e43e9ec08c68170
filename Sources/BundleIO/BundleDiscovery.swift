import ByteCore
import Foundation
import SettingsSchema

/// Finding Settings bundles: whether a folder is one, the bundles below a folder (all of them for
/// a repository run, or a few for a hint), the configuration file above it, and the bundles a
/// configuration's paths and patterns name.
public enum BundleDiscovery {
  /// Folders never searched: build products, dependency checkouts and package caches (hidden
  /// folders are not searched either).
  public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// True when the folder holds a root page (`Root.plist`, `Root~ipad.plist`, `Root~iphone.plist`
  /// or an InAppSettingsKit `*.inApp.plist`).
  public static func isSettingsBundle(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { name in
      name.hasSuffix(".plist")
        && (name == "Root.plist" || SettingsBundle.isRootVariant(String(name.dropLast(".plist".count))))
    }
  }

  /// The Settings bundles below `folder` (paths relative to it, in natural order: `app2` before
  /// `app10`), searched `maxDepth` folders deep through at most 20,000 folders; symbolic links
  /// are not followed.
  public static func settingsBundles(below folder: URL, maxDepth: Int = 8) -> [String] {
    var found: [String] = []
    var queue: [(URL, String, Int)] = [(folder, "", 0)]
    var visited = 0
    // A queue read by index: removing the first element of an array moves all the others.
    while visited < queue.count, visited < 20_000 {
      let (url, relative, depth) = queue[visited]
      visited += 1
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
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
    return found.sorted(by: naturalOrder)
  }

  /// Paths in the order people count them: digit runs compare as numbers (`app2` before `app10`).
  static func naturalOrder(_ a: String, _ b: String) -> Bool {
    let order = a.compare(b, options: [.numeric, .literal])
    return order == .orderedSame ? a < b : order == .orderedAscending
  }

  /// How deep discovery descends (a bound against pathological trees).
  static let maximumDepth = 64

  /// Every `*.bundle` holding a `Root*.plist` below `folder` (itself included), sorted by path
  /// (as shown, for a path through an alias);
  /// hidden folders, `skippedFolders` and symbolic links to folders are not entered.
  public static func bundles(below folder: URL) -> [URL] {
    bundlesAndUndecodable(below: folder).bundles
  }

  /// `bundles(below:)`, and the folders met on the way that it cannot enter because their names
  /// are not UTF-8 (relative to `folder`, escaped by `PrintableText.escapingBytes`): a bundle
  /// below one would be passed over, so a caller fails rather than check less than it was asked.
  public static func bundlesAndUndecodable(below folder: URL) -> (bundles: [URL], undecodable: [String]) {
    let start = folder.standardizedFileURL
    var found: [URL] = []
    var undecodable: [(URL, [UInt8])] = []
    walk(start, depth: 0, into: &found, undecodable: &undecodable)
    let shown = undecodable.map { parent, name in
      let base = relativePath(of: parent, from: start)
      let escaped = PrintableText.escapingBytes(name)
      return base == "." ? escaped : base + "/" + escaped
    }
    let sorted = found.sorted { PathAliases.shownAbsolute($0.path) < PathAliases.shownAbsolute($1.path) }
    return (sorted, shown)
  }

  private static func walk(_ folder: URL, depth: Int, into found: inout [URL], undecodable: inout [(URL, [UInt8])]) {
    if isNamedSettingsBundle(folder) {
      found.append(folder)
      return
    }
    guard depth < maximumDepth else { return }
    let (children, unopened) = subfoldersAndUnopened(of: folder, includeHidden: false)
    undecodable += unopened.map { (folder, $0) }
    for child in children {
      walk(child, depth: depth + 1, into: &found, undecodable: &undecodable)
    }
  }

  /// True for a folder named `*.bundle` that holds a root page: what discovery and patterns find.
  static func isNamedSettingsBundle(_ folder: URL) -> Bool {
    name(of: folder).hasSuffix(".bundle") && isSettingsBundle(folder)
  }

  /// The real folders in `folder` (no symbolic links), sorted, without skipped ones.
  static func subfolders(of folder: URL, includeHidden: Bool) -> [URL] {
    subfoldersAndUnopened(of: folder, includeHidden: includeHidden).folders
  }

  /// `subfolders(of:includeHidden:)`, a folder whose name is not UTF-8 among them as its alias
  /// (`PathAliases`), and the names of such folders that could not be opened.
  static func subfoldersAndUnopened(of folder: URL, includeHidden: Bool) -> (folders: [URL], unopened: [[UInt8]]) {
    // Listed by bytes: Foundation's listing repairs a name that is not UTF-8, and lists nothing
    // in a folder reached through an alias.
    guard let entries = FileSystem.entries(ofFolder: folder.path) else { return ([], []) }
    let parent = PathAliases.bytes(of: folder.path)
    var folders: [URL] = []
    var unopened: [[UInt8]] = []
    for entry in entries {
      guard let first = entry.name.first, entry.name != [UInt8(ascii: ".")], entry.name != Array("..".utf8) else {
        continue
      }
      if !includeHidden, first == UInt8(ascii: ".") { continue }
      guard entry.type == UInt8(DT_DIR) else { continue }
      guard UTF8Validation.firstInvalidByte(in: entry.name) != nil else {
        let name = String(decoding: entry.name, as: UTF8.self)
        if !skippedFolders.contains(name) { folders.append(folder.appendingPathComponent(name, isDirectory: true)) }
        continue
      }
      if let alias = PathAliases.path(forBytes: parent + [UInt8(ascii: "/")] + entry.name, folderOnly: true) {
        folders.append(URL(fileURLWithPath: alias, isDirectory: true))
      } else {
        unopened.append(entry.name)
      }
    }
    return (
      folders.sorted { self.name(of: $0) < self.name(of: $1) }, unopened.sorted { $0.lexicographicallyPrecedes($1) }
    )
  }

  /// The name of the folder at `url`: its last component, or for an alias the last component of
  /// the path it stands for (bytes that are not UTF-8 read as U+FFFD, which `*` and `?` match).
  static func name(of url: URL) -> String {
    let path = url.path
    guard path.hasPrefix(PathAliases.prefix) else { return url.lastPathComponent }
    let bytes = PathAliases.bytes(of: path)
    return String(decoding: bytes.split(separator: UInt8(ascii: "/")).last ?? [], as: UTF8.self)
  }

  /// The folders a `bundles:` path or pattern names below `base`: literal components as they
  /// are; `*`, `?` and `[…]` matched against folder names (hidden ones only by a pattern starting
  /// with `.`); `**` any number of folders. Patterns keep only Settings bundles.
  public static func expand(_ pattern: String, from base: URL) -> [URL] {
    expansion(pattern, from: base).bundles
  }

  /// `expand`, and the folders its patterns could not match because their names are not UTF-8
  /// (relative to `base`, escaped as `bundlesAndUndecodable(below:)` shows them).
  public static func expansion(_ pattern: String, from base: URL) -> (bundles: [URL], undecodable: [String]) {
    let absolute = pattern.hasPrefix("/")
    let start = absolute ? URL(fileURLWithPath: "/") : base.standardizedFileURL
    // Each component but `**` descends one folder: more of them than the walk's depth match nothing.
    guard let globs = PathPattern.globs(pattern, maximumFolders: maximumDepth) else { return ([], []) }
    var expansion = PatternExpansion(globs: globs)
    expansion.visit(0, at: start, depth: 0)
    let isPattern = globs.contains { !$0.isLiteral }
    var seen: Set<String> = []
    let undecodable = expansion.undecodable.map { parent, name in
      let folder = relativePath(of: parent, from: base.standardizedFileURL)
      let escaped = PrintableText.escapingBytes(name)
      return folder == "." ? escaped : folder + "/" + escaped
    }
    let bundles = expansion.found.map(\.standardizedFileURL).filter { url in
      guard seen.insert(url.path).inserted else { return false }
      if isPattern { return isNamedSettingsBundle(url) }
      return FileSystem.isFolder(atPath: url.path)
    }
    return (bundles, undecodable)
  }

  /// `url`'s path relative to `folder` (`App/Settings.bundle`, `../Other.bundle`, `.` for the folder itself).
  /// A path through an alias (`PathAliases`) is shown as the path it stands for.
  public static func relativePath(of url: URL, from folder: URL) -> String {
    let target = URL(fileURLWithPath: PathAliases.shownAbsolute(url.standardizedFileURL.path)).pathComponents
    let origin = URL(fileURLWithPath: PathAliases.shownAbsolute(folder.standardizedFileURL.path)).pathComponents
    var common = 0
    while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
    let parts = Array(repeating: "..", count: origin.count - common) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// Throws `notABundle` when `folder` exists but holds no root page.
  public static func requireSettingsBundle(_ folder: URL, shown: String) throws(BundleDiscoveryError) {
    guard FileSystem.isFolder(atPath: folder.path) else { return }
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
        : "; Settings bundles below it: "
          + below.prefix(5).map { base == "." ? $0 : "\(base)/\($0)" }.joined(separator: ", ")
          + (below.count > 5 ? " and \(below.count - 5) more" : "")
      return "\(path): not a Settings bundle (no Root.plist)\(hint)"
    }
  }
}

/// The walk that expands a bundle pattern: each pair of pattern component and folder is visited
/// once, and each folder listed once, so that `**/a/**/a/**/…` costs the components times the
/// folders, not a count of ways through the tree that grows exponentially with the `**`s.
private struct PatternExpansion {
  let globs: [Glob]
  /// The folders reached at the pattern's end, in the order first reached.
  var found: [URL] = []
  /// The folders listed on the way whose names are not UTF-8 and that could not be opened (parent and name).
  var undecodable: [(URL, [UInt8])] = []
  private var visited: Set<Visit> = []
  private var listings: [String: [URL]] = [:]

  private struct Visit: Hashable {
    var component: Int
    var path: String
  }

  init(globs: [Glob]) { self.globs = globs }

  /// Matches `globs[index...]` below `folder`, `depth` folders below the start. `**` matching
  /// no folder adds no depth, so a pair's depth is the same on every way to it.
  mutating func visit(_ index: Int, at folder: URL, depth: Int) {
    guard visited.insert(Visit(component: index, path: folder.path)).inserted else { return }
    guard index < globs.count else {
      found.append(folder)
      return
    }
    let glob = globs[index]
    if glob.pattern == "**" {
      visit(index + 1, at: folder, depth: depth)
      guard depth < BundleDiscovery.maximumDepth else { return }
      for child in subfolders(of: folder, includeHidden: false) { visit(index, at: child, depth: depth + 1) }
      return
    }
    guard depth < BundleDiscovery.maximumDepth else { return }
    if glob.isLiteral {
      visit(index + 1, at: folder.appendingPathComponent(glob.literal), depth: depth + 1)
    } else {
      for child in subfolders(of: folder, includeHidden: glob.pattern.hasPrefix("."))
      where glob.matches(BundleDiscovery.name(of: child)) {
        visit(index + 1, at: child, depth: depth + 1)
      }
    }
  }

  private mutating func subfolders(of folder: URL, includeHidden: Bool) -> [URL] {
    let key = (includeHidden ? "+" : "-") + folder.path
    if let known = listings[key] { return known }
    let (listed, unopened) = BundleDiscovery.subfoldersAndUnopened(of: folder, includeHidden: includeHidden)
    listings[key] = listed
    undecodable += unopened.map { (folder, $0) }
    return listed
  }
}
