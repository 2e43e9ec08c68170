import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// The OASIS schemas and the script that validates against them.
enum XLIFFSchemas {
  static let folder = ExchangeSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas")
  static let script = ExchangeSupport.packageRoot.appendingPathComponent("Tests/interop/xliff_schemas.py")
  static let hasLXML: Bool = (try? ReporterTests.python(["-c", "import lxml.etree"]).status) == 0
}

/// Every XLIFF the exchange fixtures export is valid under the OASIS schema it names, checked by
/// the same script CI runs on the corpus (Tests/interop/xliff_schemas.py, with lxml).
@Suite(
  "Exchange: exported XLIFF is valid under the OASIS schemas",
  .enabled(
    if: FileManager.default.fileExists(atPath: XLIFFSchemas.folder.path), "../shared/schemas is not beside the project"),
  .enabled(if: XLIFFSchemas.hasLXML, "python3 with lxml is not installed"))
struct XLIFFSchemaTests {
  /// The exchange fixtures, each with the options that give its exports their variety: a key
  /// not to translate, the InAppSettingsKit table convention.
  static let fixtures: [(name: String, load: LocalizedBundle.Options)] = [
    ("basic", LocalizedBundle.Options(judging: TranslationJudging(doNotTranslate: [try! Glob("Sounds")]))),
    ("checks", LocalizedBundle.Options()),
    ("iask-localized", LocalizedBundle.Options(reading: BundleReading(iaskTableConvention: true))),
  ]

  @Test(
    "every language of every exchange fixture, in XLIFF 1.2 and 2.0, validates",
    arguments: [ExportFormat.xliff, .xliff2])
  func fixturesValidate(format: ExportFormat) throws {
    var files: [String] = []
    var copies: [BundleCopy] = []
    for fixture in Self.fixtures {
      let copy = try BundleCopy(fixture: fixture.name)
      copies.append(copy)
      let output = copy.root.appendingPathComponent("out")
      _ = try ExchangeJobs.export(
        bundle: copy.url, languages: [], all: true, output: output, displayOutput: "out",
        options: ExportOptions(tool: ImportMarksTests.tool, format: format), run: ExchangeJobs.Run(load: fixture.load))
      files += try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map {
        output.appendingPathComponent($0).path
      }
    }
    #expect(files.count >= 3)
    let (status, output) = try ReporterTests.python([XLIFFSchemas.script.path, "--validate"] + files)
    #expect(status == 0, "\(output)")
    #expect(output.contains("\(files.count) XLIFF files, 0 invalid"), "\(output)")
  }

  @Test("the validator refuses an XLIFF 1.2 file with an attribute the strict schema does not allow")
  func validatorRefuses() throws {
    let copy = try BundleCopy(fixture: "basic")
    let bad = try copy.writeBeside(
      "bad.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:l10n="urn:settings-l10n:xliff" version="1.2">
        <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext" l10n:lproj="de">
          <body><trans-unit id="a"><source>a</source></trans-unit></body>
        </file>
      </xliff>
      """)
    let (status, output) = try ReporterTests.python([XLIFFSchemas.script.path, "--validate", bad])
    #expect(status == 1)
    #expect(output.contains("bad.xliff:3:"), "\(output)")
  }
}
