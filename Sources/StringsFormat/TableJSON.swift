/// The effective table as JSON, in the shape of the conformance vectors' expected files:
/// keys sorted by UTF-16 code units, two-space indentation, data as `{"__data_hex__": "…"}`.
public enum TableJSON {
  /// The JSON text of a table, ending with a newline.
  public static func render(_ table: StringsTable) -> String {
    render(.dictionary(table.entries.map { StringsValue.Pair(key: $0.key, value: $0.value) })) + "\n"
  }

  /// The JSON text of any value.
  public static func render(_ value: StringsValue, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .string(let s):
      return string(s)
    case .data:
      let hex = value.description.dropFirst().dropLast()
      return "{\"__data_hex__\": \"\(hex)\"}"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      return "[\n" + items.map { inner + render($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .dictionary(let pairs):
      var last: [ExactKey: StringsValue] = [:]
      for pair in pairs { last[ExactKey(pair.key)] = pair.value }
      guard !last.isEmpty else { return "{}" }
      let keys = last.keys.map(\.string).sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
      let body = keys.map { inner + string($0) + ": " + render(last[ExactKey($0)] ?? .string(""), indent: inner) }
      return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// A JSON string literal.
  public static func string(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029 {
          let hex = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out + "\""
  }
}
