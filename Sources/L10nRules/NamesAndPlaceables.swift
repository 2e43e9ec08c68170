/// Whether a value holds words a translator would change, judged from its text alone, as
/// translators' QA tools judge an unchanged translation (translate-toolkit's `unchanged` check
/// skips values without two letters, all-caps values and placeables): a value made only of
/// acronyms (`OK`, `ICE`), tokens with digits (`G.722`, `H.264`, `1.5x`), brand spellings with an
/// inner capital (`iCloud`, `WebDAV`, `Wi-Fi`), URLs, e-mail addresses and domain names, printf
/// specifiers and numbers with their units (`%d MB`, `30 fps`) reads the same in every language.
package enum NamesAndPlaceables {
  /// The longest all-caps token taken for an acronym: longer ones (`ADVANCED`) are words
  /// written in capitals, which a translator changes.
  static let acronymLength = 5
  /// The longest token taken for the unit of the number before it (`MB`, `fps`, `px`): longer
  /// ones are words (`%d days`), but for rates (`kbps`).
  static let unitLength = 3

  /// True when `text` has a word that is neither a name nor a placeable.
  static func hasWords(_ text: String) -> Bool { words(in: text, upTo: 1) > 0 }

  /// How many words of `text` are neither names nor placeables, counted up to `limit`.
  package static func words(in text: String, upTo limit: Int) -> Int {
    var count = 0
    forEachWord(in: text) { _ in
      count += 1
      return count < limit
    }
    return count
  }

  /// Calls `body` with each word of `text` that is neither a name nor a placeable, without the
  /// punctuation around it, until `body` returns false.
  static func forEachWord(in text: String, _ body: (Substring) -> Bool) {
    var afterNumber = false
    forEachToken(in: text) { raw in
      let token = trimmed(raw)
      switch classify(token) {
      case .number:
        afterNumber = true
        return true
      case .word where afterNumber && isUnit(token):
        afterNumber = false
        return true
      case .word:
        afterNumber = false
        return body(token)
      case .name:
        afterNumber = false
        return true
      }
    }
  }

  /// Calls `body` with each run of `text` between whitespace, as `split(whereSeparator:)` gives
  /// them, until `body` returns false: a question answered by the first words (`hasWords`) does
  /// not split a whole footer.
  static func forEachToken(in text: String, _ body: (Substring) -> Bool) {
    // Most values are ASCII, where each byte is a character but for CR LF (whitespace either
    // way): reading bytes gives the same runs as reading characters, for a tenth of the work.
    let ascii = text.utf8.allSatisfy { $0 < 0x80 }
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let isWhitespace: Bool
      let next: String.Index
      if ascii {
        let byte = text.utf8[index]
        isWhitespace = byte == 0x20 || (0x09...0x0D).contains(byte)
        next = text.utf8.index(after: index)
      } else {
        isWhitespace = text[index].isWhitespace
        next = text.index(after: index)
      }
      if isWhitespace {
        if let first = start, !body(text[first..<index]) { return }
        start = nil
      } else if start == nil {
        start = index
      }
      index = next
    }
    if let first = start { _ = body(text[first...]) }
  }

  private enum Kind { case word, name, number }

  /// The token without the punctuation around it (`(ICE)`, `Video:`, `“OK”`).
  static func trimmed(_ token: Substring) -> Substring {
    var token = token
    while let first = token.unicodeScalars.first, isEdgePunctuation(first) { token = token.dropFirst() }
    while let last = token.unicodeScalars.last, isEdgePunctuation(last) { token = token.dropLast() }
    return token
  }

  private static func isEdgePunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? asciiEdgePunctuation[Int(scalar.value)] : isEdgePunctuationByCategory(scalar)
  }

  /// `isEdgePunctuation` of each ASCII scalar, from its general category once: a category lookup
  /// per token edge cost more than the rest of the trimming.
  private static let asciiEdgePunctuation: [Bool] = (0..<128).map {
    isEdgePunctuationByCategory(Unicode.Scalar(UInt8($0)))
  }

  private static func isEdgePunctuationByCategory(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .dashPunctuation, .connectorPunctuation:
      // A `%` ends `100%`; `.` and `,` of `1.5.` go too, which leaves the number.
      return scalar != "%" && scalar != "#"
    default:
      return false
    }
  }

  private static func classify(_ token: Substring) -> Kind {
    var letters = 0
    var upper = 0
    var digits = 0
    var innerCapital = false
    var previousLower = false
    for scalar in token.unicodeScalars {
      let traits = traits(of: scalar)
      if traits.digit {
        digits += 1
      } else if traits.letter {
        letters += 1
        if traits.upper {
          upper += 1
          if previousLower { innerCapital = true }
        }
        previousLower = traits.lower
        continue
      }
      previousLower = false
    }
    if token.utf8.contains(UInt8(ascii: "%")) { return letters == 0 || isSpecifierLike(token) ? .number : .word }
    if letters == 0 { return digits > 0 ? .number : .name }
    if digits > 0 { return .name }
    if letters == 1 { return .name }
    if upper == letters && isAcronym(token) { return .name }
    if innerCapital || isShortCapitalPieces(token) { return .name }
    if isAddress(token) { return .name }
    return .word
  }

  /// What `classify` reads of a scalar: a digit (numeric, not a letter), a letter (alphabetic),
  /// and its case. An ASCII scalar is answered from its value, which is what Unicode's tables say
  /// of it, because a table lookup per scalar made this the audit's largest cost on every value.
  static func traits(of scalar: Unicode.Scalar) -> (digit: Bool, letter: Bool, upper: Bool, lower: Bool) {
    if scalar.isASCII {
      let value = scalar.value
      let upper = (0x41...0x5A).contains(value)
      let lower = (0x61...0x7A).contains(value)
      return ((0x30...0x39).contains(value), upper || lower, upper, lower)
    }
    let properties = scalar.properties
    let letter = properties.isAlphabetic
    return (properties.numericType != nil && !letter, letter, properties.isUppercase, properties.isLowercase)
  }

  /// Capitals in pieces of at most `acronymLength` letters (`ICE`, `AAC-ELD`, `TCP/IP`).
  private static func isAcronym(_ token: Substring) -> Bool {
    token.split { $0 == "-" || $0 == "/" }.allSatisfy { $0.count { $0.isLetter } <= acronymLength }
  }

  /// A token of printf specifiers and literal percent signs (`%d`, `%1$@`, `%.1f%%`).
  private static func isSpecifierLike(_ token: Substring) -> Bool {
    let specifiers = FormatSpecifiers(String(token)).specifiers
    return !specifiers.isEmpty
  }

  /// `Wi-Fi`, `Hi-Fi`: capitalised pieces of at most two letters joined by hyphens.
  private static func isShortCapitalPieces(_ token: Substring) -> Bool {
    guard token.utf8.contains(UInt8(ascii: "-")) else { return false }
    let pieces = token.split(separator: "-", omittingEmptySubsequences: false)
    guard pieces.count >= 2 else { return false }
    return pieces.allSatisfy { piece in
      guard let first = piece.first, first.isUppercase, piece.count <= 2 else { return false }
      return piece.dropFirst().allSatisfy(\.isLowercase)
    }
  }

  /// A URL (`https://…`), an e-mail address or a domain name (`linphone.org`, `www.example.com`).
  private static func isAddress(_ token: Substring) -> Bool {
    // Each form below has a `.` or the `:` of `://`; most words have neither.
    guard token.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }) else { return false }
    if token.contains("://") || token.hasPrefix("www.") { return true }
    let host = token.split(separator: "@", omittingEmptySubsequences: false)
    guard host.count <= 2, let domain = host.last else { return false }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let tld = labels.last else { return false }
    return (2...6).contains(tld.count) && tld.allSatisfy { $0.isASCII && $0.isLetter && $0.isLowercase }
  }

  /// A unit after a number: a short token of letters (`MB`, `fps`, `x`) or a rate (`kbps`,
  /// `kbits/s`, `km/h`).
  private static func isUnit(_ token: Substring) -> Bool {
    guard token.allSatisfy({ $0.isLetter || $0 == "/" }) else { return false }
    return token.count <= unitLength || token.hasSuffix("bps") || token.contains("/")
  }
}
