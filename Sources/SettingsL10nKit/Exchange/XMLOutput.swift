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

  /// Appends character data, escaped.
  mutating func text(_ text: String) {
    XMLEscaping.append(text, attribute: false, to: &bytes)
  }

  /// Appends ` name="value"` with the value escaped.
  mutating func attribute(_ name: String, _ value: String) {
    bytes.append(0x20)
    bytes.append(contentsOf: name.utf8)
    bytes.append(contentsOf: [0x3D, 0x22])
    XMLEscaping.append(value, attribute: true, to: &bytes)
    bytes.append(0x22)
  }

  /// Appends each pair as an attribute.
  mutating func attributes(_ pairs: [(String, String)]) {
    for (name, value) in pairs { attribute(name, value) }
  }

  /// The text written.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
