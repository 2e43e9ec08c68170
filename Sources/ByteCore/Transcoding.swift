/// Conversions between the stored encodings and the UTF-8 text the scanner reads.
///
/// Unpaired UTF-16 surrogates are carried as their 3-byte generalized UTF-8 form, so that any
/// UTF-16 file converts to text and back to the same bytes.
package enum Transcoding {
  /// The outcome of decoding a code-unit stream into UTF-8 text.
  package struct Decoded {
    package var text: [UInt8]
    /// Offset into `text` of the first unpaired surrogate, if any.
    package var firstUnpairedSurrogate: Int?
  }

  /// Decodes UTF-16 code units (after the BOM) to UTF-8 text.
  ///
  /// Writes into one buffer sized for the worst case (three bytes a unit), so no byte is
  /// appended one at a time: only the pages written are ever touched.
  package static func decodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> Decoded {
    // Each byte order gets its own specialized copy of the loop, with the order a constant in it.
    bigEndian ? decodeUTF16(bytes, as: BigEndianUnits.self) : decodeUTF16(bytes, as: LittleEndianUnits.self)
  }

  /// `decodeUTF16(_:bigEndian:)` of the bytes of a view.
  package static func decodeUTF16(_ bytes: ByteView, bigEndian: Bool) -> Decoded {
    decodeUTF16(bytes.base, bigEndian: bigEndian)
  }

  /// `decodeUTF32(_:bigEndian:)` of the bytes of a view.
  package static func decodeUTF32(_ bytes: ByteView, bigEndian: Bool) -> Result<Decoded, InvalidUnit> {
    decodeUTF32(bytes.base, bigEndian: bigEndian)
  }

  /// `encodeUTF16(_:bigEndian:into:)` of the bytes of a view.
  package static func encodeUTF16(_ text: ByteView, bigEndian: Bool, into out: inout [UInt8]) {
    encodeUTF16(text.base, bigEndian: bigEndian, into: &out)
  }

  /// `encodeUTF32(_:bigEndian:into:)` of the bytes of a view.
  package static func encodeUTF32(_ text: ByteView, bigEndian: Bool, into out: inout [UInt8]) {
    encodeUTF32(text.base, bigEndian: bigEndian, into: &out)
  }

  /// `firstInvalidUTF8(_:)` of the bytes of a view.
  package static func firstInvalidUTF8(_ bytes: ByteView) -> Int? { firstInvalidUTF8(bytes.base) }

  /// The decoding loop: ASCII eight units at a time (one test and one store of eight bytes),
  /// then the units one at a time, staying in a run of non-ASCII units until the next ASCII one,
  /// so text in other scripts does not retry the wide test after every letter.
  private static func decodeUTF16<Order: UTF16ByteOrder>(_ bytes: UnsafeBufferPointer<UInt8>, as _: Order.Type)
    -> Decoded
  {
    let unitCount = bytes.count / 2
    guard let source = bytes.baseAddress, unitCount > 0 else { return Decoded(text: [], firstUnpairedSurrogate: nil) }
    var unpaired: Int?
    @inline(__always) func unit(_ k: Int) -> UInt32 {
      let a = UInt32(source[2 &* k])
      let b = UInt32(source[2 &* k &+ 1])
      return Order.isBigEndian ? (a << 8 | b) : (b << 8 | a)
    }
    // Four units read as one little-endian word are ASCII when bits 7-15 (LE) or 0-7 and 15 (BE)
    // of each are clear.
    let nonASCII: UInt64 = Order.isBigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
    @inline(__always) func word(_ k: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(source + 2 &* k).loadUnaligned(as: UInt64.self))
    }
    /// The four characters of an ASCII word, in its low 32 bits: `0x00dd00cc00bb00aa` → `0xddccbbaa`.
    @inline(__always) func packed(_ word: UInt64) -> UInt64 {
      let lanes = Order.isBigEndian ? word >> 8 : word
      let pairs = (lanes | lanes >> 8) & 0x0000_FFFF_0000_FFFF
      return (pairs | pairs >> 16) & 0xFFFF_FFFF
    }
    let text = LargeBuffer.bytes(capacity: 3 &* unitCount) { out, written in
      written = 0
      guard let base = out.baseAddress else { return }
      var w = 0
      var k = 0
      decoding: while k < unitCount {
        while k &+ 8 <= unitCount {
          let low = word(k)
          let high = word(k &+ 4)
          guard (low | high) & nonASCII == 0 else { break }
          let characters = packed(low) | packed(high) << 32
          UnsafeMutableRawPointer(base + w).storeBytes(of: characters.littleEndian, as: UInt64.self)
          w &+= 8
          k &+= 8
        }
        guard k < unitCount else { break }
        // ASCII units before the next non-ASCII one (or the end).
        var u = unit(k)
        while u < 0x80 {
          base[w] = UInt8(truncatingIfNeeded: u)
          w &+= 1
          k &+= 1
          guard k < unitCount else { break decoding }
          u = unit(k)
        }
        // A run of non-ASCII units.
        repeat {
          k &+= 1
          if u < 0x800 {
            base[w] = UInt8(truncatingIfNeeded: 0xC0 | u >> 6)
            base[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
            w &+= 2
          } else if u & 0xF800 != 0xD800 {
            base[w] = UInt8(truncatingIfNeeded: 0xE0 | u >> 12)
            base[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (u >> 6) & 0x3F)
            base[w &+ 2] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
            w &+= 3
          } else if u < 0xDC00, k < unitCount, unit(k) & 0xFC00 == 0xDC00 {
            let scalar = 0x10000 &+ ((u & 0x3FF) << 10 | unit(k) & 0x3FF)
            k &+= 1
            base[w] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            base[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
            base[w &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
            base[w &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            w &+= 4
          } else {
            // An unpaired surrogate, kept as its 3-byte generalized UTF-8 form.
            if unpaired == nil { unpaired = w }
            base[w] = UInt8(truncatingIfNeeded: 0xE0 | u >> 12)
            base[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (u >> 6) & 0x3F)
            base[w &+ 2] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
            w &+= 3
          }
          guard k < unitCount else { break decoding }
          u = unit(k)
        } while u >= 0x80
      }
      written = w
    }
    return Decoded(text: text, firstUnpairedSurrogate: unpaired)
  }

  /// Decodes UTF-32 code units (after the BOM); `nil` result offset names the first bad unit.
  package static func decodeUTF32(
    _ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool
  ) -> Result<Decoded, InvalidUnit> {
    var out = [UInt8]()
    out.reserveCapacity(bytes.count / 4 + 16)
    var k = 0
    while k &+ 4 <= bytes.count {
      let b0 = UInt32(bytes[k])
      let b1 = UInt32(bytes[k &+ 1])
      let b2 = UInt32(bytes[k &+ 2])
      let b3 = UInt32(bytes[k &+ 3])
      let v = bigEndian ? (b0 << 24 | b1 << 16 | b2 << 8 | b3) : (b3 << 24 | b2 << 16 | b1 << 8 | b0)
      guard let scalar = Unicode.Scalar(v) else {
        return .failure(InvalidUnit(byteOffset: k, textOffset: out.count, value: v))
      }
      appendScalar(scalar.value, to: &out)
      k &+= 4
    }
    return .success(Decoded(text: out, firstUnpairedSurrogate: nil))
  }

  /// A code unit that is no Unicode scalar.
  package struct InvalidUnit: Error {
    package var byteOffset: Int
    package var textOffset: Int
    package var value: UInt32
  }

  /// Encodes UTF-8 (generalized) text as UTF-16 code units in the given byte order.
  package static func encodeUTF16(_ text: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into out: inout [UInt8]) {
    out.reserveCapacity(out.count + text.count * 2)
    @inline(__always) func put(_ u: UInt32) {
      if bigEndian {
        out.append(UInt8(truncatingIfNeeded: u >> 8))
        out.append(UInt8(truncatingIfNeeded: u))
      } else {
        out.append(UInt8(truncatingIfNeeded: u))
        out.append(UInt8(truncatingIfNeeded: u >> 8))
      }
    }
    var i = 0
    let n = text.count
    while i < n {
      let b = UInt32(text[i])
      if b < 0x80 {
        put(b)
        i &+= 1
      } else if b < 0xE0 {
        put((b & 0x1F) << 6 | UInt32(text[i &+ 1]) & 0x3F)
        i &+= 2
      } else if b < 0xF0 {
        put((b & 0x0F) << 12 | (UInt32(text[i &+ 1]) & 0x3F) << 6 | UInt32(text[i &+ 2]) & 0x3F)
        i &+= 3
      } else {
        let v =
          (b & 0x07) << 18 | (UInt32(text[i &+ 1]) & 0x3F) << 12
          | (UInt32(text[i &+ 2]) & 0x3F) << 6 | UInt32(text[i &+ 3]) & 0x3F
        let s = v &- 0x10000
        put(0xD800 | s >> 10)
        put(0xDC00 | s & 0x3FF)
        i &+= 4
      }
    }
  }

  /// Encodes UTF-8 text as UTF-32 code units in the given byte order.
  package static func encodeUTF32(_ text: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into out: inout [UInt8]) {
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      let v = scalar.value
      let bytes: [UInt8] = [
        UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
        UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24),
      ]
      out.append(contentsOf: bigEndian ? bytes.reversed() : bytes)
    }
  }

  /// Appends the UTF-8 form of a Unicode scalar value.
  @inline(__always)
  package static func appendScalar(_ v: UInt32, to out: inout some ByteSink) {
    if v < 0x80 {
      out.write(UInt8(v))
    } else if v < 0x800 {
      out.write(UInt8(0xC0 | v >> 6))
      out.write(UInt8(0x80 | v & 0x3F))
    } else if v < 0x10000 {
      out.write(UInt8(0xE0 | v >> 12))
      out.write(UInt8(0x80 | (v >> 6) & 0x3F))
      out.write(UInt8(0x80 | v & 0x3F))
    } else {
      appendFourByte(v, to: &out)
    }
  }

  @inline(__always)
  static func appendFourByte(_ scalar: UInt32, to out: inout some ByteSink) {
    out.write(UInt8(0xF0 | scalar >> 18))
    out.write(UInt8(0x80 | (scalar >> 12) & 0x3F))
    out.write(UInt8(0x80 | (scalar >> 6) & 0x3F))
    out.write(UInt8(0x80 | scalar & 0x3F))
  }

  /// Returns the offset of the first byte that is not valid UTF-8, or `nil` when all are.
  package static func firstInvalidUTF8(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
    let n = p.count
    guard let base = p.baseAddress else { return nil }
    var i = 0
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    while i < n {
      // ASCII fast path: 32 bytes at a time through long ASCII runs, then eight at a time.
      while i &+ 32 <= n,
        (raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self))
          & high == 0
      {
        i &+= 32
      }
      while i &+ 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & high == 0 {
        i &+= 8
      }
      guard i < n else { break }
      let b = p[i]
      if b < 0x80 {
        i &+= 1
        continue
      }
      guard let length = UTF8Validation.sequenceLength(at: i, in: p) else { return i }
      i &+= length
    }
    return nil
  }
}

/// A UTF-16 byte order as a type, so the decoder is specialized for each.
protocol UTF16ByteOrder {
  static var isBigEndian: Bool { get }
}

/// UTF-16LE (`FF FE`).
enum LittleEndianUnits: UTF16ByteOrder {
  static var isBigEndian: Bool { false }
}

/// UTF-16BE (`FE FF`).
enum BigEndianUnits: UTF16ByteOrder {
  static var isBigEndian: Bool { true }
}
