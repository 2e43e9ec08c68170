extension String {
  /// Exactly `debugDescription` (the string as a Swift literal, as messages quote keys), without
  /// its per-character Unicode work for the usual key: printable ASCII holding no `"`, `'` or
  /// `\` is only wrapped in quotes, which is what `debugDescription` makes of it.
  var quotedLiteral: String {
    let plain = utf8.allSatisfy(Self.isPlainLiteralByte)
    return plain ? "\"" + self + "\"" : debugDescription
  }

  /// `before + key.quotedLiteral + after` (a message about a key), its bytes put together once
  /// for the usual key: a sync reports thousands of them.
  static func quoting(_ key: String, between before: StaticString, and after: StaticString) -> String {
    var key = key
    let made = key.withUTF8 { utf8 -> String? in
      guard utf8.allSatisfy(isPlainLiteralByte) else { return nil }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(before.utf8CodeUnitCount + utf8.count + 2 + after.utf8CodeUnitCount)
      before.withUTF8Buffer { bytes.append(contentsOf: $0) }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      after.withUTF8Buffer { bytes.append(contentsOf: $0) }
      return String(decoding: bytes, as: UTF8.self)
    }
    return made ?? "\(before)\(key.debugDescription)\(after)"
  }

  /// Printable ASCII but `"`, `'` and `\`: what `debugDescription` leaves as it is.
  private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: " ")...UInt8(ascii: "~")).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
      && byte != UInt8(ascii: "\\")
  }
}
