import Testing

@testable import ByteCore

/// The markup loops that skip bytes a run at a time by their tables (`MarkupBytes.htmlLooks`,
/// `xmlLooks`) give what the escaping rules say scalar by scalar, on text holding every
/// character the rules name, in every position a `#` or `:` can take.
@Suite("Markup bytes")
struct MarkupBytesTests {
  /// Every ASCII and C1 scalar, the bidirectional marks and separators, their neighbours, the
  /// noncharacters XML refuses and some scalars of other lengths.
  static let scalars: [Unicode.Scalar] =
    ((0..<0xB0).map { $0 } + [
      0x061B, 0x061C, 0x061D, 0x200D, 0x200E, 0x200F, 0x2010, 0x2027, 0x2028, 0x202E, 0x202F, 0x2065, 0x2066,
      0x2069, 0x206A, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F600, 0xE9, 0x4E2D,
    ]).compactMap { Unicode.Scalar(UInt32($0)) }

  /// Texts holding each scalar alone, between letters, after a line break and blanks, and twice.
  static let texts: [String] =
    scalars.flatMap { scalar in
      let s = String(scalar)
      return [s, "a\(s)b", "\n \(s)\(s)", "\(s)\(s)x", "x\t\(s)"]
    } + ["::warning::x", "##[group]", "a::b", "  ::x", "\n::y", "plain text, 100% (ok)", ""]

  @Test func htmlEscapingIsTheRules() {
    for text in Self.texts {
      var buffer = OutputBuffer(capacity: 0)
      MarkupBytes.appendHTMLEscaped(text, to: &buffer)
      #expect(buffer.text == Self.htmlReference(text), "\(text.debugDescription)")
    }
  }

  @Test func xmlVerbatimIsTheRules() {
    for text in Self.texts {
      for attribute in [false, true] {
        let verbatim = text.unicodeScalars.allSatisfy { scalar in
          switch scalar.value {
          case 0x26, 0x3C, 0x3E, 0x0D, 0x7F, 0xFFFE, 0xFFFF: false
          case 0x22, 0x0A, 0x09: !attribute
          default: !PrintableText.isEscaped(scalar)
          }
        }
        #expect(MarkupBytes.isXMLVerbatim(text, attribute: attribute) == verbatim, "\(text.debugDescription)")
      }
    }
  }

  /// `HTMLEscaping.append(_:to:)`'s rules, one scalar at a time.
  static func htmlReference(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var out = ""
    var onlyBlanks = true
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? String(scalars[index + 1]).utf8.first.map(UInt32.init) : nil
      switch scalar.value {
      case 0x26: out += "&amp;"
      case 0x3C: out += "&lt;"
      case 0x3E: out += "&gt;"
      case 0x22: out += "&quot;"
      case 0x27: out += "&#39;"
      case 0x23, 0x3A:
        if PrintableText.startsCICommand(scalar.value, next: next, atStart: onlyBlanks) {
          out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        } else {
          out.unicodeScalars.append(scalar)
        }
      case 0x09, 0x0A: out.unicodeScalars.append(scalar)
      case 0..<0x20, 0x7F...0x9F: out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default:
        if PrintableText.isEscaped(scalar) {
          out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      if scalar.value == 0x0A {
        onlyBlanks = true
      } else if scalar.value != 0x20 && scalar.value != 0x09 {
        onlyBlanks = false
      }
    }
    return out
  }
}
