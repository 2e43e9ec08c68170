import Foundation
import SettingsL10nKit
import Testing

/// A variant of the development language (`en-GB` of `en`) that lacks a table reads the
/// development table, as meant: its users see the development text, which is their language.
@Suite("Development variant without a table")
struct DevelopmentVariantTableTests {
  /// The `translations` fixture with `en-GB.lproj/Advanced.strings` removed (`de` lacks it already).
  static func bundleWithoutVariantTable() throws -> (folder: URL, bundle: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variant-table-\(UUID().uuidString)")
    let bundle = folder.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: AuditFixtures.folder("translations").appendingPathComponent("Settings.bundle"), to: bundle)
    try FileManager.default.removeItem(at: bundle.appendingPathComponent("en-GB.lproj/Advanced.strings"))
    return (folder, bundle)
  }

  @Test("no missing-table for a variant of the development language; a translating language still gets one")
  func variantFallsBackToDevelopment() throws {
    let (folder, bundle) = try Self.bundleWithoutVariantTable()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try Audit.run(bundleAt: bundle, bundlePath: "Settings.bundle")
    let tables = report.findings("missing-table").map { "\($0.language ?? ""):\($0.table ?? "")" }
    #expect(tables == ["de:Advanced"])
    // The development text it shows is its language's: counted as it was with the table there.
    let variant = try #require(report.language("en-GB"))
    let whole = try #require(AuditFixtures.audit("translations").language("en-GB"))
    #expect(variant.required == whole.required)
    #expect(variant.translated == whole.translated)
  }
}
