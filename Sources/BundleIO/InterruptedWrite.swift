import Findings
import Foundation
import LprojMatching
import SettingsSchema

/// A write of a bundle that was interrupted (its journal is there), as a command that only
/// reads sees it: reported, never settled, and the bundle read as it was before the write.
///
/// Before the write a table either had its old content (at its own name until the write's
/// rename, then in the hard link the journal names) or did not exist; the folders the write
/// created did not exist either. Once a write that was committing renamed every file and began
/// removing those hard links, some old contents are gone: the bundle is then read as after the
/// write, never half old and half new.
public struct InterruptedWrite: Sendable {
  /// What the next writing command will do with the write.
  public let outcome: WriteRecovery.Outcome
  /// Whether the bundle is read as before the write (else every file had its new content already).
  public let readAsBefore: Bool
  /// The files of the write, relative to the bundle.
  public let files: [String]
  /// The bundle's real path.
  let root: String
  /// Tables whose old content is in another file (the journal's hard link), by real path.
  let moved: [String: String]
  /// Tables and folders that did not exist before the write, relative to the bundle.
  let hidden: Set<String>

  init(_ journal: WriteJournal, root: String) {
    outcome = journal.outcome
    files = journal.relativeFiles(root: root)
    self.root = root
    var moved: [String: String] = [:]
    var hidden = Set(journal.directories.map { String($0.dropFirst(root.count + 1)) })
    readAsBefore =
      journal.state != .committing
      || !journal.files.contains { $0.original != nil && $0.targetIsStaged && !$0.keptIsPresent }
    // Before its renames (`preparing`) a write changed no table; after, a table that holds its
    // staged content was renamed.
    for entry in journal.files where readAsBefore && journal.state != .preparing && entry.targetIsStaged {
      if let original = entry.original {
        if entry.keptIsPresent { moved[entry.target] = original }
      } else {
        hidden.insert(String(entry.target.dropFirst(root.count + 1)))
      }
    }
    self.moved = moved
    self.hidden = readAsBefore ? hidden : []
  }

  /// The interrupted write of the bundle at `url` when its journal is one this tool wrote; nil
  /// when there is none (or an invalid one, which a command reports before it reads).
  package static func of(_ url: URL) -> InterruptedWrite? {
    guard let root = WriteDestination.realPath(url.path), nameExists(root + "/" + WriteJournal.fileName),
      let journal = try? WriteJournal.read(root: root)
    else { return nil }
    return InterruptedWrite(journal, root: root)
  }

  /// `interrupted-write`: what was found and what the next writing command will do.
  public var finding: Finding {
    let next =
      outcome == .finished
      ? "the next command that writes this bundle finishes it (every file gets its new content)"
      : "the next command that writes this bundle undoes it (every file keeps its old content)"
    let text = FindingText.interruptedWrite(
      files: WriteRecovery(outcome: outcome, files: files).filesText, readAsBefore: readAsBefore, next: next)
    return Finding(text, file: WriteJournal.fileName)
  }

  /// The file to read for the one at `path` as it was before the write; nil when it did not exist.
  public func pathBefore(_ path: String) -> String? {
    guard let real = WriteDestination.realPath(path) else { return path }
    if let moved = moved[real] { return moved }
    guard real.hasPrefix(root + "/") else { return path }
    let relative = real.dropFirst(root.count + 1)
    let folder = relative.split(separator: "/").first.map(String.init) ?? ""
    return hidden.contains(String(relative)) || hidden.contains(folder) ? nil : path
  }
}

extension BundleLocalizations {
  /// The bundle's folders and tables as a reading command sees them: as before an interrupted
  /// write, when there is one.
  public static func beforeInterruptedWrite(_ bundle: URL) throws(LprojMatchingError) -> BundleLocalizations {
    try BundleLocalizations(contentsOf: bundle, hiding: InterruptedWrite.of(bundle)?.hidden ?? [])
  }
}
