/// How a syntax of double-quoted strings escapes: which bytes it looks at and what it writes for
/// them. `.strings` files and JSON share the loop that finds those bytes eight at a time, and
/// the escapes they both name.
package protocol QuotedSyntax {
  /// The one byte besides controls, `"`, `\\` and DEL that may start an escape (see
  /// `ByteClass.specialBytes`); one of those when there is none.
  static var lead: UInt8 { get }
  /// Up to three such lead bytes (`lead` repeated when there are fewer).
  static var leads: (UInt8, UInt8, UInt8) { get }
  /// How many bytes from `j` are escaped together; 0 when the byte at `j` stays as it is.
  static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int) -> Int
  /// Writes what follows the backslash for the `length` bytes at `j`, when `namedEscape` has
  /// no letter for them.
  static func writeOtherEscape(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int, length: Int, to out: inout some ByteSink)
}

extension QuotedSyntax {
  /// `lead` alone.
  package static var leads: (UInt8, UInt8, UInt8) { (lead, lead, lead) }

  /// Controls, `"`, `\\` and DEL: escaped one byte at a time by both syntaxes.
  @inline(__always)
  package static func isEscapedByBoth(_ b: UInt8) -> Bool { b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F }

  /// One byte for those both syntaxes escape, none for any other.
  @inline(__always)
  package static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int) -> Int {
    isEscapedByBoth(bytes[j]) ? 1 : 0
  }

  /// What follows the backslash for the bytes both syntaxes escape by name: `"` and `\\` as
  /// themselves, LF as `n`, CR as `r`, TAB as `t`; nil for any other byte.
  @inline(__always)
  package static func namedEscape(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x22, 0x5C: b
    case 0x0A: 0x6E
    case 0x0D: 0x72
    case 0x09: 0x74
    default: nil
    }
  }

  /// Writes UTF-8 bytes between double quotes, escaped. Bytes that need no escape, nearly all,
  /// are passed eight at a time and copied in runs.
  @inline(__always)
  package static func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout some ByteSink) {
    out.write(0x22)
    writeEscaped(bytes, to: &out)
    out.write(0x22)
  }

  /// Writes UTF-8 bytes escaped, without the quotes around them.
  @inline(__always)
  static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout some ByteSink) {
    var start = 0
    var j = 0
    let n = bytes.count
    while j < n {
      j = ByteClass.firstSpecial(bytes, from: j, leads: leads)
      guard j < n else { break }
      let length = escapedLength(bytes, at: j)
      guard length > 0 else {
        j &+= 1
        continue
      }
      out.write(UnsafeBufferPointer(rebasing: bytes[start..<j]))
      out.write(0x5C)
      if let letter = namedEscape(bytes[j]) {
        out.write(letter)
      } else {
        writeOtherEscape(bytes, at: j, length: length, to: &out)
      }
      j &+= length
      start = j
    }
    out.write(UnsafeBufferPointer(rebasing: bytes[start..<n]))
  }
}

/// `.strings` quoting: `\\`, `"`, LF, CR and TAB by name, other controls and DEL as `\U00XX`.
package enum StringsQuoting: QuotedSyntax {
  package static var lead: UInt8 { 0x22 }

  package static func writeOtherEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at j: Int, length: Int, to out: inout some ByteSink
  ) {
    writeUEscape(UInt32(bytes[j]), to: &out)
  }

  /// `UXXXX` (upper-case hex), what follows the backslash of a `.strings` escape of a UTF-16 unit.
  @inline(__always)
  package static func writeUEscape(_ value: UInt32, to out: inout some ByteSink) {
    out.write(0x55)
    for shift: UInt32 in [12, 8, 4, 0] { out.write(hexDigit(UInt8((value >> shift) & 0xF), uppercase: true)) }
  }
}

/// A syntax that escapes, besides what both syntaxes escape, every character of
/// `PrintableText.isEscaped`, so that its output cannot move a terminal or reorder a line.
package protocol PrintableQuotedSyntax: QuotedSyntax {}

extension PrintableQuotedSyntax {
  /// 0xE2 leads U+200E…U+2069; 0xC2 leads the C1 controls, 0xD8 leads U+061C.
  package static var lead: UInt8 { 0xE2 }
  package static var leads: (UInt8, UInt8, UInt8) { (0xE2, 0xC2, 0xD8) }

  /// One byte for those both syntaxes escape; below 0x80 nothing else, above it what
  /// `PrintableText.escapedLength` says.
  @inline(__always)
  package static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int) -> Int {
    let b = bytes[j]
    return b < 0x80 ? (isEscapedByBoth(b) ? 1 : 0) : PrintableText.escapedLength(bytes, at: j)
  }
}

/// `.strings` quoting of text shown to people (`strings dump --format text`): as `StringsQuoting`,
/// and every other character of `PrintableText.isEscaped` (C1 controls, line separators,
/// bidirectional controls) as `\UXXXX` too, which reads back as the same string.
package enum StringsDisplayQuoting: PrintableQuotedSyntax {
  package static func writeOtherEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at j: Int, length: Int, to out: inout some ByteSink
  ) {
    StringsQuoting.writeUEscape(
      length == 1 ? UInt32(bytes[j]) : PrintableText.scalarValue(bytes, at: j, length: length), to: &out)
  }
}

