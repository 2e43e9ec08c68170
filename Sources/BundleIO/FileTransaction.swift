import ByteCore
import Findings
import Foundation
import SettingsSchema

/// Writes several files so that either all of them change or none does, even when the process
/// is killed part-way.
///
/// Every destination is checked first (inside the bundle once links are followed, a regular
/// file or a new name, unchanged since it was read). Then, recorded in a `WriteJournal` at each
/// step: the new contents are staged beside their files and flushed, each old content gets a
/// hard link, and only then is each file replaced by one atomic rename. Immediately before the
/// renames every file's identity is checked again (`FileIdentity`): a file another program
/// changed meanwhile is never overwritten, and the whole write is refused. A failure undoes it
/// all; a kill leaves the journal, which the next writing command on the bundle settles.
struct FileTransaction {
  /// The bundle's real path: writes are confined to it and journaled in it. Nil for files
  /// outside any bundle (an export's XLIFF files): checked and undone the same way, unjournaled.
  let root: String?
  /// Runs once every destination is checked, before anything is written (tests swap folders here).
  var afterChecks: (@Sendable () -> Void)? = nil
  /// Runs after every file is staged and flushed, just before the identities are checked and the
  /// renames begin: a test's seam to change a file in that window (nil outside tests).
  var beforeRenames: (() -> Void)? = nil

  /// Writes every change, or throws with every file as it was.
  func commit(_ changes: [FileChange]) throws(ExchangeError) {
    guard !changes.isEmpty else { return }
    var journal = WriteJournal(state: .preparing, directories: [], files: [])
    var problems: [Finding] = []
    var claimed: [String: String] = [:]
    var currents: [[UInt8]?] = []
    var places: [WriteDestination] = []
    var identities: [FileIdentity?] = []
    for change in changes {
      let destination: WriteDestination
      switch WriteDestination.resolve(change.url, root: root, display: change.displayPath) {
      case .success(let resolved): destination = resolved
      case .failure(let refusal):
        problems.append(refusal.finding)
        continue
      }
      if let other = claimed.updateValue(change.displayPath, forKey: destination.path) {
        problems.append(
          Finding(.duplicateTarget(of: other), file: change.displayPath))
        continue
      }
      // The identity is taken before the bytes are read: a change after it shows before the rename.
      var identity = destination.missingNames.isEmpty ? FileIdentity(destination.base.status(destination.name)) : nil
      let current: [UInt8]? =
        destination.missingNames.isEmpty && destination.base.status(destination.name) != nil
        ? (try? destination.base.read(destination.name)) ?? [] : nil
      let unchanged =
        switch (current, change.before) {
        case (nil, nil): true
        case (let now?, let then?): now.hasSameBytes(as: then)
        default: false
        }
      if !unchanged {
        problems.append(Self.changedOnDisk(change))
        continue
      }
      for directory in destination.missingDirectories where !journal.directories.contains(directory) {
        journal.directories.append(directory)
      }
      let url = URL(fileURLWithPath: destination.path)
      currents.append(current)
      places.append(destination)
      identity?.hash = current.map(ContentHash.of)
      identities.append(identity)
      journal.files.append(
        WriteJournal.Entry(
          target: destination.path, temporary: AtomicFile.temporaryPath(for: url),
          original: current == nil ? nil : AtomicFile.temporaryPath(for: url)))
    }
    guard problems.isEmpty else { throw .unsafe(problems) }
    // A file a killed single-file write (`strings format` of loose files) left beside a table.
    for place in places where place.missingNames.isEmpty {
      AtomicFile.removeStaleTemporaries(of: place.name, in: place.base)
    }
    afterChecks?()
    // Every name below is looked up in its folder as held open since the check, never by path.
    var folders: [FolderHandle] = []
    do {
      try record(journal)
      var made: Set<String> = []
      for place in places { folders.append(try place.folder(making: &made)) }
      for (index, (entry, change)) in zip(journal.files, changes).enumerated() {
        let (folder, name) = (folders[index], places[index].name)
        try AtomicFile.writeTemporary(change.after, named: Self.name(entry.temporary), in: folder, like: name)
        journal.files[index].staged = FileStamp.of(folder.status(Self.name(entry.temporary)), bytes: change.after)
        // The old content is kept as a hard link (no copy); a file system without hard links gets a copy.
        if let original = entry.original {
          if (try? folder.link(name, as: Self.name(original))) == nil {
            try AtomicFile.writeTemporary(currents[index] ?? [], named: Self.name(original), in: folder, like: name)
          }
          journal.files[index].kept = FileStamp.of(folder.status(Self.name(original)), bytes: currents[index] ?? [])
        }
        guard journal.files[index].staged != nil else {
          throw StringsFileError.unwritable(
            path: entry.temporary, reason: "the staged file changed while it was written")
        }
        // The link is to the table as it is now: not the size read, another program wrote it.
        guard entry.original == nil || journal.files[index].kept != nil else {
          throw ExchangeError.unsafe([Self.changedOnDisk(change)])
        }
      }
      journal.syncDirectories(in: WriteJournal.HeldFolders(root: root))
    } catch {
      Self.undo(journal, in: folders, places, restoreTargets: false)
      journal.undo(restoreTargets: false, in: WriteJournal.HeldFolders(root: root))
      settle()
      throw Self.exchangeError(error)
    }
    do {
      journal.state = .committing
      try record(journal)
    } catch {
      journal.state = .preparing
      Self.undo(journal, in: folders, places, restoreTargets: false)
      journal.undo(restoreTargets: false, in: WriteJournal.HeldFolders(root: root))
      settle()
      throw Self.exchangeError(error)
    }
    beforeRenames?()
    do {
      // Every file first, then each again just before its own rename: a change in between
      // refuses the whole write, and the files already renamed are put back.
      try checkUnchanged(journal, identities, changes, in: folders, places)
      for (index, entry) in journal.files.enumerated() {
        try checkUnchanged(journal, identities, changes, in: folders, places, only: index)
        try folders[index].rename(Self.name(entry.temporary), to: places[index].name)
      }
      journal.syncDirectories(in: WriteJournal.HeldFolders(root: root))
    } catch {
      // A failing rename, or a file another program changed: put every renamed file back,
      // recorded first, so that a kill during the undo is undone again by the next command.
      journal.state = .undoing
      try? record(journal)
      Self.undo(journal, in: folders, places, restoreTargets: true)
      journal.undo(restoreTargets: true, in: WriteJournal.HeldFolders(root: root))
      settle()
      throw Self.exchangeError(error)
    }
    Self.undo(journal, in: folders, places, restoreTargets: false)
    settle()
  }

