import Testing

@testable import StringsFormat
@testable import TextSyntax

@Suite("XML escaping")
struct XMLEscapingTests {
  static let scalars: [Unicode.Scalar] = [
    "a", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
    "é", "\u{2028}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{EFBF}", "😀", "\u{10FFFF}",
  ]

  @Test(
    "the byte-scan shortcut agrees with escaping one scalar at a time, on every string of up to three interesting scalars"
  )
  func matchesReference() {
    let all = Self.scalars
    var strings: [String] = all.map { String($0) }
    for a in all { for b in all { strings.append(String(String.UnicodeScalarView([a, b]))) } }
    for a in all.prefix(8) {
      for b in all { for c in all { strings.append(String(String.UnicodeScalarView([a, b, c]))) } }
    }
    for text in strings {
      #expect(
        XMLEscaping.text(text) == XMLEscaping.escapeEachScalar(text, attribute: false), "\(text.debugDescription)")
      #expect(
        XMLEscaping.attribute(text) == XMLEscaping.escapeEachScalar(text, attribute: true), "\(text.debugDescription)")
    }
  }
}
