import ByteCore
import StringsFormat
import TextSyntax

/// XML text written into one byte buffer: markup as it is, character data and attribute values
/// escaped (see `XMLEscaping`). Building a document through string interpolation copied every
/// piece several times; this appends each once.
struct XMLOutput {
  private var output: OutputBuffer

  /// Starts a buffer expected to grow to about `capacity` bytes.
  init(capacity: Int = 0) { output = OutputBuffer(capacity: capacity) }

  /// How many bytes are written.
  var count: Int { output.count }

  /// The bytes written from `start` on (a copy).
  func bytes(from start: Int) -> [UInt8] { output.bytes(from: start) }

  /// The bytes written, handed over without a copy; the buffer is empty afterwards.
  mutating func finish() -> [UInt8] { output.finish() }

  /// Appends markup as it is.
  mutating func markup(_ text: StaticString) { output.write(text) }

  /// Appends markup written before (escaped already).
  mutating func markup(_ written: [UInt8]) { output.write(written) }

  /// Appends character data, escaped.
  mutating func text(_ text: String) {
    XMLEscaping.append(text, attribute: false, to: &output)
  }

  /// Appends ` name="value"` with the value escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    output.write(UInt8(ascii: " "))
    markup(name)
    output.write(UInt8(ascii: "="))
    output.write(UInt8(ascii: "\""))
    XMLEscaping.append(value, attribute: true, to: &output)
    output.write(UInt8(ascii: "\""))
  }

  /// The text written.
  var string: String { output.text }
}
