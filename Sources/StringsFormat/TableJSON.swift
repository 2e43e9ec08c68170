import ByteCore
import TextSyntax

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
    // The writer takes the array over, so that it is the one reference and grows in place.
    var json = JSONWriter(out, indent: indent)
    out = []
    json.sink.reserve(table.document.text.count + table.count * 8)
    write(table, to: &json)
    out = json.sink
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
    func body<Sink: ByteSink>(_ out: inout Sink) {
      var json = JSONWriter(out)
      json.beginVersionedObject()
      json.key("strings")
      json.sink.reserve(table.document.text.count + table.count * 8)
      write(table, to: &json)
      json.endObject()
      json.endLine()
      out = json.sink
    }
    if let bytes = [UInt8].written(capacity: guess, { body(&$0) }) { return bytes }
    var out: [UInt8] = []
    body(&out)
    return out
  }

  /// `dumpDocument(_:)` handed to `emit` in pieces of about `piece` bytes as it is written, so
  /// that a table of millions of keys is never held as one output beside itself.
  public static func dumpDocument(_ table: StringsTable, piece: Int = 1 << 16, emit: ([UInt8]) -> Void) {
    var json = JSONWriter([UInt8]())
    json.sink.reserveCapacity(piece + 256)
    json.beginVersionedObject()
    json.key("strings")
    write(table, to: &json) { json in
      guard json.sink.count >= piece else { return }
      emit(json.sink)
      json.sink.removeAll(keepingCapacity: true)
    }
    json.endObject()
    json.endLine()
    emit(json.sink)
  }

  /// Writes the table's object as the next value of `json`; `afterEntry` is called after each
  /// entry is written (to hand on what is written so far).
  static func write<Sink: ByteSink>(
    _ table: StringsTable, to json: inout JSONWriter<Sink>, afterEntry: (inout JSONWriter<Sink>) -> Void = { _ in }
  ) {
    json.beginObject()
    var decoded: [UInt8] = []
    for sorted in table.index.sortedPositions(by: utf16Precedes) {
      let position = Int(sorted)
      table.index.withKeyBytes(at: position) { bytes in
        json.quotedKey({ $0.writeJSONQuotedForOutput(bytes) })
      }
      // Strings from the bytes they decode to (most straight from the file); collections written whole.
      if !table.withDecodedStringValue(
        at: position, scratch: &decoded,
        { bytes in json.quotedString({ $0.writeJSONQuotedForOutput(bytes) }) })
      {
        write(table.value(at: position), to: &json)
      }
      afterEntry(&json)
    }
    json.endObject()
  }

  /// True when UTF-8 `a` sorts before `b` by UTF-16 code units, as the vectors (and Foundation)
  /// sort keys: byte order, except that a scalar of U+E000…U+FFFF (lead byte 0xEE or 0xEF) sorts
  /// after one over U+FFFF (lead 0xF0…0xF4), whose UTF-16 surrogates are smaller.
  static func utf16Precedes(_ a: ByteView, _ b: ByteView) -> Bool {
    let n = min(a.count, b.count)
    let j = a.commonPrefixCount(with: b)
    guard j < n else { return a.count < b.count }
    let (x, y) = (a[j], b[j])
    if x >= 0xEE, y >= 0xEE, (x >= 0xF0) != (y >= 0xF0) { return x >= 0xF0 }
    return x < y
  }

  /// The JSON text of any value.
  public static func render(_ value: StringsValue, indent: String = "") -> String {
    var json = JSONWriter(indent: indent)
    write(value, to: &json)
    return json.text
  }

  /// Writes any value as the next value of `json`: a dictionary's keys sorted by UTF-16 code
  /// units (the last of equal keys kept), data as `{"__data_hex__": "…"}` on one line.
  static func write(_ value: StringsValue, to json: inout JSONWriter<some ByteSink>) {
    switch value {
    case .string(let s):
      json.string(s)
    case .data:
      json.beginObject(.inline)
      json.member("__data_hex__", String(value.description.dropFirst().dropLast()))
      json.endObject()
    case .array(let items):
      json.beginArray()
      for item in items { write(item, to: &json) }
      json.endArray()
    case .dictionary(let pairs):
      var last: [ExactKey: StringsValue] = [:]
      for pair in pairs { last[ExactKey(pair.key)] = pair.value }
      json.beginObject()
      for key in last.keys.map(\.string).sorted(by: { $0.utf16.lexicographicallyPrecedes($1.utf16) }) {
        json.key(key)
        write(last[ExactKey(key)] ?? .string(""), to: &json)
      }
      json.endObject()
    }
  }

  /// A JSON string literal.
  public static func string(_ s: String) -> String {
    var json = JSONWriter()
    json.string(s)
    return json.text
  }

  /// Appends a JSON string literal: `"` `\\` and controls escaped, U+2028 and U+2029 as `\\u`.
  public static func appendString(_ s: String, to out: inout [UInt8]) {
    var json = JSONWriter(out)
    out = []  // the writer's array the one reference: grown in place
    json.string(s)
    out = json.sink
  }
}
