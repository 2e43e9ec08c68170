import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// Another program edits a file between the moment a write staged its new contents and its
/// renames (the seam `FileTransaction.beforeRenames`): the edit survives, nothing is written.
@Suite("Exchange: no lost updates")
struct LostUpdateTests {
  /// How the other program changes the bundle.
  enum Edit: String, CaseIterable, CustomTestStringConvertible {
    /// Rewrites the last table in place, same size, same inode (only its time stamp and bytes move).
    case rewrittenInPlace
    /// Replaces the first table by a rename (another inode).
    case replacedByRename
    /// Creates the file the write was about to create.
    case createdMeanwhile
    /// Makes the first table a symbolic link to a copy of itself.
    case linkedMeanwhile

    var testDescription: String { rawValue }
  }

  @Test("a file changed just before the renames is not overwritten and no file is written", arguments: Edit.allCases)
  func changeBeforeRename(edit: Edit) throws {
    let copy = try BundleCopy(fixture: "basic")
    let root = try #require(WriteDestination.realPath(copy.url.path))
    let before = try copy.snapshot()
    let en = copy.url.appendingPathComponent("en.lproj/Root.strings")
    let more = copy.url.appendingPathComponent("en.lproj/More.strings")
    let fr = copy.url.appendingPathComponent("fr.lproj/Root.strings")
    let changes = [
      FileChange(
        url: en, displayPath: "en.lproj/Root.strings", before: before["en.lproj/Root.strings"],
        after: Array("\"a\" = \"1\";\n".utf8)),
      FileChange(url: fr, displayPath: "fr.lproj/Root.strings", before: nil, after: Array("\"a\" = \"3\";\n".utf8)),
      FileChange(
        url: more, displayPath: "en.lproj/More.strings", before: before["en.lproj/More.strings"],
        after: Array("\"a\" = \"2\";\n".utf8)),
    ]
    let theirs: (path: String, url: URL, bytes: [UInt8])
    var transaction = FileTransaction(root: root)
    switch edit {
    case .rewrittenInPlace:
      var bytes = before["en.lproj/More.strings"] ?? []
      bytes[bytes.count / 2] ^= 0x01
      theirs = ("en.lproj/More.strings", more, bytes)
      transaction.beforeRenames = {
        let handle = FileHandle(forWritingAtPath: more.path)
        handle?.write(Data(bytes))
        try? handle?.close()
      }
    case .replacedByRename:
      theirs = ("en.lproj/Root.strings", en, Array("\"theirs\" = \"1\";\n".utf8))
      transaction.beforeRenames = {
        let other = copy.url.appendingPathComponent("en.lproj/theirs.tmp")
        try? Data("\"theirs\" = \"1\";\n".utf8).write(to: other)
        unsafe rename(other.path, en.path)
      }
    case .createdMeanwhile:
      theirs = ("fr.lproj/Root.strings", fr, Array("\"theirs\" = \"fr\";\n".utf8))
      transaction.beforeRenames = { try? Data("\"theirs\" = \"fr\";\n".utf8).write(to: fr) }
    case .linkedMeanwhile:
      theirs = ("en.lproj/Root.strings", en, before["en.lproj/Root.strings"] ?? [])
      transaction.beforeRenames = {
        let other = copy.url.appendingPathComponent("en.lproj/Copy.txt")
        try? Data(before["en.lproj/Root.strings"] ?? []).write(to: other)
        unsafe unlink(en.path)
        unsafe symlink("Copy.txt", en.path)
      }
    }
    do {
      try transaction.commit(changes)
      Issue.record("the write went ahead over another program's change")
    } catch {
      guard case .unsafe(let findings) = error else { throw error }
      #expect(findings.map(\.id) == ["changed-on-disk"])
      #expect(findings.first?.file == theirs.path)
    }
    // Every other file as before; theirs as the other program left it; nothing of the write left.
    var after = try copy.snapshot()
    after[theirs.path] = nil
    after["en.lproj/Copy.txt"] = nil
    var expected = before
    expected[theirs.path] = nil
    #expect(after == expected)
    #expect(try Array(Data(contentsOf: theirs.url)) == theirs.bytes)
    #expect(
      !FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("fr.lproj").path)
        || edit == .createdMeanwhile)
  }
}
