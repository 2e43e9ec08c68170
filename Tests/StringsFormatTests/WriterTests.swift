import Foundation
import TestSupport
import Testing

@testable import ByteCore
@testable import StringsFormat

/// The corpus tables and the vectors, as named inputs.
struct TableFile: CustomTestStringConvertible, Sendable {
  let url: URL
  var testDescription: String { url.pathComponents.suffix(3).joined(separator: "/") }

  static let corpus: [TableFile] = Paths.corpusTables().map { TableFile(url: Paths.corpus.appendingPathComponent($0)) }
  static let all: [TableFile] = corpus + Vector.all.map { TableFile(url: $0.input) }
}

@Suite("Writer")
struct WriterTests {
  @Test("every corpus table writes back byte for byte", arguments: TableFile.corpus)
  func corpusRoundTrip(_ file: TableFile) throws {
    let bytes = try FileBytes.read(file.url)
    let document = StringsDocument(bytes: bytes)
    #expect(document.serialized() == bytes)
    let again = StringsDocument(bytes: document.serialized())
    #expect(again.makeTable().exact == document.makeTable().exact)
  }

  @Test("the corpus holds tables in several encodings")
  func corpusEncodings() throws {
    let encodings = try Set(TableFile.corpus.map { try StringsDocument.read(contentsOf: $0.url).encoding.description })
    try #require(!TableFile.corpus.isEmpty || !FileManager.default.fileExists(atPath: Paths.corpus.path))
    if !TableFile.corpus.isEmpty {
      #expect(encodings.contains("UTF-8"))
      #expect(encodings.contains("UTF-16LE"))
    }
  }

  @Test("format keeps the table, is idempotent, and its fast path equals re-escaping", arguments: TableFile.all)
  func formatPreservesTable(_ file: TableFile) throws {
    let document = try StringsDocument.read(contentsOf: file.url)
    guard let formatted = try? document.formatted() else {
      #expect(!document.loadsOnDevice || document.deviceStopOffset != nil)
      return
    }
    #expect(formatted.loadsOnDevice)
    #expect(formatted.makeTable().exact == document.makeTable().exact)
    #expect(try formatted.formatted().serialized() == formatted.serialized())
    // The same text built from decoded entries (the slow path) must match byte for byte.
    var reference = CanonicalWriter<[UInt8]>(lineEnding: Array(document.lineEnding.rawValue.utf8), capacity: 0)
    for entry in document.entries { reference.append(entry) }
    // Xcode's blank last line, which formatting keeps.
    let ending = Array(document.lineEnding.rawValue.utf8)
    if !document.entries.isEmpty, document.text.count >= 2 * ending.count,
      Array(document.text.suffix(2 * ending.count)) == ending + ending
    {
      reference.out += ending
    }
    if document.syntax == .text,
      !document.comments.contains(where: { c in !document.raw.contains { document.comment(of: $0) == c } })
    {
      #expect(formatted.text == reference.out)
    }
    #expect(formatted.encoding == (document.syntax == .text ? document.encoding : .utf8(bom: false)))
  }

