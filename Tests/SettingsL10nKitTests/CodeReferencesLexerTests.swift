import ByteCore
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// The code search's lexer and call finder: string literals as the compilers read them, and the
/// localization APIs' reads of a named table.
@Suite("Code references: lexer and table reads")
struct CodeReferencesLexerTests {
  /// The literals of a source text, in order (nil for one that interpolates), each decoded from
  /// where its token starts; each token's digest must be its text's.
  static func literals(_ source: String, _ language: SourceLexer.Language = .swift) -> [String?] {
    let bytes = Array(source.utf8)
    return SourceLexer.tokens(of: bytes, language: language).compactMap { token in
      guard case .string(let digest) = token.kind else { return nil }
      let text = SourceLexer.text(ofLiteralAt: token.offset, in: bytes, language: language)
      #expect(digest == text.map { ByteDigest.of(utf8: $0) }, "\(source) at \(token.offset)")
      return .some(text)
    }
  }

  static let literalCases: [(source: String, language: SourceLexer.Language, expected: [String?])] = [
    (#"let a = "A" // "B""#, .swift, ["A"]),
    (#"/* "A" /* nested "B" */ "C" */ let d = "D""#, .swift, ["D"]),
    (#"let a = "say \"hi\"", b = "B""#, .swift, [#"say "hi""#, "B"]),
    (##"let a = #"raw "quoted" \n"#, b = "B""##, .swift, [#"raw "quoted" \n"#, "B"]),
    (##"let a = #"raw \#(x) in"#"##, .swift, [nil]),
    (
      "let a = \"\"\"\n    one \"quoted\" line\n    two\n    \"\"\"\nlet b = \"B\"", .swift,
      ["one \"quoted\" line\ntwo", "B"]
    ),
    (#"let a = "x \(f("inner")) y", b = "B""#, .swift, [nil, "B"]),
    (#"let a = "\u{65}\t""#, .swift, ["e\t"]),
    (#"NSString *a = @"A"; // @"B""#, .objectiveC, ["A"]),
    (#"/* @"A" */ char c = '"'; NSString *b = @"B";"#, .objectiveC, ["B"]),
    ("#import \"Header.h\"\n#include <a\"b>\n#define K @\"KEY\"", .objectiveC, ["Header.h", "KEY"]),
    ("let a = \"A\nlet b = \"B\"", .swift, ["A", "B"]),
    (#"let a = "one\ttwo \\ three\"", b = "é""#, .swift, ["one\ttwo \\ three\"", "é"]),
    ("let a = \"\"\"\n    one\\ttwo\n    \"\"\"", .swift, ["one\ttwo"]),
    (#"let a = "x \(y) \t z""#, .swift, [nil]),
  ]

  @Test("literals are read as the compiler reads them", arguments: literalCases.indices)
  func literal(_ index: Int) {
    let (source, language, expected) = Self.literalCases[index]
    #expect(Self.literals(source, language) == expected, "\(source)")
  }

  /// `table key` for each read with a literal key, `table *` for a computed one.
  static func reads(_ source: String, _ language: SourceLexer.Language = .swift) -> [String] {
    let bytes = Array(source.utf8)
    let tokens = SourceLexer.tokens(of: bytes, language: language)
    return TableReadFinder.reads(in: tokens, of: bytes, language: language).sorted { $0.offset < $1.offset }.map {
      "\($0.table) \($0.key ?? "*")"
    }
  }

  static let readCases: [(source: String, language: SourceLexer.Language, expected: [String])] = [
    (#"bundle.localizedString(forKey: "K", value: "", table: "Root")"#, .swift, ["Root K"]),
    (#"bundle.localizedString(forKey: title, value: title, table: "Root")"#, .swift, ["Root *"]),
    (#"NSLocalizedString("K", tableName: "Root", bundle: b, value: "", comment: "")"#, .swift, ["Root K"]),
    (#"String(localized: "K", table: "Root", bundle: b)"#, .swift, ["Root K"]),
    (#"Text("K", tableName: "Root", bundle: b)"#, .swift, ["Root K"]),
    (#"LocalizedStringResource("K", table: "Root")"#, .swift, ["Root K"]),
    (#"f(g(1, 2), table: "Root")"#, .swift, ["Root *"]),
    (#"NSLocalizedString("K", comment: "no table")"#, .swift, []),
    (#"[bundle localizedStringForKey:@"K" value:nil table:@"Root"]"#, .objectiveC, ["Root K"]),
    (#"[[NSBundle mainBundle] localizedStringForKey:key value:@"" table:@"Root"]"#, .objectiveC, ["Root *"]),
    (#"NSLocalizedStringFromTable(@"K", @"Root", nil)"#, .objectiveC, ["Root K"]),
    (#"NSLocalizedStringFromTableInBundle(@"K", @"Root", bundle, @"c")"#, .objectiveC, ["Root K"]),
    (#"x = a ? b : c; NSLocalizedStringFromTable(@"K", @"Root", @"")"#, .objectiveC, ["Root K"]),
    // Names as long as a known one but spelled otherwise are other names.
    (#"f(forKex: "K", value: "", tablf: "Root")"#, .swift, []),
    (#"NSLocalizedStringFromTablf(@"K", @"Root", nil)"#, .objectiveC, []),
    (#"f(forKey: "K", tableName: "Root")"#, .swift, ["Root K"]),
  ]

  @Test("calls of the localization APIs that name a table are reads of it", arguments: readCases.indices)
  func read(_ index: Int) {
    let (source, language, expected) = Self.readCases[index]
    #expect(Self.reads(source, language) == expected, "\(source)")
  }

  @Test(
    "each name the finder knows is told apart; the same name one byte off is another",
    arguments: [
      ("NSLocalizedStringFromTable", TableReadFinder.Name.tableSecond),
      ("NSLocalizedStringFromTableInBundle", .tableSecond), ("NSLocalizedStringWithDefaultValue", .tableSecond),
      ("CFCopyLocalizedStringFromTable", .tableSecond), ("CFCopyLocalizedStringFromTableInBundle", .tableSecond),
      ("CFCopyLocalizedStringWithDefaultValue", .tableSecond), ("table", .tableLabel), ("tableName", .tableLabel),
      ("forKey", .keyLabel), ("localizedStringForKey", .keyLabel), ("localized", .keyLabel), ("key", .keyLabel),
    ])
  func knownName(_ name: String, _ kind: TableReadFinder.Name) {
    let bytes = Array(name.utf8)
    #expect(TableReadFinder.Name(bytes[...]) == kind)
    for position in [0, bytes.count - 1] {
      var changed = bytes
      changed[position] ^= 0x01
      #expect(TableReadFinder.Name(changed[...]) == .other, "\(String(decoding: changed, as: UTF8.self))")
    }
    #expect(TableReadFinder.Name((bytes + [UInt8(ascii: "s")])[...]) == .other)
  }

  @Test("git's index lists the tracked paths (versions 2 and 4)")
  func gitIndex() {
    func entry(_ path: String, version: Int, strip: Int = 0) -> [UInt8] {
      var bytes = [UInt8](repeating: 0, count: 60)
      let length = min(path.utf8.count, 0xFFF)
      bytes += [UInt8(length >> 8), UInt8(length & 0xFF)]
      if version == 4 { return bytes + [UInt8(strip)] + Array(path.utf8) + [0] }
      bytes += Array(path.utf8)
      let padded = (bytes.count + 8) & ~7
      return bytes + [UInt8](repeating: 0, count: padded - bytes.count)
    }
    func header(_ version: Int, _ count: Int) -> [UInt8] {
      Array("DIRC".utf8) + [0, 0, 0, UInt8(version), 0, 0, 0, UInt8(count)]
    }
    let v2 = header(2, 2) + entry("App/A.swift", version: 2) + entry("App/Settings.bundle/Root.plist", version: 2)
    #expect(GitIndex.paths(v2) == ["App/A.swift", "App/Settings.bundle/Root.plist"])
    // Version 4: `App/B.m` is `App/A.swift` less 7 bytes (`A.swift`) plus `B.m`.
    let v4 = header(4, 2) + entry("App/A.swift", version: 4) + entry("B.m", version: 4, strip: 7)
    #expect(GitIndex.paths(v4) == ["App/A.swift", "App/B.m"])
    #expect(GitIndex.paths(Array("DIRC".utf8) + [0, 0, 0, 9, 0, 0, 0, 0]) == nil)
    #expect(GitIndex.paths(header(2, 3) + entry("A.swift", version: 2)) == nil)
  }
}
