import TestSupport
import Testing

@testable import ByteCore

/// Byte views read what the array or string they were lent from holds, and the core's loops over
/// them (whitespace, line breaks, common prefixes) agree with plain loops over arrays.
@Suite("Byte views")
struct ByteViewTests {
  /// Random bytes, most of them from `alphabet`.
  static func bytes(_ random: inout SplitMix, count: Int, alphabet: [UInt8]) -> [UInt8] {
    (0..<count).map { _ in random.below(8) == 0 ? UInt8(random.below(256)) : alphabet[random.below(alphabet.count)] }
  }

  @Test("a view and its extracted ranges read the array's bytes, indexed from 0")
  func readsTheArray() {
    var random = SplitMix(state: 31)
    for _ in 0..<500 {
      let array = Self.bytes(&random, count: random.below(40), alphabet: [0x61, 0x62])
      let start = random.below(array.count + 1)
      let end = start + random.below(array.count - start + 1)
      array.withByteView { view in
        #expect(view.count == array.count && view.isEmpty == array.isEmpty)
        #expect(Array(view) == array)
        #expect((0..<view.count).map { view[$0] } == array)
        let part = view.extracting(start..<end)
        #expect(Array(part) == Array(array[start..<end]))
        #expect(part.indices == 0..<(end - start))
        #expect(Array(view.extracting(from: start)) == Array(array[start...]))
        #expect(Array(view.extracting(first: end)) == Array(array[..<end]))
        #expect(part.string == String(decoding: array[start..<end], as: UTF8.self))
      }
    }
  }

  @Test("views are equal, and hash alike, exactly when their bytes are")
  func equality() {
    var random = SplitMix(state: 37)
    for _ in 0..<2_000 {
      let a = Self.bytes(&random, count: random.below(20), alphabet: [0x61, 0x62])
      let b = Self.bytes(&random, count: random.below(20), alphabet: [0x61, 0x62])
      a.withByteView { x in
        b.withByteView { y in
          #expect((x == y) == (a == b), "\(a) vs \(b)")
          let copy = Array(a)
          copy.withByteView { z in
            var first = Hasher()
            var second = Hasher()
            x.hash(into: &first)
            z.hash(into: &second)
            #expect(first.finalize() == second.finalize())
          }
        }
      }
    }
  }

  @Test("a string lends its UTF-8")
  func stringBytes() {
    for text in ["", "plain", "caf\u{E9} \u{1F600}", String(repeating: "x", count: 100)] {
      #expect(text.withByteView { Array($0) } == Array(text.utf8))
      #expect(text.withByteView { $0.string } == text)
    }
  }

  @Test("the common prefix is what a byte-by-byte comparison finds, at every length and position")
  func commonPrefix() {
    for length in 0..<24 {
      let base = (0..<length).map { UInt8(0x41 + $0 % 26) }
      for changed in 0...length {
        var other = base
        if changed < length { other[changed] ^= 0x20 }
        for cut in 0...length {
          let shorter = Array(other[..<cut])
          let expected = zip(base, shorter).prefix { $0 == $1 }.count
          base.withByteView { x in
            shorter.withByteView { y in
              #expect(x.commonPrefixCount(with: y) == expected, "length \(length), changed \(changed), cut \(cut)")
              #expect(y.commonPrefixCount(with: x) == expected)
            }
          }
        }
      }
    }
  }

  /// The whitespace the scanner skips, by its definition: TAB…CR, space, U+2028, U+2029.
  static func whitespaceEnd(_ bytes: [UInt8], from i: Int) -> Int {
    var j = i
    while j < bytes.count {
      if bytes[j] == 0x20 || (0x09...0x0D).contains(bytes[j]) {
        j += 1
      } else if bytes[j...].starts(with: [0xE2, 0x80, 0xA8]) || bytes[j...].starts(with: [0xE2, 0x80, 0xA9]) {
        j += 3
      } else {
        break
      }
    }
    return j
  }

  @Test("whitespace is skipped as far as a plain loop skips it")
  func whitespace() {
    var random = SplitMix(state: 41)
    let alphabet: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0xE2, 0x80, 0xA8, 0xA9, 0x61]
    for _ in 0..<3_000 {
      let bytes = Self.bytes(&random, count: random.below(16), alphabet: alphabet)
      bytes.withByteView { view in
        let cursor = ByteCursor(view)
        for start in 0...bytes.count {
          #expect(cursor.whitespaceEnd(from: start) == Self.whitespaceEnd(bytes, from: start), "\(bytes) from \(start)")
        }
      }
    }
  }

  @Test("line breaks are counted as a plain loop counts them, CRLF as one, up to the limit")
  func lineBreaks() {
    var random = SplitMix(state: 43)
    for _ in 0..<3_000 {
      let bytes = Self.bytes(&random, count: random.below(16), alphabet: [0x0A, 0x0D, 0x61])
      let start = random.below(bytes.count + 1)
      let end = start + random.below(bytes.count - start + 1)
      let limit = random.below(4)
      var expected = 0
      var j = start
      while j < end, expected <= limit {
        if bytes[j] == 0x0A || bytes[j] == 0x0D { expected += 1 }
        if bytes[j] == 0x0D, j + 1 < end, bytes[j + 1] == 0x0A { j += 1 }
        j += 1
      }
      let found = bytes.withByteView { ByteCursor($0).lineBreaks(in: start..<end, atMost: limit) }
      #expect(found == expected, "\(bytes) in \(start)..<\(end), at most \(limit)")
    }
  }

  @Test("a scratch array and a string take the bytes a fixed writer writes")
  func fixedWriters() {
    var scratch = [UInt8](repeating: 0xFF, count: 8)
    let count = scratch.overwrite(first: 5) { writer in
      writer.write(0x61)
      "bcd".withByteView { writer.write($0) }
    }
    #expect(count == 4)
    #expect(scratch == [0x61, 0x62, 0x63, 0x64, 0xFF, 0xFF, 0xFF, 0xFF])
    let text = String(utf8Capacity: 4) { writer in "caf\u{E9}".withByteView { writer.write($0.extracting(first: 4)) } }
    #expect(text == "caf\u{FFFD}")
    #expect(String(utf8Capacity: 0) { _ in } == "")
  }

  @Test("zeroed words start at zero and keep what is written")
  func zeroedWords() {
    let words = ZeroedWords(count: 1_000)
    #expect(words.count == 1_000)
    #expect((0..<words.count).allSatisfy { words[$0] == 0 })
    words[0] = 1
    words[999] = .max
    #expect(words[0] == 1 && words[999] == .max && words[500] == 0)
  }
}
