import Testing

@testable import ByteCore
@testable import StringsFormat

@Suite("Diagnostics")
struct DiagnosticsTests {
  @Test("one run reports every error in a file, each at its place")
  func recovery() {
    let source = """
      "a" = "1"
      "b" = ;
      "c" "3";
      "d" = "4";
      "e" = "5"
      """
    let errors = StringsDocument(source).errors
    #expect(errors.map(\.id) == ["missing-semicolon", "unexpected-character", "expected-equals", "missing-semicolon"])
    #expect(errors.map { $0.location.map { "\($0.line):\($0.column)" } ?? "" } == ["1:10", "2:7", "3:5", "5:10"])
  }

  @Test(
    "columns count scalars and lines break on LF, CR and CRLF, in UTF-8 and UTF-16", arguments: ["\n", "\r", "\r\n"])
  func locations(_ lineBreak: String) {
    let source = "\"ä\" = \"ö\";\(lineBreak)\"中文\" = \"x\" y;\(lineBreak)"
    let utf16: [UInt8] = [0xFE, 0xFF] + source.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for document in [StringsDocument(source), StringsDocument(bytes: utf16)] {
      let error = document.errors.first
      #expect(error?.id == "missing-semicolon")
      #expect(error?.location?.line == 2)
      #expect(error?.location?.column == 11)
    }
  }

  @Test("the caret sits under the column, past tabs and wide characters (as wide as the caller says)")
  func caret() throws {
    let document = StringsDocument("\t\"中文\" = \"x\" y;\n")
    let error = try #require(document.errors.first)
    let wide: Set<Unicode.Scalar> = ["中", "文"]
    let renderer = DiagnosticRenderer(columns: { wide.contains($0) ? 2 : 1 })
    let rendered = renderer.render(error, path: "de.lproj/Root.strings", lines: document.lineIndex())
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0]
        == "de.lproj/Root.strings:1:12: error: missing ';' after the entry for key \"中文\", found 'y' [missing-semicolon]"
    )
    #expect(lines[1] == "\t\"中文\" = \"x\" y;")
    #expect(lines[2] == "\t" + String(repeating: " ", count: 12) + "^")
  }

  @Test("an ignored tail names how many entries a device loses")
  func ignoredTail() throws {
    let document = StringsDocument("\"a\" = \"1\";\n#\"b\" = \"2\";\n\"c\" = \"3\";\n")
    let warning = try #require(document.diagnostics.first)
    #expect(warning.id == "ignored-tail" && warning.severity == .warning)
    #expect(warning.message.hasSuffix("the 2 entries after it are lost"))
    #expect(document.makeTable().keys == ["a"])
    #expect(document.entries.map(\.isIgnoredOnDevice) == [false, true, true])
  }

  @Test("a comment before a braced table is no entry's comment (found by Tests/Fuzz/run strings-fuzz)")
  func commentBeforeBrace() throws {
    let document = StringsDocument(bytes: Array("/** :{=\t\tDictio*/{Optiona;\n".utf8))
    #expect(document.errors.map(\.id) == ["unterminated-dictionary"])
    #expect(document.entries.first?.comment == nil)
    let fine = StringsDocument("/* header */\n{\n  /* A */\n  \"a\" = \"1\";\n}\n")
    #expect(fine.loadsOnDevice)
    #expect(fine.entries.first?.comment == "A")
  }
}
