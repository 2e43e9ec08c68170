import ByteCore

/// Text escaped for HTML, as `render --format html` and `report` write it.
package enum HTMLEscaping {
  /// Appends `text`, escaped for element content and quoted attribute values: `& < > " '` as
  /// references, and control characters other than tab and line feed (which a browser would drop
  /// or draw as boxes) as visible `\u{…}` escapes, so no string of a bundle can add markup;
  /// bidirectional controls and line separators as character references (see `PrintableText.isEscaped`),
  /// and the `#` or `:` that would start a CI command in a log (`PrintableText.startsCICommand`) too.
  package static func append(_ text: String, to buffer: inout OutputBuffer) {
    PrintableText.withUTF8(text) { append(escaping: $0, to: &buffer) }
  }

  private static func append(escaping source: UnsafeBufferPointer<UInt8>, to buffer: inout OutputBuffer) {
    var start = 0
    var index = 0
    func flush(_ buffer: inout OutputBuffer, upTo end: Int) {
      if end > start { buffer.write(UnsafeBufferPointer(rebasing: source[start..<end])) }
    }
    while index < source.count {
      let byte = source[index]
      // Letters, most punctuation and every byte of other scripts but a C1 control's lead
      // byte need nothing: tested first, as they are nearly all the text.
      if byte > 0x3E, byte != 0x7F, byte != 0xC2, byte != 0xD8, byte != 0xE2 {
        index += 1
        continue
      }
      var replacement: StaticString?
      var control: UInt32?
      var reference: UInt32?
      var width = 1
      switch byte {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "'"): replacement = "&#39;"
      case UInt8(ascii: "#"), UInt8(ascii: ":"):
        // What a CI system would read as a command when a log shows the file (`startsCICommand`):
        // the first character as a reference, which a browser shows as the character itself.
        let next = index + 1 < source.count ? UInt32(source[index + 1]) : nil
        if PrintableText.startsCICommand(UInt32(byte), next: next, atStart: onlyBlanksBefore(index, in: source)) {
          reference = UInt32(byte)
        }
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"): break
      case 0..<0x20, 0x7F: control = UInt32(byte)
      case 0xC2 where index + 1 < source.count && (0x80...0x9F).contains(source[index + 1]):
        // U+0080...U+009F: C1 controls (browsers would read some as Windows-1252 letters).
        control = UInt32(source[index + 1])
        width = 2
      case 0xD8, 0xE2:
        // Bidirectional controls and line separators: a reference, which a browser lays out as
        // the character itself (a right-to-left translation keeps its marks), and a terminal
        // showing the file prints as plain ASCII.
        let length = PrintableText.escapedLength(source, at: index)
        if length > 0 {
          reference = PrintableText.scalarValue(source, at: index, length: length)
          width = length
        }
      default: break
      }
      if replacement == nil && control == nil && reference == nil {
        index += 1
        continue
      }
      flush(&buffer, upTo: index)
      if let replacement { buffer.write(replacement) }
      if let control { buffer.write(utf8: "\\u{" + String(control, radix: 16) + "}") }
      if let reference { buffer.write(utf8: "&#x" + String(reference, radix: 16, uppercase: true) + ";") }
      index += width
      start = index
    }
    flush(&buffer, upTo: source.count)
  }

  /// True when only blanks come before `index` on its line of `source` (the text's start counts
  /// as a line's, since markup before it may end a line).
  private static func onlyBlanksBefore(_ index: Int, in source: UnsafeBufferPointer<UInt8>) -> Bool {
    var j = index
    while j > 0 {
      j -= 1
      if source[j] == 0x0A { return true }
      if source[j] != 0x20 && source[j] != 0x09 { return false }
    }
    return true
  }
}
