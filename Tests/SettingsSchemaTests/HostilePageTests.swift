import Foundation
import SettingsSchema
import Testing

@Suite("Hostile pages")
struct HostilePageTests {
  @Test("a binary page holding a set (which crashes Foundation) is a syntax-error finding")
  func binaryPlistWithSet() throws {
    // Found by Tests/Fuzz/run page-fuzz.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/bundles/hostile/binary-plist-with-set.plist")
    let (page, findings) = Page.load(data: try Data(contentsOf: url), name: "Root", file: "Root.plist")
    #expect(page == nil)
    #expect(findings.map(\.id.rawValue) == ["syntax-error"])
    #expect(findings.first?.message.contains("is a set") == true)
  }
}
