import ByteCore
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// Lays out in a bundle what a write of this tool killed part-way leaves behind, built the way
/// the tool builds it: the old content kept as a hard link, the new content staged beside its
/// table, the journal naming the bundle folder and each file with its inode, size and hash.
struct InterruptedWriteFixture {
  /// One file of the write: its new content, and whether it was renamed over its table yet.
  struct File {
    var target: String
    var new: String
    var renamed: Bool
  }

  let bundle: HostileBundle
  var serial = 0

  static func stamp(_ path: String, _ bytes: [UInt8]) throws -> [String: UInt64] {
    var info = stat()
    guard unsafe lstat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
    return ["inode": UInt64(info.st_ino), "size": UInt64(bytes.count), "hash": ContentHash.of(bytes)]
  }

  /// A name of the shape the tool gives its temporary files of `target`.
  mutating func temporary(of target: String) -> String {
    serial += 1
    let folder = (target as NSString).deletingLastPathComponent
    let name =
      ".\((target as NSString).lastPathComponent).\(AtomicFile.temporaryToken)-99999-\(String(format: "%016x", serial))"
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// Makes the files and writes the journal (`state`: preparing, committing or undoing).
  mutating func make(state: String, files: [File], directories: [String] = []) throws -> [[String: Any]] {
    for directory in directories {
      try FileManager.default.createDirectory(
        at: bundle.url.appendingPathComponent(directory), withIntermediateDirectories: false)
    }
    var entries: [[String: Any]] = []
    for file in files {
      let target = bundle.url.appendingPathComponent(file.target).path
      var entry: [String: Any] = ["target": file.target]
      if FileManager.default.fileExists(atPath: target) {
        let original = temporary(of: file.target)
        #expect(unsafe link(target, bundle.url.appendingPathComponent(original).path) == 0)
        entry["original"] = original
        entry["kept"] = try Self.stamp(target, Array(try Data(contentsOf: URL(fileURLWithPath: target))))
      }
      let staged = temporary(of: file.target)
      let stagedPath = bundle.url.appendingPathComponent(staged).path
      try Data(file.new.utf8).write(to: URL(fileURLWithPath: stagedPath))
      entry["temporary"] = staged
      entry["staged"] = try Self.stamp(stagedPath, Array(file.new.utf8))
      if file.renamed { #expect(unsafe rename(stagedPath, target) == 0) }
      entries.append(entry)
    }
    try writeJournal(state: state, entries: entries, directories: directories)
    return entries
  }

  /// Writes a journal of this bundle folder with the given entries.
  func writeJournal(
    state: String, entries: [[String: Any]], directories: [String] = [], folder: [String: UInt64]? = nil
  ) throws {
    var info = stat()
    #expect(unsafe stat(bundle.url.resolvingSymlinksInPath().path, &info) == 0)
    let journal: [String: Any] = [
      "version": 1, "state": state, "directories": directories, "files": entries,
      "folder": folder ?? ["device": UInt64(info.st_dev), "inode": UInt64(info.st_ino)],
    ]
    try JSONSerialization.data(withJSONObject: journal).write(
      to: bundle.url.appendingPathComponent(".settings-l10n.journal"))
  }
}

@Suite(
  "Interrupted writes: reading commands change nothing, recovery trusts only its own files", .tags(.slow),
  SlowTests.onlyWhenAsked)
struct InterruptedWriteTests {
  static let new = [
    "de": "\"Sound\" = \"Neu\";\n\"Volume\" = \"Laut\";\n\"Dark mode\" = \"Dunkel\";\n\"Gone\" = \"x\";\n",
    "fr": "\"Sound\" = \"Nouveau\";\n\"Volume\" = \"Fort\";\n\"Dark mode\" = \"Sombre\";\n",
    "ja": "\"Sound\" = \"音\";\n",
  ]

  /// A bundle (de, fr) whose write of de, fr and a new ja folder was interrupted in `state`;
  /// `renamed` tables (of de, fr, ja) were already renamed. Returns the bundle and a pristine copy.
  static func interrupted(state: String, renamed: Set<String>) throws -> (HostileBundle, HostileBundle) {
    let pristine = try HostileBundle(languages: ["de", "fr"])
    let bundle = try HostileBundle(languages: ["de", "fr"])
    var fixture = InterruptedWriteFixture(bundle: bundle)
    _ = try fixture.make(
      state: state,
      files: ["de", "fr", "ja"].map {
        .init(target: "\($0).lproj/Root.strings", new: new[$0]!, renamed: renamed.contains($0))
      },
      directories: ["ja.lproj"])
    return (bundle, pristine)
  }

  static let states: [(String, Set<String>)] = [
    ("preparing", []), ("committing", ["de", "ja"]), ("committing", ["de", "fr", "ja"]), ("undoing", ["fr"]),
    ("undoing", ["de", "ja"]),
  ]

  @Test(
    "reading commands report the interrupted write, change no file and read the bundle as before it", arguments: states)
  func readersChangeNothing(state: String, renamed: Set<String>) throws {
    let (bundle, pristine) = try Self.interrupted(state: state, renamed: renamed)
    defer {
      bundle.remove()
      pristine.remove()
    }
    let before = try bundle.snapshot()
    let commands: [[String]] = [
      ["check", "{}"], ["check", "{}", "--format", "json"], ["inspect", "{}"], ["report", "{}", "--output", "-"],
      ["render", "{}", "--language", "de", "--format", "json"],
      ["resolve", "{}", "--language", "ja", "--table", "Root"],
      ["strings", "lint", "{}/de.lproj/Root.strings", "{}/fr.lproj/Root.strings"],
      ["strings", "dump", "{}/de.lproj/Root.strings"],
      ["strings", "format", "--check", "{}/de.lproj/Root.strings"],
    ]
    for command in commands {
      let run = try Self.runAlike(command, on: bundle, as: pristine)
      #expect(run.stderr.contains("[interrupted-write]"), "\(command): \(run.stderr)")
      let next = state == "committing" ? "finishes it" : "undoes it"
      #expect(
        run.stderr.contains(
          "a write of 3 files (de.lproj/Root.strings, fr.lproj/Root.strings, ja.lproj/Root.strings) was interrupted"),
        "\(run.stderr)")
      #expect(run.stderr.contains("the next command that writes this bundle \(next)"), "\(run.stderr)")
      #expect(try bundle.snapshot() == before, "\(command) changed a file")
    }
  }

  /// Runs `command` (`{}` for the bundle) on `bundle` and on `reference`, expecting the same
  /// status and standard output; returns the run on `bundle`.
  static func runAlike(_ command: [String], on bundle: HostileBundle, as reference: HostileBundle) throws -> CLI.Result
  {
    let run = try CLI.run(command.map { $0.replacingOccurrences(of: "{}", with: bundle.url.path) })
    let expected = try CLI.run(command.map { $0.replacingOccurrences(of: "{}", with: reference.url.path) })
    #expect(run.status == expected.status, "\(command): \(run.stderr)")
    #expect(
      run.stdout.replacingOccurrences(of: bundle.root.path, with: "")
        == expected.stdout.replacingOccurrences(of: reference.root.path, with: ""),
      "\(command)")
    return run
  }

