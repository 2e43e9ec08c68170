import LprojMatching

/// JSON as Xcode writes String Catalogs and `contents.json` (Foundation's JSONSerialization with
/// pretty printing and sorted keys): two-space indentation, `"key" : value`, an empty object as
/// `{` and `}` with an empty line between, no line break after the last `}`.
package enum XcodeJSON {
  /// A value to write.
  package indirect enum Value: Sendable {
    /// Members in any order; they are written sorted (see `areInOrder`). Names are kept as
    /// exact scalars: NFC and NFD spellings of a key are two members, as in the JSON.
    case object([(name: String, value: Value)])
    case string(String)
    case bool(Bool)
  }

  /// The text of a value.
  package static func text(_ value: Value) -> String {
    var out = ""
    write(value, indent: 0, into: &out)
    return out
  }

  private static func write(_ value: Value, indent: Int, into out: inout String) {
    switch value {
    case .string(let text): escape(text, into: &out)
    case .bool(let flag): out += flag ? "true" : "false"
    case .object(let members):
      let inner = String(repeating: " ", count: indent + 2)
      guard !members.isEmpty else {
        out += "{\n\n" + String(repeating: " ", count: indent) + "}"
        return
      }
      out += "{\n"
      let sorted = sorted(members)
      for (index, member) in sorted.enumerated() {
        out += inner
        escape(member.name, into: &out)
        out += " : "
        write(member.value, indent: indent + 2, into: &out)
        out += index == sorted.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00xx` escapes,
  /// everything else (`/` included, as Xcode leaves it) as it is.
  static func escape(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// The order of sorted keys, Xcode's for a catalog's keys (see `Collation`).
  static func areInOrder(_ a: String, _ b: String) -> Bool {
    Collation.areInOrder((Collation.sortKey(a), a), (Collation.sortKey(b), b))
  }

  /// The members sorted (see `areInOrder`), each sort key made once.
  private static func sorted(_ members: [(name: String, value: Value)]) -> [(name: String, value: Value)] {
    members.map { (key: Collation.sortKey($0.name), member: $0) }
      .sorted { Collation.areInOrder(($0.key, $0.member.name), ($1.key, $1.member.name)) }
      .map(\.member)
  }
}
