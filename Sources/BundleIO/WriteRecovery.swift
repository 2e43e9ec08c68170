import ByteCore
import Findings
import Foundation
import StringsFormat

extension WriteJournal {
  /// The folders of a write, each reached from the bundle folder one name at a time and held
  /// open, never through a symbolic link: a folder swapped for a link since the journal was
  /// checked is not entered, and a folder once held stays the one that was checked.
  final class HeldFolders {
    /// The bundle folder (`/` for files outside any bundle), nil when it cannot be opened.
    private let root: FolderHandle?
    /// Its real path, without a trailing `/` (empty for `/`).
    private let rootPath: String
    /// The folders opened so far, by real path.
    private var held: [String: FolderHandle] = [:]

    /// Starts at the bundle folder whose real path is `root` (`/` when nil).
    init(root: String?) {
      rootPath = root ?? ""
      self.root = try? FolderHandle(path: root ?? "/")
    }

    /// The folder at the real path `path`, nil when it or a folder on its way does not exist.
    /// Throws when one on its way is something else (a link put in its place): it is never entered.
    func folder(_ path: String) throws -> FolderHandle? {
      guard var current = root, path == rootPath || path.hasPrefix(rootPath + "/") else {
        throw StringsFileError.unwritable(path: path, reason: "not inside \(rootPath.isEmpty ? "/" : rootPath)")
      }
      var walked = rootPath
      for name in path.dropFirst(rootPath.count).split(separator: "/").map(String.init) {
        walked += "/" + name
        if let known = held[walked] {
          current = known
          continue
        }
        guard let info = current.status(name) else { return nil }
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw StringsFileError.unwritable(
            path: walked, reason: "no longer a folder (\(FileBytes.irregularKind(info.st_mode) ?? "a file"))")
        }
        // `folder` opens with `O_NOFOLLOW`: a link put there since the look above fails here.
        current = try current.folder(name)
        held[walked] = current
      }
      return current
    }

    /// The folder holding the file or folder at the real path `path`, as `folder(_:)` finds it.
    func parent(of path: String) throws -> FolderHandle? { try folder(JournalPaths.parent(path)) }
  }

  /// The last component of a journaled path: its name in its held folder.
  static func name(_ path: String) -> String { JournalPaths.name(path) }

  /// Opens every folder of the write before anything changes; throws when one is no longer a folder.
  func hold(root: String) throws -> HeldFolders {
    let folders = HeldFolders(root: root)
    for path in files.map(\.target) + directories { _ = try folders.parent(of: path) }
    return folders
  }

  /// Renames every staged file still present over its table, then drops the old contents, each
  /// in its held folder.
  func finish(in folders: HeldFolders) throws {
    for entry in files {
      guard let folder = try folders.parent(of: entry.target), entry.stagedIsPresent(in: folder) else { continue }
      try folder.rename(Self.name(entry.temporary), to: Self.name(entry.target))
    }
    syncDirectories(in: folders)
    for entry in files {
      if let folder = try? folders.parent(of: entry.target) { entry.removeTemporaries(in: folder) }
    }
  }

  /// Puts every table back as it was (`restoreTargets`: some may have been replaced already),
  /// removes the staged files and the folders the write created, each in its held folder (a
  /// folder that is no longer one is left alone). A table is removed only when it is the file
  /// this write created (its staged content, same inode): an original never is.
  func undo(restoreTargets: Bool, in folders: HeldFolders) {
    for entry in files.reversed() {
      guard let folder = try? folders.parent(of: entry.target) else { continue }
      // Only a table that holds this write's staged content was renamed: another is left as it is.
      if restoreTargets, entry.targetIsStaged(in: folder) {
        if let original = entry.original {
          if entry.keptIsPresent(in: folder) { try? folder.rename(Self.name(original), to: Self.name(entry.target)) }
        } else {
          folder.remove(Self.name(entry.target))
        }
      }
      entry.removeTemporaries(in: folder)
    }
    // `unlinkat` with `AT_REMOVEDIR` in the held parent: a link at the name is not followed.
    for directory in directories.reversed() { (try? folders.parent(of: directory))?.removeFolder(Self.name(directory)) }
    syncDirectories(in: folders)
  }

  /// Flushes the folders of every file.
  func syncDirectories(in folders: HeldFolders) {
    for folder in Set(files.map { JournalPaths.parent($0.target) }) {
      (try? folders.folder(folder))?.sync()
    }
  }

  /// The files of the write, relative to the bundle at `root`.
  func relativeFiles(root: String) -> [String] { files.map { String($0.target.dropFirst(root.count + 1)) } }

  /// What settling this journal does: finish it (`committing`) or undo it.
  var outcome: WriteRecovery.Outcome { state == .committing ? .finished : .undone }
}

/// What the next command did about a write that was interrupted (killed, power lost).
public struct WriteRecovery: Sendable, Hashable, CustomStringConvertible {
  /// Whether the interrupted write was completed or taken back.
  public enum Outcome: String, Sendable, Hashable {
    /// Every file of it now has its new content.
    case finished
    /// Every file of it has its old content again.
    case undone
  }

  /// What was done.
  public var outcome: Outcome
  /// The files of the interrupted write, relative to the bundle.
  public var files: [String]

  /// `finished an interrupted write of 3 files (de.lproj/Root.strings, …)`.
  public var description: String {
    let verb = outcome == .finished ? "finished" : "undid"
    return "\(verb) an interrupted write of \(filesText)"
  }

  /// `3 files (de.lproj/Root.strings, …)`.
  var filesText: String {
    let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    return "\(count(files.count, "file"))\(files.isEmpty ? "" : " (\(shown))")"
  }
}

extension WriteJournal {
  /// Settles an interrupted write of the bundle whose real path is `root`; the caller holds the
  /// lock. `afterRead` runs once the journal is checked, before anything changes (tests swap folders there).
  static func recover(root: String, afterRead: (() -> Void)? = nil) throws(ExchangeError) -> WriteRecovery? {
    guard let journal = try read(root: root) else { return nil }
    afterRead?()
    // Every folder of the write is opened before anything changes: one that is no longer a
    // folder (a link put in its place since the journal was checked) refuses the whole recovery.
    guard let folders = try? journal.hold(root: root) else { throw .unsafe([invalid]) }
    let files = journal.relativeFiles(root: root)
    switch journal.state {
    case .committing:
      do {
        try journal.finish(in: folders)
      } catch {
        throw .io(path: root, reason: "cannot finish the interrupted write recorded in \(fileName): \(error)")
      }
      remove(root: root)
      return WriteRecovery(outcome: .finished, files: files)
    case .preparing, .undoing:
      journal.undo(restoreTargets: journal.state == .undoing, in: folders)
      remove(root: root)
      return WriteRecovery(outcome: .undone, files: files)
    }
  }
}
