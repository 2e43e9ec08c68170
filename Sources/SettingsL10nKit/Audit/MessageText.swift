import ByteCore
import Findings

/// A finding's message put together as UTF-8 bytes and made a string once: thousands of
/// findings build their messages so, where joining strings would make one for every piece.
/// One is reused from message to message (`take`), so its buffer is allocated once per table.
struct MessageText: MessageParts {
  private var bytes: [UInt8] = []

  /// An empty message with room for `capacity` bytes.
  init(capacity: Int = 128) { bytes.reserveCapacity(capacity) }

  /// Appends fixed text.
  mutating func add(_ text: StaticString) { bytes.append(utf8: text) }

  /// Appends text as it is.
  mutating func add(_ text: String) { bytes.write(utf8: text) }

  /// Appends an integer in decimal.
  mutating func add(_ number: Int) { add(String(number)) }

  /// Appends `AuditMessage.quote(text)`: the text in quotes, shortened past 60 characters and
  /// with what prints as nothing escaped.
  mutating func quote(_ text: String) {
    let asIs =
      text.utf8.count <= Self.longestAsIs
      && PrintableText.isVisibleAsIs(text, quotes: true)
    if asIs { appendQuoted(text.utf8) } else { add(AuditMessage.quote(text)) }
  }

  /// Appends `AuditMessage.quote` of the text of UTF-8 bytes: `range` of `text`.
  mutating func quote(utf8 text: [UInt8], _ range: Range<Int>) {
    let asIs = range.count <= Self.longestAsIs && TextBytes.isVisibleAsIs(text, range, quotes: true)
    if asIs {
      appendQuoted(text[range])
    } else {
      add(AuditMessage.quote(String(decoding: text[range], as: UTF8.self)))
    }
  }

  /// The message.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The message, leaving this empty (with its room) for the next one.
  mutating func take() -> String {
    let message = text
    bytes.removeAll(keepingCapacity: true)
    return message
  }

  /// `AuditMessage.quote` puts a text between quotes as it is when it is this short (60 bytes are
  /// at most 60 characters, never shortened) and nothing in it is escaped (`isVisibleAsIs`).
  private static let longestAsIs = 60

  private mutating func appendQuoted(_ utf8: some Sequence<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: utf8)
    bytes.append(UInt8(ascii: "\""))
  }
}
