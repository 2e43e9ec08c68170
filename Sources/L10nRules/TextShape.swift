import ByteCore

/// What the whitespace and length checks compare: a value's length in characters and the
/// whitespace at its two edges.
package struct TextShape: Sendable, Hashable {
  /// Characters (grapheme clusters).
  package let length: Int
  /// The whitespace the value starts with.
  let leading: Substring
  /// The whitespace the value ends with (empty when the value is only whitespace).
  let trailing: Substring
  /// A value of whitespace only (not empty).
  package let isBlank: Bool

  package init(_ text: String) {
    self = Self.ascii(text) ?? TextShape(characters: text)
  }

  /// The shape of a value checked against `limit` (a `lengthLimit`): its length is counted only
  /// when something limits it (0 otherwise). Counting the characters of a value in another
  /// script is most of what its shape costs, and only a short title's length is limited.
  package init(_ text: String, limit: Int) {
    self = Self.ascii(text) ?? TextShape(characters: text, counting: limit < .max)
  }

  /// The shape of an ASCII string read from its bytes, with no grapheme breaking: each byte is
  /// a character but CR LF, which is one, and the whitespace characters are TAB to CR and space
  /// (a CR LF is whitespace too). Nil for any other string.
  private static func ascii(_ text: String) -> TextShape? {
    guard PrintableText.isASCII(text) else { return nil }
    let utf8 = text.utf8
    var pairs = 0
    var previous: UInt8 = 0
    for byte in utf8 {
      if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { pairs += 1 }
      previous = byte
    }
    let start = utf8.firstIndex { !TextBytes.isASCIIWhitespace($0) } ?? utf8.endIndex
    let end = utf8.lastIndex { !TextBytes.isASCIIWhitespace($0) }.map(utf8.index(after:)) ?? utf8.endIndex
    let isBlank = start == utf8.endIndex
    return TextShape(
      length: utf8.count - pairs, leading: text[..<start], trailing: isBlank ? "" : text[end...],
      isBlank: !text.isEmpty && isBlank)
  }

  private init(length: Int, leading: Substring, trailing: Substring, isBlank: Bool) {
    self.length = length
    self.leading = leading
    self.trailing = trailing
    self.isBlank = isBlank
  }

  /// The shape of any string, character by character; its length 0 unless `counting`.
  init(characters text: String, counting: Bool = true) {
    length = counting ? text.count : 0
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

  /// How this value's edge whitespace differs from the development value's (`reference`) in a way
  /// a reader of the device sees, as `starts with a space where the development value starts with
  /// nothing`; nil when it does not. Leading whitespace indents the text and a trailing line break
  /// adds a line, so both count; trailing spaces and tabs are invisible after the last word of a
  /// leading-aligned label, so a difference in them alone is not reported.
  package func whitespaceDifference(from reference: TextShape) -> String? {
    var parts: [String] = []
    if leading != reference.leading {
      parts.append(
        "starts with \(Whitespace.describe(leading)) where the development value starts with \(Whitespace.describe(reference.leading))"
      )
    }
    if Whitespace.lineBreaks(in: trailing) != Whitespace.lineBreaks(in: reference.trailing) {
      parts.append(
        "ends with \(Whitespace.describe(trailing)) where the development value ends with \(Whitespace.describe(reference.trailing))"
      )
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", and ")
  }

  /// True when the edges hold whitespace worth comparing.
  var hasEdgeWhitespace: Bool { !leading.isEmpty || !trailing.isEmpty }

  /// The longest translation that is not too long: a short title no longer than the development
  /// value (it stands beside the row's title on one line, and truncates), anything else
  /// unlimited (titles and footers wrap in their rows, so a long translation loses nothing).
  package func lengthLimit(shortTitle: Bool) -> Int {
    shortTitle ? length : .max
  }

  /// What `ShapeBounds.clears` needs of this shape.
  package var bounds: ShapeBounds {
    ShapeBounds(
      hasEdgeWhitespace: hasEdgeWhitespace, isBlank: isBlank, lengthLimit: lengthLimit(shortTitle: false),
      shortTitleLimit: lengthLimit(shortTitle: true))
  }
}

/// The parts of a development value's `TextShape` that clear most translations without decoding
/// them; plain values, so reading them for every translation retains nothing.
package struct ShapeBounds: Sendable, Hashable {
  /// The development value has whitespace at an edge.
  let hasEdgeWhitespace: Bool
  /// The development value is whitespace only.
  package let isBlank: Bool
  /// `TextShape.lengthLimit(shortTitle: false)`.
  let lengthLimit: Int
  /// `TextShape.lengthLimit(shortTitle: true)`.
  let shortTitleLimit: Int

  /// True when a value whose bytes in the file are `range` of `text` (its plain UTF-8) cannot
  /// differ from the development value in edge whitespace nor be too long: most translations,
  /// in any script, are cleared by this without being decoded.
  package func clears(_ text: [UInt8], _ range: Range<Int>, shortTitle: Bool) -> Bool {
    guard !range.isEmpty else { return true }
    let first = text[range.lowerBound]
    let last = text[range.upperBound - 1]
    guard !hasEdgeWhitespace, !TextBytes.mayStartWhitespace(first), !TextBytes.mayEndWhitespace(last) else {
      return false
    }
    let limit = shortTitle ? shortTitleLimit : lengthLimit
    if range.count <= limit { return true }
    // A character has at least one scalar.
    return TextBytes.scalarCount(text, range) <= limit
  }
}

/// How a value's bytes in the file look, before decoding it.
package enum ValueLook: Equatable {
  /// No bytes.
  case empty
  /// Only whitespace bytes, or bytes that may be Unicode whitespace: decode to tell.
  case maybeBlank
  /// A printable ASCII byte: neither empty nor blank.
  case text

  /// The look of a value whose plain bytes in the file are `range` of `text` (`TextBytes.mayBeBlank`).
  package static func of(_ text: [UInt8], _ range: Range<Int>) -> ValueLook {
    if range.isEmpty { return .empty }
    return TextBytes.mayBeBlank(text, range) ? .maybeBlank : .text
  }
}

/// Whitespace named for people: `a space`, `2 spaces`, `a no-break space (U+00A0)`, `nothing`.
package enum Whitespace {
  /// The line breaks in `text` (a CR LF is one), which start a new line wherever text is shown.
  static func lineBreaks(in text: Substring) -> Int {
    text.count { $0.isNewline }
  }

  package static func describe(_ text: Substring) -> String {
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
    character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }.joined(
      separator: " ")
  }
}

extension String {
  /// The string with `0`s before it, up to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
