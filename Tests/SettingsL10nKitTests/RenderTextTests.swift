import Foundation
import SettingsL10nKit
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
