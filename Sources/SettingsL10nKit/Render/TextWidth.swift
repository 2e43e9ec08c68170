import StringsFormat

/// Terminal columns of text and word wrapping that counts them: East Asian wide characters take
/// two columns, combining marks none; CJK text breaks between characters.
public enum TextWidth {
  /// Columns one character (grapheme cluster) takes.
  public static func width(of character: Character) -> Int {
    // ASCII, most of nearly every page, without looking up a Unicode property: a control takes
    // no column, anything else one (a CR LF is a control too).
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    if (0x1160...0x11FF).contains(first.value) || first == "\u{200B}" { return 0 }
    let width = DiagnosticRenderer.width(of: first)
    if width == 0 {
      // A cluster that starts with a mark (one at the start of a string) draws as what follows.
      return scalars.dropFirst().map { DiagnosticRenderer.width(of: $0) }.max() ?? 0
    }
    // Halfwidth (semi-)voiced sound marks extend the cluster but take a column of their own.
    return width + scalars.dropFirst().filter { $0 == "\u{FF9E}" || $0 == "\u{FF9F}" }.count
  }

  /// Columns a string takes.
  public static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The text on one line: tabs and line breaks as spaces, other control characters dropped.
  public static func singleLine(_ text: String) -> String {
    var out = ""
    for character in text {
      if let ascii = character.asciiValue {
        // The ASCII line breaks (LF, VT, FF, CR, CR LF) and tab become a space; other controls go.
        if (0x09...0x0D).contains(ascii) {
          out.append(" ")
        } else if ascii >= 0x20, ascii != 0x7F {
          out.append(character)
        }
        continue
      }
      if character.isNewline || character == "\t" {
        out.append(" ")
      } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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
    if let ascii = character.asciiValue { return (0x0A...0x0D).contains(ascii) }
    return character.isNewline
  }

  /// True for a character that must not start a line (`noLineStart`), ASCII ones found without hashing.
  private static func mustNotStartLine(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return noLineStart.contains(character) }
    return ascii == 0x2C || ascii == 0x2E || ascii == 0x21 || ascii == 0x3F || ascii == 0x3A || ascii == 0x3B
      || ascii == 0x29 || ascii == 0x5D
  }

  /// True for a character that must not end a line (`noLineEnd`), ASCII ones found without hashing.
  private static func mustNotEndLine(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return noLineEnd.contains(character) }
    return ascii == 0x28 || ascii == 0x5B
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

  private static func tokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var current = Token()
    var pendingSpace = false
    func flush() {
      if !current.text.isEmpty { tokens.append(current) }
      current = Token()
    }
    for character in text {
      if character == " " || character == "\u{3000}" {
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
