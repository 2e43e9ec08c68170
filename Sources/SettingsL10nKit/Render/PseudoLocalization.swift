/// Pseudo-localization: accented letters, about 35% longer, brackets around each string, so
/// truncation and strings that bypass the tables show up without a translation.
public enum PseudoLocalization {
  /// How much longer a pseudo-localized string is, before its brackets.
  public static let expansion = 0.35

  /// The pseudo-localized form of a string; format specifiers (`%@`, `%1$d`, `%%`) are kept.
  public static func transform(_ string: String) -> String {
    guard !string.isEmpty else { return string }
    var out = String.UnicodeScalarView()
    var letters = 0  // characters outside format specifiers
    var scalars = string.unicodeScalars[...]
    while let scalar = scalars.first {
      if scalar == "%", let specifier = formatSpecifier(in: scalars) {
        out.append(contentsOf: specifier)
        scalars = scalars.dropFirst(specifier.count)
        continue
      }
      scalars = scalars.dropFirst()
      if scalar.isASCII {
        out.append(accents[Int(scalar.value)] ?? scalar)
        letters += 1
        continue
      }
      out.append(scalar)
      if !scalar.properties.isGraphemeExtend { letters += 1 }
    }
    let extra = Int((Double(max(letters, 1)) * expansion).rounded(.up))
    return "[" + String(out) + padding(extra) + "]"
  }

  /// Filler appended to reach the expansion: whole plain words (` one two`), so the real
  /// string's end stays visible.
  static func padding(_ count: Int) -> String {
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    var pad = ""
    // The length is kept as words are added: `pad.count` counts every character again, which
    // made a long footer's padding quadratic in its length.
    var length = 0
    var index = 0
    while length < count {
      let word = words[index % words.count]
      pad += " " + word
      length += 1 + word.count
      index += 1
    }
    return pad
  }

  /// The printf-style specifier at the start of `scalars`, if one is there.
  static func formatSpecifier(in scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView? {
    var index = scalars.index(after: scalars.startIndex)
    func peek() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
    func advance(while predicate: (Unicode.Scalar) -> Bool) {
      while let s = peek(), predicate(s) { index = scalars.index(after: index) }
    }
    if peek() == "%" { return scalars[scalars.startIndex...index] }
    // Positional argument `1$`.
    let afterPercent = index
    advance(while: { ("0"..."9").contains($0) })
    if peek() == "$" { index = scalars.index(after: index) } else { index = afterPercent }
    advance(while: { "-+ #0'".unicodeScalars.contains($0) })
    advance(while: { ("0"..."9").contains($0) || $0 == "*" })
    if peek() == "." {
      index = scalars.index(after: index)
      advance(while: { ("0"..."9").contains($0) || $0 == "*" })
    }
    advance(while: { "hlqLztj".unicodeScalars.contains($0) })
    guard let conversion = peek(), "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else { return nil }
    return scalars[scalars.startIndex...index]
  }

  /// Each ASCII letter's accented look-alike (single precomposed scalars, one column wide), by
  /// the letter's code; nil for every other ASCII scalar.
  static let accents: [Unicode.Scalar?] = {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let fancy = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
    var table = [Unicode.Scalar?](repeating: nil, count: 128)
    for (letter, accented) in zip(plain.unicodeScalars, fancy.unicodeScalars) { table[Int(letter.value)] = accented }
    return table
  }()
}
