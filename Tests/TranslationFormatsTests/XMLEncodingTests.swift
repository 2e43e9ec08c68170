import ByteCore
import Testing

@testable import TranslationFormats

/// A file that cannot be decoded is refused at the place it goes wrong, as every other error is.
@Suite("Exchange: XML encodings refused at their place")
struct XMLEncodingTests {
  /// The text as UTF-16 little-endian with a byte order mark.
  static func utf16LE(_ text: String) -> [UInt8] {
    [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  static func error(_ bytes: [UInt8]) -> TranslationFormatError? {
    do throws(TranslationFormatError) {
      _ = try XMLEncoding.utf8(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("a UTF-16 file of an odd number of bytes: the error is where the text ends")
  func oddByte() {
    let error = Self.error(Self.utf16LE("<?xml version=\"1.0\"?>\r\n<xliff>é😀") + [0x41])
    #expect(error?.location == SourceLocation(line: 2, column: 10))
    #expect(error?.message.contains("odd number of bytes") == true)
  }

  @Test("an unpaired surrogate in UTF-16: the error is at the surrogate")
  func unpairedSurrogate() {
    var bytes = Self.utf16LE("<?xml version=\"1.0\"?>\n<x>ab")
    bytes += [0x00, 0xD8, 0x41, 0x00]  // a high surrogate followed by "A"
    #expect(Self.error(bytes)?.location == SourceLocation(line: 2, column: 6))
    #expect(Self.error(Self.utf16LE("<?xml?>\n\n😀x"))?.location == nil)  // a pair decodes
  }

  @Test("a byte windows-1252 has no character for: the error is at the byte")
  func windows1252() {
    let bytes = Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<x>".utf8) + [0x80, 0x81]
    #expect(Self.error(bytes)?.location == SourceLocation(line: 2, column: 5))
  }
}
