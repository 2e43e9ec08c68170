import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// A small bundle written from scratch in a fresh folder (`root/Settings.bundle`), so that each
/// test can make it hostile its own way; `root` also holds whatever lies "outside".
struct HostileBundle {
  let root: URL
  let url: URL

  /// `Root.plist` with `table` as its StringsTable and three toggles; `en` and each language get a table.
  init(table: String = "Root", languages: [String] = ["de"]) throws {
    root = try CLI.temporaryDirectory()
    url = root.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Self.page(table: table).write(to: url.appendingPathComponent("Root.plist"), atomically: false, encoding: .utf8)
    try write("en.lproj/Root.strings", Self.strings(["Sound": "Sound", "Volume": "Volume", "Dark mode": "Dark mode"]))
    for language in languages {
      try write(
        "\(language).lproj/Root.strings",
        Self.strings(["Sound": "Ton (\(language))", "Volume": "Lautstärke (\(language))"]))
    }
  }

  static func page(table: String) -> String {
    var specifiers = ""
    for (index, title) in ["Sound", "Volume", "Dark mode"].enumerated() {
      specifiers += """
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSToggleSwitchSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>\(title)</string>
        \t\t\t<key>Key</key>
        \t\t\t<string>k\(index)</string>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<true/>
        \t\t</dict>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>PreferenceSpecifiers</key>
      \t<array>
      \(specifiers)\t</array>
      \t<key>StringsTable</key>
      \t<string>\(table)</string>
      </dict>
      </plist>

      """
  }

  static func strings(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
  }

  func write(_ relative: String, _ text: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func text(_ relative: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
  }

  /// Every file and link below `root` (the bundle and what lies beside it), with its bytes or link text.
  func snapshot() throws -> [String: String] {
    var files: [String: String] = [:]
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: root.path) else { return files }
    for case let path as String in walker {
      let full = root.appendingPathComponent(path).path
      let attributes = try manager.attributesOfItem(atPath: full)
      switch attributes[.type] as? FileAttributeType {
      case .typeSymbolicLink?: files[path] = "-> " + (try manager.destinationOfSymbolicLink(atPath: full))
      case .typeRegular?:
        files[path] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: full)), as: UTF8.self)
      default: files[path] = "<dir>"
      }
    }
    return files
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Each writing command turned against a hostile bundle: writes stay inside the bundle, in the
/// folder the language rule names, one writer at a time, all or nothing, faithful to the file.
@Suite("Hostile bundles: the writing side", .serialized, .tags(.slow), SlowTests.onlyWhenAsked)
struct HostileWriteTests {
  @Test(
    "1. a StringsTable that is not one file name is located by check and inspect, and every writer refuses it (exit 2)")
  func tableNameLeavingTheBundle() throws {
    for table in ["../../outside/pwn", "/tmp/settings-l10n-pwn", "a/../../b"] {
      let bundle = try HostileBundle(table: table)
      defer { bundle.remove() }
      let check = try CLI.run(["check", bundle.url.path, "--format", "xcode"])
      #expect(check.status == 1)
      #expect(check.stdout.contains("Root.plist:38:2: error: StringsTable"), "\(check.stdout)")
      #expect(check.stdout.contains("[invalid-table-name]"))
      let inspect = try CLI.run(["inspect", bundle.url.path])
      #expect(inspect.stdout.contains("Root.plist:38:2: error: StringsTable"), "\(inspect.stdout)")
      let xliff = bundle.root.appendingPathComponent("de.xliff")
      try Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext">
            <body><trans-unit id="Sound"><source>Sound</source><target>Klang</target></trans-unit></body>
          </file>
        </xliff>

        """.utf8
      ).write(to: xliff)
      let before = try bundle.snapshot()
      for arguments in [
        ["extract"], ["sync", "--fill-with-source"], ["extract", "--dry-run"], ["import", xliff.path],
      ] {
        let run = try CLI.run([arguments[0], bundle.url.path] + arguments.dropFirst())
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("[invalid-table-name]"))
        #expect(try bundle.snapshot() == before, "\(arguments) wrote something")
      }
      #expect(!FileManager.default.fileExists(atPath: "/tmp/settings-l10n-pwn.strings"))
    }
  }

  @Test("1. a NUL in a binary page's StringsTable is refused, not written as x%00.strings")
  func nulInBinaryTableName() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let page: [String: Any] = [
      "StringsTable": "x\u{0}",
      "PreferenceSpecifiers": [
        ["Type": "PSToggleSwitchSpecifier", "Title": "Sound", "Key": "k", "DefaultValue": true]
      ],
    ]
    try PropertyListSerialization.data(fromPropertyList: page, format: .binary, options: 0)
      .write(to: bundle.url.appendingPathComponent("Root.plist"))
    let before = try bundle.snapshot()
    let extract = try CLI.run(["extract", bundle.url.path])
    #expect(extract.status == 2)
    #expect(extract.stderr.contains("contains a NUL character"))
    #expect(try bundle.snapshot() == before)
  }

  @Test("2. a .lproj that is a symbolic link out of the bundle is never written: sync and import exit 2")
  func symlinkedFolderLeavingTheBundle() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let export = try CLI.run(["export", bundle.url.path, "--language", "de"])
    let xliff = bundle.root.appendingPathComponent("de.xliff")
    try Data(export.stdout.replacingOccurrences(of: "Ton (de)", with: "Klang").utf8).write(to: xliff)
    let outside = bundle.root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: bundle.url.appendingPathComponent("de.lproj"))
    try FileManager.default.createSymbolicLink(
      atPath: bundle.url.appendingPathComponent("de.lproj").path, withDestinationPath: outside.path)
    // Once with the folder outside empty (a table would be created there), once with a table in it.
    for existing in [false, true] {
      if existing {
        try Data("\"Sound\" = \"draußen\";\n".utf8).write(to: outside.appendingPathComponent("Root.strings"))
      }
      let before = try bundle.snapshot()
      for arguments in [["sync", bundle.url.path, "--fill-with-source"], ["import", bundle.url.path, xliff.path]] {
        let run = try CLI.run(arguments)
        #expect(run.status == 2, "\(arguments[0]): \(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("[path-outside-bundle]"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was written"))
        #expect(try bundle.snapshot() == before)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == (existing ? ["Root.strings"] : []))
    }
  }

  @Test("2, 9. a table that is a symbolic link inside the bundle is written through: the link stays")
  func symlinkInsideIsWrittenThrough() throws {
    let bundle = try HostileBundle(languages: ["de", "de_DE"])
    defer { bundle.remove() }
    let linked = bundle.url.appendingPathComponent("de_DE.lproj/Root.strings")
    try FileManager.default.removeItem(at: linked)
    try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: "../de.lproj/Root.strings")
    let run = try CLI.run(["sync", bundle.url.path, "--language", "de_DE", "--fill-with-source"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path) == "../de.lproj/Root.strings")
    #expect(try bundle.text("de.lproj/Root.strings").contains("\"Dark mode\" = \"Dark mode\";"))
  }

  @Test(
    "3. two folders for one locale: export and import meet in the exported folder; a bare tag is refused naming both")
  func twoFoldersOneLocale() throws {
    let bundle = try HostileBundle(languages: ["es-MX", "es_MX"])
    defer { bundle.remove() }
    let export = try CLI.run(["export", bundle.url.path, "--language", "es_MX"])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.contains("target-language=\"es-MX\""))
    #expect(export.stdout.contains("      <note from=\"settings-l10n:lproj\">es_MX</note>\n"))
    let xliff = bundle.root.appendingPathComponent("es.xliff")
    try Data(export.stdout.replacingOccurrences(of: "Ton (es_MX)", with: "Sonido").utf8).write(to: xliff)
    let hyphen = try bundle.text("es-MX.lproj/Root.strings")
    let run = try CLI.run(["import", bundle.url.path, xliff.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("es_MX.lproj/Root.strings: 1 updated"))
    #expect(try bundle.text("es_MX.lproj/Root.strings").contains("\"Sound\" = \"Sonido\";"))
    #expect(try bundle.text("es-MX.lproj/Root.strings") == hyphen)

    // Without the folder name (a tool dropped it), the tag names two folders: refused, exit 2.
    let bare = export.stdout.replacingOccurrences(
      of: "      <note from=\"settings-l10n:lproj\">es_MX</note>\n", with: "")
    try Data(bare.replacingOccurrences(of: "Ton (es_MX)", with: "Otro").utf8).write(to: xliff)
    let before = try bundle.snapshot()
    let refused = try CLI.run(["import", bundle.url.path, xliff.path])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("es-MX.lproj and es_MX.lproj"), "\(refused.stderr)")
    #expect(refused.stderr.contains("(--lproj es-MX)"), "\(refused.stderr)")
    #expect(try bundle.snapshot() == before)
    let sync = try CLI.run(["sync", bundle.url.path, "--language", "es-mx", "--fill-with-source"])
    #expect(sync.status == 2)
    #expect(sync.stderr.contains("es-MX.lproj and es_MX.lproj"))
    #expect(try bundle.snapshot() == before)
  }

  @Test("4. what export finds no folder for, import writes nowhere without --create (no closest match)")
  func exportAndImportMeetInOneFolder() throws {
    for (folder, language) in [("zh_CN", "zh-Hans"), ("pt-BR", "pt")] {
      let bundle = try HostileBundle(languages: [folder])
      defer { bundle.remove() }
      let export = try CLI.run(["export", bundle.url.path, "--language", language])
      #expect(export.status == 0)
      #expect(!export.stdout.contains("<target"), "\(language) was exported with the targets of \(folder)")
      let xliff = bundle.root.appendingPathComponent("x.xliff")
      try Data(
        export.stdout.replacingOccurrences(
          of: "<source>Sound</source>", with: "<source>Sound</source>\n        <target>Neu</target>"
        ).utf8
      )
      .write(to: xliff)
      let before = try bundle.snapshot()
      for arguments in [["--dry-run"], []] {
        let run = try CLI.run(["import", bundle.url.path, xliff.path] + arguments)
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stderr.contains("--create makes"), "\(run.stderr)")
        #expect(try bundle.snapshot() == before)
      }
      let created = try CLI.run(["import", bundle.url.path, xliff.path, "--create"])
      #expect(created.status == 0, "\(created.stderr)")
      #expect(try bundle.text("\(language).lproj/Root.strings").contains("\"Sound\" = \"Neu\";"))
      #expect(try bundle.text("\(folder).lproj/Root.strings") == before["Settings.bundle/\(folder).lproj/Root.strings"])
    }
  }

  @Test("5. a second writer waits and says so; --no-wait exits 2 while the bundle is locked")
  func secondWriterWaits() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let lockPath = bundle.url.appendingPathComponent(BundleLock.fileName).path
    let lock = try BundleLock.acquire(bundle.url, waiting: .fail)
    let before = try bundle.snapshot()
    let refused = try CLI.run(["sync", bundle.url.path, "--fill-with-source", "--no-wait"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("is writing this bundle; not waiting (--no-wait)"), "\(refused.stderr)")
    #expect(try bundle.snapshot() == before)

    // Without --no-wait the writer blocks until the lock is released, saying why on stderr.
    let process = try ChildProcess(
      CLI.binary.path, ["sync", bundle.url.path, "--fill-with-source"], standardOutput: .null)
    let err = try #require(process.errorOutput)
    // Read stderr until the writer says it waits (or exits): no fixed sleep that a loaded
    // machine can outrun.
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("waiting for it to finish") {
      let chunk = ChildProcess.readSome(err)
      if chunk.isEmpty { break }
      said.append(chunk)
    }
    #expect(process.isRunning, "the second writer did not wait")
    #expect(try bundle.text("de.lproj/Root.strings") == before["Settings.bundle/de.lproj/Root.strings"])
    lock.release()
    said.append(process.readToEnd().errorOutput)
    let stderr = String(decoding: said, as: UTF8.self)
    #expect(process.waitForExit() == 0)
    #expect(stderr.contains("is writing this bundle; waiting for it to finish"), "\(stderr)")
    #expect(try bundle.text("de.lproj/Root.strings").contains("\"Dark mode\" = \"Dark mode\";"))
    // The lock file lives only while a command holds it.
    #expect(!FileManager.default.fileExists(atPath: lockPath))
  }

  @Test("5. strings format of a bundle's tables takes the bundle's lock too")
  func formatTakesTheLock() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try bundle.write("de.lproj/Root.strings", "'Sound'='Ton';")
    let lock = try BundleLock.acquire(bundle.url, waiting: .fail)
    let refused = try CLI.run([
      "strings", "format", "--no-wait", bundle.url.appendingPathComponent("de.lproj/Root.strings").path,
    ])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("not waiting (--no-wait)"), "\(refused.stderr)")
    #expect(try bundle.text("de.lproj/Root.strings") == "'Sound'='Ton';")
    lock.release()
    let formatted = try CLI.run(["strings", "format", bundle.url.appendingPathComponent("de.lproj/Root.strings").path])
    #expect(formatted.status == 0, "\(formatted.stderr)")
    #expect(try bundle.text("de.lproj/Root.strings") == "\"Sound\" = \"Ton\";\n")
  }

  @Test("6. a write that failed part-way and was being undone is undone from the hard links to the old contents")
  func interruptedUndoIsUndone() throws {
    let bundle = try HostileBundle(languages: ["de", "fr"])
    defer { bundle.remove() }
    let before = try bundle.snapshot()
    // de was replaced already; its old content survives as the journaled hard link. fr was not.
    var fixture = InterruptedWriteFixture(bundle: bundle)
    _ = try fixture.make(
      state: "undoing",
      files: [
        .init(target: "de.lproj/Root.strings", new: "\"Sound\" = \"Neu\";\n", renamed: true),
        .init(target: "fr.lproj/Root.strings", new: "\"Sound\" = \"Nouveau\";\n", renamed: false),
      ])
    let interrupted = try bundle.snapshot()
    // A command that only reads says so and changes nothing; the next writing command undoes it.
    let resolve = try CLI.run(["resolve", bundle.url.path, "--language", "de"])
    #expect(resolve.status == 0, "\(resolve.stderr)")
    #expect(resolve.stderr.contains("[interrupted-write]"), "\(resolve.stderr)")
    #expect(try bundle.snapshot() == interrupted)
    // A dry run only reads (it warns `interrupted-write`); the next writing command recovers.
    let sync = try CLI.run(["sync", bundle.url.path])
    #expect(sync.stderr.contains("undid an interrupted write of 2 files"), "\(sync.stderr)")
    #expect(try bundle.snapshot() == before)
  }

  @Test(
    "5. a file changed by someone else after it was read is not overwritten (exit 2, nothing written)",
    arguments: [false, true])
  func changedSinceRead(oneByteOnly: Bool) throws {
    let bundle = try HostileBundle(languages: ["de", "fr"])
    defer { bundle.remove() }
    let de = bundle.url.appendingPathComponent("de.lproj/Root.strings")
    let fr = bundle.url.appendingPathComponent("fr.lproj/Root.strings")
    let oldDE = [UInt8](try Data(contentsOf: de))
    let oldFR = [UInt8](try Data(contentsOf: fr))
    let changes = ChangeSet([
      FileChange(url: de, displayPath: "de.lproj/Root.strings", before: oldDE, after: Array("\"a\" = \"1\";\n".utf8)),
      FileChange(url: fr, displayPath: "fr.lproj/Root.strings", before: oldFR, after: Array("\"a\" = \"2\";\n".utf8)),
    ])
    // Another program writes fr between the read and the write: new text, or the same length
    // of it with one byte in the middle changed.
    var theirs = Array("\"theirs\" = \"kept\";\n".utf8)
    if oneByteOnly {
      theirs = oldFR
      theirs[theirs.count / 2] ^= 0x01
    }
    try Data(theirs).write(to: fr)
    let before = try bundle.snapshot()
    do {
      try BundleAccess.withWriteLock(bundle.url, waiting: .fail) { session throws(ExchangeError) in
        try changes.apply(to: session)
      }
      Issue.record("the changed file was overwritten")
    } catch {
      guard case .unsafe(let findings) = error else { throw error }
      #expect(findings.map(\.id) == ["changed-on-disk"])
      #expect(findings.first?.file == "fr.lproj/Root.strings")
    }
    #expect(try bundle.snapshot() == before)
  }

  @Test("6. the next writing command finishes a write killed after its commit point and says so")
  func interruptedWriteIsFinished() throws {
    let bundle = try HostileBundle(languages: ["de", "fr"])
    defer { bundle.remove() }
    // A write of two tables killed after the first rename: de is new, fr's new content is staged.
    var fixture = InterruptedWriteFixture(bundle: bundle)
    _ = try fixture.make(
      state: "committing",
      files: [
        .init(target: "de.lproj/Root.strings", new: "\"Sound\" = \"Neu\";\n", renamed: true),
        .init(target: "fr.lproj/Root.strings", new: "\"Sound\" = \"Nouveau\";\n", renamed: false),
      ])
    // A dry run only reads (it warns `interrupted-write`); the next writing command recovers.
    let sync = try CLI.run(["sync", bundle.url.path])
    #expect(
      sync.stderr.contains("finished an interrupted write of 2 files (de.lproj/Root.strings, fr.lproj/Root.strings)"),
      "\(sync.stderr)")
    #expect(try bundle.text("fr.lproj/Root.strings") == "\"Sound\" = \"Nouveau\";\n")
    let left = try bundle.snapshot().keys.filter {
      $0.contains(".settings-l10n") || $0.contains(AtomicFile.temporaryToken)
    }
    #expect(left.isEmpty, "\(left)")
  }

  @Test(
    "6. the next writing command undoes a write killed before its commit point; a journal pointing outside is refused")
  func interruptedWriteIsUndone() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let before = try bundle.snapshot()
    var fixture = InterruptedWriteFixture(bundle: bundle)
    _ = try fixture.make(
      state: "preparing",
      files: [
        .init(target: "de.lproj/Root.strings", new: "half", renamed: false),
        .init(target: "ja.lproj/Root.strings", new: "\"Sound\" = \"x\";\n", renamed: false),
      ],
      directories: ["ja.lproj"])
    // A dry run only reads (it warns `interrupted-write`); the next writing command recovers.
    let sync = try CLI.run(["sync", bundle.url.path])
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(sync.stderr.contains("undid an interrupted write of 2 files"), "\(sync.stderr)")
    #expect(try bundle.snapshot() == before)

    // A journal this tool could not have written names a file outside: refused, nothing touched.
    let victim = bundle.root.appendingPathComponent("victim.txt")
    try Data("mine".utf8).write(to: victim)
    try bundle.write(
      ".settings-l10n.journal",
      "{\"version\": 1, \"state\": \"undoing\", \"directories\": [], \"files\": [{\"target\": \"../victim.txt\", \"temporary\": \"../.victim.txt.\(AtomicFile.temporaryToken)-1-0000000000000000\"}]}"
    )
    let check = try CLI.run(["check", bundle.url.path])
    #expect(check.status == 2)
    #expect(check.stderr.contains("[invalid-journal]"), "\(check.stderr)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "mine")

    // The same through a folder inside the bundle that links out of it.
    try FileManager.default.createSymbolicLink(
      atPath: bundle.url.appendingPathComponent("away.lproj").path, withDestinationPath: bundle.root.path)
    try bundle.write(
      ".settings-l10n.journal",
      "{\"version\": 1, \"state\": \"undoing\", \"directories\": [], \"files\": [{\"target\": \"away.lproj/victim.txt\", \"temporary\": \"away.lproj/.victim.txt.\(AtomicFile.temporaryToken)-1-0000000000000000\"}]}"
    )
    let throughLink = try CLI.run(["sync", bundle.url.path, "--fill-with-source"])
    #expect(throughLink.status == 2)
    #expect(throughLink.stderr.contains("[invalid-journal]"), "\(throughLink.stderr)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "mine")

    // A journal planted as a symbolic link is neither followed when read nor written through.
    try FileManager.default.removeItem(at: bundle.url.appendingPathComponent(".settings-l10n.journal"))
    try FileManager.default.removeItem(at: bundle.url.appendingPathComponent("away.lproj"))
    try FileManager.default.createSymbolicLink(
      atPath: bundle.url.appendingPathComponent(".settings-l10n.journal").path, withDestinationPath: victim.path)
    let extract = try CLI.run(["extract", bundle.url.path])
    #expect(extract.status == 2)
    #expect(try String(contentsOf: victim, encoding: .utf8) == "mine")
  }

  @Test(
    "7. a rewrite keeps the file's owner, group and mode",
    .enabled(if: getuid() == 0, "changing a file's owner needs root"))
  func ownerAndGroupKept() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let table = bundle.url.appendingPathComponent("de.lproj/Root.strings").path
    #expect(unsafe chown(table, 65534, 65534) == 0)
    #expect(unsafe chmod(table, 0o640) == 0)
    let run = try CLI.run(["sync", bundle.url.path, "--fill-with-source"])
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(unsafe stat(table, &info) == 0)
    #expect(info.st_uid == 65534 && info.st_gid == 65534)
    #expect(info.st_mode & 0o7777 == 0o640)
    #expect(try bundle.text("de.lproj/Root.strings").contains("Dark mode"))
  }

  @Test("8. cleanup removes only this tool's own temporary files, never a user's look-alike")
  func cleanupSparesOtherFiles() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    // A pid that is surely gone: a child that has exited.
    let child = try ChildProcess("/bin/true", [])
    child.waitForExit()
    let dead = child.pid
    let lookalikes = [
      "en.lproj/.Root.strings.tmp-\(dead)-notes", "en.lproj/.Root.strings.tmp-\(dead)-ABC123",
      "en.lproj/.Root.strings.\(AtomicFile.temporaryToken)-\(dead)-mine",
    ]
    for name in lookalikes { try bundle.write(name, "a user's own file") }
    let ours = "en.lproj/.Root.strings.\(AtomicFile.temporaryToken)-\(dead)-0123456789abcdef"
    try bundle.write(ours, "left by a killed run")
    let extract = try CLI.run(["extract", bundle.url.path])
    #expect(extract.status == 0, "\(extract.stderr)")
    let format = try CLI.run(["strings", "format", bundle.url.appendingPathComponent("en.lproj/Root.strings").path])
    #expect(format.status == 0, "\(format.stderr)")
    for name in lookalikes { #expect(try bundle.text(name) == "a user's own file", "\(name)") }
    #expect(!FileManager.default.fileExists(atPath: bundle.url.appendingPathComponent(ours).path))
  }

  @Test("9. strings format and check --write-baseline write through a symbolic link, which stays a link")
  func formatAndBaselineThroughSymlink() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let real = bundle.root.appendingPathComponent("shared/Root.strings")
    try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("'a'='b' ;".utf8).write(to: real)
    let link = bundle.root.appendingPathComponent("Root.strings")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "shared/Root.strings")
    let format = try CLI.run(["strings", "format", link.path])
    #expect(format.status == 0, "\(format.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "shared/Root.strings")
    #expect(try String(contentsOf: real, encoding: .utf8) == "\"a\" = \"b\";\n")

    let baselineTarget = bundle.root.appendingPathComponent("shared/baseline.json")
    try Data("{}".utf8).write(to: baselineTarget)
    let baseline = bundle.root.appendingPathComponent("baseline.json")
    try FileManager.default.createSymbolicLink(atPath: baseline.path, withDestinationPath: "shared/baseline.json")
    let check = try CLI.run(["check", bundle.url.path, "--write-baseline", baseline.path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: baseline.path) == "shared/baseline.json")
    #expect(try String(contentsOf: baselineTarget, encoding: .utf8).contains("\"version\""))
  }
}
