import ByteCore

/// A finding's message put together as UTF-8 bytes and made a string once: thousands of
/// findings build their messages so, where joining strings would make one for every piece.
/// One is reused from message to message (`take`), so its buffer is allocated once per table.
/// The message functions of the findings a bundle can have by the thousand take it as it is,
/// not through a protocol: a generic function of another module is not specialized, and would
/// reach each piece through a witness table.
package struct MessageText {
  private var bytes: [UInt8] = []

  /// An empty message with room for `capacity` bytes.
  package init(capacity: Int = 128) { bytes.reserveCapacity(capacity) }

  /// Appends fixed text.
  package mutating func add(_ text: StaticString) { bytes.append(utf8: text) }

  /// Appends text as it is.
  package mutating func add(_ text: String) { bytes.write(utf8: text) }

  /// Appends an integer in decimal.
  package mutating func add(_ number: Int) { add(String(number)) }

  /// Appends `quoted(text)`: the text in quotes, shortened past 60 characters and with what
  /// prints as nothing escaped.
  package mutating func quote(_ text: String) {
    let asIs =
      text.utf8.count <= Self.longestAsIs
      && PrintableText.isVisibleAsIs(text, quotes: true)
    if asIs { appendQuoted(text.utf8) } else { add(Self.quoted(text)) }
  }

  /// Appends `quoted` of the text of UTF-8 bytes: `range` of `text`.
  package mutating func quote(utf8 text: [UInt8], _ range: Range<Int>) {
    let asIs = range.count <= Self.longestAsIs && TextBytes.isVisibleAsIs(text, range, quotes: true)
    if asIs {
      appendQuoted(text[range])
    } else {
      add(Self.quoted(String(decoding: text[range], as: UTF8.self)))
    }
  }

  /// The message.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The message, leaving this empty (with its room) for the next one.
  package mutating func take() -> String {
    let message = text
    bytes.removeAll(keepingCapacity: true)
    return message
  }

  /// A key or value in quotes, shortened past 60 characters (the finding's `key` keeps it whole),
  /// with what prints as nothing escaped.
  package static func quoted(_ text: String) -> String {
    let short = text.utf8.count > 60 && text.count > 60 ? String(text.prefix(57)) + "…" : text
    let visible = PrintableText.visible(short, quotes: true)
    var quoted = ""
    quoted.reserveCapacity(visible.utf8.count + 2)
    quoted.append("\"")
    quoted.append(visible)
    quoted.append("\"")
    return quoted
  }

  /// `quoted` puts a text between quotes as it is when it is this short (60 bytes are
  /// at most 60 characters, never shortened) and nothing in it is escaped (`isVisibleAsIs`).
  private static let longestAsIs = 60

  private mutating func appendQuoted(_ utf8: some Sequence<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: utf8)
    bytes.append(UInt8(ascii: "\""))
  }
}
