import Foundation
import Testing

@testable import SettingsL10nKit
@testable import TranslationFormats

/// What the translators' own tools hand back: unfinished work, Crowdin's numbered units, full
/// language tags, inline markup, other encodings; each imported into the basic fixture.
@Suite("Translators' tools: unfinished work, Crowdin, full tags, inline markup, encodings")
struct TranslatorToolsTests {
  static let tools = ExchangeSupport.fixtures.appendingPathComponent("tools")

  /// Imports the inputs into a copy of the basic fixture (German Root is UTF-16, More has no
  /// German table).
  static func importing(_ inputs: [TranslationInput], options: ImportOptions = ImportOptions()) throws
    -> ExchangeResult
  {
    let copy = try BundleCopy(fixture: "basic")
    return try Import.plan(try copy.load(), inputs: inputs, options: options)
  }

  /// The text a planned change writes to the file ending in `path`, nil when it writes none.
  static func written(_ report: ExchangeResult, _ path: String) -> String? {
    guard let change = report.changes.changes.first(where: { $0.displayPath.hasSuffix(path) }) else { return nil }
    let bytes = change.after
    let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    return String(data: Data(bytes), encoding: utf16 ? .utf16 : .utf8)
  }

  static func read(_ name: String) throws -> TranslationInput {
    try TranslationReader.read(tools.appendingPathComponent(name).path, standardInput: nil)
  }

  /// The formats the states table covers, as its own tests name them.
  typealias Format = TranslationStateTests.Format

  /// The XML declaration and the XLIFF 1.2 root's start tag, each on its line.
  static let xliff12 =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"

  /// Unfinished work in each format, for `de`: `General` finished, `Sounds` and `Theme` not
  /// (`Theme` marked new); XLIFF 1.2 also marks `More` fuzzy as translate-toolkit does.
  static func unfinished(_ format: Format) throws -> [TranslationInput] {
    switch format {
    case .xliff12:
      let xml =
        Self.xliff12 + """
          <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext"><body>
          <trans-unit id="General" approved="yes"><source>General</source><target state="translated">Allgemeines</target></trans-unit>
          <trans-unit id="Sounds"><source>Sounds</source><target state="needs-translation">Klänge</target></trans-unit>
          <trans-unit id="Theme"><source>Theme</source><target state="new">Farbe</target></trans-unit>
          <trans-unit id="More" approved="no"><source>More</source><target state="translated">Mehr</target></trans-unit>
          </body></file></xliff>
          """
      return [TranslationReader.read(bytes: Array(xml.utf8), path: "de.xliff")]
    case .xliff2:
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f1" original="en.lproj/Root.strings">
        <unit id="u1" name="General"><segment state="translated"><source>General</source><target>Allgemeines</target></segment></unit>
        <unit id="u2" name="Sounds"><segment state="initial"><source>Sounds</source><target>Klänge</target></segment></unit>
        <unit id="u3" name="Theme"><segment><source>Theme</source><target>Farbe</target></segment></unit>
        <unit id="u4" name="More"><segment><source>More</source><target>More</target></segment></unit>
        </file></xliff>
        """
      return [TranslationReader.read(bytes: Array(xml.utf8), path: "de.xliff")]
    case .catalog:
      let unit = TranslationStateTests.catalogUnit
      let root = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "General" : \(unit("translated", "Allgemeines")),
          "Theme" : \(unit("new", "Farbe")),
          "Sounds" : \(unit("new", "Klänge"))
        } }
        """
      let input = try StringCatalog(parsing: Array(root.utf8)).translationInput(path: "Root.xcstrings", table: "Root")
      return [input]
    }
  }

  @Test(
    "unfinished work is not written; one warning counts it; --accept-unfinished writes it", arguments: Format.allCases)
  func unfinishedWork(format: Format) throws {
    let expectedCount = format == .xliff12 ? 3 : 2
    let report = try Self.importing(try Self.unfinished(format))
    let root = try #require(Self.written(report, "de.lproj/Root.strings"))
    #expect(root.contains(#""General" = "Allgemeines";"#))
    #expect(root.contains(#""Sounds" = "Töne";"#))
    #expect(!root.contains("Klänge") && !root.contains("Farbe") && !root.contains("Mehr"))
    let warnings = report.findings.filter { $0.id == "state-not-imported" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.hasPrefix("\(expectedCount) targets are marked unfinished") == true)
    #expect(warnings.first?.message.contains("--accept-unfinished") == true)

    let accepted = try Self.importing(try Self.unfinished(format), options: ImportOptions(acceptUnfinished: true))
    let written = try #require(Self.written(accepted, "de.lproj/Root.strings"))
    #expect(written.contains(#""Sounds" = "Klänge";"#) && written.contains(#""Theme" = "Farbe";"#))
    #expect(!accepted.findings.contains { $0.id == "state-not-imported" })
    let note = try #require(accepted.findings.first { $0.id == "unfinished-imported" })
    #expect(note.severity == .note && note.message.hasPrefix("\(expectedCount) targets"))
  }

