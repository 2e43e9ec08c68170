import StringsFormat

/// A report being written as UTF-8 bytes: what every `check` reporter appends to, so that no
/// string is built per line or per field, and the whole output is one buffer.
struct ReportBytes {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// An empty report with room for `capacity` bytes.
  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// How many bytes are written.
  var count: Int { bytes.count }

  /// Appends syntax or other text that needs no escaping.
  mutating func raw(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

  /// Appends text built at run time that needs no escaping (a formatted number, a finding id).
  /// (Not an overload of `raw`: a literal would then be taken as a `String`.)
  mutating func plain(_ text: String) { ReportText.withUTF8(text) { bytes.append(contentsOf: $0) } }

  /// Appends text from a bundle (a path, key or message) with its control characters escaped,
  /// as `ReportText.escapingControls` shows them.
  mutating func escaped(_ text: String) { ReportText.appendEscapingControls(text, to: &bytes) }

  /// Appends a JSON string literal.
  mutating func string(_ text: String) { TableJSON.appendString(text, to: &bytes) }

  /// Appends an integer in decimal, digit by digit (no string made for it).
  mutating func number(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
      divisor /= 10
    } while divisor > 0
  }

  /// Appends bytes as they are.
  mutating func append(_ more: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: more) }

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
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
