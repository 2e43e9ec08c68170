import Foundation
import Testing

@testable import ByteCore
@testable import StringsFormat

/// The package's one location type: `.strings` diagnostics carry an offset, XML, JSON and
/// configuration locations a file or neither; each prints as compilers write places.
@Suite("Source location")
struct SourceLocationTests {
  @Test(
    "prints line:column, with the file in front when it has one",
    arguments: [
      (ByteCore.SourceLocation(line: 3, column: 7, offset: 20), "3:7"),
      (ByteCore.SourceLocation(line: 3, column: 7), "3:7"),
      (ByteCore.SourceLocation(file: "ci/settings-l10n.yml", line: 12, column: 5), "ci/settings-l10n.yml:12:5"),
    ])
  func description(location: ByteCore.SourceLocation, printed: String) {
    #expect(location.description == printed)
  }

  @Test("orders by offset when both have one, else by line and column")
  func order() {
    #expect(
      ByteCore.SourceLocation(line: 1, column: 9, offset: 8)
        < ByteCore.SourceLocation(line: 2, column: 1, offset: 10))
    #expect(ByteCore.SourceLocation(line: 1, column: 9) < ByteCore.SourceLocation(line: 2, column: 1))
    #expect(ByteCore.SourceLocation(line: 2, column: 3) < ByteCore.SourceLocation(line: 2, column: 4))
    #expect(!(ByteCore.SourceLocation(line: 2, column: 4) < ByteCore.SourceLocation(line: 2, column: 4)))
  }

  @Test("JSON leaves out the parts a location does not have")
  func json() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let strings = try encoder.encode(ByteCore.SourceLocation(line: 1, column: 8, offset: 7))
    #expect(String(decoding: strings, as: UTF8.self) == #"{"column":8,"line":1,"offset":7}"#)
    let xml = try encoder.encode(ByteCore.SourceLocation(line: 4, column: 2))
    #expect(String(decoding: xml, as: UTF8.self) == #"{"column":2,"line":4}"#)
  }
}
