import ByteCore
import Findings

/// Decodes string tokens the way CoreFoundation does: backslash escapes, `\U` code units, octal
/// bytes read as NeXTSTEP Latin.
enum Unescaper {
  /// The text of a string token.
  static func string(_ p: ByteView, _ token: Token) -> String {
    let r = token.range
    switch token.kind {
    case .unquoted, .collection:
      return plain(p, r)
    case .quoted(let escaped):
      let inner = r.lowerBound &+ 1..<r.upperBound &- 1
      return escaped ? unescaped(p, inner) : plain(p, inner)
    }
  }

  /// Bytes with no escapes; generalized UTF-8 surrogates become U+FFFD, one per surrogate.
  static func plain(_ p: ByteView, _ r: Range<Int>) -> String {
    let slice = p.extracting(r)
    if !containsSurrogate(slice) { return slice.string }
    return unescaped(p, r, escapes: false)
  }

  /// True when the bytes hold an encoded surrogate (`ED A0…BF xx`), which only UTF-16 input yields.
  static func containsSurrogate(_ p: ByteView) -> Bool {
    var j = 0
    let bytes = ByteCursor(p)
    while let lead = bytes.find(0xED, from: j, to: p.count &- 1) {
      if p[lead &+ 1] >= 0xA0 { return true }
      j = lead &+ 1
    }
    return false
  }

  /// Decodes escapes straight into UTF-8, pairing UTF-16 surrogates from `\U` escapes (and from
  /// generalized UTF-8 in the text); an unpaired surrogate becomes U+FFFD, as bridging does.
  static func unescaped(_ p: ByteView, _ r: Range<Int>, escapes: Bool = true) -> String {
    String(utf8Capacity: r.count) { writer in
      var out = UTF16Sink(writer)
      decode(p, r, escapes: escapes, into: &out)
      writer = out.finish()
    }
  }

  /// Decodes a string token's text to UTF-8 at the start of `scratch` and returns its length:
  /// what `string(_:_:)` returns, without making a String. Decoded text is never longer than the
  /// token's text (see `UTF16Sink`), so `scratch` is grown only when shorter than that, and is
  /// otherwise reused as it is: no allocation and no append per value.
  static func decode(_ p: ByteView, _ token: Token, scratch: inout [UInt8]) -> Int {
    var r = token.range
    var escapes = false
    if case .quoted(let escaped) = token.kind {
      r = r.lowerBound &+ 1..<r.upperBound &- 1
      escapes = escaped
    }
    if scratch.count < r.count { scratch = [UInt8](repeating: 0, count: Swift.max(r.count, 2 &* scratch.count)) }
    return scratch.overwrite(first: r.count) { writer in
      var out = UTF16Sink(writer)
      decode(p, r, escapes: escapes, into: &out)
      writer = out.finish()
    }
  }

  /// The control character a letter escape names (`\\a`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t`, `\\v`), or nil.
  @inline(__always)
  private static func control(escapedBy letter: UInt8) -> UInt8? {
    switch letter {
    case 0x61: 0x07
    case 0x62: 0x08
    case 0x66: 0x0C
    case 0x6E: 0x0A
    case 0x72: 0x0D
    case 0x74: 0x09
    case 0x76: 0x0B
    default: nil
    }
  }

  private static func decode(_ p: ByteView, _ r: Range<Int>, escapes: Bool, into out: inout UTF16Sink) {
    var j = r.lowerBound
    let end = r.upperBound
    while j < end {
      let b = p[j]
      if b == ByteClass.backslash, escapes, j &+ 1 < end {
        j &+= 1
        switch p[j] {
        case 0x30...0x37:
          var v: UInt32 = 0
          var k = 0
          while k < 3, j < end, p[j] >= 0x30, p[j] <= 0x37 {
            v = v &* 8 &+ UInt32(p[j] &- 0x30)
            j &+= 1
            k &+= 1
          }
          out.unit(UInt32(NeXTSTEP.unit(UInt8(truncatingIfNeeded: v))))
        case 0x55:  // U
          j &+= 1
          var v: UInt32 = 0
          var k = 0
          while k < 4, j < end, let h = ByteClass.hexValue(p[j]) {
            v = v &* 16 &+ h
            j &+= 1
            k &+= 1
          }
          out.unit(v)
        case let e:
          if let control = control(escapedBy: e) {
            out.ascii(control)
            j &+= 1
          } else {
            j = out.sequence(p, at: j, end: end)
          }
        }
        continue
      }
      // Bytes up to the next backslash or 0xED (which may start an encoded surrogate) are copied
      // as they are, in one run.
      let k = ByteCursor(p).find(ByteClass.backslash, or: 0xED, from: j, to: end) ?? end
      if k > j {
        out.run(p.extracting(j..<k))
        j = k
      } else {
        j = out.sequence(p, at: j, end: end)
      }
    }
  }
}

/// Collects decoded text as UTF-8 in memory reserved for it, joining UTF-16 surrogate halves
/// into scalars; an unpaired surrogate becomes U+FFFD, as bridging does.
///
/// Decoded text is never longer than the token text it comes from, so memory of the token's
/// length always has room: a run is copied as it is; an escape is at least as long as what it
/// decodes to (`\"` 2 bytes to 1; an octal escape of 2 to 4 bytes to 1 byte, or to at most 3 for
/// three digits; `\U` with k hex digits, 2 + k bytes, to a value below 16^k, at most max(1, k)
/// bytes); an encoded surrogate takes 3 bytes and a `\U` one 6, and a pair decodes to 4 bytes
/// while a half left alone becomes the 3 of U+FFFD. Every write still checks the room (the
/// writer's owner stops the program if one did not fit).
struct UTF16Sink {
  private var out: FixedByteWriter
  private var pendingHigh: UInt32?

