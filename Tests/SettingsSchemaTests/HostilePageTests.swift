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

  @Test("a page Foundation reads whose trailing markup names a tag in bytes that are not UTF-8 loads")
  func trailingTagNotUTF8() throws {
    // Found by Tests/Fuzz/run page-fuzz: Foundation reads the first element and ignores the
    // rest, and locating the page's keys then met a name whose bytes are not UTF-8.
    let page =
      Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<dict>\n\t<key>Title</key>\n\t<string>Tag</string>\n</dict>\n</p:q"
          .utf8)
      + [0xFF, 0xFF, 0xFF] + Array("r>\n".utf8)
    let (loaded, findings) = Page.load(data: Data(page), name: "Root", file: "Root.plist")
    #expect(try #require(loaded).title == "Tag")
    #expect(findings.map(\.id.rawValue) == ["missing-required-key"])
  }
}
