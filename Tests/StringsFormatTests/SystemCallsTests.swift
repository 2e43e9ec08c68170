import ByteCore
import Foundation
import Testing

@testable import TextSyntax

/// The core's safe faces of system calls and byte loops (`FileSystem`, `FoundationCalls`,
/// `ProcessContext`, `MarkupBytes` and the `String` faces of the buffer helpers), each against
/// the answer of the API it stands for.
@Suite("System calls and byte faces")
struct SystemCallsTests {
  /// A fresh folder holding a file, a folder, a link to the file and a link to nothing.
  static func planted() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("system-calls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("folder"), withIntermediateDirectories: true)
    try Data("12345".utf8).write(to: root.appendingPathComponent("file"))
    try FileManager.default.createSymbolicLink(atPath: root.path + "/link", withDestinationPath: "file")
    try FileManager.default.createSymbolicLink(atPath: root.path + "/dangling", withDestinationPath: "nothing")
    return root
  }

  @Test func statusesAreTheSystemsAndALinkIsSeenAsOne() throws {
    let root = try Self.planted()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try #require(FileSystem.linkStatus(root.path + "/file"))
    #expect(FileSystem.isRegularFile(file) && file.st_size == 5)
    let link = try #require(FileSystem.linkStatus(root.path + "/link"))
    #expect(FileSystem.isLink(link) && !FileSystem.isRegularFile(link))
    let followed = try #require(FileSystem.status(root.path + "/link"))
    #expect(FileSystem.isRegularFile(followed) && followed.st_ino == file.st_ino)
    #expect(FileSystem.linkStatus(root.path + "/dangling").map(FileSystem.isLink) == true)
    #expect(FileSystem.status(root.path + "/dangling") == nil)
    #expect(FileSystem.linkStatus(root.path + "/none") == nil)
    #expect(FileSystem.status(root.path + "/folder").map(FileSystem.isFolder) == true)
  }

  @Test func realPathsAndFoldersAreFoundationsAnswers() throws {
    let root = try Self.planted()
    defer { try? FileManager.default.removeItem(at: root) }
    let real = try #require(FileSystem.realPath(root.path))
    #expect(FileSystem.realPath(root.path + "/link") == real + "/file")
    #expect(FileSystem.realPath(root.path + "/dangling") == nil)
    for name in ["file", "folder", "link", "dangling", "none"] {
      let path = root.path + "/" + name
      var isFolder: ObjCBool = false
      let exists = unsafe FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      #expect(FileSystem.exists(atPath: path) == (exists, isFolder.boolValue), "\(name)")
      #expect(FileSystem.isFolder(atPath: path) == (exists && isFolder.boolValue), "\(name)")
    }
  }

  @Test func descriptorsReadAndWriteWithinTheirArrays() throws {
    let root = try Self.planted()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path + "/written"
    let fd = FileSystem.open(path, O_RDWR | O_CREAT | O_EXCL, mode: 0o600)
    try #require(fd >= 0)
    #expect(FileSystem.write(descriptor: fd, Array("hello".utf8), at: 0) == 5)
    #expect(FileSystem.read(descriptor: fd, count: 16, at: 1) == Array("ello".utf8))
    #expect(FileSystem.read(descriptor: fd, count: 2, at: 0) == Array("he".utf8))
    #expect(FileSystem.read(descriptor: fd, count: 4, at: 9).isEmpty)
    #expect(FileSystem.status(descriptor: fd)?.st_size == 5)
    close(fd)
    #expect(FileSystem.removeName(path))
    #expect(!FileSystem.removeName(path))
    #expect(FileSystem.open(path, O_RDONLY) == -1 && errno == ENOENT)
    #expect(FileSystem.errorText(ENOENT) == "No such file or directory")
  }

  @Test func aFolderListsItsNamesAsBytes() throws {
    let root = try Self.planted()
    defer { try? FileManager.default.removeItem(at: root) }
    let entries = try #require(FileSystem.entries(ofFolder: root.path))
    let names = Set(entries.map { String(decoding: $0.name, as: UTF8.self) })
    #expect(names == [".", "..", "file", "folder", "link", "dangling"])
    #expect(FileSystem.entries(ofFolder: root.path + "/file") == nil)
  }

