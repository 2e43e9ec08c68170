import StringsFormat

/// A JSON document being written as UTF-8 bytes: what the JSON and SARIF reporters append to,
/// so that no string is built per field.
struct JSONBytes {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// An empty document with room for `capacity` bytes.
  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// Appends JSON syntax or other text that needs no escaping.
  mutating func raw(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

  /// Appends already-valid JSON text built at run time (a formatted number).
  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends a JSON string literal.
  mutating func string(_ text: String) { TableJSON.appendString(text, to: &bytes) }

  /// Appends an integer.
  mutating func number(_ value: Int) { raw(String(value)) }  // a small string: no allocation

  /// Appends one byte.
  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Appends `prefix` (separator and quoted name, `, "key": `) and the string, when there is one.
  mutating func field(_ prefix: StaticString, _ value: String?) {
    guard let value else { return }
    raw(prefix)
    string(value)
  }

  /// Appends `prefix` and the integer, when there is one.
  mutating func field(_ prefix: StaticString, _ value: Int?) {
    guard let value else { return }
    raw(prefix)
    number(value)
  }

  /// The document as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
