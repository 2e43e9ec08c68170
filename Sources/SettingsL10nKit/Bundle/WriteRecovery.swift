import Foundation

extension WriteJournal {
  /// Renames every staged file still present over its table, then drops the old contents.
  func finish() throws {
    for entry in files where entry.stagedIsPresent {
      guard rename(entry.temporary, entry.target) == 0 else {
        throw ExchangeError.io(path: entry.target, reason: String(cString: strerror(errno)))
      }
    }
    syncDirectories()
    for entry in files { entry.removeTemporaries() }
  }

  /// Puts every table back as it was (`restoreTargets`: some may have been replaced already),
  /// removes the staged files and the folders the write created. A table is removed only when
  /// it is the file this write created (its staged content, same inode): an original never is.
  func undo(restoreTargets: Bool) {
    for entry in files.reversed() {
      // Only a table that holds this write's staged content was renamed: another is left as it is.
      if restoreTargets, entry.targetIsStaged {
        if let original = entry.original {
          if entry.keptIsPresent { rename(original, entry.target) }
        } else {
          unlink(entry.target)
        }
      }
      entry.removeTemporaries()
    }
    for directory in directories.reversed() { rmdir(directory) }
    syncDirectories()
  }

  /// Flushes the folders of every file.
  func syncDirectories() {
    for folder in Set(files.map { ($0.target as NSString).deletingLastPathComponent }) { AtomicFile.syncDirectory(folder) }
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
  /// Settles an interrupted write of the bundle whose real path is `root`; the caller holds the lock.
  static func recover(root: String) throws(ExchangeError) -> WriteRecovery? {
    guard let journal = try read(root: root) else { return nil }
    let files = journal.relativeFiles(root: root)
    switch journal.state {
    case .committing:
      do {
        try journal.finish()
      } catch {
        throw .io(path: root, reason: "cannot finish the interrupted write recorded in \(fileName): \(error)")
      }
      remove(root: root)
      return WriteRecovery(outcome: .finished, files: files)
    case .preparing, .undoing:
      journal.undo(restoreTargets: journal.state == .undoing)
      remove(root: root)
      return WriteRecovery(outcome: .undone, files: files)
    }
  }
}
