import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// What translators and their tools mark in the files they hand back: keys not to translate,
/// segments a CAT tool cut a value into, `original`s a service rewrote.
@Suite("Import: what translators and their tools mark")
struct ImportMarksTests {
  static let write = ExchangeJobs.Run()
  static let tool = XLIFFDocument.Tool(id: "settings-l10n", name: "settings-l10n", version: "test")

  static func xliff(_ body: String, target: String = "de") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    \(body)
    </xliff>
    """
  }

  static func value(_ copy: BundleCopy, _ table: String, _ key: String) throws -> String? {
    try copy.document("de.lproj/\(table).strings").makeTable()[key]?.string
  }

  /// The German XLIFF (1.2 or 2.0) the bundle exports.
  static func german(_ copy: BundleCopy, _ format: ExportFormat = .xliff, run: ExchangeJobs.Run = write) throws
    -> String
  {
    let report = try ExchangeJobs.export(
      bundle: copy.url, languages: ["de"], all: false, output: nil, displayOutput: nil,
      options: ExportOptions(tool: tool, format: format), run: run)
    return try #require(report.output)
  }

  // MARK: segmentation

  struct Segmented: CustomTestStringConvertible, Sendable {
    var name: String
    var unit: String
    var table: String
    var key: String
    var expected: String
    var testDescription: String { name }
  }

  /// Units as Okapi and memoQ write them: the source cut into `<mrk mtype="seg">` segments in
  /// `<seg-source>`, the target in as many, with the text between segments kept.
  static let segmented = [
    Segmented(
      name: "one segment",
      unit: """
        <trans-unit id="Sounds"><source>Sounds</source>
        <seg-source><mrk mtype="seg" mid="1">Sounds</mrk></seg-source>
        <target state="translated"><mrk mtype="seg" mid="1">Klänge</mrk></target></trans-unit>
        """, table: "Root", key: "Sounds", expected: "Klänge"),
    Segmented(
      name: "two segments and the line break between them",
      unit: """
        <trans-unit id="Line one&#10;line two" xml:space="preserve"><source>Line one
        line two</source><seg-source><mrk mtype="seg" mid="1">Line one</mrk>
        <mrk mtype="seg" mid="2">line two</mrk></seg-source><target><mrk mtype="seg" mid="1">Zeile eins</mrk>
        <mrk mtype="seg" mid="2"> Zeile  zwei </mrk></target></trans-unit>
        """, table: "More", key: "Line one\nline two", expected: "Zeile eins\n Zeile  zwei "),
  ]

  @Test("segmented XLIFF 1.2 imports: the target's segments joined back, their text kept exactly", arguments: segmented)
  func segmentedImport(_ given: Segmented) throws {
    let copy = try BundleCopy(fixture: "basic")
    let original = "en.lproj/\(given.table).strings"
    let file = try copy.writeBeside(
      "seg.xliff",
      Self.xliff(
        "<file original=\"\(original)\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n\(given.unit)\n</body></file>"
      ))
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: [file], options: ImportOptions(), run: Self.write)
    #expect(try Self.value(copy, given.table, given.key) == given.expected)
  }

  @Test("a target with fewer segments than its source is refused, located, naming the file")
  func missingSegment() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let file = try copy.writeBeside(
      "seg.xliff",
      Self.xliff(
        """
        <file original="en.lproj/More.strings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="Line one&#10;line two"><source>Line one&#10;line two</source>
        <seg-source><mrk mtype="seg" mid="1">Line one</mrk>&#10;<mrk mtype="seg" mid="2">line two</mrk></seg-source>
          <target><mrk mtype="seg" mid="1">Zeile eins</mrk></target></trans-unit>
        </body></file>
        """))
    let error = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(bundle: copy.url, files: [file], options: ImportOptions(), run: Self.write)
    }
    guard case .refused(let findings) = error else {
      Issue.record("not refused: \(String(describing: error))")
      return
    }
    let finding = try #require(findings.first)
    #expect(finding.file == file)
    #expect(finding.line == 6 && finding.column == 3, "\(finding)")
    #expect(finding.message.contains("1 segment") && finding.message.contains("2"), "\(finding.message)")
    #expect(try copy.snapshot() == before)
  }

  @Test("segments are read by the XLIFF 1.2 reader itself; inline markup in a segment is its text")
  func segmentReader() throws {
    let document = try XLIFFDocument(
      parsing: Array(
        Self.xliff(
          """
          <file original="a.strings" source-language="en" target-language="de"><body>
          <trans-unit id="k"><source>A. B.</source><seg-source><mrk mtype="seg" mid="1">A.</mrk> <mrk mtype="seg" mid="2">B.</mrk></seg-source>
          <target><mrk mtype="seg" mid="1">Ä.</mrk> <mrk mtype="seg" mid="2">Bé.</mrk></target></trans-unit>
          </body></file>
          """
        ).utf8))
    #expect(document.files.first?.units.first?.source == "A. B.")
    #expect(document.files.first?.units.first?.target == "Ä. Bé.")
    let flattened = try XLIFFDocument(
      parsing: Array(
        Self.xliff(
          """
          <file original="a.strings" source-language="en" target-language="de"><body>
          <trans-unit id="k"><source>A</source><target><mrk mtype="seg" mid="1">Ä <g id="1">b</g></mrk></target></trans-unit>
          </body></file>
          """
        ).utf8))
    #expect(flattened.files.first?.units.first?.target == "Ä b")
  }

  // MARK: doNotTranslate

  static let doNotTranslate = ExchangeJobs.Run(
    load: LocalizedBundle.Options(judging: TranslationJudging(doNotTranslate: [try! Glob("Sounds")])))

  @Test(
    "a doNotTranslate key is exported as not to translate, in every format, matching the goldens",
    arguments: [
      ExportFormat.xliff, .xliff2,
    ])
  func doNotTranslateExport(format: ExportFormat) throws {
    let copy = try BundleCopy(fixture: "basic")
    let xml = try Self.german(copy, format, run: Self.doNotTranslate)
    let marked = xml.components(separatedBy: "translate=\"no\"").count - 1
    #expect(marked == 1, "\(xml)")
    #expect(
      xml.contains(
        format == .xliff ? "<trans-unit id=\"Sounds\" translate=\"no\"" : "name=\"Sounds\" translate=\"no\""), "\(xml)")
    try ExchangeSupport.checkGolden(
      xml, format == .xliff ? "basic-de-donottranslate.xliff" : "basic-de-donottranslate.xliff2.xliff")
  }

  @Test("a doNotTranslate key is \"shouldTranslate\" : false in the String Catalog, matching the golden")
  func doNotTranslateCatalog() throws {
    let copy = try BundleCopy(fixture: "basic")
    let output = copy.root.appendingPathComponent("out")
    _ = try ExchangeJobs.export(
      bundle: copy.url, languages: [], all: false, output: output, displayOutput: "out",
      options: ExportOptions(tool: Self.tool, format: .xcstrings), run: Self.doNotTranslate)
    let text = try String(contentsOf: output.appendingPathComponent("Root.xcstrings"), encoding: .utf8)
    #expect(text.components(separatedBy: "\"shouldTranslate\" : false").count - 1 == 1, "\(text)")
    try ExchangeSupport.checkGolden(text, "basic-Root-donottranslate.xcstrings")
  }

  @Test("a unit marked translate=\"no\" is never written on import", arguments: [ExportFormat.xliff, .xliff2])
  func doNotTranslateImport(format: ExportFormat) throws {
    let copy = try BundleCopy(fixture: "basic")
    let edited = try Self.german(copy, format, run: Self.doNotTranslate)
      .replacingOccurrences(of: ">Töne<", with: ">Geräusche<")
      .replacingOccurrences(of: ">Design<", with: ">Thema<")
    let file = try copy.writeBeside("de.xliff", edited)
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: [file], options: ImportOptions(), run: Self.write)
    #expect(try Self.value(copy, "Root", "Sounds") == "Töne")
    #expect(try Self.value(copy, "Root", "Theme") == "Thema")
  }

  @Test("XLIFF 2.0 translate=\"no\" holds for a unit, and for every unit of a file or group that says it")
  func xliff2TranslateInherited() throws {
    let files = try XLIFF2.parse(
      Array(
        """
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f" original="en.lproj/Root.strings">
          <unit id="a"><segment><source>a</source><target>A</target></segment></unit>
          <unit id="b" translate="no"><segment><source>b</source><target>B</target></segment></unit>
          <group id="g" translate="no">
            <unit id="c"><segment><source>c</source><target>C</target></segment></unit>
            <unit id="d" translate="yes"><segment><source>d</source><target>D</target></segment></unit>
          </group>
          <unit id="e"><segment><source>e</source><target>E</target></segment></unit>
        </file>
        <file id="f2" original="en.lproj/More.strings" translate="no">
          <unit id="f"><segment><source>f</source><target>F</target></segment></unit>
        </file>
        </xliff>
        """.utf8))
    let flags = files.flatMap(\.units).map { "\($0.key)=\($0.state != .doNotTranslate)" }
    #expect(flags == ["a=true", "b=false", "c=false", "d=true", "e=true", "f=false"])
  }

  // MARK: rewritten originals

  /// The basic fixture's German XLIFF with every `original` as a service rewrites it.
  static func rewritten(_ copy: BundleCopy, _ edit: (String) -> String = { $0 }) throws -> String {
    let xml = try german(copy)
      .replacingOccurrences(of: "original=\"en.lproj/Root.strings\"", with: "original=\"/en.xliff\"")
      .replacingOccurrences(of: "original=\"en.lproj/More.strings\"", with: "original=\"/en.xliff\"")
    return edit(xml)
  }

  @Test("units of a file whose original names no table go to the table that has their key")
  func rewrittenOriginal() throws {
    let copy = try BundleCopy(fixture: "basic")
    let xml = try Self.rewritten(copy) {
      $0.replacingOccurrences(of: ">Design<", with: ">Thema<")
        .replacingOccurrences(
          of: "<source>Server</source>", with: "<source>Server</source>\n        <target>Rechner</target>")
    }
    let file = try copy.writeBeside("de.xliff", xml)
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [file], options: ImportOptions(), run: Self.write)
    #expect(try Self.value(copy, "Root", "Theme") == "Thema")
    #expect(try Self.value(copy, "More", "Server") == "Rechner")
    #expect(!report.findings.contains { $0.id == "unknown-table" }, "\(report.findings)")
  }

  @Test("an .xcloc whose XLIFF a service rewrote imports by key and table")
  func rewrittenCatalog() throws {
    let copy = try BundleCopy(fixture: "basic")
    let output = copy.root.appendingPathComponent("out")
    _ = try ExchangeJobs.export(
      bundle: copy.url, languages: ["de"], all: false, output: output, displayOutput: "out",
      options: ExportOptions(tool: Self.tool, format: .xcloc), run: Self.write)
    let catalog = output.appendingPathComponent("de.xcloc")
    let xliff = catalog.appendingPathComponent("Localized Contents/de.xliff")
    let text = try String(contentsOf: xliff, encoding: .utf8)
      .replacingOccurrences(of: "original=\"en.lproj/Root.strings\"", with: "original=\"/en.xliff\"")
      .replacingOccurrences(of: "original=\"en.lproj/More.strings\"", with: "original=\"/en.xliff\"")
      .replacingOccurrences(of: "<source>More</source>", with: "<source>More</source>\n        <target>Mehr</target>")
    try Data(text.utf8).write(to: xliff)
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: [catalog.path], options: ImportOptions(), run: Self.write)
    #expect(try Self.value(copy, "Root", "More") == "Mehr")
  }

  @Test("a key two tables have is ambiguous when the original names no table: reported, not written")
  func ambiguousKey() throws {
    let copy = try BundleCopy(fixture: "basic")
    // Root's pages use Server too, so both tables have the key.
    let plist = copy.url.appendingPathComponent("Root.plist")
    let pages = try String(contentsOf: plist, encoding: .utf8).replacingOccurrences(
      of: "<string>Theme</string>", with: "<string>Server</string>")
    try Data(pages.utf8).write(to: plist)
    let strings = copy.url.appendingPathComponent("en.lproj/Root.strings")
    try Data((try String(contentsOf: strings, encoding: .utf8) + "\"Server\" = \"Server\";\n").utf8).write(to: strings)
    let xml = Self.xliff(
      """
      <file original="/en.xliff" source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="Server"><source>Server</source><target>Rechner</target></trans-unit>
      <trans-unit id="More"><source>More</source><target>Mehr</target></trans-unit>
      </body></file>
      """)
    let file = try copy.writeBeside("de.xliff", xml)
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [file], options: ImportOptions(), run: Self.write)
    let finding = try #require(report.findings.first { $0.key == "Server" })
    #expect(finding.message.contains("More") && finding.message.contains("Root"), "\(finding.message)")
    #expect(finding.line == 4)
    #expect(try Self.value(copy, "Root", "More") == "Mehr")
    #expect(try Self.value(copy, "Root", "Server") == nil)
    #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("de.lproj/More.strings").path))
  }

  @Test(
    "an input that matches nothing is refused, in every format",
    arguments: [ExportFormat.xliff, .xliff2, .xcloc, .xcstrings])
  func nothingMatched(format: ExportFormat) throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let output = copy.root.appendingPathComponent("out")
    _ = try ExchangeJobs.export(
      bundle: copy.url, languages: format == .xcstrings ? [] : ["de"], all: false,
      output: output.appendingPathComponent(format == .xcstrings || format == .xcloc ? "" : "de.xliff"),
      displayOutput: "out",
      options: ExportOptions(tool: Self.tool, format: format), run: Self.write)
    // Every key renamed: the file is for another bundle.
    let file: URL
    switch format {
    case .xcloc: file = output.appendingPathComponent("de.xcloc")
    case .xcstrings: file = output.appendingPathComponent("Root.xcstrings")
    default: file = output.appendingPathComponent("de.xliff")
    }
    let text = format == .xcloc ? file.appendingPathComponent("Localized Contents/de.xliff") : file
    let renamed = try String(contentsOf: text, encoding: .utf8)
      .replacingOccurrences(of: "id=\"", with: "id=\"other ")
      .replacingOccurrences(of: "name=\"", with: "name=\"other ")
      .replacingOccurrences(of: "\n    \"", with: "\n    \"other ")
      .replacingOccurrences(of: "original=\"en.lproj/Root.strings\"", with: "original=\"/en.xliff\"")
    try Data(renamed.utf8).write(to: text)
    let error = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(bundle: copy.url, files: [file.path], options: ImportOptions(), run: Self.write)
    }
    guard case .refused(let findings) = error else {
      Issue.record("not refused: \(String(describing: error))")
      return
    }
    let finding = try #require(findings.first { $0.id == "nothing-matched" }, "\(findings)")
    if format == .xliff || format == .xcloc {
      // The rewritten file's units were looked for by key: the message does not call its original a table.
      #expect(finding.message.contains("/en.xliff (no table: matched by key)"), "\(finding.message)")
    }
    #expect(try copy.snapshot() == before)
  }

  // MARK: a real Xcode export

  static let xcodeExport = ExchangeSupport.packageRoot.appendingPathComponent("Fixtures/xcode-export")

  @Test("a real Xcode export (KeepingYouAwake's de.xcloc, Xcode 16.4) imports cleanly into a bundle with its keys")
  func realXcodeExport() throws {
    let copy = try BundleCopy(Self.xcodeExport.appendingPathComponent("Settings.bundle"))
    let catalog = Self.xcodeExport.appendingPathComponent("KeepingYouAwake/de.xcloc")
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [catalog.path], options: ImportOptions(createFolders: true), run: Self.write)
    #expect(!report.findings.contains { $0.severity == .error })
    let table = try copy.document("de.lproj/KYASettings.strings").makeTable()
    #expect(table["General"]?.string == "Allgemein")
    #expect(table["Battery"]?.string == "Batterie")
    #expect(table["Advanced"]?.string == "Erweitert")
    #expect(table["About"]?.string == "Über")
    #expect(table["Activation Duration"]?.string == "Aktivierungsdauer")
    #expect(table["KeepingYouAwake – Settings"]?.string == "KeepingYouAwake – Einstellungen")
    // The other tables of the app (InfoPlist, Localizable, the .xib files) are not the bundle's.
    #expect(
      report.findings.allSatisfy { $0.id == "unknown-table" || $0.id == "untranslated" },
      "\(report.findings.map(\.description))")
    // They are said in one line, not one warning per <file>.
    let other = report.findings.filter { $0.id == "unknown-table" }
    #expect(other.count == 1)
    #expect(other.first?.severity == .note)
    #expect(other.first?.message.contains("9 tables of the app outside the bundle") == true, "\(other)")
  }
}
