import ByteCore
import Findings
import Foundation
import SettingsSchema

/// Where a write really lands once symbolic links are followed, checked against the bundle and
/// held open: the file's folder (or the nearest one that exists) is a `FolderHandle` reached
/// from the bundle's root one name at a time, so a folder swapped for a link after this check
/// cannot redirect the write.
package struct WriteDestination {
  /// The real path the bytes go to (a symbolic link's target: the link itself stays).
  var path: String
  /// Folders that do not exist yet and must be made, parents first.
  var missingDirectories: [String]
  /// The file's folder, or the nearest existing one when folders are missing, held open.
  var base: FolderHandle
  /// The names of the missing folders below `base`, parents first.
  var missingNames: [String]
  /// The file's name in its folder.
  var name: String

  /// The most symbolic links one path may go through (as the kernel's `ELOOP` limit).
  private static let linkLimit = 40

  /// Resolves `url`. With `root` (a bundle's real path), a destination outside it is refused
  /// (`path-outside-bundle`); anything but a regular file or a new name is refused too, and so
  /// is a file a rename would not replace faithfully (`hard-linked-file`, `read-only-file`).
  /// Links are followed here, name by name from the held root, never by the kernel.
  package static func resolve(_ url: URL, root: String?, display: String) -> Result<WriteDestination, WriteRefusal> {
    func refuse(_ text: FindingText) -> Result<WriteDestination, WriteRefusal> {
      .failure(WriteRefusal(finding: Finding(text, file: display)))
    }
    func outside(_ real: String) -> Result<WriteDestination, WriteRefusal> {
      refuse(.pathOutsideBundle(write: "resolves to \(PrintableText.escapingControls(real)), outside the bundle"))
    }
    let path = url.standardizedFileURL.path
    // A path through an alias starts at the folder the alias holds: the kernel's link to it
    // names it by bytes a string cannot hold, so it is not read as a link here.
    let alias = root == nil ? PathAliases.split(path)?.alias : nil
    let top = root ?? alias ?? "/"
    guard let below = root.map({ components(of: path, under: $0) }) ?? components(of: path, under: top) else {
      return outside(realPath(path) ?? path)
    }
    let rootFolder: FolderHandle
    do { rootFolder = try FolderHandle(path: top) } catch { return refuse(.notARegularFile("\(error)")) }
    // Folders entered below the root, and the names still to walk (last to walk first).
    var entered: [(name: String, folder: FolderHandle)] = []
    var pending: [(name: String, fromLink: Bool)] = below.reversed().map { ($0, false) }
    var links = 0
    func here() -> String { ([top == "/" ? "" : top] + entered.map(\.name)).joined(separator: "/") }
    while let (name, fromLink) = pending.popLast() {
      if name.isEmpty || name == "." { continue }
      if name == ".." {
        // Above the root lies outside it, except above `/`, which is `/` again.
        if entered.isEmpty {
          if root == nil { continue } else { return outside((top as NSString).deletingLastPathComponent) }
        }
        entered.removeLast()
        continue
      }
      let folder = entered.last?.folder ?? rootFolder
      guard let info = folder.status(name) else {
        // Nothing is there: a new file, and perhaps new folders, below this folder.
        if fromLink || pending.contains(where: \.fromLink) {
          return refuse(.pathOutsideBundle(write: "a symbolic link to nothing"))
        }
        let names = [name] + pending.reversed().map(\.name)
        guard names.allSatisfy(FolderHandle.isPlainName), let last = names.last else {
          return refuse(.notARegularFile("not a plain path"))
        }
        var directories: [String] = []
        var current = here()
        for missing in names.dropLast() {
          current += "/" + missing
          directories.append(current)
        }
        return .success(
          WriteDestination(
            path: current + "/" + last, missingDirectories: directories, base: folder,
            missingNames: Array(names.dropLast()), name: last))
      }
      let isLast = pending.isEmpty
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        links += 1
        guard links <= linkLimit, let text = folder.linkText(name) else {
          return refuse(.notARegularFile("a symbolic link that cannot be followed"))
        }
        var target = text
        if text.hasPrefix("/") {
          // An absolute link stays inside only by naming the root's real path or a path below it.
          if root != nil {
            guard text == top || text.hasPrefix(top + "/") else { return outside(text) }
            target = String(text.dropFirst(top.count))
          }
          entered = []
        }
        pending += target.split(separator: "/", omittingEmptySubsequences: false).reversed().map { (String($0), true) }
      case S_IFDIR:
        guard !isLast else { return refuse(.notARegularFile("not a regular file")) }
        do {
          entered.append((name, try folder.folder(name)))
        } catch {
          // Still a folder: it cannot be opened (permissions), which is said as such.
          guard folder.status(name).map({ $0.st_mode & S_IFMT != S_IFDIR }) ?? true else {
            return refuse(.notARegularFile("\(error)"))
          }
          // Swapped for something else since it was looked at: look again, a bounded number of times.
          links += 1
          guard links <= linkLimit else {
            return refuse(.notARegularFile("\(PrintableText.escapingControls(folder.child(name))) keeps changing"))
          }
          pending.append((name, fromLink))
        }
      case S_IFREG where isLast:
        if let refusal = AtomicFile.replacementRefusal(info) {
          return refuse(.refusedReplacement(hardLinked: refusal.kind == .hardLinked, refusal.reason))
        }
        return .success(
          WriteDestination(
            path: here() + "/" + name, missingDirectories: [], base: folder, missingNames: [], name: name))
      default:
        return refuse(
          .notARegularFile(
            isLast
              ? "not a regular file (\(FileBytes.irregularKind(info.st_mode) ?? "missing"))"
              : "\(PrintableText.escapingControls(here() + "/" + name)) is not a folder"))
      }
    }
    return refuse(.notARegularFile("not a regular file"))
  }

  /// The file's folder, making the missing ones; `made` holds the folders this write has made
  /// already (destinations share them), which are opened instead of made again.
  func folder(making made: inout Set<String>) throws -> FolderHandle {
    var folder = base
    for (name, path) in zip(missingNames, missingDirectories) {
      if made.contains(path) {
        folder = try folder.folder(name)
      } else {
        folder = try folder.makeFolder(name)
        made.insert(path)
      }
    }
    return folder
  }

  /// The names of `path` below the folder whose real path is `root`, nil when the path does not
  /// lead into it. The path up to the root is the caller's (links there are followed); only the
  /// shortest leading part that is the root counts, so a link inside back to it changes nothing.
  private static func components(of path: String, under root: String) -> [String]? {
    let names = path.split(separator: "/").map(String.init)
    if root == "/" { return names }
    if path.hasPrefix(root + "/") {
      return String(path.dropFirst(root.count + 1)).split(separator: "/").map(String.init)
    }
    var prefix = ""
    for index in names.indices {
      prefix += "/" + names[index]
      if realPath(prefix) == root { return Array(names[(index + 1)...]) }
    }
    return nil
  }

  /// The path with every symbolic link resolved, or nil when it does not exist.
  package static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }
}

/// Why one file may not be written.
package struct WriteRefusal: Error {
  package var finding: Finding
}
