import Foundation
import TestSupport
import Testing

@testable import BundleIO
@testable import SettingsL10nKit
@testable import TranslationFormats

/// Export and import of XLIFF 2.0, String Catalogs and Xcode Localization Catalogs.
@Suite("Exchange: XLIFF 2.0, String Catalogs, Xcode Localization Catalogs")
struct ExchangeFormatsTests {
  static let write = ExchangeJobs.Run()
  static let tool = XLIFFDocument.Tool(id: "settings-l10n", name: "settings-l10n", version: "test")
  static let reference = ExchangeSupport.fixtures.appendingPathComponent("reference")

  static func export(_ copy: BundleCopy, _ format: ExportFormat, languages: [String] = [], to name: String) throws
    -> URL
  {
    let output = copy.root.appendingPathComponent(name)
    _ = try ExchangeJobs.export(
      bundle: copy.url, languages: languages, all: languages.isEmpty && format != .xcstrings, output: output,
      displayOutput: name, options: ExportOptions(tool: tool, format: format), run: write)
    return output
  }

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test("XLIFF 2.0 export of the basic fixture matches its golden")
  func xliff2Golden() throws {
    let copy = try BundleCopy(fixture: "basic")
    let report = try ExchangeJobs.export(
      bundle: copy.url, languages: ["de"], all: false, output: nil, displayOutput: nil,
      options: ExportOptions(tool: Self.tool, format: .xliff2), run: Self.write)
    try ExchangeSupport.checkGolden(try #require(report.output), "basic-de.xliff2.xliff")
  }

  @Test("String Catalog export of the basic fixture matches its goldens, one per table")
  func catalogGolden() throws {
    let copy = try BundleCopy(fixture: "basic")
    let output = try Self.export(copy, .xcstrings, to: "catalogs")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["More.xcstrings", "Root.xcstrings"])
    try ExchangeSupport.checkGolden(
      try Self.text(output.appendingPathComponent("Root.xcstrings")), "basic-Root.xcstrings")
    try ExchangeSupport.checkGolden(
      try Self.text(output.appendingPathComponent("More.xcstrings")), "basic-More.xcstrings")
  }

