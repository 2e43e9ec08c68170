import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

@Suite("Exchange: extract, sync, export, import")
struct ExchangeWorkflowTests {
  static let write = ExchangeJobs.Run()
  static let dryRun = ExchangeJobs.Run(dryRun: true)

  /// Every key the pages use, by table.
  static func requiredKeys(_ bundle: LocalizedBundle) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: bundle.walk.tables.map { ($0, bundle.walk.requiredKeys(table: $0)) })
  }

  @Test("extract on a fresh bundle creates every development table with every required key")
  func extractFresh() throws {
    let copy = try BundleCopy(fixture: "basic")
    try copy.remove("en.lproj")
    try copy.remove("de.lproj")
    let report = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    #expect(report.changes.changes.map(\.displayPath) == ["en.lproj/More.strings", "en.lproj/Root.strings"])
    let bundle = try copy.load()
    #expect(bundle.developmentLproj?.name == "en")
    for (table, keys) in Self.requiredKeys(bundle) {
      let loaded = try #require(bundle.table(table, in: "en"))
      #expect(loaded.document.loadsOnDevice)
      for key in keys {
        // The value is the key: what the Settings app shows today.
        #expect(loaded.effective[key] == .string(key), "\(table): \(key)")
      }
      #expect(loaded.effective.count == keys.count)
    }
    let root = try copy.document("en.lproj/Root.strings")
    let theme = try #require(root.makeTable().entry(for: "Dark"))
    #expect(theme.comment == "Root, PreferenceSpecifiers[2] (PSMultiValueSpecifier, Key theme), Titles[1]")
    #expect(root.encoding == .utf8(bom: false))
    // Running it again changes nothing.
    let again = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    #expect(again.changes.isEmpty)
  }

  @Test("extract --encoding utf16 writes new files as UTF-16LE with a BOM")
  func extractUTF16() throws {
    let copy = try BundleCopy(fixture: "basic")
    try copy.remove("en.lproj")
    _ = try ExchangeJobs.extract(
      bundle: copy.url, options: ExtractOptions(newFileEncoding: .utf16LittleEndian), run: Self.write)
    let bytes = try copy.bytes("en.lproj/More.strings")
    #expect(bytes.starts(with: [0xFF, 0xFE, 0x2F, 0x00]))
    #expect(
      try copy.document("en.lproj/More.strings").makeTable()["Line one\nline two"] == .string("Line one\nline two"))
  }

  @Test("extract keeps existing entries, reports stale keys, and removes them only with --prune")
  func extractExisting() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.document("en.lproj/Root.strings")
    let report = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    let stale = report.findings.filter { $0.id == "stale-key" }
    #expect(stale.map(\.key) == ["Old setting"])
    #expect(stale.first?.line == 12)
    let after = try copy.document("en.lproj/Root.strings")
    // The old text is kept byte for byte in front; the new entries follow.
    #expect(after.text.starts(with: before.text.dropLast()))
    #expect(after.makeTable().entry(for: "Sounds")?.comment == "The sound switch")
    #expect(after.makeTable()["Light"] == .string("Light"))
    #expect(after.makeTable().contains("Old setting"))

    let pruned = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(prune: true), run: Self.write)
    #expect(pruned.summaries == ["en.lproj/Root.strings: 1 removed"])
    let table = try copy.document("en.lproj/Root.strings").makeTable()
    #expect(!table.contains("Old setting"))
    #expect(table.entry(for: "General")?.comment == "Section header of the first group")
  }

  @Test("sync keeps a hand-made file's comments, order, encoding and line endings")
  func syncKeepsHandMadeFile() throws {
    let copy = try BundleCopy(fixture: "basic")
    _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    let before = try copy.document("de.lproj/Root.strings")

    // Without options nothing is written: missing keys are only reported.
    let plain = try ExchangeJobs.sync(bundle: copy.url, options: SyncOptions(), run: Self.write)
    #expect(plain.changes.isEmpty)
    #expect(plain.findings.map(\.id).contains("missing-key"))
    #expect(plain.findings.map(\.id).contains("missing-table"))
    #expect(try copy.bytes("de.lproj/Root.strings") == before.serialized())

    let report = try ExchangeJobs.sync(
      bundle: copy.url, options: SyncOptions(prune: true, fillWithSource: true), run: Self.write)
    #expect(report.summaries.contains("de.lproj/Root.strings: 5 added, 1 removed"))
    let after = try copy.document("de.lproj/Root.strings")
    #expect(after.encoding == .utf16LittleEndian)
    #expect(after.lineEnding == .crlf)
    let keys = after.entries.map(\.key)
    #expect(Array(keys.prefix(3)) == ["Theme", "General", "Sounds"])
    #expect(after.makeTable().entry(for: "General")?.comment == "Gruppe")
    #expect(after.makeTable()["Sounds"] == .string("Töne"))
    #expect(!after.makeTable().contains("Old setting"))
    let light = try #require(after.makeTable().entry(for: "Light"))
    #expect(light.value == .string("Light"))
    #expect(light.comment?.hasPrefix(Sync.untranslatedMarker) == true)
    // The first lines are untouched.
    let text = String(decoding: after.text, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "// Deutsch, von Hand gepflegt\r\n\"Theme\" = \"Design\";\r\n\r\n/* Gruppe */\r\n\"General\" = \"Allgemein\";\r\n"
      ))
    // No value is ever empty.
    #expect(after.makeTable().entries.allSatisfy { $0.value.string?.isEmpty == false })
    // The missing More table was created from the development values.
    #expect(try copy.document("de.lproj/More.strings").makeTable()["Server"] == .string("Server"))
  }

  @Test("sync --language limits the folders; an unknown language is a usage error")
  func syncLanguages() throws {
    let copy = try BundleCopy(fixture: "basic")
    try FileManager.default.createDirectory(
      at: copy.url.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    let report = try ExchangeJobs.sync(
      bundle: copy.url, options: SyncOptions(languages: ["fr"], fillWithSource: true), run: Self.dryRun)
    #expect(report.changes.changes.allSatisfy { $0.displayPath.hasPrefix("fr.lproj/") })
    #expect(throws: ExchangeError.self) {
      try ExchangeJobs.sync(bundle: copy.url, options: SyncOptions(languages: ["ja"]), run: Self.dryRun)
    }
  }

  @Test("export then import with no change leaves every file byte-identical")
  func exportImportNoOp() throws {
    let copy = try BundleCopy(fixture: "basic")
    _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    let before = try copy.snapshot()
    let xliff = try #require(
      try ExchangeJobs.export(
        bundle: copy.url, languages: ["de"], all: false, output: nil, displayOutput: nil, options: ExportOptions(),
        run: Self.write
      ).output)
    let path = try copy.writeBeside("de.xliff", xliff)
    let report = try ExchangeJobs.importXLIFF(
      bundle: copy.url, files: [path], options: ImportOptions(), run: Self.write)
    #expect(report.changes.isEmpty)
    #expect(try copy.snapshot() == before)
  }

  @Test("export, edit a target, import: the key is translated")
  func exportEditImport() throws {
    let copy = try BundleCopy(fixture: "basic")
    _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    let bundle = try copy.load()
    var (document, _) = try Export.document(bundle, language: "de")
    let root = try #require(document.files.firstIndex { $0.original == "en.lproj/Root.strings" })
    let dark = try #require(document.files[root].units.firstIndex { $0.id == "Dark" })
    #expect(document.files[root].units[dark].target == nil)
    document.files[root].units[dark].target = "Dunkel"
    let sounds = try #require(document.files[root].units.firstIndex { $0.id == "Sounds" })
    document.files[root].units[sounds].target = "Klänge"
    let path = try copy.writeBeside("de.xliff", document.xml())
    let before = try copy.document("de.lproj/Root.strings")
    let report = try ExchangeJobs.importXLIFF(
      bundle: copy.url, files: [path], options: ImportOptions(), run: Self.write)
    #expect(report.summaries == ["de.lproj/Root.strings: 1 added, 1 updated"])

    let reloaded = try copy.load()
    let de = try #require(reloaded.table("Root", in: "de"))
    #expect(de.effective["Dark"] == .string("Dunkel"))
    #expect(de.effective["Sounds"] == .string("Klänge"))
    #expect(de.document.encoding == before.encoding)
    #expect(de.document.lineEnding == .crlf)
    // Still the hand-made entries and comments, in their order.
    #expect(Array(de.document.entries.map(\.key).prefix(4)) == ["Theme", "General", "Old setting", "Sounds"])
  }

  @Test("import skips units whose source changed and reports them")
  func importSkipsChangedSource() throws {
    let copy = try BundleCopy(fixture: "basic")
    _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    var (document, _) = try Export.document(try copy.load(), language: "de")
    let root = try #require(document.files.firstIndex { $0.original == "en.lproj/Root.strings" })
    for index in document.files[root].units.indices {
      document.files[root].units[index].target = "X-" + document.files[root].units[index].source
    }
    document.files[root].units[0].source = "Generic"
    let path = try copy.writeBeside("de.xliff", document.xml())
    let report = try ExchangeJobs.importXLIFF(
      bundle: copy.url, files: [path], options: ImportOptions(), run: Self.write)
    let skipped = report.findings.filter { $0.id == "source-changed" }
    #expect(skipped.map(\.key) == ["General"])
    #expect(skipped.first?.line != nil)
    let de = try copy.document("de.lproj/Root.strings").makeTable()
    #expect(de["General"] == .string("Allgemein"))
    #expect(de["Light"] == .string("X-Light"))
  }

  @Test("import rejects malformed XLIFF with a located error and writes nothing")
  func importMalformed() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let good = try #require(
      try ExchangeJobs.export(
        bundle: copy.url, languages: ["de"], all: false, output: nil, displayOutput: nil, options: ExportOptions(),
        run: Self.write
      ).output)
    let goodPath = try copy.writeBeside(
      "good.xliff", good.replacingOccurrences(of: "<target>Töne</target>", with: "<target>Klänge</target>"))
    let badPath = try copy.writeBeside(
      "bad.xliff",
      "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"en.lproj/Root.strings\" source-language=\"en\" target-language=\"de\">\n    <body><trans-unit id=\"a\"><source>a &amp b</source></trans-unit></body>\n  </file>\n</xliff>\n"
    )
    do {
      _ = try ExchangeJobs.importXLIFF(
        bundle: copy.url, files: [goodPath, badPath], options: ImportOptions(), run: Self.write)
      Issue.record("the import was not refused")
    } catch {
      guard case .refused(let findings) = error else { throw error }
      #expect(findings.count == 1)
      #expect(findings.first?.file == badPath)
      #expect(findings.first?.line == 4)
      #expect(findings.first?.id == "xliff-malformed")
    }
    #expect(try copy.snapshot() == before)
  }

  @Test("import maps the target language to a folder; --create makes a new one")
  func importCreate() throws {
    let copy = try BundleCopy(fixture: "basic")
    let bundle = try copy.load()
    var (document, _) = try Export.document(bundle, language: "fr-CA")
    #expect(document.files.allSatisfy { $0.targetLanguage == "fr-CA" })
    document.files[0].units[0].target = "Plus"
    let path = try copy.writeBeside("fr.xliff", document.xml())
    #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importXLIFF(bundle: copy.url, files: [path], options: ImportOptions(), run: Self.write)
    }
    #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("fr-CA.lproj").path))
    _ = try ExchangeJobs.importXLIFF(
      bundle: copy.url, files: [path], options: ImportOptions(createFolders: true), run: Self.write)
    let table = try copy.document("fr-CA.lproj/More.strings").makeTable()
    // The new table holds every key: the translation, and the development values for the rest.
    #expect(table.keys == ["Line one\nline two", "Server", "Advanced mode"])
    #expect(table[document.files[0].units[0].id] == .string("Plus"))
    #expect(table.entry(for: "Server")?.comment?.hasPrefix(Sync.untranslatedMarker) == true)

    // de-AT has no folder of its own: it goes to the one folder its Apple parent chain reaches
    // (de), with a note, never to a new folder.
    var austrian = try Export.document(try copy.load(), language: "de").document
    for index in austrian.files.indices { austrian.files[index].targetLanguage = "de-AT" }
    let atPath = try copy.writeBeside("de-AT.xliff", austrian.xml())
    let report = try ExchangeJobs.importXLIFF(
      bundle: copy.url, files: [atPath], options: ImportOptions(), run: Self.dryRun)
    #expect(report.findings.contains { $0.id == "parent-folder" && $0.message.contains("de.lproj") })
    #expect(!report.changes.changes.contains { $0.displayPath.contains("de-AT") })
  }

  @Test("two files giving one key different targets refuse the import")
  func importConflict() throws {
    let copy = try BundleCopy(fixture: "basic")
    var document = try Export.document(try copy.load(), language: "de").document
    let root = try #require(document.files.firstIndex { $0.original == "en.lproj/Root.strings" })
    document.files[root].units[0].target = "Eins"
    let one = try copy.writeBeside("one.xliff", document.xml())
    document.files[root].units[0].target = "Zwei"
    let two = try copy.writeBeside("two.xliff", document.xml())
    #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importXLIFF(bundle: copy.url, files: [one, two], options: ImportOptions(), run: Self.write)
    }
  }

  @Test("targets of one table met again in a later file: the same one is written once, another one refused")
  func importRepeatedTargets() throws {
    for (second, refused) in [("Eins", false), ("Zwei", true)] {
      let copy = try BundleCopy(fixture: "basic")
      var document = try Export.document(try copy.load(), language: "de").document
      let root = try #require(document.files.firstIndex { $0.original == "en.lproj/Root.strings" })
      let key = document.files[root].units[0].id
      document.files[root].units[0].target = "Eins"
      let one = try copy.writeBeside("one.xliff", document.xml())
      document.files[root].units[0].target = second
      let two = try copy.writeBeside("two.xliff", document.xml())
      let outcome = Result { () throws(ExchangeError) in
        try ExchangeJobs.importXLIFF(bundle: copy.url, files: [one, two], options: ImportOptions(), run: Self.write)
      }
      switch outcome {
      case .success:
        #expect(!refused)
        let table = try #require(try copy.load().table("Root", in: "de"))
        #expect(table.effective.entry(for: key)?.value.string == "Eins")
      case .failure(let error):
        guard case .refused(let findings) = error else { throw error }
        #expect(refused)
        #expect(findings.map { $0.id } == ["conflicting-targets"])
        #expect(findings.first?.file == two)
      }
    }
  }

  @Test("a dry run prints a unified diff and writes nothing")
  func dryRunDiff() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let report = try ExchangeJobs.sync(
      bundle: copy.url, options: SyncOptions(prune: true, fillWithSource: true), run: Self.dryRun)
    #expect(try copy.snapshot() == before)
    try ExchangeSupport.checkGolden(report.text(), "sync-dry-run.txt")
  }

  @Test("a table with syntax errors is refused with its location; nothing is written")
  func refusesBrokenTable() throws {
    let copy = try BundleCopy(fixture: "basic")
    try Data("\"General\" = \"Allgemein\"\n\"Sounds\" = \"Töne\";\n".utf8)
      .write(to: copy.url.appendingPathComponent("de.lproj/More.strings"))
    let before = try copy.snapshot()
    do {
      _ = try ExchangeJobs.sync(bundle: copy.url, options: SyncOptions(fillWithSource: true), run: Self.write)
      Issue.record("not refused")
    } catch {
      guard case .refused(let findings) = error else { throw error }
      #expect(
        findings.map(\.description) == [
          "de.lproj/More.strings:1:24: error: missing ';' after the entry for key \"General\", found '\"'; the file is not changed until this is fixed [missing-semicolon]"
        ])
    }
    #expect(try copy.snapshot() == before)
  }
}
