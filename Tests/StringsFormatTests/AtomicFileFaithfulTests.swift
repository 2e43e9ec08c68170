import ByteCore
import CXattr
import Foundation
import StringsFormat
import Testing

/// What a whole-file write keeps and refuses, and the temporary names it can make.
@Suite("Atomic writes: faithful files")
struct AtomicFileFaithfulTests {
  /// A fresh folder, removed by the caller.
  static func folder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test(
    "a file with another hard link, or without its owner's write permission, is not replaced", arguments: [false, true])
  func refusesUnfaithfulReplacement(readOnly: Bool) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Root.strings")
    try Data("old".utf8).write(to: file)
    if readOnly {
      #expect(unsafe chmod(file.path, 0o444) == 0)
    } else {
      #expect(unsafe link(file.path, dir.appendingPathComponent("twin").path) == 0)
    }
    do {
      try AtomicFile.write(Array("new".utf8), to: file)
      Issue.record("replaced")
    } catch {
      #expect("\(error)".contains(file.path) && "\(error)".contains(readOnly ? "read-only" : "hard links"), "\(error)")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        == (readOnly ? ["Root.strings"] : ["Root.strings", "twin"]))
  }

  @Test("extended attributes survive a rewrite")
  func keepsAttributes() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Root.strings")
    try Data("old".utf8).write(to: file)
    let value = Array("kept".utf8)
    let set = unsafe value.withUnsafeBytes { unsafe setxattr(file.path, "user.note", $0.baseAddress, $0.count, 0) }
    try #require(set == 0, "the temporary folder keeps no user attributes")
    try AtomicFile.write(Array("new".utf8), to: file)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = unsafe buffer.withUnsafeMutableBytes {
      unsafe getxattr(file.path, "user.note", $0.baseAddress, $0.count)
    }
    #expect(count == value.count && Array(buffer.prefix(max(count, 0))) == value)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
  }

  @Test(
    "a temporary name fits NAME_MAX for every file name that does, and is recognised as the tool's",
    arguments: [1, 200, 207, 208, 209, 230, 247, 255])
  func temporaryNameFits(length: Int) throws {
    for character in ["t", "é", "€", "😀"] {
      let scalars = String(repeating: character, count: length / character.utf8.count)
      let url = URL(fileURLWithPath: "/tmp/\(scalars)")
      let name = (AtomicFile.temporaryPath(for: url) as NSString).lastPathComponent
      #expect(name.utf8.count <= 255, "\(length) \(character): \(name.utf8.count)")
      #expect(AtomicFile.temporaryOwner(name, of: url.lastPathComponent) == getpid())
      #expect(AtomicFile.temporaryOwner(name, of: "other") == nil)
    }
  }

  @Test("a table file name of up to 255 bytes can be written")
  func longNameWritten() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    for length in [230, 255] {
      let file = dir.appendingPathComponent(String(repeating: "n", count: length - 8) + ".strings")
      try AtomicFile.write(Array("x".utf8), to: file)
      try Data("old".utf8).write(to: file)
      try AtomicFile.write(Array("new".utf8), to: file)
      #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }
  }
}