  @Test("setting a value changes only that value's bytes")
  func setValue() throws {
    let source = "/* first */\n\"a\" = \"1\";\n\n// second\n'b' = \"2\"; // trailing\n\"c\";\n"
    let document = StringsDocument(source)
    let edited = try document.applying([.setValue(key: "b", value: "zwei \"2\"\n"), .setValue(key: "c", value: "C")])
    #expect(
      String(decoding: edited.serialized(), as: UTF8.self)
        == "/* first */\n\"a\" = \"1\";\n\n// second\n'b' = \"zwei \\\"2\\\"\\n\"; // trailing\n\"c\" = \"C\";\n")
    #expect(edited.makeTable()["b"] == .string("zwei \"2\"\n"))
    #expect(edited.entries[1].comment == "second")
  }

  @Test("setting a duplicated key changes its last (winning) definition")
  func setDuplicate() throws {
    let edited = try StringsDocument("\"k\" = \"a\";\n\"k\" = \"b\";\n").applying([.setValue(key: "k", value: "c")])
    #expect(String(decoding: edited.serialized(), as: UTF8.self) == "\"k\" = \"a\";\n\"k\" = \"c\";\n")
  }

  @Test("inserting adds a commented entry in the Xcode style after the last entry")
  func insert() throws {
    let document = StringsDocument("/* A */\n\"a\" = \"1\";\n")
    let edited = try document.applying([
      .insert(key: "New key", value: "Neu", comment: "Root.plist: Title of item 3 */ sneaky")
    ])
    #expect(
      String(decoding: edited.serialized(), as: UTF8.self)
        == "/* A */\n\"a\" = \"1\";\n\n/* Root.plist: Title of item 3 * / sneaky */\n\"New key\" = \"Neu\";\n")
    #expect(edited.makeTable().count == 2)
    #expect(edited.entries[1].comment == "Root.plist: Title of item 3 * / sneaky")
  }

  @Test("inserting into an empty file or a braced table")
  func insertEdgeCases() throws {
    let empty = try StringsDocument("/* header */").applying([.insert(key: "k", value: "v", comment: nil)])
    #expect(String(decoding: empty.serialized(), as: UTF8.self) == "/* header */\n\n\"k\" = \"v\";\n")
    let braced = try StringsDocument("{\n  \"a\" = \"1\";\n}\n").applying([.insert(key: "k", value: "v", comment: nil)])
    #expect(braced.makeTable().count == 2)
    #expect(braced.loadsOnDevice)
  }

  @Test("removing drops the entry, its comment, its line and one blank line")
  func remove() throws {
    let source = "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n\n/* C */\n\"c\" = \"3\";\n"
    let edited = try StringsDocument(source).applying([.remove(key: "b")])
    #expect(
      String(decoding: edited.serialized(), as: UTF8.self) == "/* A */\n\"a\" = \"1\";\n\n/* C */\n\"c\" = \"3\";\n")
    let dup = try StringsDocument("\"k\" = \"1\";\n\"x\" = \"2\";\n\"k\" = \"3\";\n").applying([.remove(key: "k")])
    #expect(String(decoding: dup.serialized(), as: UTF8.self) == "\"x\" = \"2\";\n")
  }

  @Test("removing the last entries while adding new ones (sync --prune with new keys)")
  func removeLastAndInsert() throws {
    let source = "/* A */\n\"a\" = \"1\";\n\n\"stale\" = \"x\";\n"
    let edited = try StringsDocument(source).applying([
      .remove(key: "stale"), .insert(key: "b", value: "2", comment: "B"),
    ])
    #expect(
      String(decoding: edited.serialized(), as: UTF8.self) == "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n")
    let all = try StringsDocument("\"x\" = \"1\";\n\"y\" = \"2\";\n").applying([
      .remove(key: "x"), .remove(key: "y"), .insert(key: "z", value: "3", comment: nil),
    ])
    #expect(String(decoding: all.serialized(), as: UTF8.self) == "\"z\" = \"3\";\n")
  }

  @Test("edits keep UTF-16, the BOM and CRLF line endings")
  func editUTF16() throws {
    func utf16(_ s: String) -> [UInt8] { [0xFF, 0xFE] + s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    let document = StringsDocument(bytes: utf16("\"a\" = \"1\";\r\n"))
    let edited = try document.applying([
      .setValue(key: "a", value: "eins"), .insert(key: "b", value: "zwei", comment: "B"),
    ])
    #expect(edited.serialized() == utf16("\"a\" = \"eins\";\r\n\r\n/* B */\r\n\"b\" = \"zwei\";\r\n"))
  }

  @Test("a document with errors is not edited")
  func refusesBroken() {
    #expect(throws: StringsFileError.self) {
      try StringsDocument("\"a\" = \"1\"\n\"b\" = \"2\";").applying([.setValue(key: "a", value: "x")])
    }
  }

  @Test("a new document is written in the Xcode style")
  func make() {
    let document = StringsDocument.make(entries: [("Group", "Gruppe", "Title of the group"), ("Name", "Na\tme", nil)])
    #expect(
      String(decoding: document.serialized(), as: UTF8.self)
        == "/* Title of the group */\n\"Group\" = \"Gruppe\";\n\n\"Name\" = \"Na\\tme\";\n")
    let utf16 = StringsDocument.make(entries: [("a", "b", nil)], encoding: .utf16LittleEndian)
    #expect(Array(utf16.serialized().prefix(4)) == [0xFF, 0xFE, 0x22, 0x00])
  }

  @Test("escaping re-reads to the same string for 2,000 random strings")
  func escapingRoundTrip() {
    var rng = SplitMix(state: 42)
    let pool: [Unicode.Scalar] = [
      "a", "\"", "'", "\\", "\n", "\r", "\t", "\0", "\u{7F}", "\u{1B}", "/", "*", "é", "中", "😀", "\u{2028}", "\u{FEFF}",
      "%", "@", " ", "U", "0",
    ]
    for _ in 0..<2_000 {
      var s = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &rng) { s.append(pool.randomElement(using: &rng) ?? "a") }
      let value = String(s)
      let document = StringsDocument(
        bytes: Array("\(StringsEscaping.quoted(value)) = \(StringsEscaping.quoted(value));".utf8))
      let entry = document.entries.first
      #expect(
        document.loadsOnDevice && entry?.key.unicodeScalars.elementsEqual(value.unicodeScalars) == true
          && entry?.value.string?.unicodeScalars.elementsEqual(value.unicodeScalars) == true,
        "\(value.debugDescription)")
    }
  }
}

@Suite("Atomic writes")
struct AtomicFileTests {
  @Test("replaces the file, keeps its permissions, leaves no temporary file")
  func replace() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Root.strings")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    try AtomicFile.write(Array("new".utf8), to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Root.strings"])
  }

  @Test("prepared bytes are invisible until commit, and discard leaves nothing")
  func prepareCommit() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = dir.appendingPathComponent("a.strings")
    let b = dir.appendingPathComponent("b.strings")
    try Data("old a".utf8).write(to: a)
    let pendingA = try AtomicFile.prepare(Array("new a".utf8), for: a)
    let pendingB = try AtomicFile.prepare(Array("new b".utf8), for: b)
    // Linux writes into unnamed files: a process killed now leaves no trace in the folder.
    #if os(Linux)
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.strings"])
    #endif
    #expect(try String(contentsOf: a, encoding: .utf8) == "old a")
    try pendingA.commit()
    pendingB.discard()
    #expect(try String(contentsOf: a, encoding: .utf8) == "new a")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.strings"])
  }

  @Test("a write that cannot happen names the file and leaves the directory as it was")
  func failure() throws {
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID())/Root.strings")
    #expect(throws: StringsFileError.self) { try AtomicFile.write([1, 2, 3], to: missing) }
    do {
      try AtomicFile.write([1], to: missing)
    } catch {
      #expect("\(error)".contains(missing.path))
    }
  }
}
