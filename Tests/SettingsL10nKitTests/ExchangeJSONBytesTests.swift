import Foundation
import TestSupport
import Testing

@testable import BundleIO
@testable import ByteCore
@testable import SettingsL10nKit

/// The JSON summaries of export, import, sync and extract, of a repository's bundles, and the
/// write journal, byte for byte, for hostile text, optional fields set and left out and empty
/// collections. The goldens in `Fixtures/json/` were recorded from the JSONEncoder output these
/// first had: they pin its spacing, key order, escaping and empty containers.
@Suite struct ExchangeJSONBytesTests {
  static let folder = AuditFixtures.packageRoot.appendingPathComponent("Fixtures/json")
  static let text = HostileText.all

  static func change(_ path: String, before: String?, after: String) -> FileChange {
    FileChange(
      url: URL(fileURLWithPath: "/tmp/x/" + path), displayPath: path, before: before.map { Array($0.utf8) },
      after: Array(after.utf8))
  }

  static var findings: [Finding] {
    [
      Finding(
        id: "stale-key", severity: .warning, message: text, file: "de.lproj/" + text, line: 3, column: 1,
        page: text, language: text, table: text, key: text, specifierIndex: 2),
      Finding(id: "untranslated", severity: .note, message: ""),
      Finding(id: "missing-key", severity: .error, message: "a/b", key: ""),
    ]
  }

  static func result(dryRun: Bool, empty: Bool = false) -> ExchangeResult {
    guard !empty else { return ExchangeResult(changes: ChangeSet([]), summaries: [], findings: [], dryRun: dryRun) }
    let changes = ChangeSet([
      change("de.lproj/Root.strings", before: "\"a\" = \"old\";\n", after: "\"a\" = \"\(text)\";\n"),
      change(text + ".lproj/" + text + ".strings", before: nil, after: "\"\(text)\" = \"x/y\";\n"),
      change("fr.lproj/Root.strings", before: nil, after: ""),
    ])
    // One summary fewer than files: the last file's "summary" is left out.
    return ExchangeResult(
      changes: changes, summaries: ["de.lproj/Root.strings: 1 changed", text], findings: findings, dryRun: dryRun)
  }

  @Test("exchange JSON", arguments: [(false, false), (true, false), (false, true), (true, true)])
  func exchange(dryRun: Bool, empty: Bool) throws {
    let name = "exchange\(dryRun ? "-dry-run" : "")\(empty ? "-empty" : "-hostile").json"
    try Golden.checkBytes(
      try Self.result(dryRun: dryRun, empty: empty).json(), against: Self.folder.appendingPathComponent(name))
  }

  @Test("repository exchange JSON", arguments: [0, 1, 3])
  func repository(bundles: Int) throws {
    let all = [
      RepositoryExchange.BundleResult(bundle: Self.text + "/Settings.bundle", report: Self.result(dryRun: true)),
      RepositoryExchange.BundleResult(bundle: "App/Settings.bundle", report: Self.result(dryRun: false, empty: true)),
      RepositoryExchange.BundleResult(bundle: "", report: Self.result(dryRun: false)),
    ]
    try Golden.checkBytes(
      try RepositoryExchange.json(Array(all.prefix(bundles))),
      against: Self.folder.appendingPathComponent("repository-\(bundles).json"))
  }

  /// Every scalar of the JSON text that the one JSON rule writes as an escape (line feeds, the
  /// layout's own, aside).
  static func unescaped(_ json: String) -> [String] {
    json.unicodeScalars.filter { $0 != "\n" && PrintableText.isEscaped($0) }.map { "U+" + String($0.value, radix: 16) }
  }

  @Test("a repository's JSON escapes DEL, C1 controls, U+2028 and bidi controls as one bundle's does")
  func repositoryEscapesAsOneBundle() throws {
    let hostile = RepositoryExchange.BundleResult(bundle: Self.text, report: Self.result(dryRun: true))
    #expect(Self.unescaped(try hostile.report.json()) == [])
    #expect(Self.unescaped(try RepositoryExchange.json([hostile])) == [])
  }

  @Test("a journal with hostile names reads back as written")
  func journalReadsBack() throws {
    let (name, journal) = Self.journals[1]
    #expect(name == "journal-hostile")
    let (text, root) = try Self.journal(journal)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(Self.unescaped(text) == [])
    let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + WriteJournal.fileName))
    let read = try JSONDecoder().decode(WriteJournal.self, from: data)
    #expect(read.state == journal.state && read.version == journal.version)
    #expect(read.folder == FolderStamp(root))
    #expect(read.directories == journal.directories)
    #expect(read.files.map(\.target) == journal.files.map(\.target))
    #expect(read.files.map(\.temporary) == journal.files.map(\.temporary))
    #expect(read.files.map(\.original) == journal.files.map(\.original))
    #expect(read.files.map(\.staged) == journal.files.map(\.staged))
    #expect(read.files.map(\.kept) == journal.files.map(\.kept))
  }

  /// The journal as written into a folder, the folder's own device and inode (which change from
  /// run to run) replaced by names.
  static func journal(_ journal: WriteJournal) throws -> (text: String, root: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    var absolute = journal
    absolute.directories = journal.directories.map { root + "/" + $0 }
    absolute.files = journal.files.map { entry in
      var entry = entry
      entry.target = root + "/" + entry.target
      entry.temporary = root + "/" + entry.temporary
      entry.original = entry.original.map { root + "/" + $0 }
      return entry
    }
    try absolute.write(root: root)
    let folder = try #require(FolderStamp(root))
    let written = try String(contentsOfFile: root + "/" + WriteJournal.fileName, encoding: .utf8)
    return (
      written.replacingOccurrences(of: "\"device\": \(folder.device)", with: "\"device\": DEVICE")
        .replacingOccurrences(of: "\"inode\": \(folder.inode)", with: "\"inode\": INODE"), root
    )
  }

  static let journals: [(String, WriteJournal)] = [
    ("journal-empty", WriteJournal(state: .preparing, directories: [], files: [])),
    (
      "journal-hostile",
      WriteJournal(
        state: .undoing, directories: [text + ".lproj", "a/b"],
        files: [
          WriteJournal.Entry(
            target: text + ".lproj/Root.strings", temporary: text + ".lproj/.Root.strings.tmp", original: nil,
            staged: FileStamp(inode: 7, size: 0, hash: UInt64.max), kept: nil),
          WriteJournal.Entry(
            target: "de.lproj/Root.strings", temporary: "de.lproj/t1", original: "de.lproj/t2",
            staged: nil, kept: FileStamp(inode: 1 << 40, size: 12, hash: 0)),
        ])
    ),
  ]

  @Test("write journal", arguments: journals.indices)
  func journal(index: Int) throws {
    let (name, journal) = Self.journals[index]
    let (text, root) = try Self.journal(journal)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Golden.checkBytes(text, against: Self.folder.appendingPathComponent("\(name).json"))
  }
}
