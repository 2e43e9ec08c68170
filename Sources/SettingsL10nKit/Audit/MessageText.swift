/// A finding's message put together as UTF-8 bytes and made a string once: thousands of
/// findings build their messages so, where joining strings would make one for every piece.
/// One is reused from message to message (`take`), so its buffer is allocated once per table.
struct MessageText {
  private var bytes: [UInt8] = []

  /// An empty message with room for `capacity` bytes.
  init(capacity: Int = 128) { bytes.reserveCapacity(capacity) }

  /// Appends fixed text.
  mutating func add(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

  /// Appends text as it is.
  mutating func add(_ text: String) { PrintableText.withUTF8(text) { bytes.append(contentsOf: $0) } }

  /// Appends an integer in decimal.
  mutating func add(_ number: Int) { add(String(number)) }

  /// Appends `AuditMessage.quote(text)`: the text in quotes, shortened past 60 characters and
  /// with what prints as nothing escaped.
  mutating func quote(_ text: String) {
    let copied = PrintableText.withUTF8(text) { utf8 in
      guard Self.quotesAsIs(utf8) else { return false }
      appendQuoted(utf8)
      return true
    }
    if !copied { add(AuditMessage.quote(text)) }
  }

  /// Appends `AuditMessage.quote` of the text of these UTF-8 bytes.
  mutating func quote(utf8: UnsafeBufferPointer<UInt8>) {
    if Self.quotesAsIs(utf8) { return appendQuoted(utf8) }
    add(AuditMessage.quote(String(decoding: utf8, as: UTF8.self)))
  }

  /// The message.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The message, leaving this empty (with its room) for the next one.
  mutating func take() -> String {
    let message = text
    bytes.removeAll(keepingCapacity: true)
    return message
  }

  /// True when `AuditMessage.quote` puts the text between quotes as it is: short enough never
  /// to be shortened (60 bytes are at most 60 characters), and nothing in it escaped.
  private static func quotesAsIs(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.count <= 60 && PrintableText.isVisibleAsIs(utf8, quotes: true)
  }

  private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: utf8)
    bytes.append(UInt8(ascii: "\""))
  }
}
