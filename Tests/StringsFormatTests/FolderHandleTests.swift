import ByteCore
import Foundation
import StringsFormat
import Testing

/// A held folder takes only plain names and never follows a link at the name it is given.
@Suite("Held folders")
struct FolderHandleTests {
  @Test(
    "a name that is not one plain file name is refused by every call",
    arguments: ["", ".", "..", "a/b", "../x", "/etc/passwd", "a\u{0}b"])
  func plainNamesOnly(name: String) throws {
    let dir = try AtomicFileFaithfulTests.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("x".utf8).write(to: dir.appendingPathComponent("a"))
    let folder = try FolderHandle(path: dir.path)
    #expect(!FolderHandle.isPlainName(name))
    #expect(folder.status(name) == nil)
    #expect(throws: StringsFileError.self) { try folder.folder(name) }
    #expect(throws: StringsFileError.self) { try folder.makeFolder(name) }
    #expect(throws: StringsFileError.self) { try folder.read(name) }
    #expect(throws: StringsFileError.self) { try folder.link("a", as: name) }
    #expect(throws: StringsFileError.self) { try folder.rename("a", to: name) }
    #expect(!folder.remove(name))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a"])
  }

  @Test("a link is never followed: not to a folder, not to a file, not when a file is made")
  func linksNotFollowed() throws {
    let dir = try AtomicFileFaithfulTests.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let outside = dir.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
    try Data("secret".utf8).write(to: outside.appendingPathComponent("file"))
    let inside = dir.appendingPathComponent("inside")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
    #expect(unsafe symlink(outside.path, inside.appendingPathComponent("folder").path) == 0)
    #expect(
      unsafe symlink(outside.appendingPathComponent("file").path, inside.appendingPathComponent("file").path) == 0)
    let folder = try FolderHandle(path: inside.path)
    #expect(throws: StringsFileError.self) { try folder.folder("folder") }
    #expect(throws: StringsFileError.self) { try folder.read("file") }
    #expect(folder.status("file").map { $0.st_mode & S_IFMT == S_IFLNK } == true)
    #expect(folder.linkText("file") == outside.appendingPathComponent("file").path)
    #expect(throws: StringsFileError.self) {
      try AtomicFile.writeTemporary([1], named: "file", in: folder, like: "file")
    }
    #expect(try String(contentsOf: outside.appendingPathComponent("file"), encoding: .utf8) == "secret")
  }

  @Test("a held folder stays the folder it was, when its path is renamed and replaced by a link")
  func heldThroughSwap() throws {
    let dir = try AtomicFileFaithfulTests.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let lproj = dir.appendingPathComponent("de.lproj")
    let outside = dir.appendingPathComponent("outside")
    for folder in [lproj, outside] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    }
    let folder = try FolderHandle(path: lproj.path)
    #expect(unsafe rename(lproj.path, dir.appendingPathComponent("moved").path) == 0)
    #expect(unsafe symlink(outside.path, lproj.path) == 0)
    try AtomicFile.prepare(Array("bytes".utf8), named: "Root.strings", in: folder).commit()
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    #expect(try String(contentsOf: dir.appendingPathComponent("moved/Root.strings"), encoding: .utf8) == "bytes")
    #expect(folder.names() == ["Root.strings"])
  }
}
