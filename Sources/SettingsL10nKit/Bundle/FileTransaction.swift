import Foundation

/// Writes several files so that either all of them change or none does, even when the process
/// is killed part-way.
///
/// Every destination is checked first (inside the bundle once links are followed, a regular
/// file or a new name, unchanged since it was read). Then, recorded in a `WriteJournal` at each
/// step: the new contents are staged beside their files and flushed, each old content gets a
/// hard link, and only then is each file replaced by one atomic rename. A failure undoes it
/// all; a kill leaves the journal, which the next command on the bundle settles.
struct FileTransaction {
  /// The bundle's real path: writes are confined to it and journaled in it. Nil for files
  /// outside any bundle (an export's XLIFF files): checked and undone the same way, unjournaled.
  let root: String?
  /// Runs once every destination is checked, before anything is written (tests swap folders here).
  var afterChecks: (@Sendable () -> Void)? = nil

  /// Writes every change, or throws with every file as it was.
  func commit(_ changes: [FileChange]) throws(ExchangeError) {
    guard !changes.isEmpty else { return }
    var journal = WriteJournal(state: .preparing, directories: [], files: [])
    var problems: [Finding] = []
    var claimed: [String: String] = [:]
    var currents: [[UInt8]?] = []
    var places: [WriteDestination] = []
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
          Finding(id: "duplicate-target", severity: .error, message: "is the same file as \(other) (through a symbolic link)", file: change.displayPath))
        continue
      }
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
        let message =
          change.before == nil
          ? "the file appeared after the bundle was read; it is not overwritten (run the command again)"
          : "the file changed after it was read (another program wrote it); it is not overwritten (run the command again)"
        problems.append(Finding(id: "changed-on-disk", severity: .error, message: message, file: change.displayPath))
        continue
      }
      for directory in destination.missingDirectories where !journal.directories.contains(directory) {
        journal.directories.append(directory)
      }
      let url = URL(fileURLWithPath: destination.path)
      currents.append(current)
      places.append(destination)
      journal.files.append(
        WriteJournal.Entry(
          target: destination.path, temporary: AtomicFile.temporaryPath(for: url),
          original: current == nil ? nil : AtomicFile.temporaryPath(for: url)))
    }
    guard problems.isEmpty else { throw .unsafe(problems) }
    // A file a killed single-file write (`strings format` of loose files) left beside a table.
    for place in places where place.missingNames.isEmpty { AtomicFile.removeStaleTemporaries(of: place.name, in: place.base) }
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
        // The old content is kept as a hard link (no copy); a file system without hard links gets a copy.
        if let original = entry.original.map(Self.name), (try? folder.link(name, as: original)) == nil {
          try AtomicFile.writeTemporary(currents[index] ?? [], named: original, in: folder, like: name)
        }
      }
      journal.syncDirectories()
    } catch {
      journal.undo(restoreTargets: false)
      settle()
      throw Self.exchangeError(error)
    }
    do {
      journal.state = .committing
      try record(journal)
    } catch {
      journal.state = .preparing
      journal.undo(restoreTargets: false)
      settle()
      throw Self.exchangeError(error)
    }
    do {
      for (index, entry) in journal.files.enumerated() {
        try folders[index].rename(Self.name(entry.temporary), to: places[index].name)
      }
      journal.syncDirectories()
    } catch {
      // Past the point of no return only by a failing rename: put every file back, recorded
      // first, so that a kill during the undo is undone again by the next command.
      journal.state = .undoing
      try? record(journal)
      journal.undo(restoreTargets: true)
      settle()
      throw Self.exchangeError(error)
    }
    for (index, entry) in journal.files.enumerated() { if let original = entry.original { folders[index].remove(Self.name(original)) } }
    settle()
  }

  /// The last component of a journaled path: the name in its held folder.
  private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }

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
