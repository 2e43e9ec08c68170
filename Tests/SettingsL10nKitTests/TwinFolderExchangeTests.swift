import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// Two folders of one language (`es-MX.lproj` and `es_MX.lproj`): every format's export goes back
/// into the folder it came from, and a String Catalog's language keys follow the one folder rule.
@Suite("Exchange: twin folders and catalog language keys")
struct TwinFolderExchangeTests {
  static let write = ExchangeJobs.Run()
  static let tool = XLIFFDocument.Tool(id: "settings-l10n", name: "settings-l10n", version: "test")

  struct Twins: CustomTestStringConvertible, Sendable {
    var first: String
    var second: String
    var format: ExportFormat
    var testDescription: String { "\(first)+\(second) \(format)" }
  }

  static let pairs = [("es-MX", "es_MX"), ("ja", "Japanese"), ("he", "iw")]
  static let cases = pairs.flatMap { pair in
    [ExportFormat.xliff, .xliff2, .xcloc, .xcstrings].map { Twins(first: pair.0, second: pair.1, format: $0) }
  }

  static func table(_ label: String) -> String {
    "\"Sounds\" = \"Sounds \(label)\";\n\"Theme\" = \"Theme \(label)\";\n"
  }

  /// The basic fixture with the twins in place of `de.lproj`, each holding its own translations.
  static func twinBundle(_ names: [String]) throws -> BundleCopy {
    let copy = try BundleCopy(fixture: "basic")
    try copy.remove("de.lproj")
    for name in names {
      let folder = copy.url.appendingPathComponent("\(name).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(table(name).utf8).write(to: folder.appendingPathComponent("Root.strings"))
    }
    return copy
  }

  /// Exports the languages in `format`; the paths to import.
  static func export(_ copy: BundleCopy, _ format: ExportFormat, languages: [String]) throws -> [String] {
    func run(_ languages: [String], _ output: URL) throws {
      _ = try ExchangeJobs.export(
        bundle: copy.url, languages: languages, all: false, output: output, displayOutput: output.lastPathComponent,
        options: ExportOptions(tool: tool, format: format), run: write)
    }
    switch format {
    case .xliff, .xliff2:
      return try languages.map { language in
        let output = copy.root.appendingPathComponent("\(language).\(format).xliff")
        try run([language], output)
        return output.path
      }
    case .xcloc:
      // One language at a time into one folder: the twins' catalogs must not share a name.
      let output = copy.root.appendingPathComponent("catalogs")
      for language in languages { try run([language], output) }
      let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
      #expect(names.count == languages.count, "\(names)")
      return names.map { output.appendingPathComponent($0).path }
    case .xcstrings:
      let output = copy.root.appendingPathComponent("strings")
      try run([], output)
      return [output.appendingPathComponent("Root.xcstrings").path]
    }
  }

  @Test("each twin's export imports back into the folder it came from", arguments: cases)
  func roundTrip(_ twins: Twins) throws {
    let names = [twins.first, twins.second]
    let copy = try Self.twinBundle(names)
    let before = try copy.snapshot()
    let files = try Self.export(copy, twins.format, languages: names)
    for name in names {
      try Data(Self.table("changed").utf8).write(to: copy.url.appendingPathComponent("\(name).lproj/Root.strings"))
    }
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: files, options: ImportOptions(), run: Self.write)
    let after = try copy.snapshot()
    #expect(after == before, "\(after.keys.sorted())")
    for name in names {
      #expect(String(decoding: try copy.bytes("\(name).lproj/Root.strings"), as: UTF8.self) == Self.table(name))
    }
  }

  /// A String Catalog for Root whose one language key gives `Theme` a new value.
  static func catalog(_ copy: BundleCopy, key: String) throws -> String {
    let catalog = StringCatalog(
      sourceLanguage: "en",
      entries: [
        .init(
          key: "Theme", comment: nil, extractionState: nil,
          localizations: [key: .init(state: "translated", value: "Neu")])
      ])
    return try copy.writeBeside("Root.xcstrings", catalog.json())
  }

