import Foundation
import SettingsL10nKit
import Testing

/// What the XLIFF 1.2 fuzz target (Tests/Fuzz/Sources/xliff-fuzz) holds for any input, held here
/// for the fixtures and for documents built to be awkward: a document that reads writes back to
/// XLIFF that reads as the same document, only the places its parts were found aside.
@Suite("XLIFF 1.2 round trip")
struct XLIFFRoundTripTests {
  /// The XLIFF 1.2 fixtures that read (the others are XLIFF 2.0 or broken on purpose).
  static let fixtures = ["exchange/golden/basic-de.xliff", "exchange/checks/de.xliff"].map {
    ExchangeSupport.packageRoot.appendingPathComponent("Fixtures/\($0)")
  }

  static let awkward = [
    """
    <xliff version="1.2"><file original="a&#10;b\tc" source-language="en" target-language="de" datatype="plaintext">
    <header><tool tool-id="t" tool-name="T"/><note from="settings-l10n:lproj">de.lproj</note></header>
    <body><trans-unit id="k&amp;&lt;&quot;"><source>  two  spaces\r\nand CR LF </source><target state="translated"></target><note/></trans-unit>
    <trans-unit id="only source"><source>]]&gt; &#x1F600;</source></trans-unit></body></file>
    <file original="second" source-language="en" datatype="plaintext"><body/></file></xliff>
    """
  ]

  /// The document with the places its files and units were read from taken out.
  static func withoutLocations(_ document: XLIFFDocument) -> XLIFFDocument {
    var document = document
    for file in document.files.indices {
      document.files[file].location = nil
      for unit in document.files[file].units.indices { document.files[file].units[unit].location = nil }
    }
    return document
  }

  @Test("a fixture's XLIFF written again reads as the same document", arguments: fixtures)
  func fixture(_ url: URL) throws {
    let document = try XLIFFDocument(parsing: Array(try Data(contentsOf: url)))
    let again = try XLIFFDocument(parsing: document.xmlBytes())
    #expect(Self.withoutLocations(again) == Self.withoutLocations(document))
  }

  @Test("an awkward document written again reads as the same document", arguments: awkward)
  func awkwardDocument(_ text: String) throws {
    let document = try XLIFFDocument(parsing: Array(text.utf8))
    try #require(document.files.count == 2 && document.files[0].units.count == 2)
    let again = try XLIFFDocument(parsing: document.xmlBytes())
    #expect(Self.withoutLocations(again) == Self.withoutLocations(document))
  }
}
