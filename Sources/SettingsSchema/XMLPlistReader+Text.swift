import StringsFormat

/// The character level of `XMLPlistReader`: text with entities, numbers, and byte checks.
extension XMLPlistReader.Cursor {
  /// Reads text up to `closing` and past it, decoding entities; nil on anything outside the subset.
  mutating func text(closing: StaticString) -> String? {
    let start = index
    var mark = start
    var decoding = false
    while index < bytes.count {
      let byte = bytes[index]
      // Printable ASCII other than `<` and `&`, most of any text: one step, no other test.
      if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        if !decoding {
          scratch.removeAll(keepingCapacity: true)
          decoding = true
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index]))
        guard reference() else { return nil }
        mark = index
        continue
      }
      guard skipCharacter() else { return nil }
    }
    let end = index
    guard take(closing) else { return nil }
    guard decoding else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<end]))
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Decodes the entity or character reference at the cursor into `scratch`.
  mutating func reference() -> Bool {
    guard let reference = try? XMLReference.decode(bytes, at: index, limit: bytes.count) else { return false }
    // Foundation reads at most eight digits, and drops a U+FEFF at the start of a string.
    guard reference.digits <= 8, reference.scalar != "\u{FEFF}" else { return false }
    UTF8.encode(reference.scalar) { scratch.append($0) }
    index = reference.end
    return true
  }

  /// Reads `-?[0-9]+` through `</integer>`, when it fits `Int`.
  mutating func integer() -> PlistValue? {
    let negative = take("-")
    var magnitude: UInt64 = 0
    var digits = 0
    while index < bytes.count, let digit = digitValue(bytes[index], hexadecimal: false) {
      let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
      guard !overflow, !carry else { return nil }
      magnitude = sum
      digits += 1
      index += 1
    }
    guard digits > 0, take("</integer>") else { return nil }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }
    guard magnitude <= UInt64(Int.max) else { return nil }
    return .integer(Int(magnitude))
  }

  /// Reads `-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?` through `</real>`, when the value is finite.
  mutating func real() -> PlistValue? {
    let start = index
    _ = take("-")
    guard skipDigits() else { return nil }
    if take("."), !skipDigits() { return nil }
    if take("e") || take("E") {
      if !take("-") { _ = take("+") }
      guard skipDigits() else { return nil }
    }
    let end = index
    guard end - start <= 64, take("</real>") else { return nil }
    // Swift and Foundation both parse with strtod in the C locale.
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    guard let value = Double(literal), value.isFinite else { return nil }
    return .real(value)
  }

  /// Moves past one or more decimal digits; false when there is none.
  mutating func skipDigits() -> Bool {
    let start = index
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
    return index > start
  }

  /// The value of a decimal or hexadecimal digit.
  func digitValue(_ byte: UInt8, hexadecimal: Bool) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// Moves past one character: a tab, a line end, printable ASCII or a well-formed UTF-8 sequence other than U+FEFF.
  mutating func skipCharacter() -> Bool {
    let lead = bytes[index]
    if lead < 0x80 {
      guard lead >= 0x20 || lead == 0x09 || lead == 0x0A || lead == 0x0D else { return false }
      index += 1
      return true
    }
    guard let length = UTF8Validation.sequenceLength(at: index, in: bytes) else { return false }
    if lead == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return false }
    index += length
    return true
  }

  /// Moves past spaces, tabs and line ends.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Moves past at least one whitespace byte; false when there is none.
  mutating func skipSpace() -> Bool {
    let start = index
    skipWhitespace()
    return index > start
  }

  /// Whether the bytes at the cursor spell `literal` (ASCII); moves past them when they do.
  mutating func take(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    let pattern = literal.utf8Start
    for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
    index += count
    return true
  }
}
