#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text made safe to print on one line of an output: nothing in it can break the line or reorder it.
public enum PrintableText {
  /// `\n`, `\r`, `\t` and other control characters (C0, DEL, C1), line separators and bidirectional
  /// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) as escapes
  /// (`\u{…}`); with `quotes`, `"` and `\` too, for text shown inside quotes; with `keepingTabs`, tabs stay.
  public static func escapingControls(_ text: String, quotes: Bool = false, keepingTabs: Bool = false) -> String {
    guard needsEscaping(text, quotes: quotes, keepingTabs: keepingTabs) else { return text }
    var out = ""
    let scalars = Array(text.unicodeScalars)
    var atStart = true
    for (index, scalar) in scalars.enumerated() {
      defer { atStart = atStart && (scalar == " " || scalar == "\t") }
      if startsCICommand(
        scalar.value, next: index + 1 < scalars.count ? scalars[index + 1].value : nil, atStart: atStart)
      {
        out += "\\u{\(String(scalar.value, radix: 16))}"
        continue
      }
      switch scalar {
      case "\"" where quotes: out += "\\\""
      case "\\" where quotes: out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += keepingTabs ? "\t" : "\\t"
      default:
        // Line and paragraph separators (U+2028, U+2029) break lines in editors and logs.
        if isEscaped(scalar) {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Appends the UTF-8 of `escapingControls(text)` to `bytes`: the text's own bytes, copied
  /// whole, when nothing in it needs escaping (as in nearly every path, key and message).
  public static func appendEscapingControls(_ text: String, to bytes: inout [UInt8]) {
    appendEscapingControls(text, into: &bytes)
  }

  /// `appendEscapingControls(_:to:)` into any byte sink (a report's buffer). Inlinable, so that
  /// a caller in another module gets it compiled for its sink, not a generic one that reaches
  /// each write through a witness table.
  @inlinable
  package static func appendEscapingControls(_ text: String, into out: inout some ByteSink) {
    let copied = withUTF8(text) { utf8 in
      guard !needsEscaping(utf8, quotes: false, keepingTabs: false) else { return false }
      out.write(utf8)
      return true
    }
    if !copied { withUTF8(escapingControls(text)) { out.write($0) } }
  }

  /// The one rule of repository text that a CI system would read as a command, escaped in every
  /// output (as `\u{23}` and `\u{3a}` in text, as `\u0023` in JSON): `#` before `#`, since
  /// `##[` (GitHub's older form, Azure's `##vso[`) is read anywhere in a line, and `:` before `:`
  /// when only blanks come before it in the text, since GitHub reads `::` at the start of a line
  /// after blanks, and a path or key may begin a line. `next` is the scalar after `scalar`.
  @inline(__always)
  public static func startsCICommand(_ scalar: UInt32, next: UInt32?, atStart: Bool) -> Bool {
    (scalar == 0x23 && next == 0x23) || (scalar == 0x3A && next == 0x3A && atStart)
  }

  /// True when the text of these UTF-8 bytes begins, after blanks, with `::` (see `startsCICommand`).
  @inline(__always)
  static func startsWithCICommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var j = 0
    while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j &+= 1 }
    return j &+ 1 < bytes.count && startsCICommand(UInt32(bytes[j]), next: UInt32(bytes[j &+ 1]), atStart: true)
  }

  /// True when the UTF-8 bytes hold text `startsCICommand` escapes.
  public static func holdsCICommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if startsWithCICommand(bytes) { return true }
    guard contains(0x23, in: bytes) else { return false }
    var j = 0
    while j &+ 1 < bytes.count {
      if bytes[j] == 0x23, bytes[j &+ 1] == 0x23 { return true }
      j &+= 1
    }
    return false
  }

  /// The one rule of what no output carries as it is: C0 controls, DEL, C1 controls (U+0080–U+009F,
  /// a terminal's CSI among them), the line and paragraph separators U+2028 and U+2029, and the
  /// bidirectional controls U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069. Text
  /// shows them as `\u{…}`, JSON as `\u00xx`, HTML and XML as character references.
  public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `isEscaped` on UTF-8 for the characters beyond ASCII: the length of the sequence at `j`
  /// (2 for a C1 control `C2 80`…`C2 9F` or U+061C `D8 9C`, 3 for U+200E, U+200F `E2 80 8E`, `8F`,
  /// U+2028…U+202E `E2 80 A8`…`AE`, U+2066…U+2069 `E2 81 A6`…`A9`), else 0.
  @inline(__always)
  package static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int) -> Int {
    switch bytes[j] {
    case 0xC2: return j &+ 1 < bytes.count && (0x80...0x9F).contains(bytes[j &+ 1]) ? 2 : 0
    case 0xD8: return j &+ 1 < bytes.count && bytes[j &+ 1] == 0x9C ? 2 : 0
    case 0xE2:
      guard j &+ 2 < bytes.count else { return 0 }
      let (b1, b2) = (bytes[j &+ 1], bytes[j &+ 2])
      return (b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (0xA8...0xAE).contains(b2)))
        || (b1 == 0x81 && (0xA6...0xA9).contains(b2))
        ? 3 : 0
    default: return 0
    }
  }

  /// The scalar of the 2- or 3-byte UTF-8 sequence at `j` that `escapedLength` measured.
  @inline(__always)
  package static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int, length: Int) -> UInt32 {
    length == 3
      ? (UInt32(bytes[j] & 0x0F) << 12) | (UInt32(bytes[j &+ 1] & 0x3F) << 6) | UInt32(bytes[j &+ 2] & 0x3F)
      : (UInt32(bytes[j] & 0x1F) << 6) | UInt32(bytes[j &+ 1] & 0x3F)
  }

  /// True when `escapingControls` changes `text`.
  static func needsEscaping(_ text: String, quotes: Bool, keepingTabs: Bool) -> Bool {
    withUTF8(text) { needsEscaping($0, quotes: quotes, keepingTabs: keepingTabs) }
  }

  /// True when `escapingControls` changes the text of these UTF-8 bytes: one pass that finds
  /// exactly the scalars it rewrites (C0 controls, DEL, C1 controls `C2 80`…`C2 9F`, U+2028…U+202E
  /// `E2 80 A8`…`AE`, U+2066…U+2069 `E2 81 A6`…`A9`, the bidi marks U+200E, U+200F `E2 80 8E`, `8F`
  /// and U+061C `D8 9C`, and the quotes when asked).
  @usableFromInline
  static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool, keepingTabs: Bool) -> Bool {
    let n = bytes.count
    if startsWithCICommand(bytes) { return true }
    var j = printableASCIIPrefix(bytes, quotes: quotes)
    while j < n {
      let b = bytes[j]
      if b >= 0x20, b < 0x7F {
        if quotes, b == 0x22 || b == 0x5C { return true }
        if b == 0x23, j &+ 1 < n, bytes[j &+ 1] == 0x23 { return true }
      } else if b < 0x20 {
        if !(keepingTabs && b == 0x09) { return true }
      } else if b == 0x7F {
        return true
      } else if escapedLength(bytes, at: j) > 0 {
        return true
      }
      j &+= 1
    }
    return false
  }

  /// How many bytes at the start of `bytes` are, eight at a time, printable ASCII (0x20…0x7E,
  /// without `"` and `\\` when `quotes`): text that no escaping changes, as nearly all is.
  /// A multiple of eight; the bytes after it are left to a byte-by-byte look.
  @inlinable
  static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Int {
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // Some byte of `word` is zero (the classic test: exact as to whether any is).
    func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
    var j = 0
    while j &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: j, as: UInt64.self))
      // A byte at or above 0x80, below 0x20 (its value minus 0x20 borrows) or 0x7F ends the run.
      if word & highs != 0 || (word &- ones &* 0x20) & ~word & highs != 0 || hasZero(word ^ (ones &* 0x7F)) { break }
      if quotes, hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C)) { break }
      // `#` may begin `##`, which `startsCICommand` escapes.
      if hasZero(word ^ (ones &* 0x23)) { break }
      j &+= 8
    }
    return j
  }

  /// True when some byte is one of `targets` (a few), looked at eight bytes at a time.
  public static func contains(anyOf targets: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return false }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var j = 0
    while j &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: j, as: UInt64.self))
      for target in targets {
        // A byte equal to the target is a zero byte of the difference.
        let difference = word ^ (ones &* UInt64(target))
        if (difference &- ones) & ~difference & highs != 0 { return true }
      }
      j &+= 8
    }
    while j < bytes.count {
      if targets.contains(bytes[j]) { return true }
      j &+= 1
    }
    return false
  }

  /// `contains(anyOf:in:)` of one byte, by memchr as the core's other one-byte searches
  /// (`ByteCursor.find`): every JSON string of an output is looked at for `#`, and the loop over
  /// an array of targets cost more than the scan.
  @inline(__always)
  static func contains(_ target: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base, Int32(target), bytes.count) != nil
  }

  /// True when every byte is ASCII (below 0x80), looked at eight at a time.
  public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return true }
    var j = 0
    while j &+ 8 <= bytes.count {
      if base.loadUnaligned(fromByteOffset: j, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
      j &+= 8
    }
    while j < bytes.count {
      if bytes[j] >= 0x80 { return false }
      j &+= 1
    }
    return true
  }

  /// True when the UTF-8 of `text` holds one of `targets` (`contains(anyOf:in:)` on its bytes).
  package static func contains(anyOf targets: [UInt8], in text: String) -> Bool {
    withUTF8(text) { contains(anyOf: targets, in: $0) }
  }

  /// Calls `body` with the UTF-8 bytes of `text` (in place for a native string, as nearly every one is).
  /// Inlinable, so that a caller's loop over the bytes is compiled for its own closure.
  @inlinable
  public static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// Text for people to read in a terminal: `escapingControls`, and characters that print as
  /// nothing or as a plain space shown as `\u{…}` too (zero-width space and joiners' cousins
  /// U+200B, U+2060, U+FEFF, soft hyphen U+00AD, no-break spaces U+00A0 and U+202F, bidi marks
  /// and controls U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069, the Mongolian vowel
  /// separator U+180E, line and paragraph
  /// separators), and spaces at the end of the text, so that two keys that differ only by such
  /// a character never look the same. JSON output keeps the real string. With `lineBreaks`,
  /// line breaks stay as they are (for text laid out in paragraphs).
  public static func visible(_ text: String, quotes: Bool = false, lineBreaks: Bool = false) -> String {
    guard !withUTF8(text, { isVisibleAsIs($0, quotes: quotes) }) else { return text }
    let scalars = Array(text.unicodeScalars)
    var end = scalars.count
    while end > 0 && scalars[end - 1] == " " { end -= 1 }
    var out = ""
    var atStart = true
    for (index, scalar) in scalars.enumerated() {
      defer { atStart = atStart && (scalar == " " || scalar == "\t") }
      if index >= end {
        out += "\\u{20}"
      } else if isInvisible(scalar)
        || startsCICommand(scalar.value, next: index + 1 < end ? scalars[index + 1].value : nil, atStart: atStart)
      {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else if lineBreaks && (scalar == "\n" || scalar == "\r") {
        out.unicodeScalars.append(scalar)
      } else {
        out += escapingControls(String(scalar), quotes: quotes)
      }
    }
    return out
  }

  /// True when `visible` shows the text of these UTF-8 bytes as it is (with `quotes`, as
  /// `visible(_:quotes: true)` does), so that a caller can copy the bytes.
  public static func isVisibleAsIs(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Bool {
    // Every scalar escaped by `visible` starts with a byte below 0x20, 0x7F, or a lead byte 0xC2 (U+0080…U+00BF),
    // 0xD8 (U+061C), 0xE1 (U+180E), 0xE2 (U+2000…U+2FFF) or 0xEF (U+FEFF): text without them is shown as it is.
    guard bytes.last != 0x20, !holdsCICommand(bytes) else { return false }
    var j = printableASCIIPrefix(bytes, quotes: quotes)
    while j < bytes.count {
      let b = bytes[j]
      if b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE1 || b == 0xE2 || b == 0xEF
        || (quotes && (b == 0x22 || b == 0x5C))
      {
        return false
      }
      j &+= 1
    }
    return true
  }

  /// True for a character that prints as nothing, or looks like a plain space, or reorders text
  /// (what `visible` escapes besides control characters).
  public static func printsAsNothing(_ scalar: Unicode.Scalar) -> Bool { isInvisible(scalar) }

  /// A character that prints as nothing, or looks like a plain space, or reorders text.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00A0, 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202F, 0x2060...0x2064,
      0x2066...0x2069, 0xFEFF:
      true
    default: false
    }
  }
}
