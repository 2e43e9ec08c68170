import Foundation
import Testing

@testable import SettingsL10nKit

/// A short title (`ShortTitles`) stands beside its row's title and truncates: its export carries
/// the limit `check` holds translations to, in each format's own terms.
@Suite("Export: length limits of short titles, in every format")
struct ExportLengthLimitTests {
  static func xliff(_ format: ExportFormat) throws -> String {
    let copy = try BundleCopy(fixture: "shorttitle")
    let report = try ExchangeJobs.export(
      bundle: copy.url, languages: ["de"], all: false, output: nil, displayOutput: nil,
      options: ExportOptions(tool: ExchangeFormatsTests.tool, format: format), run: ExchangeFormatsTests.write)
    return try #require(report.output)
  }

  @Test("XLIFF 1.2: maxwidth with size-unit char on each short title's trans-unit, and only there")
  func xliff12() throws {
    let xml = try Self.xliff(.xliff)
    try ExchangeSupport.checkGolden(xml, "shorttitle-de.xliff")
    #expect(xml.contains("<trans-unit id=\"Auto\" approved=\"yes\" maxwidth=\"4\" size-unit=\"char\""), "\(xml)")
    #expect(xml.contains("<trans-unit id=\"Man.\" maxwidth=\"4\" size-unit=\"char\""), "\(xml)")
    #expect(xml.components(separatedBy: "maxwidth=").count == 3, "\(xml)")
  }

  @Test("XLIFF 2.0: the Size and Length Restriction module, counted in code points")
  func xliff2() throws {
    let xml = try Self.xliff(.xliff2)
    try ExchangeSupport.checkGolden(xml, "shorttitle-de.xliff2.xliff")
    #expect(xml.contains("xmlns:slr=\"urn:oasis:names:tc:xliff:sizerestriction:2.0\""), "\(xml)")
    #expect(xml.contains("<slr:profiles generalProfile=\"xliff:codepoints\"/>"), "\(xml)")
    #expect(xml.contains("name=\"Auto\" slr:sizeRestriction=\"4\""), "\(xml)")
    #expect(xml.components(separatedBy: "slr:sizeRestriction=").count == 3, "\(xml)")
  }

  @Test("String Catalogs and every note: the limit in words")
  func catalogComment() throws {
    let copy = try BundleCopy(fixture: "shorttitle")
    let output = try ExchangeFormatsTests.export(copy, .xcstrings, to: "catalogs")
    let json = try ExchangeFormatsTests.text(output.appendingPathComponent("Root.xcstrings"))
    try ExchangeSupport.checkGolden(json, "shorttitle-Root.xcstrings")
    #expect(json.contains("At most 4 characters: a short title"), "\(json)")
  }

  @Test("a package with limits imports back without a change", arguments: [ExportFormat.xliff, .xliff2])
  func roundTrip(format: ExportFormat) throws {
    let copy = try BundleCopy(fixture: "shorttitle")
    let before = try copy.snapshot()
    let file = copy.root.appendingPathComponent("de.xliff")
    try Data(try Self.xliff(format).utf8).write(to: file)
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [file.path], options: ImportOptions(), run: ExchangeFormatsTests.write)
    #expect(report.changes.isEmpty)
    #expect(report.findings.allSatisfy { $0.severity != .error }, "\(report.findings)")
    #expect(try copy.snapshot() == before)
  }

  static let schemas = ExchangeSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas")
  static let pythonLXML: Bool = (try? ReporterTests.python(["-c", "import lxml"]).status) == 0

  @Test(
    "every XLIFF golden, limits included, is valid against the OASIS schemas (1.2 strict, 2.0 core)",
    .enabled(if: FileManager.default.fileExists(atPath: schemas.path), "../shared/schemas is not beside the project"),
    .enabled(if: pythonLXML, "python3 with lxml is not installed"))
  func schemaValid() throws {
    let golden = ExchangeSupport.fixtures.appendingPathComponent("golden")
    let files = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".xliff") }
      .sorted()
      .map { golden.appendingPathComponent($0).path }
    #expect(files.contains { $0.hasSuffix("shorttitle-de.xliff2.xliff") })
    let script = """
      import sys
      from lxml import etree
      folder = sys.argv[1]
      schemas = {v: etree.XMLSchema(etree.parse(folder + "/" + f))
                 for v, f in [("1", "xliff-core-1.2-strict.xsd"), ("2", "xliff_core_2.0.xsd")]}
      bad = 0
      for path in sys.argv[2:]:
          doc = etree.parse(path)
          schema = schemas[doc.getroot().get("version", "1")[0]]
          if not schema.validate(doc):
              bad += 1
              print(path, schema.error_log.last_error)
      sys.exit(1 if bad else 0)
      """
    let (status, output) = try ReporterTests.python(["-c", script, Self.schemas.path] + files)
    #expect(status == 0, "\(output)")
  }
}
