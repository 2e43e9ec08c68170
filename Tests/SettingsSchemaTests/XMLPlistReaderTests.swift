import Foundation
import TestSupport
import Testing

@testable import ByteCore
@testable import SettingsSchema

/// The fast XML reader, checked against Foundation (`PropertyListSerialization`, `PlistValue(foundationValue:)`)
/// and `XMLPlistLocator`: whatever it accepts, Foundation must read as XML with the same value and locations.
@Suite("XMLPlistReader")
struct XMLPlistReaderTests {
  // MARK: - Real pages

  /// Every XML `.plist` under Fixtures is read by the reader, with Foundation's value and locations.
  @Test func fixturePagesAgreeWithFoundation() throws {
    var xmlPages = 0
    var accepted = 0
    for url in plistFiles(under: Paths.packageRoot.appendingPathComponent("Fixtures")) {
      // Some fixtures are dangling links or folders named `.plist`; binary ones can crash Foundation.
      guard let data = try? Data(contentsOf: url), !data.starts(with: Array("bplist".utf8)) else { continue }
      let bytes = [UInt8](data)
      if foundation(bytes) != nil { xmlPages += 1 }
      guard let fast = XMLPlistReader.read(bytes) else { continue }
      accepted += 1
      try expectAgreement(fast, bytes, url.lastPathComponent)
    }
    #expect(xmlPages > 20)
    #expect(accepted == xmlPages)
  }