  @Test("a write killed while removing the old contents is read as after it, never half old and half new")
  func cleanupReadAsAfter() throws {
    let bundle = try HostileBundle(languages: ["de", "fr"])
    let finished = try HostileBundle(languages: ["de", "fr"])
    defer {
      bundle.remove()
      finished.remove()
    }
    var fixture = InterruptedWriteFixture(bundle: bundle)
    let entries = try fixture.make(
      state: "committing",
      files: ["de", "fr", "ja"].map { .init(target: "\($0).lproj/Root.strings", new: Self.new[$0]!, renamed: true) },
      directories: ["ja.lproj"])
    // de's old content was removed already; fr's is still there.
    let kept = try #require(entries.first?["original"] as? String)
    try FileManager.default.removeItem(at: bundle.url.appendingPathComponent(kept))
    for (language, text) in Self.new { try finished.write("\(language).lproj/Root.strings", text) }
    let before = try bundle.snapshot()
    for command in [
      ["check", "{}", "--format", "json"], ["strings", "dump", "{}/fr.lproj/Root.strings"],
      ["resolve", "{}", "--language", "ja"],
    ] {
      let run = try Self.runAlike(command, on: bundle, as: finished)
      #expect(
        run.stderr.contains("was interrupted after every file had its new content; the bundle is read with it"),
        "\(run.stderr)")
      #expect(try bundle.snapshot() == before)
    }
  }

  @Test(
    "the next writing command settles the interrupted write: finished when committing, undone otherwise",
    arguments: states)
  func writerSettles(state: String, renamed: Set<String>) throws {
    let (bundle, pristine) = try Self.interrupted(state: state, renamed: renamed)
    defer {
      bundle.remove()
      pristine.remove()
    }
    let sync = try CLI.run(["sync", bundle.url.path])
    #expect(sync.status == 0, "\(sync.stderr)")
    var expected = try pristine.snapshot()
    if state == "committing" {
      #expect(sync.stderr.contains("finished an interrupted write of 3 files"), "\(sync.stderr)")
      for (language, text) in Self.new { expected["Settings.bundle/\(language).lproj/Root.strings"] = text }
      expected["Settings.bundle/ja.lproj"] = "<dir>"
    } else {
      #expect(sync.stderr.contains("undid an interrupted write of 3 files"), "\(sync.stderr)")
    }
    #expect(try bundle.snapshot() == expected)
  }
}

/// Journals this tool did not write, or whose files are not the ones it recorded: `check` and
/// a writing command (`sync`) report `invalid-journal`, exit 2 and leave every file alone.
@Suite("Interrupted writes: hostile journals", .tags(.slow), SlowTests.onlyWhenAsked)
struct HostileJournalTests {
  enum Hostile: String, CaseIterable, CustomTestStringConvertible {
    /// Committed to a repository: written for another folder.
    case plantedFromRepository
    /// `undoing`, a table with no `original`: obeyed, it would delete Root.plist.
    case undoingWithoutOriginal
    /// The staged name is a symbolic link to a file outside: obeyed, it would be renamed over a table.
    case stagedIsLink
    /// The staged file is a regular file but not the size and hash recorded.
    case stagedDoesNotMatch
    /// A path with `..` names a file outside the bundle.
    case pathWithDotDot
    /// The journal is a symbolic link to a journal-shaped file.
    case journalIsLink
    /// The journal is a FIFO: reading it must not block.
    case journalIsFIFO
    /// A true journal, but the table's folder was moved out of the bundle and a link put in its place.
    case folderMovedOutAndLinked

