import Foundation
import StringsFormat

/// The encodings an XML file may be in, made UTF-8 before it is read: XML allows any encoding
/// its declaration names, and CAT tools write UTF-16 (with a byte order mark) or ISO-8859-1.
enum XMLEncoding {
  /// The encodings read, named as messages name them.
  static let supported = "UTF-8, UTF-16, ISO-8859-1, windows-1252, US-ASCII"

  /// The bytes as UTF-8: UTF-16 told by its byte order mark (or by `<?` spelled in UTF-16),
  /// else the encoding the declaration names; UTF-8 bytes are returned as they are. A name this
  /// reader does not know is an error at the declaration, never a guess.
  static func utf8(_ bytes: [UInt8]) throws(TranslationFormatError) -> [UInt8] {
    if let bigEndian = utf16ByteOrder(bytes) {
      let body =
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? bytes.dropFirst(2) : bytes[...]
      var units: [UInt16] = []
      units.reserveCapacity(body.count / 2)
      var index = body.startIndex
      while index + 1 < body.endIndex {
        let first = UInt16(body[index])
        let second = UInt16(body[index + 1])
        units.append(bigEndian ? first << 8 | second : second << 8 | first)
        index += 2
      }
      guard body.count % 2 == 0 else {
        // The last byte belongs to no character: it is where the text ends.
        throw TranslationFormatError(
          location: location(after: units[...]),
          message: "the file is UTF-16 but has an odd number of bytes (\(bytes.count))")
      }
      if let unpaired = firstUnpairedSurrogate(units) {
        throw TranslationFormatError(
          location: location(after: units[..<unpaired]), message: "invalid UTF-16: an unpaired surrogate")
      }
      var out: [UInt8] = []
      out.reserveCapacity(units.count)
      _ = transcode(
        units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true, into: { out.append($0) })
      return out
    }
    guard let name = declaredEncoding(bytes)?.lowercased() else { return bytes }
    switch name {
    case "utf-8", "utf8", "us-ascii", "ascii":
      return bytes
    case "iso-8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "iso-ir-100", "cp819", "ibm819":
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      // Every ISO-8859-1 byte is the Unicode code point of the same number.
      for byte in bytes { out.append(contentsOf: String(Unicode.Scalar(byte)).utf8) }
      return out
    case "windows-1252", "cp1252":
      guard let text = String(bytes: bytes, encoding: .windowsCP1252) else {
        // Five bytes have no character in windows-1252; every other byte is one character.
        let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]
        let end = bytes.firstIndex(where: undefined.contains) ?? bytes.count
        throw TranslationFormatError(
          location: location(after: bytes[..<end].map(UInt16.init)[...]),
          message: "the file is not valid windows-1252")
      }
      return Array(text.utf8)
    default:
      throw TranslationFormatError(
        location: SourceLocation(line: 1, column: 1),
        message: "the XML declaration names encoding \(name.debugDescription); XLIFF is read in \(supported)")
    }
  }

  /// Where the character after `units` (UTF-16 code units, or single-byte characters) starts,
  /// located by `LineIndex` as every other location is (lines break on LF, CR and CRLF; columns
  /// count characters). The units are whole characters up to an unpaired surrogate, which is
  /// never among them.
  static func location(after units: ArraySlice<UInt16>) -> SourceLocation {
    let text = Array(String(decoding: units, as: UTF16.self).utf8)
    let found = LineIndex(text: text).location(of: text.count)
    // The offset would be one into the UTF-8 copy, not into the file.
    return SourceLocation(line: found.line, column: found.column)
  }

  /// The index of the first surrogate that is not half of a pair, if any.
  static func firstUnpairedSurrogate(_ units: [UInt16]) -> Int? {
    var index = 0
    while index < units.count {
      switch units[index] {
      case 0xD800...0xDBFF:
        guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else { return index }
        index += 2
      case 0xDC00...0xDFFF: return index
      default: index += 1
      }
    }
    return nil
  }

  /// True for UTF-16 big-endian, false for little-endian, nil when the bytes are not UTF-16.
  private static func utf16ByteOrder(_ bytes: [UInt8]) -> Bool? {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return true }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return false }
    return nil
  }

  /// The `encoding` of the XML declaration, if the file starts with one that names it.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let mark = StringsEncoding.utf8(bom: true).byteOrderMark
    let body = bytes.starts(with: mark) ? bytes.dropFirst(mark.count) : bytes[...]
    guard body.starts(with: Array("<?xml".utf8)) else { return nil }
    let head = body.prefix(256)
    guard let close = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
    let declaration = String(decoding: head[..<close], as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return nil }
    var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard rest.first == "=" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let value = rest.dropFirst().prefix { $0 != quote }
    return String(value)
  }
}
