import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// Widths checked against Unicode's own data, not a table kept by hand.
///
/// Fixtures/text-width/east-asian-wide-14.0.txt lists, as ranges, the code points assigned in
/// Unicode 14.0 whose East_Asian_Width is W or F. It was made from Python's `unicodedata`
/// (Unicode 14.0), a copy of EastAsianWidth.txt independent of the ICU that `TextWidth` asks:
/// for every code point c with `unicodedata.category(c) != "Cn"` and
/// `unicodedata.east_asian_width(c) in ("W", "F")`, consecutive code points joined into ranges.
@Suite("text width from Unicode's data")
struct TextWidthTests {
  static let wideRanges: [ClosedRange<UInt32>] = {
    let url = RenderFixtures.packageRoot.appendingPathComponent("Fixtures/text-width/east-asian-wide-14.0.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let bounds = line.split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
      guard let low = bounds.first, let high = bounds.last else { return nil }
      return low...high
    }
  }()

  /// True when the fixture lists the code point as wide.
  static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      if wideRanges[middle].upperBound < value { low = middle + 1 } else { high = middle }
    }
    return low < wideRanges.count && wideRanges[low].contains(value)
  }

  @Test(
    "every code point assigned in Unicode 14.0 takes the columns EastAsianWidth.txt and its category give",
    .tags(.slow), SlowTests.onlyWhenAsked
  )
  func everyAssignedCodePoint() throws {
    try #require(Self.wideRanges.count > 100, "the fixture lists the wide ranges")
    var wrong: [String] = []
    var checked = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
        age.major < 14 || (age.major == 14 && age.minor == 0)
      else { continue }
      let expected: Int
      if value < 0x20 || (0x7F..<0xA0).contains(value) {
        expected = 0
      } else if scalar.properties.isEmojiPresentation {
        expected = 2
      } else if [.nonspacingMark, .enclosingMark, .format].contains(scalar.properties.generalCategory)
        || (0x1160...0x11FF).contains(value)
      {
        expected = 0
      } else {
        expected = Self.isWide(value) ? 2 : 1
      }
      let width = TextWidth.width(of: Character(scalar))
      if width != expected { wrong.append("U+\(String(value, radix: 16, uppercase: true)): \(width), not \(expected)") }
      checked += 1
    }
    #expect(checked > 140_000)
    #expect(wrong.isEmpty, "\(wrong.count) code points: \(wrong.prefix(30).joined(separator: "; "))")
  }

  @Test(
    "characters a table kept by hand got wrong",
    arguments: [
      ("\u{4DC0}", 1),  // a Yijing hexagram: neutral, though among CJK blocks
      ("\u{303F}", 1),  // the ideographic half fill space: neutral
      ("\u{A960}", 2),  // Hangul Jamo Extended-A: wide
      ("\u{FE10}", 2),  // a vertical presentation form: wide
      ("\u{16FE0}", 2),  // the Tangut iteration mark: wide
      ("\u{1B000}", 2),  // Kana Supplement: wide
      ("\u{1F200}", 2),  // a squared hiragana: wide, no emoji
      ("\u{1F321}", 1),  // a thermometer: emoji only with U+FE0F, neutral without
      ("\u{1F321}\u{FE0F}", 2),
    ])
  func handTableCorrections(_ text: String, _ columns: Int) {
    #expect(
      TextWidth.width(of: text) == columns,
      "U+\(String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true))")
  }
}
