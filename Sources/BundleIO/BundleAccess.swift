import ByteCore
import Foundation

/// The one way into a bundle for commands that write it, and the first step of those that
/// only read it: the lock is taken, and a write that was interrupted is settled first.
///
/// A writer holds the lock from its first read to its last rename (`withWriteLock`), so two
/// writers never interleave, and settles an interrupted write first. A command that only
/// reads changes nothing: it waits for a writer at work, reports an interrupted write
/// (`interruptedWrite`) and reads the bundle as it was before it. Importers of any format use
/// these, with `ChangeSet.apply(to:)`.
public enum BundleAccess {
  /// What holding the lock gave: the interrupted write settled first, if there was one.
  public struct Session: Sendable {
    /// The bundle's real path.
    public let root: String
    /// The interrupted write finished or undone before this command read anything.
    public let recovered: WriteRecovery?
  }

  /// Runs `body` holding the bundle's write lock, after settling an interrupted write.
  public static func withWriteLock<T>(
    _ bundle: URL, waiting: BundleLock.Waiting, _ body: (Session) throws(ExchangeError) -> T
  ) throws(ExchangeError) -> T {
    let (lock, session) = try lock(bundle, waiting: waiting)
    defer { lock.release() }
    return try body(session)
  }

  /// Takes the bundle's write lock and settles an interrupted write, for a caller that holds
  /// several bundles at once; the caller releases the lock.
  public static func lock(_ bundle: URL, waiting: BundleLock.Waiting) throws(ExchangeError) -> (BundleLock, Session) {
    let root = try realRoot(bundle)
    let lock = try BundleLock.acquire(URL(fileURLWithPath: root), waiting: waiting)
    do {
      removeStaleJournalTemporaries(root)
      return (lock, Session(root: root, recovered: try WriteJournal.recover(root: root)))
    } catch {
      lock.release()
      throw error
    }
  }

  /// The interrupted write of the bundle at `bundle`, for a command that only reads it: nothing
  /// is changed (a writer at work is waited for, without taking the lock); nil when there is
  /// none. A journal this tool did not write throws `invalid-journal`.
  public static func interruptedWrite(_ bundle: URL, waiting: BundleLock.Waiting) throws(ExchangeError)
    -> InterruptedWrite?
  {
    guard let root = WriteDestination.realPath(bundle.path), nameExists(root + "/" + WriteJournal.fileName) else {
      return nil
    }
    try BundleLock.waitForWriter(root: root, waiting: waiting)
    guard let journal = try WriteJournal.read(root: root) else { return nil }
    return InterruptedWrite(journal, root: root)
  }

  private static func realRoot(_ bundle: URL) throws(ExchangeError) -> String {
    guard let root = WriteDestination.realPath(bundle.path) else {
      throw .io(path: bundle.path, reason: "no such folder")
    }
    guard let info = FileSystem.status(root), FileSystem.isFolder(info) else {
      throw .io(path: bundle.path, reason: "not a folder")
    }
    return root
  }

  /// A journal's own temporary file survives only a kill between naming and renaming it.
  private static func removeStaleJournalTemporaries(_ root: String) {
    AtomicFile.removeStaleTemporaries(of: URL(fileURLWithPath: root + "/" + WriteJournal.fileName))
  }
}

extension ChangeSet {
  /// Writes every change into the bundle of `session`, all or nothing (see `FileTransaction`):
  /// refused with `.unsafe` when a file leaves the bundle or changed since it was read.
  public func apply(to session: BundleAccess.Session) throws(ExchangeError) {
    try FileTransaction(root: session.root).commit(changes)
  }
}
