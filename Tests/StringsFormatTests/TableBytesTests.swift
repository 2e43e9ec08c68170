import Foundation
import Testing

@testable import StringsFormat

/// The byte-level reads of a table's entries agree with the decoded entries, in every vector and
/// corpus table.
@Suite("Table bytes")
struct TableBytesTests {
  @Test("key bytes, key offsets and plain value ranges agree with the decoded entries")
  func agree() {
    var keys = 0
    var plain = 0
    for (name, document) in TableLookupTests.documents {
      let table = document.makeTable()
      for position in 0..<table.count {
        let entry = table.entry(at: position)
        #expect(table.key(at: position) { Array($0) == Array(entry.key.utf8) }, "\(name) at \(position)")
        #expect(
          table.keyOffset(at: position) == (document.syntax == .text ? entry.keyRange.lowerBound : nil), "\(name)")
        let range = table.plainValueRange(at: position)
        let bytes = table.withPlainValueBytes(at: position) { $0.map(Array.init) }
        #expect(range.map { Array(document.text[$0]) } == bytes, "\(name) at \(position)")
        keys += 1
        if range != nil { plain += 1 }
      }
    }
    #expect(keys > 1_000)
    #expect(plain > keys / 2)
  }

  @Test("only a text holding an encoded surrogate has its values looked at for one")
  func surrogates() {
    #expect(!StringsDocument("\"a\" = \"b\";\n\"\u{E9}\" = \"\u{FC}\u{1F600}\";\n").holdsSurrogates)
    // Little-endian UTF-16 with a BOM and a lone surrogate at the end of the second value.
    var units = Array("\"a\" = \"b\";\n\"k\" = \"v\";\n".utf16)
    units.insert(0xD800, at: 19)
    let document = StringsDocument(bytes: [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let table = document.makeTable()
    #expect(document.holdsSurrogates)
    #expect(table.plainValueRange(at: 0) != nil)
    #expect(table.plainValueRange(at: 1) == nil)
    #expect(table.withPlainValueBytes(at: 1) { $0 == nil })
    #expect(table.value(at: 1).string == "v\u{FFFD}")
  }

  @Test(
    "the decoder's word on surrogates is the text's: UTF-16 with and without a lone one, UTF-8, UTF-32",
    arguments: [[0xD800], [0xDC00, 0x41], [0xD83D, 0xDE00], [0xD55C, 0xAE00], [0x41], [0xD83D, 0xD83D, 0xDE00]]
      as [[UInt16]])
  func decodedSurrogates(units inserted: [UInt16]) {
    // Hangul (U+D55C) is ED 95 9C in UTF-8: an ED lead byte that is no surrogate.
    var units = Array("\"k\" = \"v\";\n".utf16)
    units.insert(contentsOf: inserted, at: 8)
    let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    let scalars = String(decoding: units, as: UTF16.self).unicodeScalars.map(\.value)
    let utf32: [UInt8] =
      [0xFF, 0xFE, 0x00, 0x00]
      + scalars.flatMap { v -> [UInt8] in (0..<4).map { UInt8((v >> (8 * UInt32($0))) & 0xFF) } }
    let utf8 = Array(String(decoding: units, as: UTF16.self).utf8)
    for bytes in [little, big, utf32, utf8] {
      let document = StringsDocument(bytes: bytes)
      #expect(!document.text.isEmpty)
      #expect(document.holdsSurrogates == document.text.withByteView(Unescaper.containsSurrogate), "\(bytes)")
    }
    let lone = StringsDocument(bytes: little)
    // A lone lead, a lone trail, or a lead before a pair: the cases with an unpaired surrogate.
    let unpaired: Bool = inserted == [0xD800] || inserted == [0xDC00, 0x41] || inserted.count == 3
    #expect(lone.holdsSurrogates == unpaired)
  }

  @Test("a value is its decoded string and nothing else, whether read from the bytes or decoded")
  func hasValue() {
    var strings = 0
    var decoded = 0
    for (name, document) in TableLookupTests.documents {
      let table = document.makeTable()
      for position in 0..<table.count {
        guard let value = table.value(at: position).string else {
          #expect(!table.hasValue("", at: position), "\(name) at \(position)")
          continue
        }
        #expect(table.hasValue(value, at: position), "\(name) at \(position)")
        #expect(!table.hasValue(value + "x", at: position), "\(name) at \(position)")
        #expect(!table.hasValue(String(value.dropLast()), at: position) || value.isEmpty, "\(name) at \(position)")
        // The same bytes in another order: as long, and different unless a palindrome.
        let reversed = String(value.reversed())
        #expect(
          table.hasValue(reversed, at: position) == (Array(reversed.utf8) == Array(value.utf8)),
          "\(name) at \(position)")
        strings += 1
        if table.plainValueRange(at: position) == nil { decoded += 1 }
      }
    }
    #expect(strings > 1_000)
    #expect(decoded > 10)
    // Equal as bytes, not as Unicode: a precomposed é is not e and a combining accent.
    let table = StringsDocument("\"a\" = \"caf\u{E9}\";\n\"b\" = \"caf\\U00e9\";\n\"c\" = (\"x\");\n").makeTable()
    #expect(table.hasValue("caf\u{E9}", at: 0) && table.hasValue("caf\u{E9}", at: 1))
    #expect(!table.hasValue("cafe\u{301}", at: 0) && !table.hasValue("cafe\u{301}", at: 1))
    #expect(!table.hasValue("cef\u{E9}", at: 0) && !table.hasValue("cef\u{E9}", at: 1))
    #expect(!table.hasValue("x", at: 2))
  }

  @Test("a value with escapes, a collection and a property-list value have no plain range")
  func notPlain() throws {
    let table = StringsDocument("\"a\" = \"x\\ny\";\n\"b\" = (\"x\");\n\"c\" = plain;\n").makeTable()
    #expect((0..<table.count).map { table.plainValueRange(at: $0) != nil } == [false, false, true])
    let data = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .xml, options: 0)
    let plist = StringsDocument(bytes: [UInt8](data)).makeTable()
    #expect(plist.plainValueRange(at: 0) == nil)
    #expect(plist.keyOffset(at: 0) == nil)
    #expect(plist.key(at: 0) { Array($0) == Array("k".utf8) })
    #expect(!plist.key(at: 0) { Array($0) == Array("v".utf8) })
  }
}
