import ByteCore
import Findings
import Foundation
import SettingsSchema
import StringsFormat
import TextSyntax

/// The record of a multi-file write in progress, `.settings-l10n.journal` in the bundle.
///
/// It is written (atomically) before the first file is staged and again before the first
/// rename, so a process killed at any moment leaves a state the next writing command can settle:
/// `preparing` is undone (the staged files are removed, no table changed yet), `committing`
/// is finished (every staged file renamed over its table), `undoing` is undone (each table put
/// back from the hard link to its old content). Each step is idempotent, so a kill during
/// recovery is recovered again.
///
/// Recovery trusts only what this tool wrote: the journal names the bundle folder (device and
/// inode) and only the tool's own temporary files, each with its inode, size and hash once it is
/// made (`FileStamp`); a file is used or removed only while it matches its record.
struct WriteJournal: Decodable, Sendable {
  static let fileName = ".settings-l10n.journal"
  /// Version 1 without the folder and stamps (written before recovery checked them) is refused.
  static let currentVersion = 1

  enum State: String, Decodable, Sendable {
    case preparing, committing, undoing
  }

  /// One file: the table (real path), the staged new content, and a hard link to the old content.
  struct Entry: Decodable, Sendable {
    var target: String
    var temporary: String
    var original: String?
    /// The staged file once written (always recorded before the first rename).
    var staged: FileStamp?
    /// The hard link to the old content once made.
    var kept: FileStamp?
  }

  var version = currentVersion
  /// The bundle folder the journal belongs to.
  var folder: FolderStamp?
  var state: State
  /// Folders the write creates, parents first.
  var directories: [String]
  var files: [Entry]

  /// Writes the journal atomically into `root` with paths relative to it.
  func write(root: String) throws {
    var relative = self
    func strip(_ path: String) -> String { String(path.dropFirst(root.count + 1)) }
    relative.folder = FolderStamp(root)
    relative.directories = directories.map(strip)
    relative.files = files.map { entry in
      var entry = entry
      entry.target = strip(entry.target)
      entry.temporary = strip(entry.temporary)
      entry.original = entry.original.map(strip)
      return entry
    }
    var json = JSONWriter()
    relative.writeJSON(to: &json)
    // Not `AtomicFile.write`: a symbolic link planted at the journal's name is replaced, never followed.
    try AtomicFile.prepare(json.sink, for: URL(fileURLWithPath: root + "/" + Self.fileName)).commit()
  }

  /// Removes the journal of `root` (the write is settled).
  static func remove(root: String) {
    FileSystem.removeName(root + "/" + fileName)
    AtomicFile.syncDirectory(root)
  }

  /// The finding for a journal this tool did not write, or whose files no longer match it.
  static let invalid = Finding(.invalidJournal(), file: fileName)

