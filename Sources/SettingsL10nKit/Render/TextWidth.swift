import LprojMatching

/// Terminal columns of text and word wrapping that counts them: East Asian wide characters take
/// two columns, combining marks none; CJK text breaks between characters.
public enum TextWidth {
  /// Columns one character (grapheme cluster) takes.
  public static func width(of character: Character) -> Int {
    // ASCII, most of nearly every page, without looking up a Unicode property: a control takes
    // no column, anything else one (a CR LF is a control too).
    if let ascii = character.asciiValue { return isPrintableASCII(ascii) ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first < " " || (first >= "\u{7F}" && first < "\u{A0}") { return 0 }
    // Below U+203C only `#`, `*`, the digits, `©` and `®` are emoji: the letters of most scripts
    // skip the two property lookups.
    if first >= "\u{203C}" || first.isASCII || first == "\u{A9}" || first == "\u{AE}" {
      if first.properties.isEmojiPresentation { return 2 }
      if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    }
    if (first >= "\u{1160}" && first <= "\u{11FF}") || first == "\u{200B}" { return 0 }
    let width = Self.width(of: first)
    var widest = 0
    var soundMarks = 0
    for scalar in scalars.dropFirst() {
      if width == 0 { widest = max(widest, Self.width(of: scalar)) }
      if scalar == "\u{FF9E}" || scalar == "\u{FF9F}" { soundMarks += 1 }
    }
    // A cluster that starts with a mark (one at the start of a string) draws as what follows;
    // halfwidth (semi-)voiced sound marks extend a cluster but take a column of their own.
    return width == 0 ? widest : width + soundMarks
  }

  /// Columns one scalar takes on its own: none for a combining or format mark, two for one whose
  /// East_Asian_Width is Wide or Fullwidth (Unicode's data, from ICU), else one.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return EastAsianWidth.isWide(scalar) ? 2 : 1
    }
  }

  /// Columns a string takes.
  public static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The text on one line: tabs and line breaks as spaces, other control characters dropped.
  public static func singleLine(_ text: String) -> String {
    // Printable ASCII (a long licence text, say) has nothing to replace.
    if isPrintableASCII(text) { return text }
    var out = ""
    for character in text {
      if let ascii = character.asciiValue {
        // The ASCII line breaks (LF, VT, FF, CR, CR LF) and tab become a space; other controls go.
        if (UInt8(ascii: "\t")...UInt8(ascii: "\r")).contains(ascii) {
          out.append(" ")
        } else if isPrintableASCII(ascii) {
          out.append(character)
        }
        continue
      }
      if character.isNewline || character == "\t" {
        out.append(" ")
      } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar < " " || (scalar >= "\u{7F}" && scalar <= "\u{9F}")
      {
        continue
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// Wraps text into lines of at most `width` columns; line breaks in the text start new lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 2)
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak) {
      lines += wrapParagraph(singleLine(String(paragraph)), width: width)
    }
    return lines
  }

  /// `Character.isNewline`, answered for ASCII without a Unicode property lookup.
  private static func isLineBreak(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return (UInt8(ascii: "\n")...UInt8(ascii: "\r")).contains(ascii) }
    return character.isNewline
  }

  /// True for a character that must not start a line (`noLineStart`), ASCII ones found without hashing.
  private static func mustNotStartLine(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else {
      return mayBePunctuation(character) && noLineStart.contains(character)
    }
    return asciiNoLineStart[Int(ascii)]
  }

  /// True for a character that must not end a line (`noLineEnd`), ASCII ones found without hashing.
  private static func mustNotEndLine(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return mayBePunctuation(character) && noLineEnd.contains(character) }
    return asciiNoLineEnd[Int(ascii)]
  }

  /// Membership of each ASCII byte in `noLineStart` and `noLineEnd`, read from the sets.
  private static let asciiNoLineStart = asciiMembers(of: noLineStart)
  private static let asciiNoLineEnd = asciiMembers(of: noLineEnd)

  private static func asciiMembers(of set: Set<Character>) -> [Bool] {
    (0..<128).map { set.contains(Character(Unicode.Scalar(UInt8($0)))) }
  }

  /// False for a character that is in neither punctuation set, so that most letters of most
  /// scripts are never hashed: every member, and every spelling `Character` equality takes for
  /// one (U+037E for `;`, U+2329 and U+232A for `〈` and `〉`), starts with a scalar in these ranges.
  private static func mayBePunctuation(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    func within(_ low: Unicode.Scalar, _ high: Unicode.Scalar) -> Bool { low <= first && first <= high }
    return first == "\u{37E}" || within("\u{600}", "\u{6FF}") || within("\u{2329}", "\u{232A}")
      || within("\u{3000}", "\u{30FF}") || within("\u{FF00}", "\u{FFEF}")
  }

  /// A space between tokens: U+0020 or the ideographic space U+3000 (no other spelling equals either).
  private static func isSpace(_ character: Character) -> Bool {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next(), first == " " || first == "\u{3000}" else { return false }
    return scalars.next() == nil
  }

  /// A piece of a line that is never broken, unless it is wider than a line on its own.
  private struct Token {
    var text = ""
    var width = 0
    var spaceBefore = false
  }

  /// Characters that must not start a line (closing punctuation), East Asian and Western.
  private static let noLineStart: Set<Character> = [
    "。", "、", "，", "．", "！", "？", "：", "；", "」", "』", "）", "】", "〕", "》", "〉", "ー", "ッ", "っ",
    "ャ", "ュ", "ョ", "ゃ", "ゅ", "ょ", ",", ".", "!", "?", ":", ";", ")", "]", "،", "؛", "؟",
  ]
  /// Characters that must not end a line (opening punctuation).
  private static let noLineEnd: Set<Character> = ["「", "『", "（", "【", "〔", "《", "〈", "(", "["]

  /// True when every byte is printable ASCII (space to `~`): one column a character, nothing to
  /// drop, no wide character or East Asian punctuation to break at.
  private static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy(isPrintableASCII)
  }

  /// A printable ASCII byte: space to `~`.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    (UInt8(ascii: " ")...UInt8(ascii: "~")).contains(byte)
  }

  /// `tokens(_:)` of printable ASCII: the runs between spaces, each as wide as it is long. (No
  /// closing punctuation joins the token before it: that happens only after a wide character.)
  private static func asciiTokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    for (index, piece) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() where !piece.isEmpty
    {
      tokens.append(Token(text: String(piece), width: piece.utf8.count, spaceBefore: index > 0))
    }
    return tokens
  }

  private static func tokens(_ text: String) -> [Token] {
    if isPrintableASCII(text) { return asciiTokens(text) }
    var tokens: [Token] = []
    var current = Token()
    var pendingSpace = false
    func flush() {
      if !current.text.isEmpty { tokens.append(current) }
      current = Token()
    }
    for character in text {
      if isSpace(character) {
        flush()
        pendingSpace = true
        continue
      }
      let w = Self.width(of: character)
      let wide = w == 2
      if wide, !current.text.isEmpty, !mustNotStartLine(character),
        let last = current.text.last, !mustNotEndLine(last)
      {
        flush()
      }
      if current.text.isEmpty {
        current.spaceBefore = pendingSpace
        pendingSpace = false
        // Closing punctuation stays with the token before it.
        if mustNotStartLine(character), !current.spaceBefore, var previous = tokens.popLast() {
          previous.text.append(character)
          previous.width += w
          current = previous
          continue
        }
      }
      current.text.append(character)
      current.width += w
      if wide, !mustNotEndLine(character) { flush() }
    }
    flush()
    return tokens
  }

  private static func wrapParagraph(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for token in tokens(text) {
      let gap = lineWidth > 0 && token.spaceBefore ? 1 : 0
      if lineWidth + gap + token.width <= width {
        line += (gap == 1 ? " " : "") + token.text
        lineWidth += gap + token.width
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if token.width <= width {
        line = token.text
        lineWidth = token.width
        continue
      }
      // Wider than a line: break between characters.
      for character in token.text {
        let w = Self.width(of: character)
        if lineWidth + w > width, lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += w
      }
    }
    lines.append(line)
    return lines
  }

  /// `text` padded with spaces to `width` columns, on the right or on the left.
  static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - self.width(of: text)))
    return alignRight ? fill + text : text + fill
  }
}