  @Test("our writer gives back a catalog Xcode wrote byte for byte")
  func xcodeFormatting() throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.reference.appendingPathComponent("Maccy-Localizable-excerpt.xcstrings")))
    let catalog = try StringCatalog(parsing: bytes)
    #expect(catalog.entries.first?.localizations.count == 18)
    #expect(Array(catalog.json().utf8) == bytes)
  }

  @Test("our catalogs have the structure of Xcode's: the same members, types and nesting")
  func catalogStructure() throws {
    let copy = try BundleCopy(fixture: "basic")
    let ours = try Self.export(copy, .xcstrings, to: "catalogs").appendingPathComponent("Root.xcstrings")
    let theirs = Self.reference.appendingPathComponent("Maccy-Localizable-excerpt.xcstrings")
    func shape(_ url: URL) throws -> Set<String> {
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      var paths: Set<String> = []
      func walk(_ value: Any, _ path: String, inStrings: Bool, inLocalizations: Bool) {
        if let dictionary = value as? [String: Any] {
          paths.insert(path + ":object")
          for (key, member) in dictionary {
            // Keys of `strings` and languages of `localizations` are data, not structure.
            let name = inStrings ? "<key>" : inLocalizations ? "<language>" : key
            walk(
              member, path + "/" + name, inStrings: key == "strings" && path.isEmpty,
              inLocalizations: key == "localizations")
          }
        } else {
          paths.insert(path + (value is String ? ":string" : ":other"))
        }
      }
      walk(object, "", inStrings: false, inLocalizations: false)
      return paths
    }
    // Ours also carries comments; everything Xcode's has, ours has in the same shape.
    #expect(try shape(theirs).isSubset(of: shape(ours)))
    #expect(try shape(ours).subtracting(shape(theirs)) == ["/strings/<key>/comment:string"])
  }

  @Test("catalog states: translated, needs_review for what check calls untranslated, a missing translation left out")
  func catalogStates() throws {
    let copy = try BundleCopy(fixture: "basic")
    let german = copy.url.appendingPathComponent("de.lproj/More.strings")
    try Data(
      "\"Server\" = \"Server\";\n\"Advanced mode\" = \"Expertenmodus\";\n\"Line one\\nline two\" = \"12\";\n".utf8
    ).write(to: german)
    // A variant of the development language may keep its spelling: translated.
    try FileManager.default.createDirectory(
      at: copy.url.appendingPathComponent("en-GB.lproj"), withIntermediateDirectories: true)
    try Data("\"Server\" = \"Server\";\n".utf8).write(to: copy.url.appendingPathComponent("en-GB.lproj/More.strings"))
    let (catalogs, _) = try StringCatalog.catalogs(try copy.load())
    let more = try #require(catalogs.first { $0.table == "More" }?.catalog)
    func state(_ key: String, _ language: String) -> String? {
      more.entries.first { $0.key == key }?.localizations[language]?.state
    }
    // German writes Server as English does (`Sources/L10nRules/SameWords+Lists.swift`): a translation, as check says.
    #expect(state("Server", "de") == "translated")
    #expect(state("Advanced mode", "de") == "translated")
    // No letters: the same value is not untranslated.
    #expect(state("Line one\nline two", "de") == "translated")
    #expect(state("Server", "en-GB") == "translated")
    // As Xcode does: a language without a translation is left out, not given the English text.
    #expect(more.entries.first { $0.key == "Advanced mode" }?.localizations.keys.sorted() == ["de", "en"])
    #expect(state("Server", "en") == "translated")
    // The XLIFF 2.0 states follow: initial with a target, marked copied.
    let (files, _) = try Export.files(try copy.load(), language: "de")
    let xml = XLIFF2.xml(files)
    #expect(xml.contains("<unit id=\"u2\" name=\"Server\" xml:space=\"preserve\">"))
    let server = try #require(try XLIFF2.parse(Array(xml.utf8)).flatMap(\.units).first { $0.key == "Server" })
    #expect(server.state == .translated && server.target == "Server")
  }

  @Test("an Xcode Localization Catalog has Xcode's layout, and its XLIFF is the XLIFF 1.2 export")
  func xclocLayout() throws {
    let copy = try BundleCopy(fixture: "basic")
    let output = try Self.export(copy, .xcloc, to: "catalogs")
    let catalog = output.appendingPathComponent("de.xcloc")
    var paths: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = unsafe FileManager.default.fileExists(
        atPath: catalog.appendingPathComponent(path).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue || path == "Notes" { paths.insert(isDirectory.boolValue ? path + "/" : path) }
    }
    let contents = try JSONSerialization.jsonObject(
      with: Data(contentsOf: catalog.appendingPathComponent("contents.json")))
    let object = try #require(contents as? [String: Any])
    for member in object.keys { paths.insert("contents.json#\(member)") }
    for member in (object["toolInfo"] as? [String: Any] ?? [:]).keys {
      paths.insert("contents.json#toolInfo.\(member)")
    }
    paths.remove("contents.json#toolInfo")
    let layout = try Self.text(Self.reference.appendingPathComponent("xcloc-layout.txt"))
      .split(separator: "\n").map {
        $0.replacingOccurrences(of: "<lang>.xcloc/", with: "").replacingOccurrences(of: "<lang>", with: "de")
      }
    let sources: Set = ["Source Contents/en.lproj/Root.strings", "Source Contents/en.lproj/More.strings"]
    // Every key Xcode writes, toolBuildNumber included (readers of the format require it).
    let xcode = Set(layout.filter { !$0.contains("<source path>") })
    // The context around the strings: the page files beside the tables, each page drawn in Notes/.
    let context: Set = [
      "Source Contents/Root.plist", "Source Contents/More.plist", "Notes/Root.html", "Notes/More.html",
    ]
    #expect(paths == xcode.union(sources).union(context))
    #expect(object["project"] as? String == "Settings.bundle")
    #expect(object["targetLocale"] as? String == "de" && object["developmentRegion"] as? String == "en")
    try ExchangeSupport.checkGolden(
      try Self.text(catalog.appendingPathComponent("contents.json")), "basic-de.xcloc-contents.json")
    // The translator's file is exactly the XLIFF 1.2 export; the sources are the development tables.
    try ExchangeSupport.checkGolden(
      try Self.text(catalog.appendingPathComponent("Localized Contents/de.xliff")), "basic-de.xliff")
    #expect(
      try Data(contentsOf: catalog.appendingPathComponent("Source Contents/en.lproj/Root.strings"))
        == Data(copy.bytes("en.lproj/Root.strings")))
  }

  @Test("export then import changes no byte, in every format", arguments: [ExportFormat.xliff2, .xcloc, .xcstrings])
  func roundTrip(format: ExportFormat) throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let output = try Self.export(copy, format, to: "out")
    let inputs = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map {
      output.appendingPathComponent($0).path
    }
    #expect(!inputs.isEmpty)
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: inputs, options: ImportOptions(), run: Self.write)
    #expect(report.changes.isEmpty, "\(report.text())")
    #expect(try copy.snapshot() == before)
  }

  @Test("an edited String Catalog imports: new values written, new-state values not, variations reported")
  func catalogImport() throws {
    let copy = try BundleCopy(fixture: "basic")
    let path = copy.root.appendingPathComponent("Root.xcstrings").path
    try Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Theme" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Farbschema" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Theme" } }
          } },
          "More" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "Mehr" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus" } }
          } },
          "Sounds" : { "localizations" : {
            "de" : { "variations" : { "device" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Klänge" } } } } }
          } },
          "General" : { "shouldTranslate" : false, "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Generell" } }
          } }
        },
        "version" : "1.0"
      }
      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [path], options: ImportOptions(createFolders: true), run: Self.write)
    let german = try copy.document("de.lproj/Root.strings").makeTable()
    #expect(german["Theme"] == .string("Farbschema"))
    #expect(german["More"] == nil)
    #expect(german["Sounds"] == .string("Töne"))
    #expect(german["General"] == .string("Allgemein"))
    #expect(try copy.document("fr.lproj/Root.strings").makeTable()["More"] == .string("Plus"))
    let variation = try #require(report.findings.first { $0.id == "unit-not-importable" })
    #expect(variation.key == "Sounds" && variation.line == 13 && variation.file == path)
  }

  @Test("an Xcode Localization Catalog imports through its XLIFF; a broken contents.json is located")
  func xclocImport() throws {
    let copy = try BundleCopy(fixture: "basic")
    let catalog = try Self.export(copy, .xcloc, to: "out").appendingPathComponent("de.xcloc")
    let xliff = catalog.appendingPathComponent("Localized Contents/de.xliff")
    let edited = try Self.text(xliff).replacingOccurrences(
      of: "<source>More</source>", with: "<source>More</source>\n        <target>Mehr</target>")
    try Data(edited.utf8).write(to: xliff)
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: [catalog.path], options: ImportOptions(), run: Self.write)
    #expect(try copy.document("de.lproj/Root.strings").makeTable()["More"] == .string("Mehr"))
    try Data("{\n  \"targetLocale\" : 7\n}".utf8).write(to: catalog.appendingPathComponent("contents.json"))
    let error = try #require(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(bundle: copy.url, files: [catalog.path], options: ImportOptions(), run: Self.write)
    }
    guard case .refused(let findings) = error else {
      Issue.record("a broken contents.json must refuse the import with a located finding, not \(error)")
      return
    }
    #expect(findings.first?.file == catalog.path + "/contents.json")
    #expect(findings.first?.line == 2 && findings.first?.column == 20)
  }

  @Test("a catalog's XLIFF without target-language takes contents.json's target locale")
  func xclocTargetLocale() throws {
    let copy = try BundleCopy(fixture: "basic")
    let catalog = copy.root.appendingPathComponent("Theirs.xcloc")
    let localized = catalog.appendingPathComponent("Localized Contents")
    try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
    try Data("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"de\",\n  \"version\" : \"1.0\"\n}".utf8)
      .write(to: catalog.appendingPathComponent("contents.json"))
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/Settings.bundle/en.lproj/Root.strings" source-language="en" datatype="plaintext">
          <body><trans-unit id="More"><source>More</source><target>Mehr</target></trans-unit></body>
        </file>
      </xliff>
      """.utf8
    ).write(to: localized.appendingPathComponent("de.xliff"))
    let input = try TranslationReader.read(catalog.path, standardInput: nil)
    #expect(input.files.first?.targetLanguage == "de" && input.files.first?.table == "Root")
    #expect(input.path == catalog.path + "/Localized Contents/de.xliff")
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: [catalog.path], options: ImportOptions(), run: Self.write)
    #expect(try copy.document("de.lproj/Root.strings").makeTable()["More"] == .string("Mehr"))
    // A folder that is not a catalog, and a catalog without its XLIFF, are refused.
    let empty = copy.root.appendingPathComponent("Empty.xcloc")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: empty.appendingPathComponent("contents.json"))
    #expect(
      try TranslationReader.read(empty.path, standardInput: nil).findings.first?.message.contains("no .xliff file")
        == true)
    let folder = #expect(throws: ExchangeError.self) { try TranslationReader.read(copy.url.path, standardInput: nil) }
    #expect(folder?.description.contains("a folder; import reads XLIFF 1.2 and 2.0 files") == true)
  }

  @Test("an .xcloc whose contents.json names another locale than its XLIFF is refused, naming both")
  func xclocLocaleMismatch() throws {
    let copy = try TwinFolderExchangeTests.twinBundle(["de", "fr"])
    let catalog = copy.root.appendingPathComponent("de.xcloc")
    let localized = catalog.appendingPathComponent("Localized Contents")
    try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
    try Data("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"fr\",\n  \"version\" : \"1.0\"\n}".utf8)
      .write(to: catalog.appendingPathComponent("contents.json"))
    try Data(TwinFolderExchangeTests.xliff(target: "de").utf8).write(to: localized.appendingPathComponent("fr.xliff"))
    let before = try copy.snapshot()
    let error = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(bundle: copy.url, files: [catalog.path], options: ImportOptions(), run: Self.write)
    }
    guard case .refused(let findings) = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    let message = findings.first?.message ?? ""
    #expect(message.contains("\"fr\"") && message.contains("\"de\""), "\(message)")
    #expect(findings.first?.file == catalog.path + "/Localized Contents/fr.xliff")
    #expect(try copy.snapshot() == before)
    // The same locale spelled another way is no mismatch.
    try Data("{\"targetLocale\" : \"de_DE\"}".utf8).write(to: catalog.appendingPathComponent("contents.json"))
    try FileManager.default.moveItem(
      at: localized.appendingPathComponent("fr.xliff"), to: localized.appendingPathComponent("de_DE.xliff"))
    try Data(TwinFolderExchangeTests.xliff(target: "de-de").utf8).write(
      to: localized.appendingPathComponent("de_DE.xliff"))
    let spelled = try TranslationReader.read(catalog.path, standardInput: nil)
    #expect(spelled.findings.isEmpty, "\(spelled.findings)")
  }

  @Test("the folder a language was exported from travels with it when its name is not the tag")
  func folderNames() throws {
    let copy = try BundleCopy(fixture: "basic")
    try FileManager.default.moveItem(
      at: copy.url.appendingPathComponent("de.lproj"), to: copy.url.appendingPathComponent("de_DE.lproj"))
    let (files, _) = try Export.files(try copy.load(), language: "de_DE")
    #expect(files.first?.targetLanguage == "de-DE" && files.first?.lproj == "de_DE")
    let xml = XLIFF2.xml(files)
    #expect(
      xml.contains(
        "<file id=\"f1\" original=\"en.lproj/More.strings\" xmlns:l10n=\"urn:settings-l10n:xliff\" l10n:lproj=\"de_DE\">"
      ))
    #expect(try XLIFF2.parse(Array(xml.utf8)).first?.lproj == "de_DE")
    let catalog = StringCatalog(
      sourceLanguage: "en",
      entries: [
        .init(
          key: "More", comment: nil, extractionState: nil,
          localizations: ["es_MX": .init(state: "translated", value: "Más")])
      ])
    let file = try #require(catalog.translationInput(path: "Root.xcstrings", table: "Root").files.first)
    // A catalog's key is a --language value: import finds its folder by the one rule.
    #expect(file.lproj == nil && file.targetLanguage == "es_MX" && file.targetNamesFolder)
  }

  struct Malformed: CustomTestStringConvertible, Sendable {
    var name: String
    var xml: String
    var line: Int
    var message: String
    var testDescription: String { name }
  }

  static let head =
    "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\">\n"
  static let malformed = [
    Malformed(name: "no srcLang", xml: "<xliff version=\"2.0\">\n</xliff>", line: 1, message: "no srcLang"),
    Malformed(
      name: "file without original", xml: head + "<file id=\"f1\">\n</file></xliff>", line: 2, message: "no original"),
    Malformed(
      name: "two units for one key",
      xml: head
        + "<file id=\"f\" original=\"a.strings\"><unit id=\"u1\" name=\"k\"/>\n<unit id=\"u2\" name=\"k\"/></file></xliff>",
      line: 3, message: "second <unit>"),
    Malformed(
      name: "unknown state",
      xml: head
        + "<file id=\"f\" original=\"a.strings\"><unit id=\"u\">\n<segment state=\"done\"/></unit></file></xliff>",
      line: 3, message: "state \"done\""),
    Malformed(
      name: "reordered target",
      xml: head
        + "<file id=\"f\" original=\"a.strings\"><unit id=\"u\"><segment><source>a</source>\n<target order=\"2\">b</target></segment></unit></file></xliff>",
      line: 3, message: "reordered"),
    Malformed(
      name: "not closed", xml: head + "<file id=\"f\" original=\"a.strings\">\n", line: 3, message: "malformed XML"),
  ]

  @Test("malformed XLIFF 2.0 is refused with its location", arguments: malformed)
  func xliff2Malformed(_ bad: Malformed) {
    let error = #expect(throws: TranslationFormatError.self) { try XLIFF2.parse(Array(bad.xml.utf8)) }
    #expect(error?.location?.line == bad.line, "\(String(describing: error))")
    #expect(error?.message.contains(bad.message) == true, "\(String(describing: error))")
  }

  @Test("XLIFF 2.0 reading: name or id as the key, segments and ignorables joined, <cp>, groups, notes")
  func xliff2Reading() throws {
    let xml =
      Self.head + """
        <file id="f1" original="en.lproj/Root.strings">
          <group id="g"><unit id="Plain"><segment state="final"><source>A</source><target>Ä</target></segment></unit></group>
          <unit id="u2" name="Two parts">
            <notes><note>first</note><note>sec<b>o</b>nd</note></notes>
            <segment><source>One.</source><target>Eins.</target></segment>
            <ignorable><source> </source></ignorable>
            <segment state="reviewed"><source>Two<cp hex="7"/></source><target>Zwei<cp hex="7"/></target></segment>
          </unit>
          <unit id="u3" name="Half"><segment><source>a</source><target>b</target></segment><segment><source>c</source></segment></unit>
        </file></xliff>
        """
    let files = try XLIFF2.parse(Array(xml.utf8))
    let units = try #require(files.first?.units)
    #expect(files.first?.targetLanguage == "de" && files.first?.table == "Root")
    #expect(units.map(\.key) == ["Plain", "Two parts", "Half"])
    #expect(units[0].target == "Ä" && units[0].state == .translated)
    #expect(units[1].source == "One. Two\u{7}" && units[1].target == "Eins. Zwei\u{7}")
    // The least advanced segment gives the unit's state: plain initial, a tool's unfinished work.
    #expect(units[1].state == .unfinished)
    #expect(units[1].note == "first\nsecond")
    #expect(units[2].target == nil)
    // XLIFF 1.2 is still read by its own reader, and told apart by the root's version.
    #expect(XLIFF2.isVersion2(try CheckedXML(Array(xml.utf8))))
    #expect(!XLIFF2.isVersion2(try CheckedXML(Array("<xliff version=\"1.2\"/>".utf8))))
  }

  @Test(
    "keys and values of every kind survive XLIFF 2.0 and String Catalog round trips",
    arguments: ExchangeXLIFFTests.hostile)
  func hostileRoundTrip(text: String) throws {
    let file = TranslationFile(
      original: "en.lproj/Root.strings", sourceLanguage: "en", targetLanguage: "de",
      units: [TranslationUnit(key: text, source: text, target: text + "!", state: .translated, note: text)])
    let read = try #require(try XLIFF2.parse(Array(XLIFF2.xml([file]).utf8)).first?.units.first)
    #expect(Array(read.key.utf8) == Array(text.utf8) && Array(read.source.utf8) == Array(text.utf8))
    #expect(read.target.map { Array($0.utf8) } == Array((text + "!").utf8))
    let catalog = StringCatalog(
      sourceLanguage: "en",
      entries: [
        .init(
          key: text, comment: text, extractionState: "manual",
          localizations: [
            "en": .init(state: "translated", value: text), "de": .init(state: "translated", value: text + "!"),
          ])
      ])
    let again = try StringCatalog(parsing: Array(catalog.json().utf8))
    #expect(again.entries.first.map { Array($0.key.utf8) } == Array(text.utf8))
    #expect(again.entries.first?.localizations["de"]?.value.map { Array($0.utf8) } == Array((text + "!").utf8))
    #expect(again.json() == catalog.json())
  }
}

/// Every format's export of every language, imported back, leaves each real bundle as it was.
@Suite(
  "Exchange formats on the corpus",
  .tags(.slow), SlowTests.onlyWhenAsked,
  .enabled(
    if: FileManager.default.fileExists(atPath: ExchangeSupport.corpus.path),
    "../shared/corpus is not beside the project"))
struct ExchangeFormatsCorpusTests {
  static var bundles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ExchangeSupport.corpus.path)) ?? [])
      .filter {
        FileManager.default.fileExists(
          atPath: ExchangeSupport.corpus.appendingPathComponent("\($0)/Settings.bundle").path)
      }
      .sorted()
  }

  @Test("export then import changes no byte", arguments: bundles, [ExportFormat.xliff, .xliff2, .xcloc, .xcstrings])
  func roundTrip(bundle: String, format: ExportFormat) throws {
    let copy = try BundleCopy(ExchangeSupport.corpus.appendingPathComponent("\(bundle)/Settings.bundle"))
    let before = try copy.snapshot()
    let output = try ExchangeFormatsTests.export(copy, format, to: "out")
    let inputs = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map {
      output.appendingPathComponent($0).path
    }
    #expect(!inputs.isEmpty)
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: inputs, options: ImportOptions(), run: ExchangeFormatsTests.write)
    #expect(report.changes.isEmpty, "\(report.changes.diff())")
    #expect(try copy.snapshot() == before)
  }
}
