/// The one decoder of XML references (`&amp;`, `&#65;`, `&#x41;`) that every XML reader here uses.
///
/// It knows the five entities XML predefines and decimal and hexadecimal character references to
/// code points XML allows in a document. No other entity exists here: a DOCTYPE's declarations are
/// never read, so no reference expands to more than one character (no billion laughs, no external
/// entities). The scan of a reference is linear in its length, however many digits it holds.
public struct XMLReference: Sendable, Equatable {
  /// The character the reference stands for.
  public var scalar: Unicode.Scalar
  /// The offset just past the reference's `;`.
  public var end: Int
  /// How many digits a character reference spells (0 for a named entity).
  public var digits: Int

  @usableFromInline
  init(scalar: Unicode.Scalar, end: Int, digits: Int) {
    self.scalar = scalar
    self.end = end
    self.digits = digits
  }

  /// Why the bytes at `&` are not a reference XML allows.
  public enum Failure: Error, Sendable, Equatable {
    /// No `;` where the name or the digits end.
    case unterminated
    /// A name other than `amp`, `lt`, `gt`, `quot`, `apos`; the reference ends before `end`.
    case undefined(end: Int)
    /// A character reference to a code point XML does not allow (NUL, a control character, a
    /// surrogate, U+FFFE, U+FFFF or past U+10FFFF); the reference ends before `end`.
    case disallowed(end: Int)
  }

  /// Decodes the reference whose `&` is at `start`, reading no byte at or past `limit`.
  @inlinable
  public static func decode<Bytes: RandomAccessCollection>(
    _ bytes: Bytes, at start: Int, limit: Int
  ) throws(Failure) -> XMLReference where Bytes.Element == UInt8, Bytes.Index == Int {
    var index = start + 1
    if index < limit, bytes[index] == UInt8(ascii: "#") {
      index += 1
      let hexadecimal = index < limit && bytes[index] == UInt8(ascii: "x")
      if hexadecimal { index += 1 }
      var value: UInt32 = 0
      var digits = 0
      while index < limit, let digit = digitValue(bytes[index], hexadecimal: hexadecimal) {
        // Saturates past Unicode's last code point, so that any run of digits stays refused.
        value = min(value * (hexadecimal ? 16 : 10) + digit, 0x11_0000)
        digits += 1
        index += 1
      }
      guard digits > 0, index < limit, bytes[index] == UInt8(ascii: ";") else {
        // `&#X41;` or `&#a;`: spelled as a reference, but not one XML has.
        while index < limit, isNameByte(bytes[index]) { index += 1 }
        guard index < limit, bytes[index] == UInt8(ascii: ";") else { throw .unterminated }
        throw .undefined(end: index + 1)
      }
      guard isAllowed(value), let scalar = Unicode.Scalar(value) else { throw .disallowed(end: index + 1) }
      return XMLReference(scalar: scalar, end: index + 1, digits: digits)
    }
    let nameStart = index
    while index < limit, isNameByte(bytes[index]) { index += 1 }
    guard index < limit, bytes[index] == UInt8(ascii: ";") else { throw .unterminated }
    guard let scalar = predefined(bytes[nameStart..<index]) else { throw .undefined(end: index + 1) }
    return XMLReference(scalar: scalar, end: index + 1, digits: 0)
  }

  /// True when XML allows the code point in a document (its `Char` production).
  @inlinable
  public static func isAllowed(_ value: UInt32) -> Bool {
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  /// The character of one of the five entities XML predefines.
  @inlinable
  static func predefined<Name: Collection>(_ name: Name) -> Unicode.Scalar? where Name.Element == UInt8 {
    if name.elementsEqual("amp".utf8) { return "&" as Unicode.Scalar }
    if name.elementsEqual("lt".utf8) { return "<" as Unicode.Scalar }
    if name.elementsEqual("gt".utf8) { return ">" as Unicode.Scalar }
    if name.elementsEqual("quot".utf8) { return "\"" as Unicode.Scalar }
    if name.elementsEqual("apos".utf8) { return "'" as Unicode.Scalar }
    return nil
  }

  /// A byte an entity name may hold: ASCII letters, digits, `.`, `-`, `_`, `:`, and any non-ASCII.
  @inlinable
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: ":"), 0x80...0xFF:
      true
    default: false
    }
  }

  /// The value of a decimal digit, or of a hexadecimal one when `hexadecimal`.
  @inlinable
  static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// The bytes with every reference decoded; a reference that does not decode is kept as written.
  public static func decodingWhatDecodes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard bytes[index] == UInt8(ascii: "&"), let reference = try? decode(bytes, at: index, limit: bytes.endIndex)
      else {
        out.append(bytes[index])
        index += 1
        continue
      }
      UTF8.encode(reference.scalar) { out.append($0) }
      index = reference.end
    }
    return out
  }
}
