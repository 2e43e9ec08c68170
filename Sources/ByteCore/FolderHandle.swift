import Foundation

/// A folder held open by descriptor, so that every name in it is looked up in that very folder.
///
/// Invariants:
/// - `descriptor` is an open directory, closed when the handle goes away; the folder stays the
///   one that was opened even when its path is later renamed or swapped for a symbolic link.
/// - Every name given to a method is one plain file name (not empty, no `/`, not `.` or `..`);
///   anything else fails with `EINVAL`, so no call can reach outside the folder by its name.
/// - No method follows a symbolic link at the name it is given: a child folder is opened with
///   `O_NOFOLLOW`, files are created with `O_EXCL` and opened with `O_NOFOLLOW`, `status`
///   describes a link itself. Following a link is the caller's decision, made name by name.
public final class FolderHandle: Sendable {
  /// The open folder.
  let descriptor: Int32
  /// The path it was opened as, for messages.
  public let path: String

  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit { close(descriptor) }

  #if os(Linux)
    /// `O_PATH`: a folder held for lookups needs only search permission, as a walk of its path
    /// does (a home folder of mode 0711 on the way to a bundle is no obstacle).
    /// (Glibc's Swift module leaves `O_PATH` out: it is `__O_PATH`, 010000000, on Linux.)
    private static let holdFlags: Int32 = 0o10000000 | O_DIRECTORY | O_CLOEXEC
  #else
    private static let holdFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
  #endif

  /// Opens the folder at `path` (links in `path` are followed: the caller names its own root).
  public convenience init(path: String) throws {
    let fd = open(path, Self.holdFlags)
    guard fd >= 0 else { throw AtomicFile.failure(path) }
    self.init(descriptor: fd, path: path)
  }

  /// True when `name` is one plain file name, the only names these methods take.
  public static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
  }

  private func checked(_ name: String) throws -> String {
    guard Self.isPlainName(name) else {
      errno = EINVAL
      throw AtomicFile.failure(child(name))
    }
    return name
  }

  /// The path of `name` in this folder, for messages and records.
  public func child(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// What is at `name`, the link itself for a symbolic link; nil when nothing is (or the name is not plain).
  public func status(_ name: String) -> stat? {
    guard Self.isPlainName(name) else { return nil }
    var info = stat()
    return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
  }

  /// The text of the symbolic link at `name`, nil when it is none, or when its text is not UTF-8
  /// (a string would repair it to name another file).
  public func linkText(_ name: String) -> String? {
    guard Self.isPlainName(name) else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    let bytes = buffer[0..<count].map { UInt8(bitPattern: $0) }
    guard UTF8Validation.firstInvalidByte(in: bytes) == nil else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The folder `name` in this one, never through a symbolic link.
  public func folder(_ name: String) throws -> FolderHandle {
    let fd = openat(descriptor, try checked(name), Self.holdFlags | O_NOFOLLOW)
    guard fd >= 0 else { throw AtomicFile.failure(child(name)) }
    return FolderHandle(descriptor: fd, path: child(name))
  }

  /// Makes the folder `name` (which must not exist; its mode is 0777 less the umask) and opens it.
  public func makeFolder(_ name: String) throws -> FolderHandle {
    guard mkdirat(descriptor, try checked(name), 0o777) == 0 else { throw AtomicFile.failure(child(name)) }
    return try folder(name)
  }

  /// Creates the file `name`, which must not exist, for writing; `mode` is masked by the umask.
  func createFile(_ name: String, mode: mode_t) throws -> Int32 {
    let fd = openat(descriptor, try checked(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard fd >= 0 else { throw AtomicFile.failure(child(name)) }
    return fd
  }

  /// Opens the file `name` for reading, never a link and never waiting (a FIFO).
  func openForReading(_ name: String) throws -> Int32 {
    let fd = openat(descriptor, try checked(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw AtomicFile.failure(child(name)) }
    return fd
  }

  /// The bytes of the regular file `name` (never through a link); throws naming the file.
  public func read(_ name: String, limit: Int = Int.max) throws -> [UInt8] {
    guard Self.isPlainName(name) else {
      throw StringsFileError.unreadable(path: child(name), reason: "not one plain file name")
    }
    let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      throw StringsFileError.unreadable(path: child(name), reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw StringsFileError.unreadable(path: child(name), reason: String(cString: strerror(errno)))
    }
    if let kind = FileBytes.irregularKind(info.st_mode) {
      throw StringsFileError.unreadable(path: child(name), reason: "not a regular file (\(kind))")
    }
    return try FileBytes.read(fd: fd, path: child(name), size: Int(info.st_size), limit: limit)
  }

  /// Gives the file `name` a second name `newName` in this folder (a hard link; `newName` must not exist).
  public func link(_ name: String, as newName: String) throws {
    guard linkat(descriptor, try checked(name), descriptor, try checked(newName), 0) == 0 else {
      throw AtomicFile.failure(child(newName))
    }
  }

  /// Names the open unnamed file `fd` (`O_TMPFILE`) `name` in this folder.
  func name(unnamed fd: Int32, as name: String) throws {
    guard linkat(AT_FDCWD, "/proc/self/fd/\(fd)", descriptor, try checked(name), AT_SYMLINK_FOLLOW) == 0 else {
      throw AtomicFile.failure(child(name))
    }
  }

  /// Renames `name` to `newName` in this folder, atomically replacing what `newName` was.
  public func rename(_ name: String, to newName: String) throws {
    guard renameat(descriptor, try checked(name), descriptor, try checked(newName)) == 0 else {
      throw AtomicFile.failure(child(newName))
    }
  }

  /// Removes the name `name` (a file or link, never a folder); false when it could not.
  @discardableResult
  public func remove(_ name: String) -> Bool {
    Self.isPlainName(name) && unlinkat(descriptor, name, 0) == 0
  }

  /// Removes the empty folder `name`; false when it could not.
  @discardableResult
  public func removeFolder(_ name: String) -> Bool {
    Self.isPlainName(name) && unlinkat(descriptor, name, AT_REMOVEDIR) == 0
  }

  /// The names in this folder (without `.` and `..`), empty when it cannot be listed.
  public func names() -> [String] {
    let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard copy >= 0 else { return [] }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = FileSystem.withEntryName(entry) { String(decoding: $0, as: UTF8.self) }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Flushes this folder's entries (new names, renames) to disk.
  public func sync() {
    // A descriptor held with `O_PATH` cannot be flushed itself: the folder is opened for it.
    let fd = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }
}