  /// Puts a write back through the folders held open since the check, never by path (a folder
  /// swapped for a link meanwhile is not followed): with `restoreTargets`, each table that holds
  /// this write's staged content gets its old content back (or is removed when the write created
  /// it); then the staged files and kept old contents still there are removed, each only when it
  /// is still the very file this write made. The journal's own undo settles what is left.
  private static func undo(
    _ journal: WriteJournal, in folders: [FolderHandle], _ places: [WriteDestination], restoreTargets: Bool
  ) {
    for (index, entry) in journal.files.enumerated().reversed() where index < folders.count {
      let folder = folders[index]
      let target = places[index].name
      if restoreTargets, let staged = entry.staged, let info = folder.status(target), staged.isSameFile(info) {
        if let original = entry.original {
          if let kept = entry.kept, let held = folder.status(name(original)), kept.isSameFile(held) {
            try? folder.rename(name(original), to: target)
          }
        } else {
          _ = folder.remove(target)
        }
      }
      for (path, stamp) in [(entry.temporary, entry.staged), (entry.original, entry.kept)] {
        guard let path, let stamp, let info = folder.status(name(path)), stamp.isSameFile(info) else { continue }
        _ = folder.remove(name(path))
      }
    }
  }

  /// The last component of a journaled path: the name in its held folder.
  private static func name(_ path: String) -> String { WriteJournal.name(path) }

  /// Throws `changed-on-disk` findings for the files (all, or the one at `only`) whose identity
  /// differs from the one taken when they were checked against what the command read.
  private func checkUnchanged(
    _ journal: WriteJournal, _ identities: [FileIdentity?], _ changes: [FileChange], in folders: [FolderHandle],
    _ places: [WriteDestination], only: Int? = nil
  ) throws {
    let indices = only.map { [$0] } ?? Array(journal.files.indices)
    // Each file is looked at in the folder held open since the check, where it is renamed into.
    let changed = indices.filter { index in
      let (folder, name) = (folders[index], places[index].name)
      guard let then = identities[index] else { return folder.status(name) != nil }
      return !then.isUnchanged(name, in: folder)
    }
    guard changed.isEmpty else { throw ExchangeError.unsafe(changed.map { Self.changedOnDisk(changes[$0]) }) }
  }

  /// The finding for a file that is not as the command read it.
  private static func changedOnDisk(_ change: FileChange) -> Finding {
    Finding(.changedOnDisk(appeared: change.before == nil), file: change.displayPath)
  }

  private func record(_ journal: WriteJournal) throws {
    if let root { try journal.write(root: root) }
  }

  private func settle() {
    if let root { WriteJournal.remove(root: root) }
  }

  private static func exchangeError(_ error: any Error) -> ExchangeError {
    switch error {
    case let error as ExchangeError: error
    case StringsFileError.unwritable(let path, let reason), StringsFileError.unreadable(let path, let reason):
      .io(path: path, reason: reason)
    default: .io(path: "", reason: "\(error)")
    }
  }
}
