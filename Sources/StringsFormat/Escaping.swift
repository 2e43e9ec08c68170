import ByteCore

/// Writing strings back: the minimal escaping that always re-reads to the same string.
public enum StringsEscaping {
  /// `"text"` with `\`, `"`, LF, CR and TAB escaped and other control characters as `\UXXXX`.
  public static func quoted(_ string: String) -> String { text { appendQuoted(string, to: &$0) } }

  /// The UTF-8 text `write` appends to an empty array, as a string.
  private static func text(_ write: (inout [UInt8]) -> Void) -> String {
    var out: [UInt8] = []
    write(&out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the quoted, escaped UTF-8 form of a string.
  public static func appendQuoted(_ string: String, to out: inout [UInt8]) {
    string.withByteView { appendQuoted(bytes: $0, to: &out) }
  }

  /// Appends the quoted, escaped form of UTF-8 bytes (see `quoted(_:)`).
  static func appendQuoted(bytes: ByteView, to out: inout some ByteSink) {
    StringsQuoting.writeQuoted(bytes, to: &out)
  }

  /// Appends the quoted form of UTF-8 bytes for people to read: as `appendQuoted(bytes:to:)`, and
  /// C1 controls, line separators and bidirectional controls as `\UXXXX`, so no line of a dump can move a terminal,
  /// and `#` before `#` as `\U0023`, so none starts a CI command.
  static func appendQuotedForDisplay(bytes: ByteView, to out: inout some ByteSink) {
    StringsDisplayQuoting.writeQuotedForOutput(bytes, to: &out)
  }

  /// A `/* text */` comment, with any `*/` inside the text broken up so the comment stays closed.
  public static func blockComment(_ text: String) -> String { Self.text { appendBlockComment(text, to: &$0) } }

  /// Appends `/* text */`, writing `*/` inside the text as `* /`.
  public static func appendBlockComment(_ text: String, to out: inout [UInt8]) {
    text.withByteView { appendBlockComment(bytes: $0, to: &out) }
  }

  /// Appends `/* text */` for UTF-8 text, writing `*/` inside the text as `* /`.
  static func appendBlockComment(bytes: ByteView, to out: inout some ByteSink) {
    out.write(0x2F)
    out.write(0x2A)
    out.write(0x20)
    // The runs between the `*/`s inside the text are copied whole; only a `*` can start one.
    var start = 0
    var j = 0
    let cursor = ByteCursor(bytes)
    while let star = cursor.find(0x2A, from: j, to: bytes.count &- 1) {
      j = star &+ 1
      guard bytes[j] == 0x2F else { continue }
      out.write(bytes.extracting(start..<j))
      out.write(0x20)
      start = j
    }
    out.write(bytes.extracting(from: start))
    if bytes.last == 0x2A { out.write(0x20) }
    out.write(0x20)
    out.write(0x2A)
    out.write(0x2F)
  }

  /// Old-style text for any value (strings quoted; arrays, dictionaries and data in plist syntax).
  public static func value(_ value: StringsValue) -> String { text { appendValue(value, to: &$0) } }

  /// Appends the old-style text of any value.
  public static func appendValue(_ value: StringsValue, to out: inout [UInt8]) {
    switch value {
    case .string(let s): appendQuoted(s, to: &out)
    case .array(let items):
      out.append(0x28)
      for (i, item) in items.enumerated() {
        if i > 0 { out += [0x2C, 0x20] }
        appendValue(item, to: &out)
      }
      out.append(0x29)
    case .dictionary(let pairs):
      out += [0x7B, 0x20]
      for pair in pairs {
        appendQuoted(pair.key, to: &out)
        out += [0x20, 0x3D, 0x20]
        appendValue(pair.value, to: &out)
        out += [0x3B, 0x20]
      }
      out.append(0x7D)
    case .data: out += Array(value.description.utf8)
    }
  }
}
