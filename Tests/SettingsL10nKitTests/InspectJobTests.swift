import BundleIO
import Foundation
import SettingsL10nKit
import Testing

@Suite("inspect and check agree on folders; a Base-only bundle has a Base row")
struct InspectJobTests {
  @Test("inspect reports the invalid and duplicate .lproj folders check reports")
  func folderFindings() throws {
    let url = AuditFixtures.folder("folders").appendingPathComponent("Settings.bundle")
    let inspect = try InspectJob.report(bundleAt: url, bundlePath: "Settings.bundle", iask: false, strings: false)
    let check = try AuditFixtures.audit("folders")
    let ids: Set<String> = ["invalid-lproj-name", "duplicate-lproj"]
    let fromInspect = inspect.walk.findings.filter { ids.contains($0.id.rawValue) }.map { "\($0.id) \($0.file ?? "")" }
    let fromCheck = check.findings.filter { ids.contains($0.id.rawValue) }.map { "\($0.id) \($0.file ?? "")" }
    #expect(fromInspect.sorted() == fromCheck.sorted())
    #expect(inspect.summary.errors == 2)
    #expect(inspect.text().contains("klingon.lproj: error:"))
  }

  @Test("a bundle whose development language is Base lists Base in the coverage table")
  func baseRow() throws {
    let report = try AuditFixtures.audit("base-development")
    let base = try #require(report.language("Base"))
    #expect(base.isDevelopment)
    #expect(base.coverage == 1)
    let (text, _) = try AuditFixtures.run("base-development", format: .text)
    #expect(text.contains("Base (dev)  Base      100.0%"))
  }
}
