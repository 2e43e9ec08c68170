import Foundation
import Testing

@testable import ByteCore
@testable import StringsFormat

@Suite("Limits")
struct LimitTests {
  @Test("a 1 GB file is refused before it is read")
  func hugeFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).strings")
    // A sparse file: 1 GB long, no disk blocks, so the test itself stays cheap.
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    // The size check runs on the file's metadata; its message gives the size it saw there.
    #expect {
      _ = try StringsDocument.read(contentsOf: url)
    } throws: { error in
      "\(error)"
        == "\(url.path): cannot read: the file is 1073741824 bytes, over the limit of \(StringsDocument.defaultMaxBytes)"
    }
  }

  @Test("a limit can be raised or lowered")
  func customLimit() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("small-\(UUID()).strings")
    try Data("\"a\" = \"b\";\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: StringsFileError.self) { try StringsDocument.read(contentsOf: url, maxBytes: 4) }
    #expect(try StringsDocument.read(contentsOf: url, maxBytes: 11).makeTable().count == 1)
  }

  @Test("nesting deeper than 512 is an error at its place, not a stack overflow")
  func nesting() throws {
    for depth in [512, 513, 100_000] {
      let source = "\"k\" = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + ";"
      let document = StringsDocument(source)
      if depth <= 512 {
        #expect(document.loadsOnDevice, "depth \(depth)")
      } else {
        let error = try #require(document.errors.first)
        #expect(error.id == "nesting-too-deep")
        #expect(error.location?.column == 7 + 512)
      }
    }
  }

  @Test("a FIFO is refused at once, without waiting for a writer")
  func fifo() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID()).strings")
    #expect(unsafe mkfifo(url.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect {
      _ = try FileBytes.read(url)
    } throws: { error in
      "\(error)" == "\(url.path): cannot read: not a regular file (a FIFO)"
    }
  }

  @Test("a stream whose size fstat does not know (a pipe, as standard input is) is read to its end, within the limit")
  func pipe() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID()).strings")
    #expect(unsafe mkfifo(url.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: url) }
    // 200,000 bytes: more than one 64 KiB chunk after the one-byte probe.
    let line = Array("\"k\" = \"v\";\n".utf8)
    let payload = Array((0..<(200_000 / line.count)).map { _ in line }.joined())
    func feed(_ bytes: [UInt8]) {
      Thread.detachNewThread {
        guard let handle = FileHandle(forWritingAtPath: url.path) else { return }
        handle.write(Data(bytes))
        try? handle.close()
      }
    }
    /// The pipe read as standard input is: from an open descriptor, its size unknown.
    func read(limit: Int) throws -> [UInt8] {
      let fd = unsafe open(url.path, O_RDONLY)
      defer { close(fd) }
      return try FileBytes.read(fd: fd, path: url.path, size: 0, limit: limit)
    }
    feed(payload)
    #expect(try read(limit: .max) == payload)
    // Under the pipe's 64 KiB buffer, so the writer never waits for a reader that gave up.
    feed(Array(payload.prefix(50_000)))
    #expect {
      _ = try read(limit: 10_000)
    } throws: { error in
      "\(error)" == "\(url.path): cannot read: the file is over the limit of 10000 bytes"
    }
  }

  @Test("a directory is not read as a file")
  func directory() {
    #expect(throws: StringsFileError.self) {
      try StringsDocument.read(contentsOf: FileManager.default.temporaryDirectory)
    }
  }
}

@Suite("Binary property lists")
struct BinaryPlistTests {
  static let withSet = Paths.fixtures.appendingPathComponent("bundles/hostile/binary-plist-with-set.plist")

  @Test("a binary plist holding a set (which crashes Foundation) is refused before Foundation reads it")
  func set() throws {
    // Found by Tests/Fuzz/run page-fuzz: Foundation's bridging faults on the NSSet.
    let bytes = try Paths.bytes(Self.withSet)
    #expect(BinaryPlistCheck.problem(in: bytes)?.contains("is a set") == true)
    let document = StringsDocument(bytes: bytes)
    #expect(document.errors.map(\.id) == ["invalid-plist"])
  }

