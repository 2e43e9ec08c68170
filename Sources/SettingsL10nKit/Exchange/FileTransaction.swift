import Foundation

/// Writes several files so that either all of them change or none does.
///
/// Every new content is first written and flushed beside its target (`AtomicFile.prepare`);
/// only then are the targets replaced, one atomic rename each. The replaced contents are held
/// (`AtomicFile.keepOriginal`) until every rename succeeded, so a failure part-way puts back
/// every file and removes every file and folder the transaction created.
struct FileTransaction {
  struct Write {
    var url: URL
    var bytes: [UInt8]
  }

  var writes: [Write] = []

  func commit() throws {
    var createdDirectories: [String] = []
    var pending: [AtomicFile.PendingWrite] = []
    var originals: [AtomicFile.PendingWrite?] = []
    var committed = 0
    func rollBack() {
      for index in (0..<committed).reversed() {
        if let original = originals[index] {
          try? original.commit()
        } else {
          unlink(pending[index].target.path)
        }
      }
      for write in pending[committed...] { write.discard() }
      for original in originals[committed...] { original?.discard() }
      for directory in createdDirectories.reversed() { rmdir(directory) }
    }
    do {
      for write in writes {
        try createDirectories(write.url.deletingLastPathComponent().path, created: &createdDirectories)
        pending.append(try AtomicFile.prepare(write.bytes, for: write.url))
      }
      for write in pending {
        originals.append(try AtomicFile.keepOriginal(of: write.target))
        try write.commit()
        committed += 1
      }
    } catch {
      // The file whose replacement failed is as it was: let its held original go.
      if originals.count > committed { originals.removeLast()?.discard() }
      while originals.count < pending.count { originals.append(nil) }
      rollBack()
      switch error {
      case StringsFileError.unwritable(let path, let reason), StringsFileError.unreadable(let path, let reason):
        throw ExchangeError.io(path: path, reason: reason)
      default:
        throw error
      }
    }
    for original in originals { original?.discard() }
  }

  private func createDirectories(_ path: String, created: inout [String]) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw ExchangeError.io(path: path, reason: "not a folder") }
      return
    }
    try createDirectories((path as NSString).deletingLastPathComponent, created: &created)
    guard mkdir(path, 0o755) == 0 else {
      throw ExchangeError.io(path: path, reason: "cannot create the folder: \(String(cString: strerror(errno)))")
    }
    created.append(path)
  }
}
