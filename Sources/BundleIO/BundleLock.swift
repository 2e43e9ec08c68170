import ByteCore
import Foundation

/// An exclusive hold on a bundle for writing: `flock` on `.settings-l10n.lock` inside it.
///
/// The lock file exists only while a command holds it (it is removed on release, and by the
/// next command after a crash), so it never lingers in `git status` or in a built app. Removing
/// it safely needs one check: after locking, the open file must still be the one at the path,
/// else another process removed it in between and the lock is taken again.
public final class BundleLock: Sendable {
  /// The lock file's name inside the bundle.
  public static let fileName = ".settings-l10n.lock"

  /// How to behave when another process holds the lock.
  public enum Waiting: Sendable {
    /// Wait for it; `notice` is called once, before waiting, with the holder's pid when known.
    case wait(notice: @Sendable (_ holder: Int32?) -> Void)
    /// Give up at once (`--no-wait`).
    case fail
  }

  private let descriptor: Int32
  private let path: String

  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Takes the lock of the bundle at `bundle` (its real path), waiting or not as told.
  public static func acquire(_ bundle: URL, waiting: Waiting) throws(ExchangeError) -> BundleLock {
    let path = bundle.appending(path: fileName, directoryHint: .notDirectory).path
    var noticed = false
    while true {
      let fd = FileSystem.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, mode: 0o644)
      guard fd >= 0 else {
        throw .io(path: bundle.path, reason: "cannot create the lock file \(fileName): \(FileSystem.errorText(errno))")
      }
      if flock(fd, LOCK_EX | LOCK_NB) != 0 {
        guard errno == EWOULDBLOCK else {
          let reason = FileSystem.errorText(errno)
          close(fd)
          throw .io(path: bundle.path, reason: "cannot lock \(fileName): \(reason)")
        }
        switch waiting {
        case .fail:
          let holder = holderPID(fd)
          close(fd)
          throw .busy(path: bundle.path, holder: holder)
        case .wait(let notice):
          if !noticed {
            noticed = true
            notice(holderPID(fd))
          }
          while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
              close(fd)
              throw .io(path: bundle.path, reason: "cannot lock \(fileName): \(FileSystem.errorText(errno))")
            }
          }
        }
      }
      // The previous holder may have removed the file while this process waited on it.
      guard let held = FileSystem.status(descriptor: fd), let named = FileSystem.status(path),
        held.st_ino == named.st_ino, held.st_dev == named.st_dev
      else {
        close(fd)
        continue
      }
      let pid = Array("\(getpid())\n".utf8)
      _ = ftruncate(fd, 0)
      FileSystem.write(descriptor: fd, pid, at: 0)
      return BundleLock(descriptor: fd, path: path)
    }
  }

  /// Removes the lock file and lets the lock go.
  public func release() {
    FileSystem.removeName(path)
    close(descriptor)
  }

  /// Waits until no writer holds the lock of the bundle at `root` (its real path), without
  /// creating, writing or removing anything: a command that only reads takes a shared hold on
  /// the lock file if there is one, and lets it go at once.
  static func waitForWriter(root: String, waiting: Waiting) throws(ExchangeError) {
    let fd = FileSystem.open(root + "/" + fileName, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { return }
    defer { close(fd) }
    guard let info = FileSystem.status(descriptor: fd), FileSystem.isRegularFile(info),
      flock(fd, LOCK_SH | LOCK_NB) != 0,
      errno == EWOULDBLOCK
    else { return }
    switch waiting {
    case .fail: throw .busy(path: root, holder: holderPID(fd))
    case .wait(let notice):
      notice(holderPID(fd))
      while flock(fd, LOCK_SH) != 0, errno == EINTR {}
    }
  }

  /// The pid the holder wrote into the lock file, if any.
  private static func holderPID(_ fd: Int32) -> Int32? {
    let bytes = FileSystem.read(descriptor: fd, count: 16, at: 0)
    guard !bytes.isEmpty else { return nil }
    return Int32(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
