/// Escaping loops of the markup writers (HTML, XML) over a string's UTF-8 bytes, kept in the
/// core so that the writers in TextSyntax pass strings, never buffers.
///
/// Invariant: each loop reads only the bytes of the string it is given, through the buffer
/// `PrintableText.withUTF8` lends for the length of the call, at indices below its count, and
/// its byte tables (`htmlLooks`, `xmlLooks`: 256 entries, read at a byte's value) through the
/// buffer of the table's array for the length of the loop; the escaping rules are the writers'
/// (`HTMLEscaping`, `XMLEscaping`), which their tests check scalar by scalar. A table marks
/// every byte whose case in the loop's `switch` may do something, so skipping the others gives
/// the same output: `MarkupBytesTests` checks each byte against the `switch` alone.
@usableFromInline
package enum MarkupBytes {
  /// For each byte, whether HTML escaping must look at it: markup characters, `#` and `:` (a
  /// CI command's start), controls but tab and line feed, and the lead bytes of C1 controls
  /// (`C2`), bidirectional marks and line separators (`D8`, `E2`). Letters, digits, spaces and
  /// most punctuation, nearly all of a text, are skipped a run at a time.
  static let htmlLooks: [Bool] = (0..<256).map { value in
    let byte = UInt8(value)
    switch byte {
    case 0x09, 0x0A: return false
    case 0..<0x20, 0x7F, 0xC2, 0xD8, 0xE2: return true
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"),
      UInt8(ascii: "#"), UInt8(ascii: ":"):
      return true
    default: return false
    }
  }

  /// For each byte, what XML's verbatim check must look at: bit 0 in element content, bit 1 in
  /// attribute values (where `"`, tab and line feed are escaped too).
  static let xmlLooks: [UInt8] = (0..<256).map { value in
    switch UInt8(value) {
    case 0x22, 0x0A, 0x09: return 2
    case 0..<0x20, 0x26, 0x3C, 0x3E, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF: return 3
    default: return 0
    }
  }

  /// The escaping of `HTMLEscaping.append(_:to:)`, appended to `buffer`.
  package static func appendHTMLEscaped(_ text: String, to buffer: inout OutputBuffer) {
    PrintableText.withUTF8(text) { append(escaping: $0, to: &buffer) }
  }

  private static func append(escaping source: UnsafeBufferPointer<UInt8>, to buffer: inout OutputBuffer) {
    htmlLooks.withUnsafeBufferPointer { looks in append(escaping: source, looks: looks, to: &buffer) }
  }

  private static func append(
    escaping source: UnsafeBufferPointer<UInt8>, looks: UnsafeBufferPointer<Bool>, to buffer: inout OutputBuffer
  ) {
    var start = 0
    var index = 0
    func flush(_ buffer: inout OutputBuffer, upTo end: Int) {
      if end > start { buffer.write(UnsafeBufferPointer(rebasing: source[start..<end])) }
    }
    while index < source.count {
      // The bytes that need nothing, nearly all the text, are skipped a run at a time.
      while index < source.count, !looks[Int(source[index])] { index += 1 }
      guard index < source.count else { break }
      let byte = source[index]
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

  /// False when the UTF-8 of `text` certainly holds no character XML 1.0 cannot carry: no C0
  /// control but TAB, LF and CR, and no U+FFFE or U+FFFF (`EF BF BE`, `EF BF BF`); surrogates
  /// cannot occur in a String.
  package static func mayHoldXMLDisallowed(_ text: String) -> Bool {
    PrintableText.withUTF8(text) { bytes in
      bytes.indices.contains { j in
        let b = bytes[j]
        if b < 0x20 { return b != 0x09 && b != 0x0A && b != 0x0D }
        return b == 0xEF && j + 2 < bytes.count && bytes[j + 1] == 0xBF && bytes[j + 2] >= 0xBE
      }
    }
  }

  /// True when `XMLEscaping` leaves the UTF-8 text as it is: no markup character, no control (but TAB
  /// and LF outside attributes), nothing else of `PrintableText.isEscaped`, no U+FFFE or U+FFFF
  /// (`EF BF BE`, `EF BF BF`).
  package static func isXMLVerbatim(_ text: String, attribute: Bool) -> Bool {
    PrintableText.withUTF8(text) { isXMLVerbatim($0, attribute: attribute) }
  }

  private static func isXMLVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool) -> Bool {
    xmlLooks.withUnsafeBufferPointer { looks in isXMLVerbatim(bytes, attribute: attribute, looks: looks) }
  }

  private static func isXMLVerbatim(
    _ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, looks: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var j = 0
    let n = bytes.count
    let mask: UInt8 = attribute ? 2 : 1
    while j < n {
      // The bytes that need nothing, nearly all the text, are skipped a run at a time.
      while j < n, looks[Int(bytes[j])] & mask == 0 { j += 1 }
      guard j < n else { break }
      let b = bytes[j]
      switch b {
      case 0x26, 0x3C, 0x3E, 0x0D, 0x7F: return false
      case 0x22, 0x0A, 0x09: if attribute { return false }
      case ..<0x20: return false
      case 0xC2, 0xD8, 0xE2: if PrintableText.escapedLength(bytes, at: j) > 0 { return false }
      case 0xEF: if j + 2 < n, bytes[j + 1] == 0xBF, bytes[j + 2] >= 0xBE { return false }
      default: break
      }
      j += 1
    }
    return true
  }
}

extension ByteSink {
  /// Appends `count` spaces (indentation), copied from a literal a run at a time.
  @inlinable
  package mutating func write(spaces count: Int) {
    var left = count
    Self.spaces.withUTF8Buffer { spaces in
      while left > 0 {
        let run = Swift.min(left, spaces.count)
        write(UnsafeBufferPointer(rebasing: spaces[0..<run]))
        left -= run
      }
    }
  }

  @usableFromInline static var spaces: StaticString {
    "                                                                "
  }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 of a literal.
  @inline(__always)
  package mutating func append(utf8 text: StaticString) { text.withUTF8Buffer { append(contentsOf: $0) } }
}

extension QuotedSyntax {
  /// `writeQuotedForOutput(_:to:)` on the UTF-8 of a string.
  @inline(__always)
  package static func writeQuotedForOutput(_ text: String, to out: inout some ByteSink) {
    PrintableText.withUTF8(text) { writeQuotedForOutput($0, to: &out) }
  }

  /// `writeQuotedForOutput(_:to:)` on the UTF-8 of a literal.
  @inline(__always)
  package static func writeQuotedForOutput(_ text: StaticString, to out: inout some ByteSink) {
    text.withUTF8Buffer { writeQuotedForOutput($0, to: &out) }
  }
}

extension JSONQuoting {
  /// `isPlain(_:)` on the UTF-8 of a literal.
  @inline(__always)
  package static func isPlain(_ text: StaticString) -> Bool { text.withUTF8Buffer(isPlain) }
}

extension PrintableText {
  /// True when the UTF-8 of `text` is all ASCII (`isASCII` on its bytes).
  package static func isASCII(_ text: String) -> Bool { withUTF8(text, isASCII) }

  /// `isVisibleAsIs(_:quotes:)` on the UTF-8 of a string.
  package static func isVisibleAsIs(_ text: String, quotes: Bool) -> Bool {
    withUTF8(text) { isVisibleAsIs($0, quotes: quotes) }
  }
}
