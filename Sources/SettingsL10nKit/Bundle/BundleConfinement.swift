import Foundation

/// Decides which table files stay inside the bundle once symlinks are followed: a file or
/// folder that resolves outside is reported (`path-outside-bundle`) and never read.
struct BundleConfinement {
  let bundle: URL
  /// The bundle's real path with a trailing `/`.
  private let root: String

  init(bundle: URL) {
    self.bundle = bundle
    root = Self.realPath(bundle.path) + "/"
  }

  /// The readable tables of each folder (sorted), and a finding for each file that leaves the bundle.
  func readableTables(of localizations: BundleLocalizations) -> (readable: [String: [String]], outside: [Finding]) {
    var readable: [String: [String]] = [:]
    var outside: [Finding] = []
    for lproj in localizations.lprojs {
      // Resolve the folder once; only files that are symlinks themselves need resolving again.
      // Hinted paths: `appendingPathComponent` would stat every file to guess whether it is a folder.
      let folder = Self.realPath(bundle.appending(path: lproj.folderName, directoryHint: .isDirectory).path)
      var names: [String] = []
      for table in lproj.tables.sorted() {
        let path = lproj.path(ofTable: table)
        let file = bundle.appending(path: path, directoryHint: .notDirectory).path
        let real = Self.isSymlink(file) ? Self.realPath(file) : folder + "/" + table + ".strings"
        guard real.hasPrefix(root) else {
          outside.append(
            Finding(
              id: "path-outside-bundle", severity: .error,
              message: "\(path) resolves to \(real), outside the bundle; it is not read", file: path,
              language: lproj.name, table: table))
          continue
        }
        names.append(table)
      }
      readable[lproj.name] = names
    }
    return (readable, outside)
  }

  private static func isSymlink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The path with every symlink resolved (as far as it exists), standardized.
  private static func realPath(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    // A dangling link or a missing file: resolve what exists, as Foundation does.
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}
