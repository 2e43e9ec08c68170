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
    #expect(xml.contains("<trans-unit id=\"Auto\" maxwidth=\"4\" size-unit=\"char\""), "\(xml)")
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
    let report = try ExchangeJobs.importFiles(bundle: copy.url, files: [file.path], options: ImportOptions(), run: ExchangeFormatsTests.write)
    #expect(report.changes.isEmpty)
    #expect(report.findings.allSatisfy { $0.severity != .error }, "\(report.findings)")
    #expect(try copy.snapshot() == before)
  }
}
