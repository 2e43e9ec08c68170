import ByteCore

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
    guard key.utf8.allSatisfy(isPlainLiteralByte) else { return "\(before)\(key.debugDescription)\(after)" }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(before.utf8CodeUnitCount + key.utf8.count + 2 + after.utf8CodeUnitCount)
    bytes.append(utf8: before)
    bytes.append(UInt8(ascii: "\""))
    bytes.write(utf8: key)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(utf8: after)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Printable ASCII but `"`, `'` and `\`: what `debugDescription` leaves as it is.
  private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: " ")...UInt8(ascii: "~")).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
      && byte != UInt8(ascii: "\\")
  }
}
