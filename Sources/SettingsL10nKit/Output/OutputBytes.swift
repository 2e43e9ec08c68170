import ByteCore
import StringsFormat

/// An output being written as UTF-8 bytes: what every `check` reporter, `explain`'s JSON and
/// the exchange jobs' JSON append to, so that no string is built per line or per field, and the
/// whole output is one buffer. It is the core's buffer itself, not a wrapper of it: the JSON
/// writer is compiled in the core for that sink, so the JSON and SARIF reporters call it with
/// no generic lookups.
typealias OutputBytes = OutputBuffer

extension OutputBuffer {
  /// Appends syntax or other text that needs no escaping.
  mutating func raw(_ text: StaticString) { write(text) }

  /// Appends text built at run time that needs no escaping (a formatted number, a finding id).
  /// (Not an overload of `raw`: a literal would then be taken as a `String`.)
  mutating func plain(_ text: String) { write(utf8: text) }

  /// Appends text from a bundle (a path, key or message) with its control characters escaped,
  /// as `PrintableText.escapingControls` shows them.
  mutating func escaped(_ text: String) { PrintableText.appendEscapingControls(text, into: &self) }

  /// Appends an integer in decimal (no string made for it: the digits are put together on the
  /// stack and appended at once).
  mutating func number(_ value: Int) { write(decimal: value) }

  /// Appends `value` as sixteen lowercase hexadecimal digits.
  mutating func hex(_ value: UInt64) { write(hex64: value) }

  /// Appends bytes as they are.
  mutating func append(_ more: [UInt8]) { write(more) }

  /// Appends one byte.
  mutating func byte(_ value: UInt8) { write(value) }

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
}
