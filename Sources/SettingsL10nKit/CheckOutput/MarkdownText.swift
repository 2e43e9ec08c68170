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
    // Most text holds none of the bytes escaped: it is returned as it is.
    guard MarkupBytes.mayChangeInMarkdown(shown) else { return shown }
    var out = OutputBytes(capacity: text.utf8.count + 16)
    MarkupBytes.appendMarkdownEscaped(shown, to: &out)
    return out.text
  }

  /// Appends `escape(text)`, without making a string of it.
  static func append(_ text: String, to out: inout OutputBytes) {
    MarkupBytes.appendMarkdownEscaped(PrintableText.escapingControls(text), to: &out)
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

  /// Appends `link(path, line: line, base: base)`; without a base, with no string made for it.
  static func appendLink(_ path: String, line: Int?, base: String?, to out: inout OutputBytes) {
    if let base, !base.isEmpty { return out.plain(link(path, line: line, base: base)) }
    PrintedPaths.appendPercentEncoded(path, to: &out)
    if let line {
      out.raw("#L")
      out.number(line)
    }
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
