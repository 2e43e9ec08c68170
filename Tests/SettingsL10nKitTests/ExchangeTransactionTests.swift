import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

@Suite("Exchange: all-or-nothing writes")
struct ExchangeTransactionTests {
  @Test("a change changes its file when there is none yet or a byte differs, not when the bytes are the same")
  func changesFile() {
    let url = URL(fileURLWithPath: "/tmp/Root.strings")
    let bytes = Array(String(repeating: "\"key\" = \"value\";\n", count: 500).utf8)
    func change(_ before: [UInt8]?) -> FileChange {
      FileChange(url: url, displayPath: "Root.strings", before: before, after: bytes)
    }
    #expect(change(nil).changesFile)
    #expect(!change(Array(bytes)).changesFile)
    #expect(change(bytes + [0x0A]).changesFile)
    for offset in [0, bytes.count / 2, bytes.count - 1] {
      var other = bytes
      other[offset] ^= 0x20
      #expect(change(other).changesFile, "offset \(offset)")
    }
    #expect(ChangeSet([change(Array(bytes)), change(nil)]).changes.count == 1)
  }

  @Test("a failure part-way leaves every file as it was and no temporary file behind")
  func rollback() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let existing = copy.url.appendingPathComponent("en.lproj/Root.strings")
    // A file where a folder is needed: creating "Root.plist/x.strings" fails after the first write was staged.
    let impossible = copy.url.appendingPathComponent("Root.plist/x.strings")
    let created = copy.url.appendingPathComponent("fr.lproj/Root.strings")
    let changes = ChangeSet([
      FileChange(
        url: existing, displayPath: "en.lproj/Root.strings", before: before["en.lproj/Root.strings"],
        after: Array("\"a\" = \"b\";\n".utf8)),
      FileChange(
        url: created, displayPath: "fr.lproj/Root.strings", before: nil, after: Array("\"a\" = \"b\";\n".utf8)),
      FileChange(url: impossible, displayPath: "Root.plist/x.strings", before: nil, after: [0x41]),
    ])
    #expect(throws: ExchangeError.self) { try changes.apply() }
    #expect(try copy.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("fr.lproj").path))
  }

  @Test("a rename that fails after others succeeded puts the replaced files back")
  func rollbackAfterRenames() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    // A folder where the last file should go: its content stages fine, its rename fails.
    let blocked = copy.url.appendingPathComponent("en.lproj/Blocked.strings")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    let changes = ChangeSet([
      FileChange(
        url: copy.url.appendingPathComponent("en.lproj/Root.strings"), displayPath: "en.lproj/Root.strings",
        before: before["en.lproj/Root.strings"], after: Array("\"a\" = \"1\";\n".utf8)),
      FileChange(
        url: copy.url.appendingPathComponent("de.lproj/Root.strings"), displayPath: "de.lproj/Root.strings",
        before: before["de.lproj/Root.strings"], after: Array("\"a\" = \"2\";\n".utf8)),
      FileChange(
        url: copy.url.appendingPathComponent("fr.lproj/Root.strings"), displayPath: "fr.lproj/Root.strings",
        before: nil, after: Array("\"a\" = \"3\";\n".utf8)),
      FileChange(url: blocked, displayPath: "en.lproj/Blocked.strings", before: nil, after: [0x41]),
    ])
    #expect(throws: ExchangeError.self) { try changes.apply() }
    #expect(try copy.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("fr.lproj").path))
    let names = try FileManager.default.contentsOfDirectory(atPath: copy.url.appendingPathComponent("en.lproj").path)
    #expect(names.sorted() == ["Blocked.strings", "More.strings", "Root.strings"])
  }

  @Test("a successful commit replaces every file and keeps permissions")
  func commit() throws {
    let copy = try BundleCopy(fixture: "basic")
    let target = copy.url.appendingPathComponent("en.lproj/More.strings")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    let changes = ChangeSet([
      FileChange(
        url: target, displayPath: "en.lproj/More.strings", before: try copy.bytes("en.lproj/More.strings"),
        after: Array("x;\n".utf8)),
      FileChange(
        url: copy.url.appendingPathComponent("ja.lproj/More.strings"), displayPath: "ja.lproj/More.strings",
        before: nil, after: Array("y;\n".utf8)),
    ])
    try changes.apply()
    #expect(try copy.bytes("en.lproj/More.strings") == Array("x;\n".utf8))
    #expect(try copy.bytes("ja.lproj/More.strings") == Array("y;\n".utf8))
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)
    #expect(leftovers == ["More.strings", "Root.strings"] || leftovers.sorted() == ["More.strings", "Root.strings"])
  }
}