    var testDescription: String { rawValue }
  }

  static func plant(_ hostile: Hostile, in bundle: HostileBundle) throws {
    var fixture = InterruptedWriteFixture(bundle: bundle)
    let outside = bundle.root.appendingPathComponent("evil.strings")
    try Data("\"Sound\" = \"pwned\";\n".utf8).write(to: outside)
    let evil = try InterruptedWriteFixture.stamp(outside.path, Array("\"Sound\" = \"pwned\";\n".utf8))
    switch hostile {
    case .plantedFromRepository:
      let staged = fixture.temporary(of: "de.lproj/Root.strings")
      try bundle.write(staged, "\"Sound\" = \"pwned\";\n")
      let stamp = try InterruptedWriteFixture.stamp(
        bundle.url.appendingPathComponent(staged).path, Array("\"Sound\" = \"pwned\";\n".utf8))
      try fixture.writeJournal(
        state: "committing", entries: [["target": "de.lproj/Root.strings", "temporary": staged, "staged": stamp]],
        folder: ["device": 1, "inode": 1])
    case .undoingWithoutOriginal:
      try fixture.writeJournal(
        state: "undoing",
        entries: [["target": "Root.plist", "temporary": fixture.temporary(of: "Root.plist"), "staged": evil]])
    case .stagedIsLink:
      let staged = fixture.temporary(of: "de.lproj/Root.strings")
      try FileManager.default.createSymbolicLink(
        atPath: bundle.url.appendingPathComponent(staged).path, withDestinationPath: outside.path)
      try fixture.writeJournal(
        state: "committing", entries: [["target": "de.lproj/Root.strings", "temporary": staged, "staged": evil]])
    case .stagedDoesNotMatch:
      let staged = fixture.temporary(of: "de.lproj/Root.strings")
      try bundle.write(staged, "\"Sound\" = \"pwned\";\n")
      var stamp = try InterruptedWriteFixture.stamp(
        bundle.url.appendingPathComponent(staged).path, Array("\"Sound\" = \"pwned\";\n".utf8))
      stamp["hash"] = (stamp["hash"] ?? 0) ^ 1
      try fixture.writeJournal(
        state: "committing", entries: [["target": "de.lproj/Root.strings", "temporary": staged, "staged": stamp]])
    case .pathWithDotDot:
      try fixture.writeJournal(
        state: "undoing",
        entries: [
          [
            "target": "../evil.strings",
            "temporary": "../.evil.strings.\(AtomicFile.temporaryToken)-1-0000000000000000", "staged": evil,
          ]
        ])
    case .journalIsLink:
      let elsewhere = bundle.root.appendingPathComponent("journal.json")
      try fixture.writeJournal(
        state: "undoing",
        entries: [["target": "Root.plist", "temporary": fixture.temporary(of: "Root.plist"), "staged": evil]])
      try FileManager.default.moveItem(at: bundle.url.appendingPathComponent(".settings-l10n.journal"), to: elsewhere)
      try FileManager.default.createSymbolicLink(
        atPath: bundle.url.appendingPathComponent(".settings-l10n.journal").path, withDestinationPath: elsewhere.path)
    case .journalIsFIFO:
      #expect(unsafe mkfifo(bundle.url.appendingPathComponent(".settings-l10n.journal").path, 0o644) == 0)
    case .folderMovedOutAndLinked:
      _ = try fixture.make(
        state: "committing",
        files: [.init(target: "de.lproj/Root.strings", new: "\"Sound\" = \"pwned\";\n", renamed: false)])
      let moved = bundle.root.appendingPathComponent("de.lproj")
      try FileManager.default.moveItem(at: bundle.url.appendingPathComponent("de.lproj"), to: moved)
      try FileManager.default.createSymbolicLink(
        atPath: bundle.url.appendingPathComponent("de.lproj").path, withDestinationPath: moved.path)
    }
  }

  static let commands: [[String]] = [["check"], ["sync", "--fill-with-source"]]

  @Test("a hostile journal is reported and left alone; no file changes", arguments: Hostile.allCases, commands)
  func refused(hostile: Hostile, command: [String]) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try Self.plant(hostile, in: bundle)
    let before = try bundle.snapshot()
    let run = try CLI.run([command[0], bundle.url.path] + command.dropFirst(), timeout: 60)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("[invalid-journal]"), "\(run.stderr)")
    // One located line, as every command prints a finding: no `error:` in front of its place.
    #expect(run.stderr.hasPrefix(bundle.url.path + "/.settings-l10n.journal: error: "), "\(run.stderr)")
    #expect(try bundle.snapshot() == before)
  }
}
