import Foundation
import StringsFormat
import Testing

@testable import ByteCore
@testable import Findings

/// The catalog's examples are what the tool prints: each example of a `.strings` reading finding
/// is the line `strings lint` gives for a file made to show it.
@Suite("finding catalog examples")
struct FindingExampleTests {
  /// A file that shows each id's example.
  static let files: [(id: String, bytes: [UInt8])] = [
    ("empty-file", []),
    ("invalid-encoding", [0xFF, 0xFE, 0x00, 0x00, 0x00, 0x00, 0x11, 0x00]),
    ("invalid-utf8", Array(#""A" = ""#.utf8) + [0xFF] + Array(#"";"#.utf8)),
    ("utf16-without-bom", Array("\"\0A\0\"\0".utf8)),
    ("invalid-plist", Array("bplist00".utf8)),
    ("not-a-table", Array(#"("a")"#.utf8)),
    ("expected-equals", Array(#""A" "B";"#.utf8)),
    ("missing-semicolon", Array(#""A" = "B" "C" = "D";"#.utf8)),
    ("unexpected-character", Array(#"{ "A" = "B"; = }"#.utf8)),
    ("unexpected-eof", Array(#""A" ="#.utf8)),
    ("unterminated-string", Array(#""A" = "B"#.utf8)),
    ("unterminated-escape", Array(#""A" = "B\"#.utf8)),
    ("unterminated-array", Array(#""A" = ("B", "C";"#.utf8)),
    ("unterminated-dictionary", Array(#""A" = { "B" = "C";"#.utf8)),
    ("unterminated-data", Array(#""A" = <0102"#.utf8)),
    ("malformed-data", Array(#""A" = <01z2>;"#.utf8)),
    ("junk-after-plist", Array(#"{ "A" = "B"; } x"#.utf8)),
    ("non-string-value", Array(#""Display" = ("a");"#.utf8)),
    ("unpaired-surrogate", Array(#""X" = "Y";\#n"Ab" = "\UD800";"#.utf8)),
    ("undefined-octal-escape", Array(#""A" = "B";\#n"C" = "D";\#n"Abc" = "xy\376";"#.utf8)),
    ("unterminated-comment", Array(#""A" = "B";\#n"C" = "D";\#n"E" = "F";\#n"G" = "H";\#n/* never closed"#.utf8)),
    ("ignored-tail", Array((String(repeating: #""A" = "B";\#n"#, count: 8) + #""C = D;\#n"#).utf8)),
    ("stray-byte", [0xFF, 0xFE] + Array("\"\0A\0\"\0=\0\"\0B\0\"\0;\0".utf8) + [0x0A]),
  ]

  /// The line `strings lint` prints for a file's first diagnostic of an id, the file named `path`.
  static func line(_ id: String, of bytes: [UInt8], path: String) -> String? {
    let document = StringsDocument(bytes: bytes)
    let diagnostics = document.diagnostics + document.lint()
    guard let diagnostic = diagnostics.first(where: { $0.id.rawValue == id }) else { return nil }
    return path + (diagnostic.location == nil ? ": " : ":") + diagnostic.description
  }

  @Test("a reading finding's example is the line the reader prints", arguments: files.map(\.id))
  func exampleIsPrinted(id: String) throws {
    let bytes = try #require(Self.files.first { $0.id == id }?.bytes)
    let rule = try #require(FindingCatalog.rule(DiagnosticID(rawValue: id)))
    // The file is the one the example names (`de.lproj/Root.strings`).
    let path = String(rule.example.prefix { $0 != ":" })
    #expect(Self.line(id, of: bytes, path: path) == rule.example, "\(id)")
  }
}
