import Foundation
import Testing

@testable import StringsFormat

/// Xcode ends the tables it writes with a blank line after the last entry: the Xcode style
/// either way, so `strings format --check` accepts it and formatting keeps it.
@Suite("format: Xcode's blank last line")
struct XcodeTrailingLineTests {
  static let entries = "/* Title */\n\"Title\" = \"Titel\";\n\n\"Done\" = \"Fertig\";\n"

  @Test(
    "a formatted table is formatted with or without Xcode's blank last line, in either line ending",
    arguments: ["\n", "\r\n"])
  func blankLastLineIsFormatted(_ lineEnding: String) throws {
    for text in [Self.entries, Self.entries + "\n"] {
      let bytes = Array(text.replacingOccurrences(of: "\n", with: lineEnding).utf8)
      let document = StringsDocument(bytes: bytes)
      #expect(try document.isFormatted(), "\(text.debugDescription)")
      #expect(try document.formatted().serialized() == bytes, "\(text.debugDescription)")
    }
  }

  @Test("more than one blank line at the end becomes Xcode's one, and that is stable")
  func moreBlankLinesBecomeOne() throws {
    let document = StringsDocument(bytes: Array((Self.entries + "\n\n").utf8))
    #expect(try !document.isFormatted())
    let formatted = try document.formatted()
    #expect(formatted.serialized() == Array((Self.entries + "\n").utf8))
    #expect(try formatted.isFormatted())
  }

  @Test("an empty table stays empty")
  func emptyTable() throws {
    #expect(try StringsDocument(bytes: Array("\n\n".utf8)).formatted().serialized() == [])
  }
}
