import ByteCore
import Findings
import Foundation
import LprojMatching
import SettingsSchema

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
    // Paths are put together as strings: a URL per file would cost more than the lstat.
    let bundlePath = bundle.path.hasSuffix("/") ? bundle.path : bundle.path + "/"
    for lproj in localizations.lprojs {
      // A folder that is no symlink lies where its name says, under the bundle's real path: only
      // links are resolved (realpath reads every component of the path again, a syscall each).
      let folderPath = bundlePath + lproj.folderName
      let folder = Self.isSymlink(folderPath) ? Self.realPath(folderPath) : root + lproj.folderName
      var names: [String] = []
      for table in lproj.tables.sorted() {
        let path = lproj.path(ofTable: table)
        let file = bundlePath + path
        let real = Self.isSymlink(file) ? Self.realPath(file) : folder + "/" + table + ".strings"
        // Below the bundle, not the bundle itself (a table linked to its own bundle is outside).
        guard PathAliases.isInside(real, folder: root, strictly: true) else {
          outside.append(
            Finding(
              .pathOutsideBundle(table: path, resolvesTo: PathAliases.shownAbsolute(real)), file: path,
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
    FileSystem.linkStatus(path).map(FileSystem.isLink) ?? false
  }

  /// The path with every symlink resolved (as far as it exists), standardized.
  private static func realPath(_ path: String) -> String {
    if let resolved = FileSystem.realPath(path) { return resolved }
    // A dangling link or a missing file: resolve what exists, as Foundation does.
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}