  @Test("a fuzzy file made by translate-toolkit (approved=\"no\", needs-translation) leaves its fuzzy units out")
  func translateToolkitFuzzy() throws {
    let report = try Self.importing([try Self.read("translate-toolkit-fuzzy-de.xliff")])
    let root = try #require(Self.written(report, "de.lproj/Root.strings"))
    // General was translated and accepted; Theme was translated and marked fuzzy.
    #expect(root.contains(#""General" = "Allgemein (geprüft)";"#))
    #expect(root.contains(#""Theme" = "Design";"#))
    let warning = try #require(report.findings.first { $0.id == "state-not-imported" })
    #expect(warning.message.hasPrefix("1 target is marked unfinished"))
  }

  @Test(
    "a Crowdin file (numbered ids, resname, original=/en.xliff) imports by resname; <group translate=no> is inherited")
  func crowdin() throws {
    let report = try Self.importing([try Self.read("crowdin-de.xliff")])
    let root = try #require(Self.written(report, "de.lproj/Root.strings"))
    #expect(root.contains(#""General" = "Allgemeines";"#))
    #expect(root.contains(#""Sounds" = "Töne";"#), "the group says translate=no")
    #expect(!root.contains("Geräusche"))
    #expect(Self.written(report, "de.lproj/More.strings")?.contains(#""Server" = "Dienst";"#) == true)
    #expect(!report.findings.contains { $0.severity == .error })
  }

  @Test("every fixture of a translator's tool reads back as the same document once written as XLIFF 1.2")
  func toolFilesWriteBack() throws {
    for name in ["crowdin-de.xliff", "translate-toolkit-fuzzy-de.xliff"] {
      let bytes = try [UInt8](Data(contentsOf: Self.tools.appendingPathComponent(name)))
      let document = try XLIFFDocument(parsing: bytes)
      var again = try XLIFFDocument(parsing: Array(document.xml().utf8))
      var original = document
      for file in original.files.indices {
        original.files[file].location = nil
        again.files[file].location = nil
        for unit in original.files[file].units.indices {
          original.files[file].units[unit].location = nil
          again.files[file].units[unit].location = nil
        }
      }
      #expect(again == original, "\(name)")
    }
  }

  @Test("a <file> whose target-language differs from the first is imported into its own folder, and said")
  func mixedLanguages() throws {
    let xml =
      Self.xliff12 + """
        <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="General"><source>General</source><target>Allgemein</target></trans-unit></body></file>
        <file original="en.lproj/Root.strings" source-language="en" target-language="fr" datatype="plaintext"><body>
        <trans-unit id="General"><source>General</source><target>Général</target></trans-unit></body></file>
        </xliff>
        """
    let report = try Self.importing(
      [TranslationReader.read(bytes: Array(xml.utf8), path: "de.xliff")], options: ImportOptions(createFolders: true))
    #expect(Self.written(report, "fr.lproj/Root.strings")?.contains("Général") == true)
    let note = try #require(report.findings.first { $0.id == "mixed-languages" })
    #expect(note.severity == .note && note.message.contains("targets fr") && note.message.contains("first <file> de"))
  }

  @Test("a full tag (de-DE) lands in the one folder its parent chain reaches, with a note; never a new folder")
  func fullTags() throws {
    for create in [false, true] {
      for input in [try Self.read("fulltag/Root.xcstrings"), try Self.read("fulltag-de-DE.xliff")] {
        let report = try Self.importing([input], options: ImportOptions(createFolders: create))
        let root = try #require(Self.written(report, "de.lproj/Root.strings"), "\(input.path)")
        #expect(root.contains(#""Theme" = "Farbschema";"#))
        #expect(!report.changes.changes.contains { $0.displayPath.contains("de-DE") })
        let note = try #require(report.findings.first { $0.id == "parent-folder" })
        #expect(note.message.contains("de-DE") && note.message.contains("de.lproj"))
      }
    }
    let named = try Self.importing([try Self.read("fulltag-de-DE.xliff")], options: ImportOptions(folder: "de"))
    #expect(Self.written(named, "de.lproj/Root.strings")?.contains("Farbschema") == true)
  }

  @Test("a full tag's parent folder is the nearest on Apple's chain, never a sibling region")
  func parentChain() throws {
    func folders(_ names: [String]) throws -> BundleLocalizations {
      try BundleLocalizations(folders: Dictionary(uniqueKeysWithValues: names.map { ("\($0).lproj", ["Root"]) }))
    }
    func parent(_ tag: String, _ names: [String]) throws -> String? {
      LanguageFolders.parentFolderForWriting(try LocaleTag(tag), in: try folders(names))?.name
    }
    #expect(try parent("de-DE", ["en", "de"]) == "de")
    #expect(try parent("zh-Hans-CN", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hans")
    #expect(try parent("zh-CN", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hans")
    #expect(try parent("es-MX", ["en", "es", "es-419"]) == "es-419")
    #expect(try parent("es-MX", ["en", "es_AR"]) == nil)
    #expect(try parent("fr-CA", ["en", "de"]) == nil)
  }