  /// A sink writing into `out`.
  init(_ out: FixedByteWriter) { self.out = out }

  private mutating func flush() {
    if pendingHigh != nil {
      pendingHigh = nil
      Transcoding.appendScalar(0xFFFD, to: &self)
    }
  }

  @inline(__always)
  mutating func ascii(_ b: UInt8) {
    if pendingHigh != nil { flush() }
    write(b)
  }

  /// Bytes that hold no escape and no encoded surrogate, as they are.
  @inline(__always)
  mutating func run(_ run: ByteView) {
    if pendingHigh != nil { flush() }
    write(run)
  }

  /// One UTF-16 code unit.
  mutating func unit(_ u: UInt32) {
    if u & 0xFC00 == 0xDC00, let high = pendingHigh {
      pendingHigh = nil
      Transcoding.appendScalar(0x10000 &+ ((high & 0x3FF) << 10 | u & 0x3FF), to: &self)
      return
    }
    flush()
    if u & 0xFC00 == 0xD800 {
      pendingHigh = u
    } else if u & 0xFC00 == 0xDC00 {
      Transcoding.appendScalar(0xFFFD, to: &self)
    } else {
      Transcoding.appendScalar(u, to: &self)
    }
  }

  /// The (generalized) UTF-8 sequence at `j`; returns the next offset.
  mutating func sequence(_ p: ByteView, at j: Int, end: Int) -> Int {
    let length = max(1, min(ByteClass.sequenceLength(p[j]), end &- j))
    if length == 3, p[j] == 0xED, p[j &+ 1] >= 0xA0 {
      unit(0xD000 | (UInt32(p[j &+ 1]) & 0x3F) << 6 | UInt32(p[j &+ 2]) & 0x3F)
      return j &+ 3
    }
    flush()
    write(p.extracting(j..<j &+ length))
    return j &+ length
  }

  /// Ends the text (a surrogate half still waiting becomes U+FFFD); returns the writer holding it.
  mutating func finish() -> FixedByteWriter {
    flush()
    return out
  }
}

extension UTF16Sink: ByteSink {
  /// Writes one byte (no surrogate half is flushed: `Transcoding.appendScalar` writes through it).
  @inline(__always)
  mutating func write(_ byte: UInt8) { out.write(byte) }

  /// Writes bytes as they are.
  @inline(__always)
  mutating func write(_ bytes: ByteView) { out.write(bytes) }

  /// The room is the token's length, fixed when the sink is made.
  func reserve(_ count: Int) {}
}

/// Warnings for escapes that decode to something other than what the author likely meant.
enum EscapeChecker {
  /// Reports unpaired `\U` surrogates and octal bytes that NeXTSTEP leaves undefined.
  static func check(_ p: ByteView, _ r: Range<Int>, into parser: inout Parser) {
    var j = r.lowerBound
    var pendingHigh: Int?  // offset of a `\U` high surrogate waiting for its low half
    while j < r.upperBound {
      guard p[j] == ByteClass.backslash, j &+ 1 < r.upperBound else {
        if let high = pendingHigh {
          parser.report(
            .unpairedSurrogate, .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
          pendingHigh = nil
        }
        // Only escapes matter here: go straight to the next backslash.
        j = ByteCursor(p).find(ByteClass.backslash, from: j &+ 1, to: r.upperBound) ?? r.upperBound
        continue
      }
      let start = j
      let e = p[j &+ 1]
      j &+= 2
      if e == 0x55 {
        var v: UInt32 = 0
        var k = 0
        while k < 4, j < r.upperBound, let h = ByteClass.hexValue(p[j]) {
          v = v &* 16 &+ h
          j &+= 1
          k &+= 1
        }
        if v & 0xFC00 == 0xDC00, pendingHigh != nil {
          pendingHigh = nil
          continue
        }
        if let high = pendingHigh {
          parser.report(
            .unpairedSurrogate, .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
          pendingHigh = nil
        }
        if v & 0xFC00 == 0xD800 {
          pendingHigh = start
        } else if v & 0xFC00 == 0xDC00 {
          parser.report(
            .unpairedSurrogate, .warning, at: start, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
        }
        continue
      }
      if let high = pendingHigh {
        parser.report(.unpairedSurrogate, .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
        pendingHigh = nil
      }
      if e >= 0x30, e <= 0x37 {
        var v: UInt32 = UInt32(e &- 0x30)
        var k = 1
        while k < 3, j < r.upperBound, p[j] >= 0x30, p[j] <= 0x37 {
          v = v &* 8 &+ UInt32(p[j] &- 0x30)
          j &+= 1
          k &+= 1
        }
        let byte = UInt8(truncatingIfNeeded: v)
        if byte >= 0xFE {
          parser.report(
            .undefinedOctalEscape, .warning, at: start,
            "octal escape names byte \(byte), which NeXTSTEP Latin leaves undefined; it reads as U+0000")
        }
      }
    }
    if let high = pendingHigh {
      parser.report(.unpairedSurrogate, .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
    }
  }
}
