import Foundation
import Testing

@testable import SettingsL10nKit
@testable import TextSyntax
@testable import TranslationFormats

@Suite("Exchange: XLIFF writer and reader")
struct ExchangeXLIFFTests {
  static let hostile = [
    "Tom & Jerry", "<b>bold</b>", "say \"hi\" & 'bye'", "]]> end", "tab\there", "line\nbreak", "cr\rlf\r\n",
    "  padded  ", "emoji 😀 and é (NFC) e\u{301} (NFD)", "DEL\u{7F} C1\u{85}", "&amp; literally", "", "\u{FFFD}",
  ]

  @Test("every key and value a table can hold survives write then read", arguments: hostile)
  func roundTrip(text: String) throws {
    let document = XLIFFDocument(files: [
      XLIFFDocument.File(
        original: "en.lproj/Root \"x\".strings", sourceLanguage: "en", targetLanguage: "de",
        tool: .init(id: "t", name: "t&t", version: "1"),
        units: [XLIFFDocument.Unit(id: text, source: text, target: text + "!", note: text)])
    ])
    let read = try XLIFFDocument(parsing: Array(document.xml().utf8))
    let unit = try #require(read.files.first?.units.first)
    #expect(unit.id.utf8.elementsEqual(text.utf8))
    #expect(unit.source.utf8.elementsEqual(text.utf8))
    #expect(unit.target.map { Array($0.utf8) } == Array((text + "!").utf8))
    #expect(read.files.first?.original == "en.lproj/Root \"x\".strings")
    #expect(read.files.first?.tool?.name == "t&t")
  }

  @Test("escaping: CR and controls as references, disallowed characters detected")
  func escaping() {
    #expect(XMLEscaping.text("a\r\nb<&>") == "a&#13;\nb&lt;&amp;&gt;")
    #expect(XMLEscaping.attribute("a\"\n\t") == "a&quot;&#10;&#9;")
    #expect(XMLEscaping.text("\u{7F}\u{9F}") == "&#x7F;&#x9F;")
    #expect(XMLEscaping.text("a\u{0}b\u{B}") == "a\u{FFFD}b\u{FFFD}")
    #expect(XMLEscaping.firstDisallowed(in: "ok\u{1}") == "\u{1}")
    #expect(XMLEscaping.firstDisallowed(in: "tab\t lf\n cr\r \u{FFFD}") == nil)
    #expect(XMLEscaping.firstDisallowed(in: "\u{FFFE}") == "\u{FFFE}")
  }

  @Test("the export of the basic fixture matches its golden")
  func exportGolden() throws {
    let copy = try BundleCopy(fixture: "basic")
    let report = try ExchangeJobs.export(
      bundle: copy.url, languages: ["de"], all: false, output: nil, displayOutput: nil,
      options: ExportOptions(tool: .init(id: "settings-l10n", name: "settings-l10n", version: "test")), run: .init())
    try ExchangeSupport.checkGolden(try #require(report.output), "basic-de.xliff")
    // A key missing from the development table is not exported.
    #expect(report.output?.contains("<trans-unit id=\"Dark\"") == false)
  }

  @Test("a unit XML cannot carry is left out and reported")
  func notExportable() throws {
    let copy = try BundleCopy(fixture: "basic")
    let root = copy.url.appendingPathComponent("en.lproj/Root.strings")
    var text = try String(contentsOf: root, encoding: .utf8)
    text += "\n\"Light\" = \"Li\\U000Bght\";\n"
    try Data(text.utf8).write(to: root)
    let (document, findings) = try Export.document(try copy.load(), language: "de")
    #expect(!document.files.flatMap(\.units).contains { $0.id == "Light" })
    let finding = try #require(findings.first { $0.id == "unit-not-exportable" })
    #expect(finding.key == "Light")
    #expect(finding.message.contains("U+000B"))
  }

  struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var xml: String
    var line: Int
    var message: String
    var testDescription: String { name }
  }

  static let malformed = [
    MalformedCase(name: "not XML", xml: "<xliff>\n<a>\n</xliff>", line: 3, message: "malformed XML"),
    MalformedCase(name: "wrong root", xml: "<?xml version=\"1.0\"?>\n<plist/>", line: 2, message: "not <xliff>"),
    MalformedCase(
      name: "duplicate id",
      xml:
        "<xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><source>a</source></trans-unit>\n<trans-unit id=\"k\"><source>a</source></trans-unit></body></file></xliff>",
      line: 3, message: "a second <trans-unit>"),
    MalformedCase(
      name: "unit without source",
      xml:
        "<xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><target>a</target></trans-unit>\n</body></file></xliff>",
      line: 2, message: "has no <source>"),
    MalformedCase(
      name: "file without original", xml: "<xliff>\n<file source-language=\"en\"/></xliff>", line: 2,
      message: "no original"),
  ]

  @Test("malformed XLIFF is rejected with a located error", arguments: malformed)
  func malformedXLIFF(_ item: MalformedCase) {
    do {
      _ = try XLIFFDocument(parsing: Array(item.xml.utf8))
      Issue.record("accepted")
    } catch {
      #expect(error.location?.line == item.line, "\(error)")
      #expect(error.message.contains(item.message), "\(error)")
    }
  }

  @Test("units in groups are read; alt-trans and seg-source are ignored; XLIFF 1.1 is accepted")
  func tolerated() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.1" xmlns="urn:oasis:names:tc:xliff:document:1.1">
        <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <group id="g"><trans-unit id="a"><source>A</source><seg-source><mrk mtype="seg">A</mrk></seg-source>
              <target state="translated">Ä</target>
              <alt-trans><source>A</source><target>Alt</target></alt-trans>
            </trans-unit></group>
            <trans-unit id="b"><source><![CDATA[<B>]]></source></trans-unit>
          </body>
        </file>
      </xliff>
      """
    let document = try XLIFFDocument(parsing: Array(xml.utf8))
    let units = try #require(document.files.first?.units)
    #expect(units.map(\.id) == ["a", "b"])
    #expect(units.map(\.target) == ["Ä", nil])
    #expect(units[1].source == "<B>")
    #expect(document.files.first?.table == "Root")
  }

  @Test("invalid UTF-8 (which crashes XMLParser in names) is a located error")
  func invalidUTF8() throws {
    // Found by Tests/Fuzz/run xliff-fuzz: a byte 0xC9 inside an attribute name of <xliff>.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/exchange/xliff-invalid-utf8-attribute.xliff")
    let bytes = [UInt8](try Data(contentsOf: url))
    #expect {
      _ = try XLIFFDocument(parsing: bytes)
    } throws: { error in
      "\(error)".hasPrefix("2:") && "\(error)".contains("invalid UTF-8")
    }
    #expect(throws: TranslationFormatError.self) { _ = try XLIFFDocument(parsing: [0xFF, 0xFE, 0x3C, 0x00]) }
  }
}