  /// The corpus bundles beside the package, one case per bundle.
  static var corpusBundles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: Paths.corpus.path)) ?? []).filter {
      FileManager.default.fileExists(atPath: Paths.corpus.appendingPathComponent("\($0)/Settings.bundle").path)
    }.sorted()
  }

  /// Each corpus page that Foundation reads as XML is read by the reader too, with the same value and locations.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: Paths.corpus.path), "../shared/corpus is not beside the project"),
    arguments: corpusBundles)
  func corpusPagesTakeTheFastPath(_ bundle: String) throws {
    let folder = Paths.corpus.appendingPathComponent("\(bundle)/Settings.bundle")
    var xmlPages = 0
    var accepted = 0
    for url in plistFiles(under: folder) where url.deletingLastPathComponent() == folder {
      let bytes = [UInt8](try Data(contentsOf: url))
      let fast = XMLPlistReader.read(bytes)
      if foundation(bytes) != nil { xmlPages += 1 }
      guard let fast else { continue }
      accepted += 1
      try expectAgreement(fast, bytes, url.lastPathComponent)
    }
    #expect(xmlPages > 0)
    #expect(accepted == xmlPages)
  }

  // MARK: - Hand-written documents

  /// A named document.
  struct Case: Sendable, CustomTestStringConvertible {
    /// What the document tries.
    var name: String
    /// The document's text.
    var text: String
    /// The name, shown for the test case.
    var testDescription: String { name }
  }

  /// Documents inside the subset.
  static let cases: [Case] = [
    Case(name: "entities", text: plist("<string>&lt;a&gt; &amp; &quot;q&quot; &apos;s&apos; &amp;lt;</string>")),
    Case(
      name: "numeric references",
      text: plist(
        "<string>&#65;&#x42;&#x1F600;&#233;&#9;&#10;&#x0000041;</string>")),
    Case(
      name: "empty values",
      text: plist(
        "<array><string></string><string/><dict/><dict></dict><array/><array></array></array>")),
    Case(
      name: "nested",
      text: plist(
        """
        <dict><key>a</key><array><dict><key>b</key><array><array><integer>1</integer></array></array></dict>
        <dict/></array><key>c</key><dict><key>d</key><dict><key>e</key><true/></dict></dict></dict>
        """)),
    Case(
      name: "comments",
      text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- before the doctype -->
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- between --><plist version="1.0"><!-- in plist -->
        <dict><!-- in dict --><key>a</key><!-- before value --><string>x</string><!-- a -- b -->
        <key>b</key><array><!-- in array --><false/><!-- --></array></dict><!-- end -->
        </plist>
        <!-- after -->

        """),
    Case(name: "no declaration, no doctype", text: "<plist><dict><key>a</key><integer>1</integer></dict></plist>"),
    Case(
      name: "doctype without declaration",
      text: """
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict/></plist>
        """),
    Case(
      name: "declaration variants",
      text:
        "<?xml version='1.0' encoding='utf-8' ?><plist version='1.0'><true/></plist>"),
    Case(name: "declaration without encoding", text: "<?xml version=\"1.0\"?>\n<plist><false/></plist>\n"),
    Case(
      name: "whitespace kept in text",
      text: plist(
        "<dict><key> spaced key </key><string>  a  \n b\t</string><key>\t</key><string>\n</string></dict>")),
    Case(
      name: "CR and CRLF",
      text: plist("<dict>\r\n<key>a\r\nb</key>\r<string>x\ry\r\nz</string>\r\n</dict>")
        .replacingOccurrences(of: "\n", with: "\r\n")),
    Case(
      name: "unicode",
      text: plist(
        "<dict><key>Grüße</key><string>日本語 😀 e\u{301} \u{FFFF} \u{10FFFF} \u{85}</string>"
          + "<key>é</key><true/></dict>")),
    Case(
      name: "integers",
      text: plist(
        """
        <array><integer>0</integer><integer>-0</integer><integer>-42</integer><integer>007</integer>
        <integer>9223372036854775807</integer><integer>-9223372036854775808</integer><integer>1</integer></array>
        """)),
    Case(
      name: "reals",
      text: plist(
        """
        <array><real>1.5</real><real>-0.0</real><real>-0</real><real>1e10</real><real>2.5E-3</real><real>0.1</real>
        <real>1e-400</real><real>1.7976931348623157e308</real><real>12345678901234567890.125</real>
        <real>3e+2</real></array>
        """)),
    Case(
      name: "booleans beside integers",
      text: plist(
        "<array><true/><false/><integer>1</integer><integer>0</integer></array>")),
    Case(name: "UTF-8 BOM", text: "\u{FEFF}" + plist("<dict><key>a</key><string>b</string></dict>")),
    Case(
      name: "repeated key keeps the last value",
      text: plist(
        "<dict><key>a</key><string>1</string><key>b</key><true/><key>a</key><string>2</string></dict>")),
    Case(
      name: "top-level array",
      text: plist(
        "<array><dict><key>Type</key><string>PSGroupSpecifier</string></dict></array>")),
    Case(
      name: "settings page",
      text: plist(
        """
        <dict>
        \t<key>StringsTable</key>
        \t<string>Root</string>
        \t<key>PreferenceSpecifiers</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSGroupSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Général &amp; co</string>
        \t\t</dict>
        \t\t<!-- a comment between items -->
        \t\t<dict/>
        \t\t<string>not a dictionary</string>
        \t\t<dict>
        \t\t\t<key>Type</key><string>PSMultiValueSpecifier</string>
        \t\t\t<key>Titles</key><array><string>A</string><dict><key>Nested</key><true/></dict></array>
        \t\t\t<key>Key&amp;Name</key><string>x</string>
        \t\t\t<key>Type</key><string>PSTextFieldSpecifier</string>
        \t\t</dict>
        \t</array>
        \t<key>Title</key>
        \t<string>After the specifiers: not located</string>
        </dict>
        """)),
    Case(
      name: "repeated PreferenceSpecifiers",
      text: plist(
        """
        <dict><key>PreferenceSpecifiers</key><string>first</string>
        <key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>A</string></dict></array>
        <key>Late</key><true/></dict>
        """)),
    Case(
      name: "repeated keys in a specifier and at the root keep their first location",
      text: plist(
        """
        <dict><key>Title</key><string>1</string>
        <key>PreferenceSpecifiers</key><array>
        <dict><key>Type</key><string>A</string>
        <key>Key</key><string>k</string><key>Type</key><string>B</string></dict>
        <dict><key>Key</key><string>j</string>
        <key>Key</key><string>i</string><key>Key</key><string>h</string></dict></array>
        <key>Title</key><string>2</string></dict>
        """)),
    Case(
      name: "dictionaries nested inside a specifier's keys",
      text: plist(
        """
        <dict><key>PreferenceSpecifiers</key><array>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string>
        <key>TrueConfirmationPrompt</key><dict><key>Title</key><string>t</string>
        <key>Inner</key><dict><key>Type</key><string>deep</string><key>Deep</key><array><dict><key>Key</key><true/></dict></array></dict>
        <key>Prompt</key><string>p</string></dict>
        <key>Key</key><string>after nested</string></dict>
        <dict><key>Title</key><string>second</string></dict></array>
        <key>StringsTable</key><string>Root</string></dict>
        """)),
    Case(name: "numeric reference in key", text: plist("<dict><key>&#65;</key><true/></dict>")),
    Case(name: "entity and non-ASCII in key", text: plist("<dict><key>é&amp;</key><true/></dict>")),
    Case(
      name: "references in located keys",
      text: plist(
        """
        <dict><key>&#80;reference&#x53;pecifiers</key><array>
        <dict><key>T&#121;pe</key><string>PSGroupSpecifier</string><key>&lt;K&gt;</key><true/></dict></array>
        <key>Strings&#84;able</key><string>Root</string></dict>
        """)),
    Case(
      name: "empty specifiers then root keys",
      text: plist(
        "<dict><key>PreferenceSpecifiers</key><array/>\n<key>Title</key><string>t</string></dict>")),
  ]

  /// Each hand-written document is read, with Foundation's value and XMLPlistLocator's locations.
  @Test(arguments: cases)
  func handWrittenDocumentsAgreeWithFoundation(_ example: Case) throws {
    let bytes = Array(example.text.utf8)
    let fast = try #require(XMLPlistReader.read(bytes), "the reader declined \(example.name)")
    try expectAgreement(fast, bytes, example.name)
  }

  /// Values and positions checked by hand, not only against Foundation.
  @Test func readsTheExpectedValuesAndPositions() throws {
    let text = plist(
      """
      <dict>
      \t<key>PreferenceSpecifiers</key>
      \t<array>
      \t\t<dict><key>Type</key><string>&lt;é&#x1F600;&gt;</string></dict>
      \t</array>
      </dict>
      """)
    let (value, locations) = try #require(XMLPlistReader.read(Array(text.utf8)))
    let items = try #require(value.dictionaryValue?["PreferenceSpecifiers"]?.arrayValue)
    #expect(items == [.dictionary(["Type": .string("<é😀>")])])
    #expect(locations.rootKeys["PreferenceSpecifiers"].map { [$0.line, $0.column] } == [5, 2])
    #expect(locations.elements.map { [$0.start.line, $0.start.column] } == [[7, 3]])
    #expect(locations.elements.first?.keys["Type"].map { [$0.line, $0.column] } == [7, 9])
  }

  /// Foundation keeps the last value of a repeated key; so does the reader.
  @Test func foundationKeepsTheLastOfRepeatedKeys() throws {
    let bytes = Array(plist("<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>").utf8)
    #expect(try #require(foundation(bytes)).value == .dictionary(["a": .string("2")]))
    #expect(XMLPlistReader.read(bytes)?.value == .dictionary(["a": .string("2")]))
  }

  /// Keys spelled with references are located under their decoded text, by the reader and by
  /// XMLPlistLocator (which reads the pages Foundation reads) alike.
  @Test func keysSpelledWithReferencesAreLocated() throws {
    let text = plist(
      """
      <dict>
      <key>&#80;reference&#x53;pecifiers</key>
      <array><dict><key>&#x54;ype</key><string>PSGroupSpecifier</string></dict></array>
      </dict>
      """)
    let located = XMLPlistLocator.locate(Array(text.utf8))
    #expect(located.rootKeys["PreferenceSpecifiers"].map { [$0.line, $0.column] } == [5, 1])
    #expect(located.elements.first?.keys["Type"].map { [$0.line, $0.column] } == [6, 14])
    #expect(try #require(XMLPlistReader.read(Array(text.utf8))).locations == located)
  }

  /// A key that Foundation reads out of CDATA is located under the text Foundation reads, not
  /// the text before the first `<`.
  @Test func keysInCDATAAreLocatedUnderTheirText() throws {
    let text = plist(
      """
      <dict>
      <key><![CDATA[Preference]]>Specifiers</key>
      <array><dict><key><![CDATA[Type]]></key><string>PSGroupSpecifier</string></dict></array>
      </dict>
      """)
    let (value, located) = try #require(foundation(Array(text.utf8)))
    #expect(value.dictionaryValue?["PreferenceSpecifiers"] != nil)
    #expect(located.rootKeys["PreferenceSpecifiers"].map { [$0.line, $0.column] } == [5, 1])
    #expect(located.elements.first?.keys["Type"].map { [$0.line, $0.column] } == [6, 14])
  }

  // MARK: - Documents left to Foundation

  /// Documents outside the subset (Foundation reads some of them).
  static let rejected: [Case] = [
    Case(name: "malformed", text: plist("<dict><key>a</key><string>b</dict>")),
    Case(name: "data", text: plist("<data>AAAA</data>")),
    Case(name: "date", text: plist("<date>2020-01-01T00:00:00Z</date>")),
    Case(name: "garbage after plist", text: plist("<true/>") + "garbage"),
    Case(name: "second element after plist", text: plist("<true/>") + "<plist><true/></plist>"),
    Case(name: "missing </plist>", text: "<plist><dict/>\n"),
    Case(name: "empty plist", text: "<plist></plist>"),
    Case(name: "two values in plist", text: plist("<true/><false/>")),
    Case(name: "key in plist", text: plist("<key>a</key>")),
    Case(name: "key in array", text: plist("<array><key>a</key></array>")),
    Case(name: "dangling key", text: plist("<dict><key>a</key></dict>")),
    Case(name: "value without key", text: plist("<dict><string>a</string></dict>")),
    Case(name: "key as value", text: plist("<dict><key>a</key><key>b</key></dict>")),
    Case(name: "unknown entity", text: plist("<string>&foo;</string>")),
    Case(name: "entity without semicolon", text: plist("<string>&lt</string>")),
    Case(name: "bare ampersand", text: plist("<string>a & b</string>")),
    Case(name: "surrogate reference", text: plist("<string>&#xD800;</string>")),
    Case(name: "reference beyond Unicode", text: plist("<string>&#x110000;</string>")),
    Case(name: "NUL reference", text: plist("<string>&#0;</string>")),
    Case(name: "nine-digit reference", text: plist("<string>&#000000065;</string>")),
    Case(name: "uppercase X reference", text: plist("<string>&#X41;</string>")),
    Case(name: "empty reference", text: plist("<string>&#;</string>")),
    Case(name: "BOM reference", text: plist("<string>&#xFEFF;a</string>")),
    Case(name: "BOM in text", text: plist("<string>\u{FEFF}a</string>")),
    Case(name: "control character", text: plist("<string>a\u{1}b</string>")),
    Case(name: "control character reference", text: plist("<string>&#1;</string>")),
    Case(name: "U+FFFE reference", text: plist("<string>&#xFFFE;</string>")),
    Case(
      name: "canonically equal keys",
      text: plist(
        "<dict><key>e\u{301}</key><string>1</string><key>\u{E9}</key><string>2</string></dict>")),
    Case(name: "CF$UID", text: plist("<dict><key>CF$UID</key><integer>1</integer></dict>")),
    Case(name: "integer overflow", text: plist("<integer>9223372036854775808</integer>")),
    Case(name: "integer underflow", text: plist("<integer>-9223372036854775809</integer>")),
    Case(name: "huge integer", text: plist("<integer>99999999999999999999999</integer>")),
    Case(name: "hex integer", text: plist("<integer>0x10</integer>")),
    Case(name: "plus integer", text: plist("<integer>+1</integer>")),
    Case(name: "spaced integer", text: plist("<integer> 1</integer>")),
    Case(name: "empty integer", text: plist("<integer></integer>")),
    Case(name: "nan", text: plist("<real>nan</real>")),
    Case(name: "inf", text: plist("<real>inf</real>")),
    Case(name: "real overflow", text: plist("<real>1e400</real>")),
    Case(name: "real ending in a point", text: plist("<real>1.</real>")),
    Case(name: "real starting with a point", text: plist("<real>.5</real>")),
    Case(name: "CDATA", text: plist("<string><![CDATA[a]]></string>")),
    Case(name: "processing instruction inside", text: plist("<?pi x?><true/>")),
    Case(name: "unknown tag", text: plist("<foo/>")),
    Case(name: "attribute on value", text: plist("<dict a=\"b\"></dict>")),
    Case(name: "space in tag", text: plist("<true />")),
    Case(name: "space in closing tag", text: plist("<string>a</string >")),
    Case(name: "non-empty true", text: plist("<true></true>")),
    Case(name: "empty key", text: plist("<dict><key/><true/></dict>")),
    Case(name: "mismatched close", text: plist("<array></dict>")),
    Case(name: "other encoding", text: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><true/></plist>"),
    // Found by page-fuzz: ORing 0x20 into every byte read 0x18 as "8" and 0x0D as "-".
    Case(
      name: "control byte folding onto 8", text: "<?xml version=\"1.0\" encoding=\"UTF-\u{18}\"?><plist><true/></plist>"
    ),
    Case(
      name: "control byte folding onto a dash",
      text: "<?xml version=\"1.0\" encoding=\"UTF\r8\"?><plist><true/></plist>"),
    Case(name: "other version", text: "<?xml version=\"1.1\"?><plist><true/></plist>"),
    Case(name: "internal subset", text: "<!DOCTYPE plist [<!ENTITY a \"b\">]><plist><true/></plist>"),
    Case(name: "unbalanced doctype quote", text: "<!DOCTYPE plist PUBLIC \"a><plist><true/></plist>"),
    Case(name: "comment starting with a dash", text: "<!--- x --><plist><true/></plist>"),
    Case(name: "empty comment", text: plist("<!----><true/>")),
    Case(name: "unterminated comment", text: plist("<true/>") + "<!-- x"),
    Case(name: "declaration after whitespace", text: " <?xml version=\"1.0\"?><plist><true/></plist>"),
    Case(name: "text before plist", text: "x<plist><true/></plist>"),
    Case(name: "empty document", text: ""),
    // The tokenizer below the reader takes these; Foundation's reading of them is not the reader's.
    Case(name: "prefixed element", text: plist("<x:true/>")),
    Case(name: "prefixed container", text: plist("<x:dict></x:dict>")),
    Case(name: "prefixed closing tag", text: plist("<string>a</x:string>")),
    Case(name: "prefixed plist", text: "<x:plist><true/></x:plist>"),
    Case(name: "attribute on plist", text: "<plist version=\"1.0\" a=\"b\"><true/></plist>"),
    Case(name: "self-closing plist", text: "<plist/>"),
    Case(name: "comment inside a string", text: plist("<string>a<!-- c -->b</string>")),
    Case(name: "comment before a string's text", text: plist("<string><!-- c -->b</string>")),
    Case(name: "comment after a string's text", text: plist("<string>b<!-- c --></string>")),
    Case(name: "comment inside an integer", text: plist("<integer>1<!-- c --></integer>")),
    Case(name: "comment inside a key", text: plist("<dict><key><!-- c -->a</key><true/></dict>")),
    Case(name: "processing instruction in a dictionary", text: plist("<dict><?pi x?></dict>")),
    Case(name: "processing instruction after plist", text: plist("<true/>") + "<?pi x?>"),
    Case(name: "processing instruction in the prolog", text: "<?xml version=\"1.0\"?><?pi x?><plist><true/></plist>"),
    Case(name: "second DOCTYPE", text: "<!DOCTYPE plist><!DOCTYPE plist><plist><true/></plist>"),
    Case(name: "CDATA between elements", text: plist("<array><![CDATA[ ]]></array>")),
    Case(name: "reference between elements", text: plist("<array>&#32;</array>")),
    Case(name: "text between elements", text: plist("<array>x<true/></array>")),
    Case(name: "element inside a string", text: plist("<string><true/></string>")),
    Case(name: "control character in a comment", text: plist("<!-- \u{1} --><true/>")),
    Case(name: "BOM in a comment", text: plist("<!-- \u{FEFF} --><true/>")),
  ]

  /// Each document outside the subset gives nil, so that Page.load asks Foundation.
  @Test(arguments: rejected)
  func documentsOutsideTheSubsetAreLeftToFoundation(_ example: Case) {
    #expect(XMLPlistReader.read(Array(example.text.utf8)) == nil)
  }

  /// Malformed UTF-8 in text gives nil.
  @Test func invalidUTF8IsLeftToFoundation() {
    let prefix = Array("<plist><string>".utf8)
    let suffix = Array("</string></plist>".utf8)
    let sequences: [[UInt8]] = [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xC3],
    ]
    for sequence in sequences {
      #expect(XMLPlistReader.read(prefix + sequence + suffix) == nil, "\(sequence)")
    }
    // The same frame holds a valid two-byte sequence.
    #expect(XMLPlistReader.read(prefix + [0xC3, 0xA9] + suffix)?.value == .string("é"))
  }

  /// UTF-16 and UTF-32, with or without a BOM, give nil.
  @Test func utf16And32AreLeftToFoundation() throws {
    let text = plist("<dict><key>a</key><string>b</string></dict>")
    for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian] {
      let body = [UInt8](try #require(text.data(using: encoding)))
      let bom: [UInt8] =
        switch encoding {
        case .utf16LittleEndian: [0xFF, 0xFE]
        case .utf16BigEndian: [0xFE, 0xFF]
        case .utf32LittleEndian: [0xFF, 0xFE, 0, 0]
        default: [0, 0, 0xFE, 0xFF]
        }
      #expect(XMLPlistReader.read(bom + body) == nil)
      #expect(XMLPlistReader.read(body) == nil)
    }
  }

  /// Nesting deeper than `maximumDepth` gives nil.
  @Test func nestingPastTheLimitIsLeftToFoundation() {
    func nested(_ depth: Int) -> [UInt8] {
      Array(plist(String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)).utf8)
    }
    #expect(XMLPlistReader.read(nested(XMLPlistReader.maximumDepth)) != nil)
    #expect(XMLPlistReader.read(nested(XMLPlistReader.maximumDepth + 1)) == nil)
    #expect(XMLPlistReader.read(nested(300)) == nil)
    // Foundation itself reads 300 levels: declining is only a fallback.
    #expect(foundation(nested(300)) != nil)
  }

  // MARK: - Mutants

  /// Mutants of real pages (flipped bytes, deleted, duplicated and inserted spans): whenever the reader
  /// accepts one, Foundation reads it as XML with the same value, and XMLPlistLocator finds the same places.
  @Test func mutantsTheReaderAcceptsAgreeWithFoundation() throws {
    let seeds = [
      Paths.packageRoot.appendingPathComponent("Fixtures/bundles/schema/Settings.bundle/Root.plist"),
      Paths.packageRoot.appendingPathComponent("Fixtures/bundles/formats/Settings.bundle/Root.plist"),
    ].map { try? [UInt8](Data(contentsOf: $0)) }.compactMap { $0 }
    let handWritten = ["settings page", "comments", "numeric references", "reals"].compactMap { name in
      Self.cases.first { $0.name == name }.map { Array($0.text.utf8) }
    }
    let bases = seeds + handWritten
    #expect(bases.count == 6)
    var generator = SplitMix(state: UInt64(ProcessInfo.processInfo.environment["SEED"] ?? "") ?? 0x5EED_C0DE)
    var accepted = 0
    var acceptedChanged = 0
    // MUTANTS and SEED in the environment run a longer or different search.
    let rounds = Int(ProcessInfo.processInfo.environment["MUTANTS"] ?? "") ?? 10_000
    for round in 0..<rounds {
      let base = bases[round % bases.count]
      var mutant = base
      for _ in 0..<(1 + generator.below(3)) { mutate(&mutant, &generator) }
      guard let fast = XMLPlistReader.read(mutant) else { continue }
      accepted += 1
      if mutant != base { acceptedChanged += 1 }
      guard let slow = foundation(mutant) else {
        Issue.record("Foundation rejects a mutant the reader accepts: \(String(decoding: mutant, as: UTF8.self))")
        continue
      }
      #expect(same(fast.value, slow.value), "\(String(decoding: mutant, as: UTF8.self))")
      #expect(fast.locations == slow.locations, "\(String(decoding: mutant, as: UTF8.self))")
    }
    // Enough mutants stay inside the subset for the comparison to mean something.
    #expect(acceptedChanged > rounds / 20)
    #expect(accepted < rounds)
  }
}

// MARK: - Helpers

/// A document around `body`, with the declaration and DOCTYPE that Xcode writes.
private func plist(_ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  \(body)
  </plist>

  """
}

/// Foundation's value when it reads the bytes as XML, with XMLPlistLocator's locations; nil otherwise.
private func foundation(_ bytes: [UInt8]) -> (value: PlistValue, locations: PlistLocations)? {
  var format = PropertyListSerialization.PropertyListFormat.binary
  guard
    let object = unsafe try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
    format == .xml, let value = PlistValue(foundationValue: object)
  else { return nil }
  return (value, XMLPlistLocator.locate(bytes))
}

/// Records an issue unless Foundation reads `bytes` with the same value and locations as `fast`.
private func expectAgreement(
  _ fast: (value: PlistValue, locations: PlistLocations), _ bytes: [UInt8], _ label: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let slow = try #require(foundation(bytes), "Foundation rejects \(label)", sourceLocation: sourceLocation)
  #expect(same(fast.value, slow.value), "value of \(label)", sourceLocation: sourceLocation)
  #expect(fast.locations == slow.locations, "locations of \(label)", sourceLocation: sourceLocation)
}

/// Equality that also tells apart canonically equivalent strings and the two zeros.
private func same(_ left: PlistValue, _ right: PlistValue) -> Bool {
  switch (left, right) {
  case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
  case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern
  case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  case (.dictionary(let a), .dictionary(let b)):
    a.count == b.count
      && a.allSatisfy { key, value in
        guard let index = b.index(forKey: key) else { return false }
        return b[index].key.unicodeScalars.elementsEqual(key.unicodeScalars) && same(value, b[index].value)
      }
  default: left == right
  }
}

/// The `.plist` files under a folder, sorted.
private func plistFiles(under folder: URL) -> [URL] {
  let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
  return paths.filter { $0.hasSuffix(".plist") }.sorted().map { folder.appendingPathComponent($0) }
}

/// Bytes that matter to the grammar, for replacements.
private let interestingBytes: [UInt8] =
  Array("<>/!?-&;#x\"' \r\n\t0189aeE.+[]".utf8) + [0x00, 0x01, 0x80, 0xC3, 0xEF, 0xFF]
/// Snippets that matter to the grammar, for insertions.
private let snippets: [String] = [
  "<dict>", "</dict>", "<dict/>", "<array>", "</array>", "<key>k</key>", "<key>PreferenceSpecifiers</key>",
  "<string>s</string>", "<string/>", "<true/>", "<false/>", "<integer>-7</integer>", "<real>2.5e3</real>",
  "&amp;", "&lt;", "&#x41;", "&#233;", "&#xFEFF;", "<!-- c -->", "<!--", "-->", "<![CDATA[x]]>", "<?pi?>",
  "\r\n", "\r", "\u{FEFF}", "é", "e\u{301}", "<data>AA==</data>", "<key>CF$UID</key>", "</plist>", "<plist>",
  "<x:true/>", "</x:dict>",
]

/// Applies one random edit: a replaced byte, a deleted span, a duplicated span or an inserted snippet.
private func mutate(_ bytes: inout [UInt8], _ generator: inout SplitMix) {
  let count = bytes.count
  switch generator.below(5) {
  case 0 where count > 0:
    let interesting = interestingBytes[generator.below(interestingBytes.count)]
    bytes[generator.below(count)] = generator.below(2) == 0 ? interesting : UInt8(generator.below(256))
  case 1 where count > 0:
    let start = generator.below(count)
    bytes.removeSubrange(start..<min(count, start + 1 + generator.below(16)))
  case 2 where count > 0:
    let start = generator.below(count)
    let span = Array(bytes[start..<min(count, start + 1 + generator.below(64))])
    bytes.insert(contentsOf: span, at: generator.below(count + 1))
  case 3:
    // Half the time just after a tag, where text and values start.
    var at = generator.below(count + 1)
    if generator.below(2) == 0, let tagEnd = bytes[at...].firstIndex(of: UInt8(ascii: ">")) { at = tagEnd + 1 }
    bytes.insert(contentsOf: Array(snippets[generator.below(snippets.count)].utf8), at: at)
  default:
    // Swap two neighbouring bytes.
    guard count > 1 else { return }
    let index = generator.below(count - 1)
    bytes.swapAt(index, index + 1)
  }
}
