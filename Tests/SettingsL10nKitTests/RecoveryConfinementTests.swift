import Foundation
import StringsFormat
import Testing

@testable import BundleIO
@testable import ByteCore
@testable import SettingsL10nKit

/// A folder of the bundle swapped for a link out of it after an interrupted write was checked,
/// or before a failed write is undone: recovery and undo go through folders held open from the
/// bundle, never through the link, so nothing outside the bundle is renamed, removed or unlinked.
@Suite("Exchange: recovery and undo confined by held folders")
struct RecoveryConfinementTests {
  typealias Layout = WriteConfinementTests.Layout
  static let old = Array("\"a\" = \"old\";\n".utf8)
  static let new = Array("\"a\" = \"new\";\n".utf8)

  /// The journal of a write of `de.lproj/Root.strings` interrupted in `state`: the new content
  /// staged beside the table, the old one kept as a hard link, renamed over the table when `renamed`.
  static func interrupt(_ real: String, state: WriteJournal.State, renamed: Bool) throws {
    let target = real + "/de.lproj/Root.strings"
    let url = URL(fileURLWithPath: target)
    let (temporary, original) = (AtomicFile.temporaryPath(for: url), AtomicFile.temporaryPath(for: url))
    try Data(Self.new).write(to: URL(fileURLWithPath: temporary))
    #expect(unsafe link(target, original) == 0)
    let entry = WriteJournal.Entry(
      target: target, temporary: temporary, original: original, staged: FileStamp.of(temporary, bytes: Self.new),
      kept: FileStamp.of(original, bytes: Self.old))
    if renamed { #expect(unsafe rename(temporary, target) == 0) }
    try WriteJournal(state: state, directories: [], files: [entry]).write(root: real)
  }

  static func expectInvalidJournal(_ body: () throws -> WriteRecovery?) {
    do {
      let recovered = try body()
      Issue.record("recovered through a swapped folder: \(String(describing: recovered))")
    } catch {
      guard case ExchangeError.unsafe(let findings) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(findings.map(\.id) == ["invalid-journal"])
    }
  }

  @Test(
    "a table's folder moved out and linked after the journal was checked: recovery refuses, nothing outside changes",
    arguments: [(WriteJournal.State.preparing, false), (.committing, false), (.undoing, true)])
  func folderSwappedBeforeRecovery(state: WriteJournal.State, renamed: Bool) throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let real = try #require(WriteDestination.realPath(layout.bundle.path))
    try Self.interrupt(real, state: state, renamed: renamed)
    let moved = layout.outside.appendingPathComponent("de.lproj")
    var before: [String: String] = [:]
    Self.expectInvalidJournal {
      try WriteJournal.recover(root: real) {
        layout.swap("de.lproj", aside: moved, linkTo: moved)
        before = (try? layout.tree(layout.outside)) ?? [:]
      }
    }
    #expect(before.count == (renamed ? 4 : 5), "\(before)")
    #expect(try layout.tree(layout.outside) == before)
    #expect(nameExists(real + "/" + WriteJournal.fileName))
  }

  @Test(
    "a folder the write created, swapped for a link after the journal was checked: recovery refuses, rmdir follows no link"
  )
  func createdFolderSwappedBeforeRecovery() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let real = try #require(WriteDestination.realPath(layout.bundle.path))
    try FileManager.default.createDirectory(
      at: layout.outside.appendingPathComponent("sub"), withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      at: layout.bundle.appendingPathComponent("ja.lproj/sub"), withIntermediateDirectories: true)
    let target = real + "/ja.lproj/sub/Root.strings"
    let temporary = AtomicFile.temporaryPath(for: URL(fileURLWithPath: target))
    try Data(Self.new).write(to: URL(fileURLWithPath: temporary))
    let entry = WriteJournal.Entry(
      target: target, temporary: temporary, original: nil, staged: FileStamp.of(temporary, bytes: Self.new))
    try WriteJournal(state: .preparing, directories: [real + "/ja.lproj", real + "/ja.lproj/sub"], files: [entry])
      .write(
        root: real)
    let before = try layout.tree(layout.outside)
    Self.expectInvalidJournal {
      try WriteJournal.recover(root: real) {
        layout.swap("ja.lproj", aside: layout.bundle.appendingPathComponent("ja.lproj.moved"), linkTo: layout.outside)
      }
    }
    #expect(try layout.tree(layout.outside) == before)
  }

  @Test("a folder the write created, swapped for a link before the failed write is undone: rmdir follows no link")
  func createdFolderSwappedBeforeUndo() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let real = try #require(WriteDestination.realPath(layout.bundle.path))
    try FileManager.default.createDirectory(
      at: layout.outside.appendingPathComponent("sub"), withIntermediateDirectories: false)
    let before = try layout.tree(layout.outside)
    let changes = [
      FileChange(
        url: layout.bundle.appendingPathComponent("de.lproj/Root.strings"), displayPath: "de.lproj/Root.strings",
        before: Self.old, after: Self.new),
      FileChange(
        url: layout.bundle.appendingPathComponent("ja.lproj/sub/Root.strings"),
        displayPath: "ja.lproj/sub/Root.strings", before: nil, after: Self.new),
    ]
    let transaction = FileTransaction(
      root: real,
      beforeRenames: {
        layout.swap("ja.lproj", aside: layout.bundle.appendingPathComponent("ja.lproj.moved"), linkTo: layout.outside)
        // Another program writes a table meanwhile: the write is refused and undone.
        try? Data("\"a\" = \"theirs\";\n".utf8).write(to: layout.bundle.appendingPathComponent("de.lproj/Root.strings"))
      })
    do {
      try transaction.commit(changes)
      Issue.record("a table changed meanwhile was overwritten")
    } catch {
      guard case .unsafe(let findings) = error else { throw error }
      #expect(findings.map(\.id) == ["changed-on-disk"])
    }
    #expect(try layout.tree(layout.outside) == before)
    #expect(!nameExists(real + "/" + WriteJournal.fileName))
  }
}

extension WriteConfinementTests.Layout {
  /// Puts a link to `target` at the bundle's `name`, the folder there moved to `aside` first.
  func swap(_ name: String, aside: URL, linkTo target: URL) {
    unsafe rename(bundle.appendingPathComponent(name).path, aside.path)
    unsafe symlink(target.path, bundle.appendingPathComponent(name).path)
  }

  /// Every name below `url` with its bytes (`<dir>` for a folder), never following a link.
  func tree(_ url: URL) throws -> [String: String] {
    var tree: [String: String] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: url.path) {
      let path = url.appendingPathComponent(name).path
      var info = stat()
      #expect(unsafe lstat(path, &info) == 0)
      tree[name] =
        info.st_mode & S_IFMT == S_IFDIR
        ? "<dir>" : String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }
    return tree
  }
}
