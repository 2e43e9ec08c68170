extension String {
  /// Exactly `debugDescription` (the string as a Swift literal, as messages quote keys), without
  /// its per-character Unicode work for the usual key: printable ASCII holding no `"`, `'` or
  /// `\` is only wrapped in quotes, which is what `debugDescription` makes of it.
  var quotedLiteral: String {
    let plain = utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
    return plain ? "\"" + self + "\"" : debugDescription
  }
}
