import Testing

@testable import SettingsL10nKit

/// XML escaping one scalar at a time: what the byte-scanning fast path must agree with.
private func referenceEscape(_ text: String, attribute: Bool) -> String {
  var out = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"" where attribute: out += "&quot;"
    case "\r": out += "&#13;"
    case "\n" where attribute: out += "&#10;"
    case "\t" where attribute: out += "&#9;"
    case "\u{7F}"..."\u{9F}": out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
    default: out.unicodeScalars.append(XMLEscaping.isAllowed(scalar) ? scalar : "\u{FFFD}")
    }
  }
  return out
}

@Suite("Exchange: XML escaping")
struct ExchangeEscapingTests {
  static let scalars: [Unicode.Scalar] = [
    "a", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
    "é", "\u{2028}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{EFBF}", "😀", "\u{10FFFF}",
  ]

  @Test("every string of up to three interesting scalars escapes as one scalar at a time does")
  func matchesReference() {
    let all = Self.scalars
    var strings: [String] = all.map { String($0) }
    for a in all { for b in all { strings.append(String(String.UnicodeScalarView([a, b]))) } }
    for a in all.prefix(8) { for b in all { for c in all { strings.append(String(String.UnicodeScalarView([a, b, c]))) } } }
    for text in strings {
      #expect(XMLEscaping.text(text) == referenceEscape(text, attribute: false), "\(text.debugDescription)")
      #expect(XMLEscaping.attribute(text) == referenceEscape(text, attribute: true), "\(text.debugDescription)")
    }
  }
}
