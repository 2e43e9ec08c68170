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
      let sorted = members.sorted { areInOrder($0.name, $1.name) }
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

  /// The order of sorted keys: Foundation's (numeric, case-insensitive, then exact), without a
  /// locale: runs of ASCII digits compare by value, letters without case, ties by scalar value.
  static func areInOrder(_ a: String, _ b: String) -> Bool {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    var i = 0
    var j = 0
    while i < x.count, j < y.count {
      if isDigit(x[i]), isDigit(y[j]) {
        let (m, nextI) = digitRun(x, i)
        let (n, nextJ) = digitRun(y, j)
        if m != n { return m.count != n.count ? m.count < n.count : m.lexicographicallyPrecedes(n) }
        i = nextI
        j = nextJ
        continue
      }
      let p = folded(x[i])
      let q = folded(y[j])
      if p != q { return p < q }
      i += 1
      j += 1
    }
    if x.count - i != y.count - j { return x.count - i < y.count - j }
    return x.lexicographicallyPrecedes(y) { $0.value < $1.value }
  }

  private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

  /// The digits of a run without leading zeros (so that their count and order give the value).
  private static func digitRun(_ s: [Unicode.Scalar], _ start: Int) -> ([UInt32], Int) {
    var end = start
    while end < s.count, isDigit(s[end]) { end += 1 }
    var digits = s[start..<end].map(\.value)
    while digits.count > 1, digits[0] == 0x30 { digits.removeFirst() }
    return (digits, end)
  }

  private static func folded(_ s: Unicode.Scalar) -> UInt32 {
    if s.value < 0x80 { return s.value >= 0x41 && s.value <= 0x5A ? s.value + 0x20 : s.value }
    let lower = s.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? (lower.first?.value ?? s.value) : s.value
  }
}
