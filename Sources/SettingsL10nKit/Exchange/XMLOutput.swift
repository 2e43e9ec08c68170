/// XML text written into one byte buffer: markup as it is, character data and attribute values
/// escaped (see `XMLEscaping`). Building a document through string interpolation copied every
/// piece several times; this appends each once.
struct XMLOutput {
  /// The UTF-8 bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Starts a buffer expected to grow to about `capacity` bytes.
  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Appends markup as it is.
  mutating func markup(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends markup written before (escaped already).
  mutating func markup(_ written: [UInt8]) {
    bytes.append(contentsOf: written)
  }

  /// Appends character data, escaped.
  mutating func text(_ text: String) {
    XMLEscaping.append(text, attribute: false, to: &bytes)
  }

  /// Appends ` name="value"` with the value escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    bytes.append(0x20)
    markup(name)
    bytes.append(UInt8(ascii: "="))
    bytes.append(UInt8(ascii: "\""))
    XMLEscaping.append(value, attribute: true, to: &bytes)
    bytes.append(0x22)
  }

  /// The text written.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
