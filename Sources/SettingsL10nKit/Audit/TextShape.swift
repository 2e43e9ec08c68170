/// What the whitespace and length checks compare: a value's length in characters and the
/// whitespace at its two edges.
struct TextShape: Sendable, Hashable {
  /// Characters (grapheme clusters).
  let length: Int
  /// The whitespace the value starts with.
  let leading: Substring
  /// The whitespace the value ends with (empty when the value is only whitespace).
  let trailing: Substring
  /// A value of whitespace only (not empty).
  let isBlank: Bool

  init(_ text: String) {
    length = text.count
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    leading = text[..<start]
    isBlank = !text.isEmpty && start == text.endIndex
    if isBlank {
      trailing = ""
    } else {
      let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? text.endIndex
      trailing = text[end...]
    }
  }

  /// How this value's edge whitespace differs from the development value's (`reference`), as
  /// `starts with a space where the development value starts with nothing`; nil when it does not.
  func whitespaceDifference(from reference: TextShape) -> String? {
    var parts: [String] = []
    if leading != reference.leading {
      parts.append(
        "starts with \(Whitespace.describe(leading)) where the development value starts with \(Whitespace.describe(reference.leading))")
    }
    if trailing != reference.trailing {
      parts.append(
        "ends with \(Whitespace.describe(trailing)) where the development value ends with \(Whitespace.describe(reference.trailing))")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", and ")
  }

  /// True when the edges hold whitespace worth comparing.
  var hasEdgeWhitespace: Bool { !leading.isEmpty || !trailing.isEmpty }

  /// True when a value of `utf8Count` bytes whose first and last bytes are `first` and `last`
  /// cannot differ from this one in edge whitespace nor be too long: most translations are
  /// cleared by this, without being decoded.
  func clears(utf8Count: Int, first: UInt8, last: UInt8, shortTitle: Bool) -> Bool {
    guard !hasEdgeWhitespace, Self.isPrintableASCII(first), Self.isPrintableASCII(last) else { return false }
    // A character takes at least one byte, so a value this short has no more characters.
    return utf8Count <= lengthLimit(shortTitle: shortTitle)
  }

  /// The longest translation that is not too long.
  func lengthLimit(shortTitle: Bool) -> Int {
    shortTitle ? length : max(2 * length, length + 10)
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}

/// How a value's bytes in the file look, before decoding it.
enum ValueLook: Equatable {
  /// No bytes.
  case empty
  /// Only whitespace bytes, or bytes that may be Unicode whitespace: decode to tell.
  case maybeBlank
  /// A printable ASCII byte: neither empty nor blank.
  case text

  /// Scans until the first printable ASCII byte.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> ValueLook {
    if bytes.isEmpty { return .empty }
    var j = 0
    while j < bytes.count {
      let byte = bytes[j]
      if byte > 0x20 && byte < 0x7F { return .text }
      j &+= 1
    }
    return .maybeBlank
  }
}

/// Whitespace named for people: `a space`, `2 spaces`, `a no-break space (U+00A0)`, `nothing`.
enum Whitespace {
  static func describe(_ text: Substring) -> String {
    guard let first = text.first else { return "nothing" }
    if text.allSatisfy({ $0 == first }) {
      let (one, many) = name(first)
      return text.count == 1 ? one : "\(text.count) \(many)"
    }
    return text.map { name($0).one }.joined(separator: " + ")
  }

  private static func name(_ character: Character) -> (one: String, many: String) {
    return switch character {
    case " ": ("a space", "spaces")
    case "\t": ("a tab", "tabs")
    case "\n", "\r\n", "\r": ("a line break", "line breaks")
    case "\u{A0}": ("a no-break space (U+00A0)", "no-break spaces (U+00A0)")
    case "\u{202F}": ("a narrow no-break space (U+202F)", "narrow no-break spaces (U+202F)")
    case "\u{3000}": ("an ideographic space (U+3000)", "ideographic spaces (U+3000)")
    default: ("a " + code(character), code(character))
    }
  }

  private static func code(_ character: Character) -> String {
    character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }.joined(separator: " ")
  }
}

extension String {
  /// The string with `0`s before it, up to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