  @Test(
    "inline markup is flattened; a placeholder with no text refuses its unit only",
    arguments: ["inline-de.xliff", "inline-de-2.xliff"])
  func inlineMarkup(name: String) throws {
    let report = try Self.importing([try Self.read(name)])
    let root = try #require(Self.written(report, "de.lproj/Root.strings"))
    #expect(root.contains(#""General" = "Allgemein";"#))
    #expect(root.contains(#""Sounds" = "Töne und Klänge";"#))
    #expect(root.contains(#""Theme" = "Design";"#), "the table's value stays")
    let refused = try #require(report.findings.first { $0.key == "Theme" })
    #expect(refused.id == "unit-not-importable" && refused.severity == .warning)
    #expect(refused.message.contains("no text to write"))
  }

  @Test(
    "XLIFF in UTF-16 (with a byte order mark) and ISO-8859-1 is read", arguments: ["utf16-de.xliff", "latin1-de.xliff"])
  func encodings(name: String) throws {
    let report = try Self.importing([try Self.read(name)])
    let root = try #require(Self.written(report, "de.lproj/Root.strings"))
    #expect(root.contains(#""Sounds" = "Töne und Klänge";"#))
    #expect(root.contains(#""General" = "Allgemein";"#))
  }

  @Test("an encoding the reader does not know is refused at the declaration")
  func unknownEncoding() {
    let xml = #"<?xml version="1.0" encoding="EBCDIC-CP-US"?><xliff version="1.2"/>"#
    let input = TranslationReader.read(bytes: Array(xml.utf8), path: "x.xliff")
    #expect(input.findings.first?.message.contains("EBCDIC-CP-US".lowercased()) == true)
  }

  @Test("without xml:space=\"preserve\", a value laid out on lines of its own loses that layout, and only that")
  func indentation() throws {
    #expect(XMLIndentation.dropped("\n      Töne und\n      Klänge\n    ") == "Töne und Klänge")
    #expect(XMLIndentation.dropped(" Töne ") == " Töne ")
    #expect(XMLIndentation.dropped("Töne\t und Klänge") == "Töne\t und Klänge")
    let xml =
      Self.xliff12 + """
        <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="Sounds">
          <source>Sounds</source>
          <target>
            Töne und Klänge
          </target>
        </trans-unit>
        <trans-unit id="General" xml:space="preserve"><source>General</source><target>Allgemein
        und mehr</target></trans-unit>
        </body></file></xliff>
        """
    let report = try Self.importing([TranslationReader.read(bytes: Array(xml.utf8), path: "de.xliff")])
    let root = try #require(Self.written(report, "de.lproj/Root.strings"))
    #expect(root.contains(#""Sounds" = "Töne und Klänge";"#))
    #expect(root.contains(#""General" = "Allgemein\nund mehr";"#), "preserved as written")
  }

  @Test("a String Catalog's variation warning names the kind")
  func variationKinds() throws {
    let catalog = """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "General" : { "localizations" : { "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "Eins" } } } } } } },
        "Theme" : { "localizations" : { "de" : { "substitutions" : { }, "variations" : { "device" : { } } } } }
      } }
      """
    let input = try StringCatalog(parsing: Array(catalog.utf8)).translationInput(path: "Root.xcstrings", table: "Root")
    let messages = input.findings.filter { $0.id == "unit-not-importable" }.map(\.message)
    #expect(messages.contains { $0.contains("varies by plural,") }, "\(messages)")
    #expect(messages.contains { $0.contains("varies by device and substitution,") }, "\(messages)")
  }

  @Test("contents.json names the repository's Xcode project; original paths can be the repository's")
  func projectAndRepositoryPaths() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("App/Resources/Settings.bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    #expect(ProjectFile.name(around: bundle) == "Settings.bundle")
    #expect(ProjectFile.repositoryPath(of: bundle) == "App/Resources/Settings.bundle")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    #expect(ProjectFile.name(around: bundle) == "App.xcodeproj")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App.xcworkspace"), withIntermediateDirectories: true)
    #expect(ProjectFile.name(around: bundle) == "App.xcworkspace")
  }

  @Test("an .xcloc's Notes pages show each string's key beside it")
  func notesShowKeys() throws {
    let copy = try BundleCopy(fixture: "basic")
    let page = try #require(PageRenderer.developmentPages(try copy.load()).first)
    let notes = page.html(showingKeys: true)
    #expect(notes.contains(#"<code class="key""#) && notes.contains(">Sounds</code>"))
    #expect(!page.html().contains(#"<code class="key""#), "render's own page is unchanged")
  }
}
