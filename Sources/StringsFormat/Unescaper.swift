/// Decodes string tokens the way CoreFoundation does: backslash escapes, `\U` code units, octal
/// bytes read as NeXTSTEP Latin.
enum Unescaper {
  /// The text of a string token.
  static func string(_ p: UnsafeBufferPointer<UInt8>, _ token: Token) -> String {
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
  static func plain(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
    let slice = UnsafeBufferPointer(rebasing: p[r])
    if !containsSurrogate(slice) { return String(decoding: slice, as: UTF8.self) }
    return unescaped(p, r, escapes: false)
  }

  /// True when the bytes hold an encoded surrogate (`ED A0…BF xx`), which only UTF-16 input yields.
  static func containsSurrogate(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
    var j = 0
    while j &+ 1 < p.count {
      if p[j] == 0xED, p[j &+ 1] >= 0xA0 { return true }
      j &+= 1
    }
    return false
  }

  /// Decodes escapes into UTF-16 code units, then into a string (unpaired surrogates → U+FFFD).
  static func unescaped(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, escapes: Bool = true) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(r.count)
    var j = r.lowerBound
    let end = r.upperBound
    while j < end {
      let b = p[j]
      if b == ByteClass.backslash, escapes, j &+ 1 < end {
        j &+= 1
        let e = p[j]
        switch e {
        case 0x30...0x37:
          var v: UInt32 = 0
          var k = 0
          while k < 3, j < end, p[j] >= 0x30, p[j] <= 0x37 {
            v = v &* 8 &+ UInt32(p[j] &- 0x30)
            j &+= 1
            k &+= 1
          }
          units.append(NeXTSTEP.unit(UInt8(truncatingIfNeeded: v)))
          continue
        case 0x55:  // U
          j &+= 1
          var v: UInt32 = 0
          var k = 0
          while k < 4, j < end, let h = ByteClass.hexValue(p[j]) {
            v = v &* 16 &+ h
            j &+= 1
            k &+= 1
          }
          units.append(UInt16(truncatingIfNeeded: v))
          continue
        case 0x61: units.append(0x07)
        case 0x62: units.append(0x08)
        case 0x66: units.append(0x0C)
        case 0x6E: units.append(0x0A)
        case 0x72: units.append(0x0D)
        case 0x74: units.append(0x09)
        case 0x76: units.append(0x0B)
        default:
          j = appendScalar(p, at: j, end: end, to: &units)
          continue
        }
        j &+= 1
        continue
      }
      j = appendScalar(p, at: j, end: end, to: &units)
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Appends the UTF-16 units of the (generalized) UTF-8 sequence at `j`; returns the next offset.
  @inline(__always)
  static func appendScalar(
    _ p: UnsafeBufferPointer<UInt8>, at j: Int, end: Int, to units: inout [UInt16]
  ) -> Int {
    let b = UInt32(p[j])
    let length = min(ByteClass.sequenceLength(p[j]), end &- j)
    var v: UInt32
    switch length {
    case 2: v = (b & 0x1F) << 6 | UInt32(p[j &+ 1]) & 0x3F
    case 3: v = (b & 0x0F) << 12 | (UInt32(p[j &+ 1]) & 0x3F) << 6 | UInt32(p[j &+ 2]) & 0x3F
    case 4:
      v = (b & 0x07) << 18 | (UInt32(p[j &+ 1]) & 0x3F) << 12 | (UInt32(p[j &+ 2]) & 0x3F) << 6
        | UInt32(p[j &+ 3]) & 0x3F
    default: v = b
    }
    if v >= 0x10000 {
      v &-= 0x10000
      units.append(UInt16(truncatingIfNeeded: 0xD800 | v >> 10))
      units.append(UInt16(truncatingIfNeeded: 0xDC00 | v & 0x3FF))
    } else {
      units.append(UInt16(truncatingIfNeeded: v))
    }
    return j &+ max(length, 1)
  }
}

/// Warnings for escapes that decode to something other than what the author likely meant.
enum EscapeChecker {
  /// Reports unpaired `\U` surrogates and octal bytes that NeXTSTEP leaves undefined.
  static func check(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, into parser: inout Parser) {
    var j = r.lowerBound
    var pendingHigh: Int?  // offset of a `\U` high surrogate waiting for its low half
    while j < r.upperBound {
      guard p[j] == ByteClass.backslash, j &+ 1 < r.upperBound else {
        if let high = pendingHigh {
          parser.report("unpaired-surrogate", .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
          pendingHigh = nil
        }
        j &+= 1
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
          parser.report("unpaired-surrogate", .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
          pendingHigh = nil
        }
        if v & 0xFC00 == 0xD800 {
          pendingHigh = start
        } else if v & 0xFC00 == 0xDC00 {
          parser.report("unpaired-surrogate", .warning, at: start, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
        }
        continue
      }
      if let high = pendingHigh {
        parser.report("unpaired-surrogate", .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
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
            "undefined-octal-escape", .warning, at: start,
            "octal escape names byte \(byte), which NeXTSTEP Latin leaves undefined; it reads as U+0000")
        }
      }
    }
    if let high = pendingHigh {
      parser.report("unpaired-surrogate", .warning, at: high, "\\U escape is an unpaired surrogate; it shows as U+FFFD")
    }
  }
}
