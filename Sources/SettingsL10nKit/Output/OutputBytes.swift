import StringsFormat

/// An output being written as UTF-8 bytes: what every `check` reporter, `explain`'s JSON and
/// the exchange jobs' JSON append to, so that no string is built per line or per field, and the
/// whole output is one buffer.
struct OutputBytes {
  private var output: OutputBuffer

  /// An empty report with room for `capacity` bytes.
  init(capacity: Int) { output = OutputBuffer(capacity: capacity) }

  /// The bytes written so far (a copy; see `finish()`).
  var bytes: [UInt8] { output.bytes }

  /// How many bytes are written.
  var count: Int { output.count }

  /// The bytes written, handed over without a copy; the report is empty afterwards.
  mutating func finish() -> [UInt8] { output.finish() }

  /// Appends syntax or other text that needs no escaping.
  mutating func raw(_ text: StaticString) { output.write(text) }

  /// Appends text built at run time that needs no escaping (a formatted number, a finding id).
  /// (Not an overload of `raw`: a literal would then be taken as a `String`.)
  mutating func plain(_ text: String) { output.write(utf8: text) }

  /// Appends text from a bundle (a path, key or message) with its control characters escaped,
  /// as `PrintableText.escapingControls` shows them.
  mutating func escaped(_ text: String) { PrintableText.appendEscapingControls(text, into: &output) }

  /// Appends an integer in decimal (no string made for it: the digits are put together on the
  /// stack and appended at once).
  mutating func number(_ value: Int) { output.write(decimal: value) }

  /// Appends `value` as sixteen lowercase hexadecimal digits.
  mutating func hex(_ value: UInt64) { output.write(hex64: value) }

  /// Appends bytes as they are.
  mutating func append(_ more: [UInt8]) { output.write(more) }

  /// Appends one byte.
  mutating func byte(_ value: UInt8) { output.write(value) }

  /// Appends `severity: message [id]` and a line feed, the message escaped: the end of a
  /// finding's line in the text formats.
  mutating func severityMessageID(_ finding: Finding) {
    plain(finding.severity.rawValue)
    raw(": ")
    escaped(finding.message)
    raw(" [")
    plain(finding.id.rawValue)
    raw("]\n")
  }

  /// The report as text.
  var text: String { output.text }
}

/// A report is a sink the JSON writer writes into.
extension OutputBytes: ByteSink {
  mutating func write(_ byte: UInt8) { output.write(byte) }
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { output.write(bytes) }
  mutating func reserve(_ count: Int) { output.reserve(count) }
}