  @Test("binary plists Foundation writes pass the check")
  func foundationOutput() throws {
    let page: [String: Any] = [
      "StringsTable": "Root",
      "PreferenceSpecifiers": [
        ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "k", "DefaultValue": true, "Max": 2.5]
      ],
    ]
    let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: page, format: .binary, options: 0))
    #expect(BinaryPlistCheck.problem(in: bytes) == nil)
    #expect(BinaryPlistCheck.problem(in: Array(bytes.prefix(20))) != nil)
  }
}

/// A file of many copies of one problem lists the first ones and sums up the rest, so that
/// neither memory nor the report grows by a diagnostic every few bytes.
@Suite("Limits: repeated diagnostics")
struct RepeatedDiagnosticTests {
  @Test("unpaired \\U escapes: the first 100 located, then one saying how many more and where")
  func loneSurrogates() throws {
    let source = "\"k\" = \"" + String(repeating: "\\UD800", count: 1_000) + "\";\n"
    let found = StringsDocument(source).lint().filter { $0.id == "unpaired-surrogate" }
    #expect(found.count == 101)
    #expect(found.first?.location == SourceLocation(line: 1, column: 8, offset: 7))
    #expect(found.allSatisfy { $0.severity == .warning })
    let last = try #require(found.last)
    #expect(last.location == SourceLocation(line: 1, column: 608, offset: 607))
    #expect(last.message == "900 more unpaired-surrogate diagnostics from here on are not listed (the first 100 are)")
  }

  @Test(
    "empty values and duplicate keys: the first 100 of each, then one more each",
    arguments: ["\"k\" = \"\";\n", "\"k\" = \"v\";\n"])
  func perEntry(_ line: String) {
    let found = StringsDocument(String(repeating: line, count: 500)).lint()
    let ids = Dictionary(grouping: found, by: \.id).mapValues(\.count)
    #expect(ids["duplicate-key"] == 101)
    #expect(ids["empty-value"] == (line.contains("\"\"") ? 101 : nil))
    #expect(
      found.last { $0.id == "duplicate-key" }?.message
        == "399 more duplicate-key diagnostics from here on are not listed (the first 100 are)")
    #expect(found.last { $0.id == "duplicate-key" }?.location?.line == 102)
  }

  @Test("errors are capped alike, and the file still has errors")
  func errors() {
    let document = StringsDocument(String(repeating: "\"k\" = \"v\" x\n", count: 300))
    #expect(!document.loadsOnDevice)
    let kinds = Dictionary(grouping: document.diagnostics, by: \.id)
    #expect(!kinds.isEmpty)
    for (id, listed) in kinds {
      #expect(listed.count == 101, "\(id)")
      #expect(
        listed.last?.message.hasSuffix("more \(id) diagnostics from here on are not listed (the first 100 are)") == true
      )
      #expect(listed.allSatisfy { $0.severity == .error })
    }
  }

  @Test("ids that alternate are tallied apart: each lists its first 100 and sums up the rest at the first left out")
  func alternatingIDs() {
    var tally = DiagnosticTally()
    var listed: [DiagnosticID: Int] = [:]
    for i in 0..<250 {
      let id: DiagnosticID =
        i.isMultiple(of: 2) ? "duplicate-key" : (i.isMultiple(of: 5) ? "stray-byte" : "empty-value")
      if tally.admits(id, .warning, at: i) { listed[id, default: 0] += 1 }
    }
    #expect(listed == ["duplicate-key": 100, "empty-value": 100, "stray-byte": 25])
    let summaries = tally.summaries()
    #expect(summaries.map(\.id) == ["duplicate-key"])
    #expect(summaries.map(\.offset) == [200])
    #expect(
      summaries.map(\.message) == ["25 more duplicate-key diagnostics from here on are not listed (the first 100 are)"])
  }
}
