import ByteCore
import Foundation

/// The files an export writes into an output folder (`--all`, the `.xcloc` folders, String
/// Catalogs): the folder itself may be a link, as any output path may, but a link inside it is
/// never followed, so a `<tag>.xcloc` or `Localized Contents` link committed beside the output
/// cannot send a write elsewhere.
enum ExportOutputFolder {
  /// Refuses `url` when a name between `folder` and it (itself included) is a symbolic link.
  static func checkNoLinks(_ url: URL, in folder: URL, shown: String) throws(ExchangeError) {
    try checkNoLinks(url, in: folder.standardizedFileURL.path, shown: shown)
  }

  /// `checkNoLinks(_:in:shown:)` in the folder whose standardized path is `base`.
  private static func checkNoLinks(_ url: URL, in base: String, shown: String) throws(ExchangeError) {
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(base == "/" ? "/" : base + "/") else { return }
    var current = base == "/" ? "" : base
    var relative: [Substring] = []
    for part in path.dropFirst(current.count + 1).split(separator: "/") {
      current += "/" + part
      relative.append(part)
      // Nothing there: the rest is made new, by this command.
      guard let info = FileSystem.linkStatus(current) else { return }
      if FileSystem.isLink(info) {
        throw .io(
          path: PrintedPaths.join(shown, relative.joined(separator: "/")),
          reason: "a symbolic link inside the output folder, never followed (remove it, or choose another --output)")
      }
    }
  }

  /// `checkNoLinks` for every file of `changes` and each `Notes/` folder to create.
  static func check(_ changes: ChangeSet, notesIn folders: [URL], in folder: URL, shown: String)
    throws(ExchangeError)
  {
    // The folder's path is standardized once for every file.
    let base = folder.standardizedFileURL.path
    for change in changes.changes { try checkNoLinks(change.url, in: base, shown: shown) }
    for notes in folders { try checkNoLinks(notes.appendingPathComponent("Notes"), in: base, shown: shown) }
  }
}
