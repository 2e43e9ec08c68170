import ByteCore
import StringsFormat

/// Text from a bundle (keys, values, paths) made safe for GitHub-flavoured Markdown and the
/// HTML it allows: nothing in it can open a tag, a link, emphasis, a table cell or a mention.
enum MarkdownText {
  /// `text` on one line, with control characters escaped, HTML's specials as entities and
  /// the punctuation that means something inside a Markdown line backslash-escaped (the text
  /// never starts a line, so list and heading markers need nothing).
  static func escape(_ text: String) -> String {
    let shown = PrintableText.escapingControls(text)
    // Most text holds none of the bytes escaped below: it is returned as it is.
    guard mayChange(shown.utf8) else { return shown }
    var out = OutputBytes(capacity: text.utf8.count + 16)
    // Everything escaped here is ASCII, and no byte of a longer UTF-8 sequence is: one pass over the bytes.
    do {
      let bytes = Array(shown.utf8)
      // An ASCII letter, digit, `+`, `-` or `_` next.
      func word(_ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"),
          UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          return true
        default: return false
        }
      }
      let isW = { (byte: UInt8) in byte == UInt8(ascii: "w") || byte == UInt8(ascii: "W") }
      for (index, byte) in bytes.enumerated() {
        switch byte {
        case UInt8(ascii: "&"): out.raw("&amp;")
        case UInt8(ascii: "<"): out.raw("&lt;")
        case UInt8(ascii: ">"): out.raw("&gt;")
        // `@name` would notify a GitHub user: a zero-width space after @ keeps it text.
        case UInt8(ascii: "@") where word(index + 1): out.raw("@\u{200B}")
        // `:name:` would be an emoji.
        case UInt8(ascii: ":") where word(index + 1): out.raw("\\:")
        // `scheme://…` and `www.…` would be links GitHub makes by itself: a zero-width space keeps them text.
        case UInt8(ascii: ":") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
          out.raw(":\u{200B}")
        case UInt8(ascii: ".")
        where index >= 3 && bytes[(index - 3)..<index].allSatisfy(isW):
          out.raw("\u{200B}.")
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
          UInt8(ascii: "]"),
          UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"):
          out.byte(UInt8(ascii: "\\"))
          out.byte(byte)
        default: out.byte(byte)
        }
      }
    }
    return out.text
  }

  /// True when the bytes hold one that `escape` may change (`@` and `:` only before a word, `.` only after `www`).
  private static func mayChange(_ bytes: String.UTF8View) -> Bool {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: ":"),
        UInt8(ascii: "\\"),
        UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "|"),
        UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "."):
        return true
      default: continue
      }
    }
    return false
  }

  /// `text` for an HTML line (where Markdown's backslash escapes are not read): control
  /// characters escaped, `&`, `<` and `>` as entities.
  static func html(_ text: String) -> String {
    var out = ""
    for character in PrintableText.escapingControls(XcodeReporter.oneLine(text)) {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }

  /// A link target: `base` (when given, with one `/` before the path) and the percent-encoded
  /// path, with a GitHub line anchor.
  static func link(_ path: String, line: Int?, base: String?) -> String {
    var encoded = OutputBytes(capacity: path.utf8.count + 16)
    PrintedPaths.appendPercentEncoded(path, to: &encoded)
    var target = encoded.text
    if let base, !base.isEmpty {
      var prefix = base
      while prefix.hasSuffix("/") { prefix.removeLast() }
      // The base is the user's; only characters that would end the link are encoded.
      prefix = prefix.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: ")", with: "%29")
        .replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: "<", with: "%3C")
        .replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: "\"", with: "%22")
      target = prefix + "/" + target
    }
    if let line { target += "#L\(line)" }
    return target
  }

  /// A coverage bar of `width` cells in block characters, to the eighth of a cell (rounded down,
  /// so that a bar is full only at 100%).
  static func bar(_ fraction: Double, width: Int = 10) -> String {
    let eighths = Int((max(0, min(1, fraction)) * Double(width * 8)).rounded(.down))
    let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    var bar = String(repeating: "█", count: eighths / 8)
    var cells = eighths / 8
    if eighths % 8 > 0 {
      bar += partials[eighths % 8]
      cells += 1
    }
    return bar + String(repeating: "░", count: width - cells)
  }

  /// The length of `text` in characters, as `count` gives it; at once for ASCII text without a
  /// carriage return (where each byte is one character).
  static func characterCount(_ text: String) -> Int {
    let simple = text.utf8.allSatisfy { UTF8.isASCII($0) && $0 != UInt8(ascii: "\r") }
    return simple ? text.utf8.count : text.count
  }
}
