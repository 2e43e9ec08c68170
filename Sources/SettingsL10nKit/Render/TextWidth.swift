import StringsFormat

/// Terminal columns of text and word wrapping that counts them: East Asian wide characters take
/// two columns, combining marks none; CJK text breaks between characters.
public enum TextWidth {
  /// Columns one character (grapheme cluster) takes.
  public static func width(of character: Character) -> Int {
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
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
      lines += wrapParagraph(singleLine(String(paragraph)), width: width)
    }
    return lines
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
      if wide, !current.text.isEmpty, !noLineStart.contains(character),
        let last = current.text.last, !noLineEnd.contains(last)
      {
        flush()
      }
      if current.text.isEmpty {
        current.spaceBefore = pendingSpace
        pendingSpace = false
        // Closing punctuation stays with the token before it.
        if noLineStart.contains(character), !current.spaceBefore, var previous = tokens.popLast() {
          previous.text.append(character)
          previous.width += w
          current = previous
          continue
        }
      }
      current.text.append(character)
      current.width += w
      if wide, !noLineEnd.contains(character) { flush() }
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
