/// The effective table as JSON, in the shape of the conformance vectors' expected files:
/// keys sorted by UTF-16 code units, two-space indentation, data as `{"__data_hex__": "…"}`.
public enum TableJSON {
  /// The JSON text of a table, ending with a newline.
  public static func render(_ table: StringsTable) -> String { render(table, indent: "") + "\n" }

  /// The JSON object of a table whose closing brace sits at `indent`.
  public static func render(_ table: StringsTable, indent: String) -> String {
    var out: [UInt8] = []
    append(table, indent: indent, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the JSON object of a table whose closing brace sits at `indent`.
  ///
  /// The same text as `render(.dictionary(…), indent:)` of the table's entries, written straight
  /// from the bytes the file holds: no dictionary, and no String per key or value (an escaped
  /// value is decoded into one reused buffer).
  public static func append(_ table: StringsTable, indent: String, to out: inout [UInt8]) {
    write(table, indent: indent, to: &out)
  }

  /// `{"version": 1, "strings": table}` and a line break, as `strings dump` prints it.
  ///
  /// Written into one buffer reserved up front (only the pages written are touched); when the
  /// output outgrows the guess, written again into a growing array.
  public static func dumpDocument(_ table: StringsTable) -> [UInt8] {
    dumpDocument(table, guess: 2 * table.document.text.count + 16 * table.count + 256)
  }

  /// `dumpDocument(_:)` with the size reserved first (tests try guesses that are too small).
  static func dumpDocument(_ table: StringsTable, guess: Int) -> [UInt8] {
    func body(_ out: inout some ByteSink) {
      out.write(Array("{\n  \"version\": \(JSONOutput.version),\n  \"strings\": ".utf8))
      write(table, indent: "  ", to: &out)
      out.write(Array("\n}\n".utf8))
    }
    if let bytes = [UInt8].written(capacity: guess, { body(&$0) }) { return bytes }
    var out: [UInt8] = []
    body(&out)
    return out
  }

  /// See `append(_:indent:to:)`.
  static func write(_ table: StringsTable, indent: String, to out: inout some ByteSink) {
    guard table.count > 0 else {
      out.write(0x7B)
      out.write(0x7D)
      return
    }
    let inner = indent + "  "
    let separator = Array((",\n" + inner).utf8)
    out.reserve(table.document.text.count + table.count * (separator.count + 4))
    out.write(Array(("{\n" + inner).utf8))
    var decoded: [UInt8] = []
    separator.withUnsafeBufferPointer { separator in
      for (n, position) in table.index.sortedPositions(by: utf16Precedes).enumerated() {
        if n > 0 { out.write(separator) }
        table.index.withKeyBytes(at: position) { appendString(bytes: $0, to: &out) }
        out.write(0x3A)
        out.write(0x20)
        // Strings from the bytes they decode to (most straight from the file); collections rendered.
        if !table.withDecodedStringValue(at: position, scratch: &decoded, { appendString(bytes: $0, to: &out) }) {
          out.write(Array(render(table.value(at: position), indent: inner).utf8))
        }
      }
    }
    out.write(Array(("\n" + indent + "}").utf8))
  }

  /// True when UTF-8 `a` sorts before `b` by UTF-16 code units, as the vectors (and Foundation)
  /// sort keys: byte order, except that a scalar of U+E000…U+FFFF (lead byte 0xEE or 0xEF) sorts
  /// after one over U+FFFF (lead 0xF0…0xF4), whose UTF-16 surrogates are smaller.
  static func utf16Precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = min(a.count, b.count)
    var j = 0
    // Keys often share long prefixes: equal bytes are skipped eight at a time.
    if let x = a.baseAddress, let y = b.baseAddress {
      while j &+ 8 <= n,
        UnsafeRawPointer(x + j).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(y + j).loadUnaligned(as: UInt64.self)
      {
        j &+= 8
      }
    }
    while j < n, a[j] == b[j] { j &+= 1 }
    guard j < n else { return a.count < b.count }
    let (x, y) = (a[j], b[j])
    if x >= 0xEE, y >= 0xEE, (x >= 0xF0) != (y >= 0xF0) { return x >= 0xF0 }
    return x < y
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
    var out: [UInt8] = []
    appendString(s, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends a JSON string literal: `"` `\\` and controls escaped, U+2028 and U+2029 as `\\u`.
  public static func appendString(_ s: String, to out: inout [UInt8]) {
    var copy = s
    copy.withUTF8 { appendString(bytes: $0, to: &out) }
  }

  /// Appends a JSON string literal of UTF-8 bytes (see `appendString(_:to:)`).
  package static func appendString(bytes: UnsafeBufferPointer<UInt8>, to out: inout some ByteSink) {
    JSONQuoting.writeQuoted(bytes, to: &out)
  }
}