  @Test(
    "a catalog language key written like a folder name goes to the folder of its tag; --create makes no twin",
    arguments: ["de_DE", "de_de", "DE_de", "de-DE"], [false, true])
  func catalogKeys(key: String, create: Bool) throws {
    let copy = try Self.twinBundle(["de-DE"])
    let path = try Self.catalog(copy, key: key)
    _ = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [path], options: ImportOptions(createFolders: create), run: Self.write)
    #expect(try copy.document("de-DE.lproj/Root.strings").makeTable()["Theme"] == .string("Neu"))
    let folders = try FileManager.default.contentsOfDirectory(atPath: copy.url.path).filter { $0.hasSuffix(".lproj") }
      .sorted()
    #expect(folders == ["de-DE.lproj", "en.lproj"])
  }

  @Test(
    "a catalog key for a language without a folder is created as its tag's folder only with --create",
    arguments: ["de_DE", "de_de"])
  func catalogKeyCreates(key: String) throws {
    let copy = try Self.twinBundle([])
    let path = try Self.catalog(copy, key: key)
    let error = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(bundle: copy.url, files: [path], options: ImportOptions(), run: Self.write)
    }
    #expect(error?.description.contains("--create makes de-DE.lproj") == true, "\(String(describing: error))")
    _ = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [path], options: ImportOptions(createFolders: true), run: Self.write)
    #expect(try copy.document("de-DE.lproj/Root.strings").makeTable()["Theme"] == .string("Neu"))
    #expect(
      !FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("\(key).lproj").path) || key == "de-DE")
  }

  static func xliff(target: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="en.lproj/Root.strings" source-language="en" target-language="\(target)" datatype="plaintext">
        <body><trans-unit id="Theme"><source>Theme</source><target>Neu</target></trans-unit></body>
      </file>
    </xliff>
    """
  }

  @Test("an XLIFF naming only the shared tag is refused; --lproj names the folder it goes to")
  func explicitFolder() throws {
    let copy = try Self.twinBundle(["es-MX", "es_MX"])
    let path = try copy.writeBeside("theirs.xliff", Self.xliff(target: "es-MX"))
    let error = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(bundle: copy.url, files: [path], options: ImportOptions(), run: Self.write)
    }
    #expect(
      error?.description.contains("es-MX.lproj and es_MX.lproj") == true
        && error?.description.contains("--lproj es-MX") == true,
      "\(String(describing: error))")
    _ = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [path], options: ImportOptions(folder: "es_MX"), run: Self.write)
    #expect(try copy.document("es_MX.lproj/Root.strings").makeTable()["Theme"] == .string("Neu"))
    #expect(try copy.document("es-MX.lproj/Root.strings").makeTable()["Theme"] == .string("Theme es-MX"))
  }

  @Test("--lproj refuses a folder of another language, and a folder the bundle lacks unless --create")
  func explicitFolderRefusals() throws {
    let copy = try Self.twinBundle(["es-MX", "fr"])
    let path = try copy.writeBeside("theirs.xliff", Self.xliff(target: "es-MX"))
    let other = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(
        bundle: copy.url, files: [path], options: ImportOptions(folder: "fr"), run: Self.write)
    }
    #expect(other?.description.contains("--lproj fr") == true, "\(String(describing: other))")
    let missing = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(
        bundle: copy.url, files: [path], options: ImportOptions(folder: "es_MX"), run: Self.write)
    }
    #expect(missing?.description.contains("no es_MX.lproj") == true, "\(String(describing: missing))")
    _ = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [path], options: ImportOptions(createFolders: true, folder: "es_MX"), run: Self.write)
    #expect(try copy.document("es_MX.lproj/Root.strings").makeTable()["Theme"] == .string("Neu"))
  }

  @Test(
    "XLIFF 1.2 names the folder in a header note (its strict schema admits no foreign attribute); the old attribute is still read"
  )
  func folderNote() throws {
    let copy = try Self.twinBundle(["es-MX", "es_MX"])
    let (files, _) = try Export.files(try copy.load(), language: "es-MX")
    #expect(files.map(\.lproj) == ["es-MX", "es-MX"])
    let xml = XLIFFDocument(files: files.map { XLIFFDocument.File($0, tool: Self.tool) }).xml()
    #expect(!xml.contains("xmlns:l10n") && !xml.contains(" l10n:lproj="))
    #expect(
      xml.contains(
        """
          <file original="en.lproj/Root.strings" source-language="en" target-language="es-MX" datatype="plaintext">
            <header>
              <tool tool-id="settings-l10n" tool-name="settings-l10n" tool-version="test"/>
              <note from="settings-l10n:lproj">es-MX</note>
            </header>
        """))
    #expect(try XLIFFDocument(parsing: Array(xml.utf8)).files.map(\.lproj) == ["es-MX", "es-MX"])
    let untooled = XLIFFDocument(files: files.map { XLIFFDocument.File($0, tool: nil) }).xml()
    #expect(
      untooled.contains(
        "datatype=\"plaintext\">\n    <header>\n      <note from=\"settings-l10n:lproj\">es-MX</note>\n    </header>\n    <body>"
      ))
    // Another author's header note is no folder; the attribute earlier versions wrote still is.
    let other = Self.xliff(target: "es-MX").replacingOccurrences(
      of: "datatype=\"plaintext\">", with: "datatype=\"plaintext\"><header><note from=\"pm\">es_MX</note></header>")
    #expect(try XLIFFDocument(parsing: Array(other.utf8)).files.first?.lproj == nil)
    let attribute = Self.xliff(target: "es-MX").replacingOccurrences(
      of: "datatype=\"plaintext\">",
      with: "datatype=\"plaintext\" xmlns:l10n=\"urn:settings-l10n:xliff\" l10n:lproj=\"es_MX\">")
    #expect(try XLIFFDocument(parsing: Array(attribute.utf8)).files.first?.lproj == "es_MX")
  }

  @Test(
    "a folder the file names that is not one of its language, or no folder name at all, is refused",
    arguments: ["fr", "../fr", "es_MX/.."])
  func namedFolderRefused(name: String) throws {
    let copy = try Self.twinBundle(["es-MX", "fr"])
    let xliff = Self.xliff(target: "es-MX").replacingOccurrences(
      of: "datatype=\"plaintext\">",
      with: "datatype=\"plaintext\"><header><note from=\"settings-l10n:lproj\">\(name)</note></header>")
    let path = try copy.writeBeside("theirs.xliff", xliff)
    let before = try copy.snapshot()
    let error = #expect(throws: ExchangeError.self) {
      try ExchangeJobs.importFiles(
        bundle: copy.url, files: [path], options: ImportOptions(createFolders: true), run: Self.write)
    }
    #expect(
      error?.description.contains(
        "the file names the folder \(name.debugDescription), which is not a folder name for target-language es-MX")
        == true,
      "\(String(describing: error))")
    #expect(try copy.snapshot() == before)
  }
}