  /// Reads the journal of `root` with absolute paths, nil when there is none. A journal this tool
  /// could not have written (another folder, a path that leaves the bundle, a staged name without
  /// the tool's token, a file that is not the one recorded) is refused, so a hostile repository
  /// cannot make recovery touch other files.
  static func read(root: String) throws(ExchangeError) -> WriteJournal? {
    let path = root + "/" + fileName
    guard let info = FileSystem.linkStatus(path) else { return nil }
    let refused = ExchangeError.unsafe([invalid])
    // Only a regular file is read: a FIFO would block, a link could point anywhere. The read
    // checks again on the open file (a file swapped in after `lstat` is refused the same way).
    guard info.st_mode & S_IFMT == S_IFREG, info.st_size <= 64 << 20,
      let bytes = try? FileBytes.read(path: path, limit: 64 << 20), case let data = Data(bytes),
      var journal = try? JSONDecoder().decode(WriteJournal.self, from: data), journal.version == currentVersion,
      let folder = journal.folder, folder == FolderStamp(root)
    else { throw refused }
    func confined(_ relative: String) -> String? {
      let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
      guard !relative.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
        !relative.contains("\0")
      else { return nil }
      // A folder on the way that is a symbolic link out of the bundle makes the path leave it too.
      let path = root + "/" + relative
      if let parent = WriteDestination.realPath((path as NSString).deletingLastPathComponent), parent != root,
        !parent.hasPrefix(root + "/")
      {
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
      guard let target = confined(entry.target), let temporary = staged(entry.temporary, of: entry.target) else {
        throw refused
      }
      var resolved = entry
      resolved.target = target
      resolved.temporary = temporary
      if let name = entry.original {
        guard let path = staged(name, of: entry.target) else { throw refused }
        resolved.original = path
      }
      guard resolved.isConsistent(in: journal.state) else { throw refused }
      files.append(resolved)
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
}

extension WriteJournal.Entry {
  /// Whether the files named match what the journal says of them in `state`. Every staged file
  /// and kept old content present is this tool's (a regular file, not a link, with the inode
  /// recorded), and the one whose content recovery uses matches its record in size and hash
  /// too. Once the renames began each table holds its staged content, its old content or (a new
  /// file) is absent; when committing, a table whose staged file is gone holds that staged content.
  func isConsistent(in state: WriteJournal.State) -> Bool {
    if state != .preparing {
      guard let staged, (original == nil) == (kept == nil) else { return false }
      guard staged.matches(target) || (kept.map { $0.matches(target) } ?? !nameExists(target)) else { return false }
    }
    if nameExists(temporary) {
      guard Self.owns(temporary, staged), state != .committing || stagedIsPresent else { return false }
    } else if state == .committing, !targetIsStaged {
      return false
    }
    if let original, nameExists(original) {
      guard Self.owns(original, kept), state != .undoing || keptIsPresent else { return false }
    }
    return true
  }

  /// Whether `path` is a temporary file of this tool: a regular file with the inode recorded
  /// (any regular file at that name before it was recorded).
  static func owns(_ path: String, _ stamp: FileStamp?) -> Bool {
    FolderHandle.parent(of: path).map { owns(WriteJournal.name(path), stamp, in: $0) } ?? false
  }

  /// Whether the file `name` in `folder` is a temporary file of this tool, as `owns(_:_:)` says.
  static func owns(_ name: String, _ stamp: FileStamp?, in folder: FolderHandle) -> Bool {
    guard let info = folder.status(name) else { return false }
    return stamp.map { $0.isSameFile(info) } ?? (info.st_mode & S_IFMT == S_IFREG)
  }

  /// The table's folder, opened by its path (`read` checked that the path stays in the bundle).
  private var folder: FolderHandle? { FolderHandle.parent(of: target) }

  /// Whether the table now holds the content this write staged for it (it was renamed).
  var targetIsStaged: Bool { folder.map(targetIsStaged(in:)) ?? false }

  /// Whether the table, in its held folder, holds the content this write staged for it.
  func targetIsStaged(in folder: FolderHandle) -> Bool {
    staged?.matches(WriteJournal.name(target), in: folder) ?? false
  }

  /// Whether the hard link to the old content is present with the content recorded.
  var keptIsPresent: Bool { folder.map(keptIsPresent(in:)) ?? false }

  /// Whether the hard link to the old content is present in the held folder with the content recorded.
  func keptIsPresent(in folder: FolderHandle) -> Bool {
    guard let original else { return false }
    return kept?.matches(WriteJournal.name(original), in: folder) ?? false
  }

  /// Whether the staged file is present with the content recorded.
  var stagedIsPresent: Bool { folder.map(stagedIsPresent(in:)) ?? false }

  /// Whether the staged file is present in the held folder with the content recorded.
  func stagedIsPresent(in folder: FolderHandle) -> Bool {
    staged?.matches(WriteJournal.name(temporary), in: folder) ?? false
  }

  /// Removes the staged file and the hard link to the old content from the held folder, when they are this tool's.
  func removeTemporaries(in folder: FolderHandle) {
    for (path, stamp) in [(temporary, staged), (original, kept)] {
      guard let name = path.map(WriteJournal.name), Self.owns(name, stamp, in: folder) else { continue }
      folder.remove(name)
    }
  }
}
