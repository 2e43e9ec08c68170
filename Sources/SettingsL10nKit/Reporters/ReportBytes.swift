import StringsFormat

/// A report being written as UTF-8 bytes: what every `check` reporter appends to, so that no
/// string is built per line or per field, and the whole output is one buffer.
///
/// A write copies into room made ahead in the array (zeros, added a run at a time so that room
/// reserved but never written is never touched), not through `Array.append(contentsOf:)`,
/// whose generic copy of a sequence cost more than the few bytes a report is written in at a
/// time (a SARIF result is some twenty pieces). `finish()` hands the array over uncopied.
struct ReportBytes: ByteSink {
  /// The first `count` bytes are the report; the rest is room made ahead.
  private var storage: [UInt8] = []
  /// How many bytes are written.
  private(set) var count = 0

  /// An empty report with room for `capacity` bytes.
  init(capacity: Int) { storage.reserveCapacity(capacity) }

  /// The bytes written so far (a copy; see `finish()`).
  var bytes: [UInt8] { Array(storage[..<count]) }

  /// The bytes written, handed over without a copy; the report is empty afterwards.
  mutating func finish() -> [UInt8] {
    storage.removeLast(storage.count - count)
    defer { self = ReportBytes(capacity: 0) }
    return storage
  }

  /// Appends bytes as they are.
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if bytes.count > storage.count - count { makeRoom(bytes.count) }
    let at = count
    storage.withUnsafeMutableBufferPointer { room in
      room.baseAddress.map { ($0 + at).update(from: source, count: bytes.count) }
    }
    count += bytes.count
  }

  /// Appends one byte.
  mutating func write(_ byte: UInt8) {
    if count == storage.count { makeRoom(1) }
    storage[count] = byte
    count += 1
  }

  /// Makes room for at least `more` bytes.
  mutating func reserve(_ more: Int) {
    if more > storage.count - count { makeRoom(more) }
  }

  /// Adds zeros for at least `more` bytes, a run of 16 KB at most within the capacity reserved
  /// (which doubles when too small), so that pages reserved but never written stay untouched.
  private mutating func makeRoom(_ more: Int) {
    if storage.capacity - storage.count < more {
      storage.reserveCapacity(Swift.max(storage.capacity * 2, storage.count + more))
    }
    let run = Swift.min(storage.capacity - storage.count, Swift.max(more, 16_384))
    storage.append(contentsOf: repeatElement(0, count: run))
  }

  /// Appends syntax or other text that needs no escaping.
  mutating func raw(_ text: StaticString) { text.withUTF8Buffer { write($0) } }

  /// Appends text built at run time that needs no escaping (a formatted number, a finding id).
  /// (Not an overload of `raw`: a literal would then be taken as a `String`.)
  mutating func plain(_ text: String) { ReportText.withUTF8(text) { write($0) } }

  /// Appends text from a bundle (a path, key or message) with its control characters escaped,
  /// as `ReportText.escapingControls` shows them.
  mutating func escaped(_ text: String) {
    ReportText.withUTF8(text) { utf8 in
      guard ReportText.needsEscaping(utf8, quotes: false, keepingTabs: false) else { return write(utf8) }
      ReportText.withUTF8(ReportText.escapingControls(text)) { write($0) }
    }
  }

  /// Appends a JSON string literal.
  mutating func string(_ text: String) { ReportText.withUTF8(text) { TableJSON.appendString(bytes: $0, to: &self) } }

  /// Appends an integer in decimal (no string made for it: the digits are put together on the
  /// stack and appended at once).
  mutating func number(_ value: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var rest = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      write(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends bytes as they are.
  mutating func append(_ more: UnsafeBufferPointer<UInt8>) { write(more) }

  /// Appends one byte.
  mutating func byte(_ value: UInt8) { write(value) }

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
  var text: String { String(decoding: storage[..<count], as: UTF8.self) }
}
