/// Markdown's escaping loop over a string's UTF-8 bytes: GitHub-flavoured Markdown's punctuation
/// backslash-escaped, HTML's specials as entities, and what would become a mention, an emoji or
/// a link kept as text.
///
/// Invariant: the loop reads only the bytes of the string it is given, through the buffer
/// `PrintableText.withUTF8` lends for the length of the call, at indices below its count (a look
/// ahead or behind checks its index first). Everything it escapes is ASCII, and no byte of a
/// longer UTF-8 sequence is, so it never splits a character. The rules are `MarkdownText`'s
/// (SettingsL10nKit), whose test compares this loop with a plain one over the same bytes.
extension MarkupBytes {
  /// The Markdown escaping of `text` (control characters already escaped) appended to `buffer`;
  /// runs of bytes that need nothing are copied whole.
  package static func appendMarkdownEscaped(_ text: String, to buffer: inout OutputBuffer) {
    PrintableText.withUTF8(text) { appendMarkdown(escaping: $0, to: &buffer) }
  }

  /// True when `appendMarkdownEscaped` may change `text`: it holds a byte the loop looks at.
  package static func mayChangeInMarkdown(_ text: String) -> Bool {
    PrintableText.withUTF8(text) { source in
      for index in 0..<source.count where mayChangeInMarkdown(source[index]) { return true }
      return false
    }
  }

  /// A byte the loop may replace (`@` and `:` only before a word, `.` only after `www`).
  private static func mayChangeInMarkdown(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: ":"),
      UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
      UInt8(ascii: "."):
      true
    default: false
    }
  }

  private static func appendMarkdown(escaping source: UnsafeBufferPointer<UInt8>, to buffer: inout OutputBuffer) {
    let count = source.count
    // An ASCII letter, digit, `+`, `-` or `_` at `index`.
    func word(_ index: Int) -> Bool {
      guard index < count else { return false }
      switch source[index] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        return true
      default: return false
      }
    }
    func isW(_ index: Int) -> Bool { source[index] == UInt8(ascii: "w") || source[index] == UInt8(ascii: "W") }
    var start = 0
    func flush(_ buffer: inout OutputBuffer, upTo end: Int) {
      if end > start { buffer.write(UnsafeBufferPointer(rebasing: source[start..<end])) }
    }
    for index in 0..<count {
      let byte = source[index]
      guard mayChangeInMarkdown(byte) else { continue }
      let replacement: StaticString?
      switch byte {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      // `@name` would notify a GitHub user: a zero-width space after @ keeps it text.
      case UInt8(ascii: "@"): replacement = word(index + 1) ? "@\u{200B}" : nil
      // `:name:` would be an emoji; `scheme://…` a link GitHub makes by itself.
      case UInt8(ascii: ":"):
        replacement =
          word(index + 1)
          ? "\\:" : index + 1 < count && source[index + 1] == UInt8(ascii: "/") ? ":\u{200B}" : nil
      // `www.…` would be a link too.
      case UInt8(ascii: "."):
        replacement = index >= 3 && isW(index - 3) && isW(index - 2) && isW(index - 1) ? "\u{200B}." : nil
      default:
        // The punctuation that means something inside a Markdown line.
        flush(&buffer, upTo: index)
        buffer.write(UInt8(ascii: "\\"))
        start = index
        continue
      }
      guard let replacement else { continue }
      flush(&buffer, upTo: index)
      buffer.write(replacement)
      start = index + 1
    }
    flush(&buffer, upTo: count)
  }
}