  @Test func aFolderHoldsANameWithAnEndingAsFoundationsListingSays() throws {
    let root = try Self.planted()
    defer { try? FileManager.default.removeItem(at: root) }
    // Names of every length around a word's, and one of the longest a file system takes.
    for length in [1, 7, 8, 9, 200, 255] {
      try Data().write(to: root.appendingPathComponent(String(repeating: "n", count: length)))
    }
    let listed = try FileManager.default.contentsOfDirectory(atPath: root.path)
    let cases: [[StaticString]] = [["file"], ["ile", "nothing"], ["nnnnnnnnn"], ["nnnnnnnnnn"], ["x"], ["k"], ["."]]
    for endings in cases {
      let expected = listed.contains { name in endings.contains { name.hasSuffix($0.description) } }
      #expect(FileSystem.holdsName(inFolder: root.path, endingWith: endings) == expected, "\(endings)")
    }
    #expect(!FileSystem.holdsName(inFolder: root.path + "/file", endingWith: ["file"]))
  }

  @Test func foundationsOutParametersComeBackAsValues() throws {
    let xml = Data(
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>a</key><integer>1</integer></dict></plist>"#
        .utf8)
    let (object, format) = try FoundationCalls.propertyList(from: xml)
    #expect((object as? [String: Int]) == ["a": 1])
    #expect(format == .xml)
    let binary = try PropertyListSerialization.data(fromPropertyList: ["b": true], format: .binary, options: 0)
    #expect(try FoundationCalls.propertyList(from: binary).format == .binary)
    #expect(try FoundationCalls.propertyList(from: Data("word".utf8)).format == .openStep)
    #expect(throws: (any Error).self) { try FoundationCalls.propertyList(from: Data("<plist><dict><key>".utf8)) }
    for number in [NSNumber(value: 1.5), NSNumber(value: Int64(3)), NSNumber(value: true)] {
      let encoding = unsafe String(cString: number.objCType)
      #expect(FoundationCalls.typeEncoding(of: number) == encoding)
    }
  }

  @Test func theProcessIsReadAsFoundationReadsIt() {
    for name in ["PATH", "HOME", "SETTINGS_L10N_NO_SUCH_VARIABLE"] {
      #expect(ProcessContext.environment(name) == ProcessInfo.processInfo.environment[name], "\(name)")
    }
    let (arguments, unnamed) = ProcessContext.arguments()
    #expect(arguments == Array(CommandLine.arguments.dropFirst()) && unnamed == nil)
    #expect(ProcessContext.currentFolder() == FileManager.default.currentDirectoryPath)
    #expect(ProcessContext.terminalColumns(-1) == nil)
  }

  @Test(arguments: [
    "", "plain", "a&b", "<x>", "\"q\"", "tab\there", "line\nbreak", "cr\r", "\u{7F}", "\u{85}",
    "\u{202E}", "é", "\u{FFFE}", "\u{FFFD}", "😀",
  ])
  func theStringFacesAnswerAsTheBufferHelpers(text: String) {
    var copy = text
    for attribute in [false, true] {
      #expect(
        MarkupBytes.isXMLVerbatim(text, attribute: attribute)
          == (XMLEscapingReference.escape(text, attribute: attribute) == text), "\(text.debugDescription)")
    }
    #expect(
      MarkupBytes.mayHoldXMLDisallowed(text) == !text.unicodeScalars.allSatisfy(XMLEscaping.isAllowed),
      "\(text.debugDescription)")
    let (ascii, visible) = copy.withUTF8 {
      unsafe (PrintableText.isASCII($0), PrintableText.isVisibleAsIs($0, quotes: true))
    }
    #expect(PrintableText.isASCII(text) == ascii)
    #expect(PrintableText.isVisibleAsIs(text, quotes: true) == visible)
    var fromString: [UInt8] = []
    JSONQuoting.writeQuotedForOutput(text, to: &fromString)
    var fromBytes: [UInt8] = []
    copy.withUTF8 { unsafe JSONQuoting.writeQuotedForOutput($0, to: &fromBytes) }
    #expect(fromString == fromBytes)
  }

  @Test func literalsAndIndentationAreWrittenWhole() {
    var bytes: [UInt8] = []
    bytes.append(utf8: "ab")
    bytes.write(spaces: 0)
    bytes.write(spaces: 3)
    #expect(bytes == Array("ab   ".utf8))
    var long: [UInt8] = []
    long.write(spaces: 150)
    #expect(long == [UInt8](repeating: 0x20, count: 150))
    #expect(JSONQuoting.isPlain("name"))
    #expect(!JSONQuoting.isPlain("a\"b"))
    var quoted: [UInt8] = []
    JSONQuoting.writeQuotedForOutput(StaticString("##x"), to: &quoted)
    #expect(String(decoding: quoted, as: UTF8.self) == #""\u0023#x""#)
  }
}

/// What `XMLEscaping` makes of a string, scalar by scalar: verbatim exactly when it changes nothing.
enum XMLEscapingReference {
  static func escape(_ text: String, attribute: Bool) -> String {
    XMLEscaping.escapeEachScalar(text, attribute: attribute)
  }
}