/// JSON quoting: `"`, `\\` and the controls with a short escape by name; every other character of
/// `PrintableText.isEscaped` (C0 and C1 controls, DEL, U+2028 and U+2029, which end a line in
/// JavaScript, the bidirectional controls) as `\u00xx`, so no JSON output can move a terminal or reorder a line.
package enum JSONQuoting: PrintableQuotedSyntax {
  /// True when `writeQuoted` copies every byte as it is: printable ASCII without `"` or `\\`.
  @inline(__always)
  package static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { isPlainJSON(bytes) }

  package static func writeOtherEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at j: Int, length: Int, to out: inout some ByteSink
  ) {
    let b = bytes[j]
    if b == 0x08 || b == 0x0C {
      out.write(b == 0x08 ? 0x62 : 0x66)
      return
    }
    let value = length == 1 ? UInt32(b) : PrintableText.scalarValue(bytes, at: j, length: length)
    out.write(0x75)
    for shift: UInt32 in [12, 8, 4, 0] { out.write(hexDigit(UInt8((value >> shift) & 0xF), uppercase: false)) }
  }
}

/// `JSONQuoting.isPlain`: printable ASCII without `"` or `\\`. A free function, inlinable, so
/// that the JSON writers of the other modules test a literal key in place.
///
/// Eight bytes are tested at a time (`isPlainJSONWord`), the last few one by one: a key is
/// tested at every member a SARIF or JSON output writes. Invariant: the word loads read only
/// `bytes`, at offsets whose eight bytes lie below its count.
@inlinable
func isPlainJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let base = bytes.baseAddress else { return true }
  let count = bytes.count
  var j = 0
  let raw = UnsafeRawPointer(base)
  while j &+ 8 <= count {
    if !isPlainJSONWord(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)) { return false }
    j &+= 8
  }
  while j < count {
    let b = base[j]
    if b < 0x20 || b >= 0x7F || b == 0x22 || b == 0x5C { return false }
    j &+= 1
  }
  return true
}

/// True when none of the eight bytes of `word` is below 0x20, 0x7F or above, `"` or `\\`: the
/// classic tests of whether a word holds a zero byte (`(v - 0x01…) & ~v & 0x80…`, exact as to
/// whether one is there) and a byte below n (`(v - n…) & ~v & 0x80…`), once the bytes are known
/// to be ASCII.
@inlinable
func isPlainJSONWord(_ word: UInt64) -> Bool {
  let ones: UInt64 = 0x0101_0101_0101_0101
  let highs: UInt64 = 0x8080_8080_8080_8080
  guard word & highs == 0 else { return false }
  func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
  let below = (word &- ones &* 0x20) & ~word & highs != 0
  return !below && !hasZero(word ^ (ones &* 0x7F)) && !hasZero(word ^ (ones &* 0x22)) && !hasZero(word ^ (ones &* 0x5C))
}

/// The hex digit of a value below 16 (inlinable: SARIF writes sixteen a finding).
@inlinable
package func hexDigit(_ value: UInt8, uppercase: Bool) -> UInt8 {
  value < 10 ? 0x30 &+ value : (uppercase ? 0x37 : 0x57) &+ value
}

extension QuotedSyntax {
  /// `writeQuoted(_:to:)` of the bytes of a view.
  @inline(__always)
  package static func writeQuoted(_ bytes: ByteView, to out: inout some ByteSink) { writeQuoted(bytes.base, to: &out) }

  /// `writeQuotedForOutput(_:to:)` of the bytes of a view.
  @inline(__always)
  package static func writeQuotedForOutput(_ bytes: ByteView, to out: inout some ByteSink) {
    writeQuotedForOutput(bytes.base, to: &out)
  }

  /// `writeQuoted`, and `#` before `#` escaped as the syntax escapes a character by its code
  /// (`\u0023` in JSON, `\U0023` in `.strings`; `PrintableText.startsCICommand`): a line shown
  /// in a CI log then carries no `##[` or `##vso[` command, and reads back as the same string.
  @inline(__always)
  package static func writeQuotedForOutput(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout some ByteSink) {
    guard PrintableText.holdsCICommand(bytes) else { return writeQuoted(bytes, to: &out) }
    out.write(0x22)
    var start = 0
    var j = 0
    while j &+ 1 < bytes.count {
      if PrintableText.startsCICommand(UInt32(bytes[j]), next: UInt32(bytes[j &+ 1]), atStart: false) {
        writeEscaped(UnsafeBufferPointer(rebasing: bytes[start..<j]), to: &out)
        out.write(0x5C)
        writeOtherEscape(bytes, at: j, length: 1, to: &out)
        start = j &+ 1
      }
      j &+= 1
    }
    writeEscaped(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), to: &out)
    out.write(0x22)
  }
}
