import Foundation

/// The record of a multi-file write in progress, `.settings-l10n.journal` in the bundle.
///
/// It is written (atomically) before the first file is staged and again before the first
/// rename, so a process killed at any moment leaves a state the next command can settle:
/// `preparing` is undone (the staged files are removed, no table changed yet), `committing`
/// is finished (every staged file renamed over its table), `undoing` is undone (each table put
/// back from the hard link to its old content). Each step is idempotent, so a kill during
/// recovery is recovered again.
struct WriteJournal: Codable, Sendable {
  static let fileName = ".settings-l10n.journal"
  static let currentVersion = 1

  enum State: String, Codable, Sendable {
    case preparing, committing, undoing
  }

  /// One file: the table (real path), the staged new content, and a hard link to the old content.
  struct Entry: Codable, Sendable {
    var target: String
    var temporary: String
    var original: String?
  }

  var version = currentVersion
  var state: State
  /// Folders the write creates, parents first.
  var directories: [String]
  var files: [Entry]

  /// Writes the journal atomically into `root` with paths relative to it.
  func write(root: String) throws {
    var relative = self
    func strip(_ path: String) -> String { String(path.dropFirst(root.count + 1)) }
    relative.directories = directories.map(strip)
    relative.files = files.map { Entry(target: strip($0.target), temporary: strip($0.temporary), original: $0.original.map(strip)) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Not `AtomicFile.write`: a symbolic link planted at the journal's name is replaced, never followed.
    try AtomicFile.prepare(Array(try encoder.encode(relative)), for: URL(fileURLWithPath: root + "/" + Self.fileName)).commit()
  }

  /// Removes the journal of `root` (the write is settled).
  static func remove(root: String) {
    unlink(root + "/" + fileName)
    AtomicFile.syncDirectory(root)
  }

  /// Reads the journal of `root` with absolute paths, nil when there is none. A journal this tool
  /// could not have written (a path that leaves the bundle, a staged name without the tool's
  /// token) is refused, so a hostile repository cannot make recovery touch other files.
  static func read(root: String) throws(ExchangeError) -> WriteJournal? {
    let path = root + "/" + fileName
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let refused = ExchangeError.unsafe([
      Finding(
        id: "invalid-journal", severity: .error,
        message: "\(fileName) is not a journal settings-l10n wrote; nothing was recovered (remove it if no write was interrupted)",
        file: fileName)
    ])
    // Only a regular file is read: a FIFO would block, a link could point anywhere.
    guard info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path),
      var journal = try? JSONDecoder().decode(WriteJournal.self, from: data), journal.version == currentVersion
    else { throw refused }
    func confined(_ relative: String) -> String? {
      let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
      guard !relative.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !relative.contains("\0") else { return nil }
      // A folder on the way that is a symbolic link out of the bundle makes the path leave it too.
      let path = root + "/" + relative
      if let parent = WriteDestination.realPath((path as NSString).deletingLastPathComponent), parent != root, !parent.hasPrefix(root + "/") {
        return nil
      }
      return path
    }
    func staged(_ relative: String, of target: String) -> String? {
      let name = (relative as NSString).lastPathComponent
      guard (relative as NSString).deletingLastPathComponent == (target as NSString).deletingLastPathComponent,
        AtomicFile.temporaryOwner(name, of: (target as NSString).lastPathComponent) != nil
      else { return nil }
      return confined(relative)
    }
    var files: [Entry] = []
    for entry in journal.files {
      guard let target = confined(entry.target), let temporary = staged(entry.temporary, of: entry.target) else { throw refused }
      var original: String?
      if let name = entry.original {
        guard let path = staged(name, of: entry.target) else { throw refused }
        original = path
      }
      files.append(Entry(target: target, temporary: temporary, original: original))
    }
    var directories: [String] = []
    for directory in journal.directories {
      guard let path = confined(directory) else { throw refused }
      directories.append(path)
    }
    journal.files = files
    journal.directories = directories
    return journal
  }

  /// Renames every staged file still present over its table, then drops the old contents.
  func finish() throws {
    for entry in files where access(entry.temporary, F_OK) == 0 {
      guard rename(entry.temporary, entry.target) == 0 else {
        throw ExchangeError.io(path: entry.target, reason: String(cString: strerror(errno)))
      }
    }
    syncDirectories()
    for entry in files { if let original = entry.original { unlink(original) } }
  }

  /// Puts every table back as it was (`restoreTargets`: some may have been replaced already),
  /// removes the staged files and the folders the write created.
  func undo(restoreTargets: Bool) {
    for entry in files.reversed() {
      if restoreTargets {
        if let original = entry.original {
          if access(original, F_OK) == 0 { rename(original, entry.target) }
        } else {
          unlink(entry.target)
        }
      }
      if let original = entry.original { unlink(original) }
      unlink(entry.temporary)
    }
    for directory in directories.reversed() { rmdir(directory) }
    syncDirectories()
  }

  /// Flushes the folders of every file.
  func syncDirectories() {
    for folder in Set(files.map { ($0.target as NSString).deletingLastPathComponent }) { AtomicFile.syncDirectory(folder) }
  }
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
    let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    let verb = outcome == .finished ? "finished" : "undid"
    return "\(verb) an interrupted write of \(count(files.count, "file"))\(files.isEmpty ? "" : " (\(shown))")"
  }
}

extension WriteJournal {
  /// Settles an interrupted write of the bundle whose real path is `root`; the caller holds the lock.
  static func recover(root: String) throws(ExchangeError) -> WriteRecovery? {
    guard let journal = try read(root: root) else { return nil }
    let files = journal.files.map { String($0.target.dropFirst(root.count + 1)) }
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
