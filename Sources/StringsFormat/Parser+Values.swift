import ByteCore
import Findings

extension Parser {
  /// Parses the value of a top-level entry; strings stay tokens, collections are decoded.
  mutating func parseValue(depth: Int) -> Token? {
    skipTrivia(record: false)
    guard i < c.n else {
      report(.unexpectedEOF, at: c.n, "unexpected end of file: expected a value after '='")
      return nil
    }
    if ByteClass.canStartString(c.bytes[i]) { return scanString() }
    let start = i
    guard let value = parseNested(depth: depth) else { return nil }
    collections[start] = value
    return Token(range: start..<i, kind: .collection)
  }

  /// Parses and decodes any value inside a collection (or a collection itself).
  mutating func parseNested(depth: Int) -> StringsValue? {
    skipTrivia(record: false)
    guard i < c.n else {
      report(.unexpectedEOF, at: c.n, "unexpected end of file: expected a value")
      return nil
    }
    let b = c.bytes[i]
    if ByteClass.canStartString(b) {
      guard let token = scanString() else { return nil }
      return .string(Unescaper.string(c.bytes, token))
    }
    if (b == 0x7B || b == 0x28) && depth > Parser.maxDepth {
      report(.nestingTooDeep, at: i, "more than \(Parser.maxDepth) nested arrays or dictionaries")
      return nil
    }
    switch b {
    case 0x7B: return parseDictionary(depth: depth)
    case 0x28: return parseArray(depth: depth)
    case 0x3C: return parseData()
    default:
      report(.unexpectedCharacter, at: i, "unexpected \(describeCharacter(at: i)): expected a value")
      return nil
    }
  }

  private mutating func parseDictionary(depth: Int) -> StringsValue? {
    let open = i
    i &+= 1
    var pairs: [StringsValue.Pair] = []
    while true {
      skipTrivia(record: false)
      guard i < c.n else {
        report(.unterminatedDictionary, at: open, "this '{' has no closing '}'")
        return nil
      }
      if c.bytes[i] == 0x7D {
        i &+= 1
        return .dictionary(pairs)
      }
      guard ByteClass.canStartString(c.bytes[i]) else {
        report(.unexpectedCharacter, at: i, "unexpected \(describeCharacter(at: i)): expected a key or '}'")
        return nil
      }
      guard let keyToken = scanString() else { return nil }
      let key = Unescaper.string(c.bytes, keyToken)
      skipTrivia(record: false)
      var value = StringsValue.string(key)
      if i < c.n, c.bytes[i] == ByteClass.equals {
        i &+= 1
        guard let v = parseNested(depth: depth &+ 1) else { return nil }
        value = v
        skipTrivia(record: false)
      } else if i < c.n, c.bytes[i] != ByteClass.semicolon {
        report(
          .expectedEquals, at: i, "expected '=' or ';' after key \(quote(keyToken)), found \(describeCharacter(at: i))")
        return nil
      }
      guard i < c.n, c.bytes[i] == ByteClass.semicolon else {
        report(.missingSemicolon, at: i, "missing ';' after the entry for key \(quote(keyToken))")
        return nil
      }
      i &+= 1
      pairs.append(StringsValue.Pair(key: key, value: value))
    }
  }

  private mutating func parseArray(depth: Int) -> StringsValue? {
    let open = i
    let unclosed = "this '(' has no closing ')'"
    i &+= 1
    var items: [StringsValue] = []
    while true {
      skipTrivia(record: false)
      guard i < c.n else {
        report(.unterminatedArray, at: open, unclosed)
        return nil
      }
      if c.bytes[i] == 0x29 {
        i &+= 1
        return .array(items)
      }
      guard let item = parseNested(depth: depth &+ 1) else { return nil }
      items.append(item)
      skipTrivia(record: false)
      guard i < c.n else {
        report(.unterminatedArray, at: open, unclosed)
        return nil
      }
      if c.bytes[i] == 0x2C {
        i &+= 1
      } else if c.bytes[i] != 0x29 {
        report(.unterminatedArray, at: i, "expected ',' or ')' in the array, found \(describeCharacter(at: i))")
        return nil
      }
    }
  }

  private mutating func parseData() -> StringsValue? {
    let open = i
    i &+= 1
    var bytes: [UInt8] = []
    while true {
      while i < c.n, c.bytes[i] == 0x20 || (c.bytes[i] >= 0x09 && c.bytes[i] <= 0x0D) { i &+= 1 }
      guard i < c.n else {
        report(.unterminatedData, at: open, "this '<' has no closing '>'")
        return nil
      }
      if c.bytes[i] == 0x3E {
        i &+= 1
        return .data(bytes)
      }
      guard let high = ByteClass.hexValue(c.bytes[i]) else {
        report(.malformedData, at: i, "invalid hex digit \(describeCharacter(at: i)) in data")
        return nil
      }
      i &+= 1
      guard i < c.n, let low = ByteClass.hexValue(c.bytes[i]) else {
        report(.malformedData, at: i &- 1, "odd number of hex digits in a data byte group")
        return nil
      }
      i &+= 1
      bytes.append(UInt8(high << 4 | low))
    }
  }
}
