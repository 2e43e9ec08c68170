import StringsFormat

/// Text from a bundle (keys, values, paths) made safe for GitHub-flavoured Markdown and the
/// HTML it allows: nothing in it can open a tag, a link, emphasis, a table cell or a mention.
enum MarkdownText {
  /// `text` on one line, with control characters escaped, HTML's specials as entities and
  /// the punctuation that means something inside a Markdown line backslash-escaped (the text
  /// never starts a line, so list and heading markers need nothing).
  static func escape(_ text: String) -> String {
    let scalars = Array(ReportText.escapingControls(XcodeReporter.oneLine(text)).unicodeScalars)
    var out = String.UnicodeScalarView()
    func word(_ index: Int) -> Bool {
      index < scalars.count && scalars[index].isASCII
        && (scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "+-_".unicodeScalars.contains(scalars[index]))
    }
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      // `@name` would notify a GitHub user: a zero-width space after @ keeps it text.
      case "@" where word(index + 1):
        out.append(scalar)
        out.append("\u{200B}")
      // `:name:` would be an emoji.
      case ":" where word(index + 1):
        out.append("\\")
        out.append(scalar)
      case "\\", "`", "*", "_", "[", "]", "|", "~", "!", "$":
        out.append("\\")
        out.append(scalar)
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  /// `text` for an HTML line (where Markdown's backslash escapes are not read): control
  /// characters escaped, `&`, `<` and `>` as entities.
  static func html(_ text: String) -> String {
    var out = ""
    for character in ReportText.escapingControls(XcodeReporter.oneLine(text)) {
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
    var bytes: [UInt8] = []
    ReportPaths.percentEncode(path) { bytes.append($0) }
    var target = String(decoding: bytes, as: UTF8.self)
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
}
