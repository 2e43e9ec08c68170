/// Text made safe for one line of a report: nothing in it can break the line or reorder it.
public enum ReportText {
  /// `\n`, `\r`, `\t` and other control or bidirectional-override characters as escapes
  /// (`\u{…}`); with `quotes`, `"` and `\` too, for text shown inside quotes; with `keepingTabs`, tabs stay.
  public static func escapingControls(_ text: String, quotes: Bool = false, keepingTabs: Bool = false) -> String {
    let plain = text.utf8.allSatisfy { b in
      (b >= 0x20 || (keepingTabs && b == 0x09)) && b != 0x7F && b != 0xC2 && b != 0xE2 && !(quotes && (b == 0x22 || b == 0x5C))
    }
    guard !plain else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quotes: out += "\\\""
      case "\\" where quotes: out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += keepingTabs ? "\t" : "\\t"
      default:
        // Line and paragraph separators (U+2028, U+2029) break lines in editors and logs.
        if scalar.properties.generalCategory == .control || (0x2028...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
