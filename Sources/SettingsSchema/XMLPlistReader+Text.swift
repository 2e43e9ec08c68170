import ByteCore
import StringsFormat
import TextSyntax

/// The character level of `XMLPlistReader`: text with references, numbers, and what the tokenizer
/// skips (the declaration, the DOCTYPE, comments), taken only in the spellings Foundation reads alike.
extension XMLPlistReader.Cursor {
  /// The bytes of an element's content as written, through its end tag `</name>`: nothing or one
  /// text right after the start tag (no comment, CDATA or element inside); nil on anything else.
  mutating func content(closing name: StaticString) -> Range<Int>? {
    var raw = end..<end
    var token = advance()
    if token == .text {
      guard !tokenizer.isCDATA, tokenizer.rawText.lowerBound == end else { return nil }
      raw = tokenizer.rawText
      end = raw.upperBound
      token = advance()
    }
    guard token == .end, tokenizer.nameIs(name), endTagStart() == end else { return nil }
    end = tokenizer.offset
    return raw
  }

  /// Reads text through `</name>`, decoding references; nil on anything outside the subset.
  mutating func text(closing name: StaticString) -> String? {
    guard let raw = content(closing: name) else { return nil }
    let ampersand = UInt8(ascii: "&")
    guard var reference = xml.firstOffset(of: ampersand, in: raw) else {
      return String(decoding: bytes[raw], as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    var mark = raw.lowerBound
    while true {
      scratch.append(contentsOf: bytes[mark..<reference])
      guard let decoded = try? XMLReference.decode(bytes, at: reference, limit: raw.upperBound),
        // Foundation reads at most eight digits, and drops a U+FEFF at the start of a string.
        decoded.digits <= 8, decoded.scalar != "\u{FEFF}"
      else { return nil }
      UTF8.encode(decoded.scalar) { scratch.append($0) }
      mark = decoded.end
      guard let next = xml.firstOffset(of: ampersand, in: mark..<raw.upperBound) else { break }
      reference = next
    }
    scratch.append(contentsOf: bytes[mark..<raw.upperBound])
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Reads `-?[0-9]+` through `</integer>`, when it fits `Int`.
  mutating func integer() -> PlistValue? {
    guard let raw = content(closing: "integer") else { return nil }
    var index = raw.lowerBound
    let negative = index < raw.upperBound && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < raw.upperBound else { return nil }
    var magnitude: UInt64 = 0
    for byte in bytes[index..<raw.upperBound] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      magnitude = sum
    }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }
    guard magnitude <= UInt64(Int.max) else { return nil }
    return .integer(Int(magnitude))
  }

  /// Reads `-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?` through `</real>`, when the value is finite.
  mutating func real() -> PlistValue? {
    guard let raw = content(closing: "real"), raw.count <= 64 else { return nil }
    var index = raw.lowerBound
    func take(_ byte: Character) -> Bool {
      guard index < raw.upperBound, bytes[index] == byte.asciiValue else { return false }
      index += 1
      return true
    }
    func digits() -> Bool {
      let start = index
      while index < raw.upperBound, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      return index > start
    }
    _ = take("-")
    guard digits() else { return nil }
    if take("."), !digits() { return nil }
    if take("e") || take("E") {
      if !take("-") { _ = take("+") }
      guard digits() else { return nil }
    }
    guard index == raw.upperBound else { return nil }
    // Swift and Foundation both parse with strtod in the C locale.
    guard let value = Double(String(decoding: bytes[raw], as: UTF8.self)), value.isFinite else { return nil }
    return .real(value)
  }

  /// True when the bytes before `limit`, the root's start tag, are an optional BOM, an optional
  /// declaration, then only white space, comments and at most one DOCTYPE.
  func prolog(before limit: Int) -> Bool {
    var index = end
    if xml.startsWith("<?xml", at: index) {
      guard let after = declarationEnd(from: index + 5) else { return false }
      index = after
    }
    var sawDoctype = false
    while true {
      index = xml.scan.endOfRun(from: index, while: TextBytes.isMarkupWhitespace)
      if index >= limit { return index == limit }
      if let after = xml.commentEnd(at: index) {
        index = after
      } else if !sawDoctype, xml.startsWith("<!DOCTYPE", at: index), let after = doctypeEnd(from: index + 9) {
        index = after
        sawDoctype = true
      } else {
        return false
      }
    }
  }

  /// The offset past the declaration whose `<?xml` ends at `index`: a version of 1.0 and,
  /// optionally, an encoding of UTF-8.
  func declarationEnd(from index: Int) -> Int? {
    var index = index
    let afterName = index
    index = xml.scan.endOfRun(from: index, while: TextBytes.isMarkupWhitespace)
    guard index > afterName, xml.startsWith("version=\"1.0\"", at: index) || xml.startsWith("version='1.0'", at: index)
    else { return nil }
    index += 13
    let afterVersion = index
    index = xml.scan.endOfRun(from: index, while: TextBytes.isMarkupWhitespace)
    if index > afterVersion, xml.startsWith("encoding=", at: index) {
      index += 9
      guard index + 7 <= bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
        bytes[index + 6] == bytes[index]
      else { return nil }
      // Letters compare without case; "-" and "8" only as themselves.
      let name = bytes[(index + 1)..<(index + 6)].map {
        $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 - UInt8(ascii: "A") + UInt8(ascii: "a") : $0
      }
      guard name.elementsEqual("utf-8".utf8) else { return nil }
      index += 7
    } else {
      index = afterVersion
    }
    index = xml.scan.endOfRun(from: index, while: TextBytes.isMarkupWhitespace)
    return xml.startsWith("?>", at: index) ? index + 2 : nil
  }

  /// The offset past the DOCTYPE whose `<!DOCTYPE` ends at `index`: `plist`, then up to the
  /// first `>` with no internal subset.
  func doctypeEnd(from index: Int) -> Int? {
    let name = xml.scan.endOfRun(from: index, while: TextBytes.isMarkupWhitespace)
    guard name > index, xml.startsWith("plist", at: name) else { return nil }
    var quotes = 0
    for offset in (name + 5)..<bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: ">"):
        return quotes % 2 == 0 ? offset + 1 : nil  // So that a reader honouring quotes ends it at the same `>`.
      case UInt8(ascii: "["), UInt8(ascii: "'"), UInt8(ascii: "<"): return nil
      case UInt8(ascii: "\""): quotes += 1
      default: break
      }
    }
    return nil
  }
}

extension XMLBytes {
  /// True when `range` holds only white space and comments. (On the document's bytes, not the
  /// reader: a call on the reader from one of its mutating steps copied the whole reader.)
  func holdsOnlyComments(_ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      // White space may run on past the range (into the text the tokenizer returns next).
      index = scan.endOfRun(from: index) { TextBytes.isMarkupWhitespace($0) }
      if index >= range.upperBound { return true }
      guard let after = commentEnd(at: index), after <= range.upperBound else { return false }
      index = after
    }
    return true
  }

  /// The offset past the comment at `index`; nil when there is none, or it starts with `-`
  /// (left to Foundation).
  func commentEnd(at index: Int) -> Int? {
    guard startsWith("<!--", at: index), index + 4 < bytes.count, bytes[index + 4] != UInt8(ascii: "-"),
      let close = find("-->", from: index + 4)
    else { return nil }
    return close + 3
  }
}
