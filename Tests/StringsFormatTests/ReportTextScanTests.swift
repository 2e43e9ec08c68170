import Testing

@testable import ByteCore
@testable import StringsFormat

/// `escapingControls` skips its scalar-by-scalar rewrite when one scan of the UTF-8 bytes finds
/// nothing to escape; both paths must give what the rule says, for every scalar near the edges.
@Suite("PrintableText: the byte scan and the scalar rewrite agree")
struct ReportTextScanTests {
  /// The rule, written plainly: what `escapingControls` must give.
  static func expected(_ text: String, quotes: Bool = false, keepingTabs: Bool = false) -> String {
    var out = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1].value : nil
      switch scalar.value {
      // `##` anywhere could begin a CI system's command (Azure's `##vso[`): the first `#` is escaped.
      case 0x23 where next == 0x23: out += "\\u{23}"
      // `::` where a line's text begins (after blanks) is GitHub's workflow command syntax.
      case 0x3A where next == 0x3A && scalars[..<index].allSatisfy({ $0 == " " || $0 == "\t" }):
        out += "\\u{3a}"
      case 0x22 where quotes: out += "\\\""
      case 0x5C where quotes: out += "\\\\"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += keepingTabs ? "\t" : "\\t"
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Every scalar of the ranges whose UTF-8 shares a lead byte with an escaped one, and a few beyond.
  static let scalars: [Unicode.Scalar] = [
    0x00...0x100, 0x600...0x620, 0x1FF0...0x2100, 0x3000...0x3010, 0xFEFF...0xFEFF, 0x1F600...0x1F602,
  ]
  .flatMap { range in range.compactMap(Unicode.Scalar.init) }

  @Test("each scalar alone and between letters, with and without quotes and tabs")
  func everyScalar() {
    for scalar in Self.scalars {
      for text in [String(scalar), "a\(scalar)b", "\(scalar)\(scalar)"] {
        for (quotes, tabs) in [(false, false), (true, false), (false, true)] {
          let escaped = PrintableText.escapingControls(text, quotes: quotes, keepingTabs: tabs)
          #expect(
            escaped == Self.expected(text, quotes: quotes, keepingTabs: tabs), "U+\(String(scalar.value, radix: 16))")
          #expect(PrintableText.needsEscaping(text, quotes: quotes, keepingTabs: tabs) == (escaped != text))
        }
      }
    }
  }

  @Test(
    "appending gives the escaped text's bytes, on the copying path and the rewriting one",
    arguments: [
      "", "plain ASCII key", "Café “quoted” — ok", "日本語のタイトル", "\u{2027}\u{202F}\u{2065}\u{206A}\u{A0}", "a\nb",
      "\u{1B}[31mred", "x\u{85}y", "bidi \u{202E}override", "isolate \u{2066}x\u{2069}", "\u{7F}",
      String(repeating: "long ", count: 200),
    ])
  func append(_ text: String) {
    var bytes: [UInt8] = [0x2A]
    PrintableText.appendEscapingControls(text, to: &bytes)
    #expect(bytes == [0x2A] + Array(PrintableText.escapingControls(text).utf8))
  }

  @Test("visible escapes U+180E, which prints as nothing, like the other invisible characters")
  func mongolianVowelSeparator() {
    #expect(PrintableText.visible("a\u{180E}b") == "a\\u{180e}b")
    #expect(PrintableText.visible("a\u{200B}b") == "a\\u{200b}b")
    #expect(PrintableText.visible("Café") == "Café")
  }

  @Test("per-line escaping keeps line breaks and tabs, on the copying path and the rewriting one")
  func perLine() {
    #expect(PrintableText.escapingControlsPerLine("a\tb\nc\n") == "a\tb\nc\n")
    #expect(PrintableText.escapingControlsPerLine("é\n\u{1B}\n") == "é\n\\u{1b}\n")
  }
}
