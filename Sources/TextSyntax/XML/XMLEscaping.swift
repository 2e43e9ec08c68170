import ByteCore

/// Escaping for the XML writers (XLIFF, JUnit), XML 1.0.
///
/// XML 1.0 cannot carry U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE and U+FFFF, not even
/// as character references, so XLIFF 1.2 cannot hold a key or value containing one: the exporter
/// leaves such a unit out and reports it (`unit-not-exportable`), and notes get U+FFFD instead.
package enum XMLEscaping {
  /// True when XML 1.0 allows the character.
  package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    XMLReference.isAllowed(scalar.value)
  }

  /// The first character XML 1.0 cannot carry, if any.
  package static func firstDisallowed(in text: String) -> Unicode.Scalar? {
    // One byte scan clears nearly every string: only C0 controls and U+FFFE/U+FFFF (`EF BF BE`,
    // `EF BF BF`) are disallowed, surrogates cannot occur in a String.
    guard MarkupBytes.mayHoldXMLDisallowed(text) else { return nil }
    return text.unicodeScalars.first { !isAllowed($0) }
  }

  /// Character data: `&`, `<`, `>` as entities; CR as `&#13;` (a parser would turn a raw one into
  /// LF); DEL, C1 controls, line separators and bidirectional controls (`PrintableText.isEscaped`)
  /// as references, so a terminal showing the file is never driven by it. Disallowed characters become U+FFFD.
  package static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// An attribute value in double quotes: as `text`, plus `"`, and TAB, LF, CR as references (a
  /// parser would turn raw ones into spaces).
  package static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    // Nearly every string goes out as it is: one byte scan finds those.
    if MarkupBytes.isXMLVerbatim(text, attribute: attribute) { return text }
    return escapeEachScalar(text, attribute: attribute)
  }

  /// Appends the escaped UTF-8 of `text` (character data, or an attribute value) to `out`. The
  /// buffer is named, not any sink: a generic function is not specialized for a caller in another
  /// module, and would reach each write through a witness table.
  package static func append(_ text: String, attribute: Bool, to out: inout OutputBuffer) {
    if MarkupBytes.isXMLVerbatim(text, attribute: attribute) {
      out.write(utf8: text)
    } else {
      out.write(utf8: escapeEachScalar(text, attribute: attribute))
    }
  }

  /// The escaping itself, one scalar at a time.
  package static func escapeEachScalar(_ text: String, attribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "\r": out += "&#13;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      case _ where scalar.value >= 0x7F && PrintableText.isEscaped(scalar):
        out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }
}
