import Foundation
import SettingsL10nKit
import StringsFormat
import TestSupport
import Testing

@Suite("render text layout")
struct RenderTextTests {
  @Test(
    "character widths: wide CJK, zero-width combining marks, emoji",
    arguments: [
      ("abc", 3), ("日本語", 6), ("e\u{301}", 1), ("한국어", 6), ("ｶﾀｶﾅ", 4), ("👍", 2), ("❤️", 2), ("עברית", 5),
      ("\u{1100}\u{1161}\u{11A8}", 2), ("ﾊﾟ", 2),
    ])
  func widths(_ text: String, _ columns: Int) {
    #expect(TextWidth.width(of: text) == columns)
  }

  @Test("a character's width is what the plain rule gives, for scalars of every block and clusters of them")
  func widthsAgreeWithRule() {
    // The rule as stated, every property looked up for every character.
    func rule(_ character: Character) -> Int {
      let scalars = character.unicodeScalars
      guard let first = scalars.first else { return 0 }
      if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
      if first.properties.isEmojiPresentation { return 2 }
      if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
      if (0x1160...0x11FF).contains(first.value) || first == "\u{200B}" { return 0 }
      let width = TextWidth.width(of: first)
      if width == 0 { return scalars.dropFirst().map { TextWidth.width(of: $0) }.max() ?? 0 }
      return width + scalars.dropFirst().filter { $0 == "\u{FF9E}" || $0 == "\u{FF9F}" }.count
    }
    var checked = 0
    for value in stride(from: 0, through: 0x3FFFF, by: 1) where value < 0x3400 || value % 7 == 0 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for suffix in ["", "\u{FE0F}", "\u{301}", "\u{FF9E}", "\u{20E3}"] {
        let text = String(scalar) + suffix
        guard text.count == 1, let character = text.first else { continue }
        #expect(
          TextWidth.width(of: character) == rule(character),
          "U+\(String(value, radix: 16)) + \(suffix.debugDescription)")
        checked += 1
      }
    }
    #expect(checked > 100_000)
  }

  @Test("wrapping breaks CJK between characters, keeps closing punctuation, counts columns")
  func wrapCJK() {
    let lines = TextWidth.wrap("変更はアプリを次回開いたときに反映されます。", width: 10)
    #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 10 })
    #expect(lines.joined() == "変更はアプリを次回開いたときに反映されます。")
    #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("。") })
    #expect(TextWidth.wrap("one two three", width: 7) == ["one two", "three"])
    #expect(TextWidth.wrap("e\u{301}e\u{301}e\u{301} abc", width: 3) == ["e\u{301}e\u{301}e\u{301}", "abc"])
    #expect(TextWidth.wrap("a\nb", width: 10) == ["a", "b"])
  }

  @Test("printable ASCII wraps exactly as the same text does character by character")
  func asciiWrapsAsAnyText() {
    // A zero-width space in front sends the text through the character-by-character path
    // (it is no printable ASCII); taken out again, the lines must be the ASCII path's.
    var random = SplitMix(state: 17)
    let pieces = [
      "a", "word", "longerword", ",", ".", "(", ")", "[x]", "!?", ":", ";", "-", "averyveryverylongwordindeed", "%@",
    ]
    for _ in 0..<400 {
      var text = pieces[random.below(pieces.count)]
      for _ in 0..<random.below(30) {
        text += String(repeating: " ", count: random.below(3)) + pieces[random.below(pieces.count)]
      }
      text += String(repeating: " ", count: random.below(2))
      let width = 2 + random.below(30)
      let ascii = TextWidth.wrap(text, width: width)
      let general = TextWidth.wrap("\u{200B}" + text, width: width).map {
        $0.replacingOccurrences(of: "\u{200B}", with: "")
      }
      #expect(ascii == general, "\(text.debugDescription) @\(width)")
      #expect(TextWidth.singleLine(text) == text)
    }
    #expect(TextWidth.wrap("  alpha  beta, gamma.  ", width: 11) == ["alpha beta,", "gamma."])
    #expect(TextWidth.wrap("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
  }

  @Test("punctuation spelled with a scalar that equals a listed one is kept from the line's edge too")
  func punctuationSpellings() {
    // U+232A and U+037E equal `〉` and `;` as Characters: they must not start a line.
    #expect(TextWidth.wrap("日本語\u{232A}", width: 6) == ["日本", "語\u{232A}"])
    #expect(TextWidth.wrap("日本語\u{37E}", width: 6) == ["日本", "語\u{37E}"])
    // U+2329 equals `〈`: it must not end one.
    #expect(TextWidth.wrap("日本\u{2329}語", width: 5) == ["日本", "\u{2329}語"])
    // The listed spellings themselves, and a letter that is none of them.
    #expect(TextWidth.wrap("日本語\u{3009}", width: 6) == ["日本", "語\u{3009}"])
    #expect(TextWidth.wrap("日本語é", width: 6) == ["日本語", "é"])
  }

  @Test("pseudo-localization pads with whole words to the length asked, also for very long text")
  func pseudoPadding() {
    let long = String(repeating: "Settings ", count: 20_000)
    let out = PseudoLocalization.transform(long)
    let letters = long.count
    let extra = Int((Double(letters) * PseudoLocalization.expansion).rounded(.up))
    // The padding is whole words after the text: at least `extra` characters, less than a word more.
    let padding = out.dropFirst(1 + letters).dropLast()
    #expect(padding.count >= extra && padding.count < extra + 6)
    #expect(padding.hasPrefix(" one two three four five six seven eight nine ten one"))
  }

  @Test("every line fits the width, in every language and width", arguments: ["en", "de", "ja", "ar"])
  func linesFit(language: String) throws {
    for width in [24, 33, 40, 60, 101] {
      for page in ["Root", "Advanced"] {
        let text = try RenderFixtures.render(page, languages: [language]).text(width: width)
        for line in text.split(separator: "\n") {
          #expect(TextWidth.width(of: line) <= width, "\(page) \(language) @\(width): \(line)")
        }
      }
    }
  }

  @Test("box rows end on the same column, also with double-width text")
  func boxAligned() throws {
    let text = try RenderFixtures.render(languages: ["ja"]).text(width: 50)
    let boxLines = text.split(separator: "\n").filter { $0.hasPrefix("│") }
    #expect(!boxLines.isEmpty)
    #expect(boxLines.allSatisfy { TextWidth.width(of: $0) == 50 && $0.hasSuffix("│") })
  }

  @Test("right to left: titles on the right edge, values and chevrons on the left")
  func rightToLeft() throws {
    let text = try RenderFixtures.render(languages: ["ar"]).text(width: 60)
    let lines = text.split(separator: "\n").map(String.init)
    let version = try #require(lines.first { $0.contains("الإصدار") })
    #expect(version.hasPrefix("│ 2.4.1 "))
    #expect(version.hasSuffix(" الإصدار │"))
    let advanced = try #require(lines.first { $0.contains("متقدم") && $0.hasPrefix("│") })
    #expect(advanced.hasPrefix("│ ‹ "))
  }

  @Test("the slider bar puts the knob at the default's place between minimum and maximum")
  func slider() throws {
    let text = try RenderFixtures.render(languages: ["en"]).text(width: 40)
    let line = try #require(text.split(separator: "\n").first { $0.contains("●") && $0.contains("30") })
    #expect(line.hasPrefix("│ 10 ━"))
    let bar = line.drop { $0 != "━" }.prefix { $0 == "━" || $0 == "─" || $0 == "●" }
    let knob = try #require(bar.firstIndex(of: "●"))
    let position = Double(bar.distance(from: bar.startIndex, to: knob)) / Double(bar.count - 1)
    #expect(abs(position - 0.35) < 0.05)
  }

  @Test("pseudo-localization: accents, ~35% longer, brackets, format specifiers kept")
  func pseudo() {
    #expect(PseudoLocalization.transform("Settings").hasPrefix("[Šéţţîñĝš"))
    for source in ["Settings", "Sync over cellular", "On", "A much longer footer sentence for the page."] {
      let out = PseudoLocalization.transform(source)
      #expect(out.hasPrefix("[") && out.hasSuffix("]"))
      #expect(Double(out.count - 2) >= Double(source.count) * 1.35 - 1, "\(out)")
    }
    #expect(PseudoLocalization.transform("%@ of %1$d items, 100%%").contains("%@ öƒ %1$d"))
    #expect(PseudoLocalization.transform("%@ of %1$d items, 100%%").contains("100%%"))
    #expect(PseudoLocalization.transform("") == "")
  }

  @Test(
    "layout direction from the language's script",
    arguments: [
      ("ar", true), ("he", true), ("iw", true), ("fa", true), ("ur", true), ("ug", true), ("yi", true),
      ("ckb", true), ("az-Arab", true), ("en", false), ("ja", false), ("zh-Hant", false), ("az", false), ("tr", false),
    ])
  func layoutDirection(_ tag: String, _ rtl: Bool) {
    #expect(LayoutDirection.of(language: tag) == (rtl ? .rightToLeft : .leftToRight))
  }
}
