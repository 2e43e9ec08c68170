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
    self = Self.ascii(text) ?? TextShape(characters: text)
  }

  /// The shape of an ASCII string read from its bytes, with no grapheme breaking: each byte is
  /// a character but CR LF, which is one, and the whitespace characters are TAB to CR and space
  /// (a CR LF is whitespace too). Nil for any other string.
  private static func ascii(_ text: String) -> TextShape? {
    let shape = text.utf8.withContiguousStorageIfAvailable { bytes -> TextShape? in
      var pairs = 0
      var j = 0
      while j < bytes.count {
        let byte = bytes[j]
        if byte >= 0x80 { return nil }
        if byte == 0x0A, j > 0, bytes[j - 1] == 0x0D { pairs &+= 1 }
        j &+= 1
      }
      func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
      var start = 0
      while start < bytes.count, isSpace(bytes[start]) { start &+= 1 }
      var end = bytes.count
      while end > start, isSpace(bytes[end - 1]) { end &-= 1 }
      let utf8 = text.utf8
      return TextShape(
        length: bytes.count - pairs, leading: text[..<utf8.index(utf8.startIndex, offsetBy: start)],
        trailing: start == bytes.count ? "" : text[utf8.index(utf8.startIndex, offsetBy: end)...],
        isBlank: !bytes.isEmpty && start == bytes.count)
    }
    return shape ?? nil
  }

  private init(length: Int, leading: Substring, trailing: Substring, isBlank: Bool) {
    self.length = length
    self.leading = leading
    self.trailing = trailing
    self.isBlank = isBlank
  }

  /// The shape of any string, character by character.
  init(characters text: String) {
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

  /// The longest translation that is not too long: a short title no longer than the development
  /// value (it stands beside the row's title on one line, and truncates), anything else
  /// unlimited (titles and footers wrap in their rows, so a long translation loses nothing).
  func lengthLimit(shortTitle: Bool) -> Int {
    shortTitle ? length : .max
  }

  /// What `ShapeBounds.clears` needs of this shape.
  var bounds: ShapeBounds {
    ShapeBounds(
      hasEdgeWhitespace: hasEdgeWhitespace, isBlank: isBlank, lengthLimit: lengthLimit(shortTitle: false),
      shortTitleLimit: lengthLimit(shortTitle: true))
  }
}

/// The parts of a development value's `TextShape` that clear most translations without decoding
/// them; plain values, so reading them for every translation retains nothing.
struct ShapeBounds: Sendable, Hashable {
  /// The development value has whitespace at an edge.
  let hasEdgeWhitespace: Bool
  /// The development value is whitespace only.
  let isBlank: Bool
  /// `TextShape.lengthLimit(shortTitle: false)`.
  let lengthLimit: Int
  /// `TextShape.lengthLimit(shortTitle: true)`.
  let shortTitleLimit: Int

  /// True when a value whose bytes in the file are `bytes` (its plain UTF-8) cannot differ from
  /// the development value in edge whitespace nor be too long: most translations, in any script,
  /// are cleared by this without being decoded.
  func clears(_ bytes: UnsafeBufferPointer<UInt8>, shortTitle: Bool) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return true }
    guard !hasEdgeWhitespace, !Self.mayStartWhitespace(first), !Self.mayEndWhitespace(last) else { return false }
    let limit = shortTitle ? shortTitleLimit : lengthLimit
    if bytes.count <= limit { return true }
    // A character has at least one scalar, and a scalar one lead byte.
    var scalars = 0
    var j = 0
    while j < bytes.count {
      if bytes[j] & 0xC0 != 0x80 { scalars &+= 1 }
      j &+= 1
    }
    return scalars <= limit
  }

  /// A first byte that may begin a whitespace character: ASCII whitespace, or the lead byte of
  /// U+0085, U+00A0 (C2), U+1680 (E1), U+2000–U+205F (E2), U+3000 (E3).
  static func mayStartWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3
  }

  /// A last byte that may end a whitespace character: ASCII whitespace, or the last byte of
  /// U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F or U+3000.
  private static func mayEndWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte) || (0x80...0x8A).contains(byte) || byte == 0x9F || byte == 0xA0
      || byte == 0xA8 || byte == 0xA9 || byte == 0xAF
  }
}

/// How a value's bytes in the file look, before decoding it.
enum ValueLook: Equatable {
  /// No bytes.
  case empty
  /// Only whitespace bytes, or bytes that may be Unicode whitespace: decode to tell.
  case maybeBlank
  /// A printable ASCII byte: neither empty nor blank.
  case text

  /// Looks at the first byte, then scans until the first printable ASCII byte: a value whose
  /// first scalar is not whitespace (its lead byte says so) or that holds a printable ASCII
  /// character (never part of a whitespace character) is neither empty nor blank.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> ValueLook {
    guard let first = bytes.first else { return .empty }
    if first >= 0xC3, !ShapeBounds.mayStartWhitespace(first) { return .text }
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
