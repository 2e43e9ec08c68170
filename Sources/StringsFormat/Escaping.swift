/// Writing strings back: the minimal escaping that always re-reads to the same string.
public enum StringsEscaping {
  /// `"text"` with `\`, `"`, LF, CR and TAB escaped and other control characters as `\UXXXX`.
  public static func quoted(_ string: String) -> String {
    var out = "\""
    out.reserveCapacity(string.utf8.count + 2)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A `/* text */` comment, with any `*/` inside the text broken up so the comment stays closed.
  public static func blockComment(_ text: String) -> String {
    var body = text
    while let r = body.range(of: "*/") { body.replaceSubrange(r, with: "* /") }
    if body.hasSuffix("*") { body += " " }
    return "/* \(body) */"
  }

  /// Old-style text for any value (strings quoted; arrays, dictionaries and data in plist syntax).
  public static func value(_ value: StringsValue) -> String {
    switch value {
    case .string(let s): return quoted(s)
    case .array(let items): return "(" + items.map(Self.value).joined(separator: ", ") + ")"
    case .dictionary(let pairs):
      return "{ " + pairs.map { "\(quoted($0.key)) = \(Self.value($0.value));" }.joined(separator: " ") + " }"
    case .data: return value.description
    }
  }
}
