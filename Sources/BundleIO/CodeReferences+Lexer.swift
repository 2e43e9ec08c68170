import ByteCore

/// The tokens of a Swift or Objective-C source file that the search for table reads needs:
/// identifiers (as what they are to the call finder: no text is kept), string literals (as the
/// digest of their decoded text: a file holds hundreds, and only the few a call reads a table
/// with are decoded into strings, by `text(ofLiteralAt:)`), and the punctuation that shapes a call. Comments,
/// numbers, operators and character literals are skipped. A real lexer, not a pattern over
/// lines: a quote inside a comment, an escaped quote, a raw string `#"..."#`, a multi-line
/// string or an interpolation `\(...)` never starts or ends a literal where the compiler would not.
struct SourceLexer {
  /// What a token is.
  enum Kind: Equatable {
    /// A name (`localizedString`, `NSLocalizedStringFromTable`), as the call finder tells names
    /// apart: a file holds thousands of names and only a handful matter, so none becomes a string.
    case identifier(TableReadFinder.Name)
    /// A string literal: its decoded text's `ByteDigest`; nil when it interpolates (its text is
    /// not known before running).
    case string(Int?)
    /// One of `( ) [ ] { } , :` (the byte).
    case punctuation(UInt8)
  }

  /// One token and where it starts (a byte offset).
  struct Token {
    var kind: Kind
    var offset: Int
  }

  /// Which language's literal rules apply.
  enum Language {
    /// Raw strings `#"..."#`, multi-line `"""`, interpolation `\(...)`, nested block comments.
    case swift
    /// C strings and `@"..."`; `#` starts a preprocessor line, not a raw string.
    case objectiveC
  }

  private let bytes: [UInt8]
  private let language: Language
  private var index = 0

  /// The tokens of `bytes`, in order.
  static func tokens(of bytes: [UInt8], language: Language) -> [Token] {
    var lexer = SourceLexer(bytes: bytes, language: language)
    return lexer.run(untilClosingParenthesis: false)
  }

  /// The text of the string literal whose token starts at `offset` of `bytes`; nil when it
  /// interpolates or no literal starts there.
  static func text(ofLiteralAt offset: Int, in bytes: [UInt8], language: Language) -> String? {
    var lexer = SourceLexer(bytes: bytes, language: language)
    lexer.index = offset
    if language == .objectiveC, lexer.byte(at: offset) == UInt8(ascii: "@") { lexer.index += 1 }
    let hashes = language == .swift ? lexer.rawStringHashes() ?? 0 : 0
    lexer.index += hashes
    guard lexer.byte(at: lexer.index) == UInt8(ascii: "\"") else { return nil }
    switch lexer.literal(hashes: hashes) {
    case .plain(let range): return String(decoding: bytes[range], as: UTF8.self)
    case .decoded(let text): return String(decoding: text, as: UTF8.self)
    case .interpolated: return nil
    }
  }

  /// The digest of a literal's text, or nil when it interpolates.
  private func digest(_ literal: Literal) -> Int? {
    switch literal {
    case .plain(let range): ByteDigest.of(bytes[range])
    case .decoded(let text): ByteDigest.of(text)
    case .interpolated: nil
    }
  }

  private init(bytes: [UInt8], language: Language) {
    self.bytes = bytes
    self.language = language
  }

  private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
      || b >= 0x80
  }

  private static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  /// Lexes to the end, or (inside an interpolation) to the parenthesis that closes it, which is consumed.
  private mutating func run(untilClosingParenthesis: Bool) -> [Token] {
    var tokens: [Token] = []
    // About a token per 8 bytes of code: the array grows once or twice instead of a dozen times.
    if !untilClosingParenthesis { tokens.reserveCapacity(bytes.count / 8) }
    var depth = 0
    while index < bytes.count {
      let b = bytes[index]
      // Most bytes are spaces, line breaks or start a name: decided before the switch's cases.
      if b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") {
        index += 1
        continue
      }
      if Self.isIdentifierStart(b) {
        let start = index
        index += 1
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        tokens.append(Token(kind: .identifier(TableReadFinder.Name(bytes[start..<index])), offset: start))
        continue
      }
      switch b {
      case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
        skipLine()
      case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        let start = index
        tokens.append(Token(kind: .string(digest(literal(hashes: 0))), offset: start))
      case UInt8(ascii: "#") where language == .swift && rawStringHashes() != nil:
        let start = index
        let hashes = rawStringHashes() ?? 0
        index += hashes
        tokens.append(Token(kind: .string(digest(literal(hashes: hashes))), offset: start))
      case UInt8(ascii: "#") where language == .objectiveC && atLineStart():
        skipPreprocessorDirectiveName()
      case UInt8(ascii: "'") where language == .objectiveC:
        skipCharacterLiteral()
      case UInt8(ascii: "@") where language == .objectiveC && byte(at: index + 1) == UInt8(ascii: "\""):
        let start = index
        index += 1
        tokens.append(Token(kind: .string(digest(literal(hashes: 0))), offset: start))
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if b == UInt8(ascii: "(") { depth += 1 }
        tokens.append(Token(kind: .punctuation(b), offset: index))
        index += 1
      case UInt8(ascii: ")"):
        if untilClosingParenthesis && depth == 0 {
          index += 1
          return tokens
        }
        depth -= 1
        tokens.append(Token(kind: .punctuation(b), offset: index))
        index += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"):
        tokens.append(Token(kind: .punctuation(b), offset: index))
        index += 1
      case _ where b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"):
        // A number (with its suffixes and hex digits): never the start of a name.
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
          index += 1
        }
      default:
        index += 1
      }
    }
    return tokens
  }

  private func atLineStart() -> Bool {
    var i = index - 1
    while i >= 0, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i -= 1 }
    return i < 0 || bytes[i] == UInt8(ascii: "\n")
  }

  /// `#include <a"b>` and `#import`: the directive's name is skipped; its operands lex as code
  /// (a `#define K @"key"` keeps its literal).
  private mutating func skipPreprocessorDirectiveName() {
    index += 1
    while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
    // `#include <...>`: the angle-bracketed path may hold quotes; skip to the line's end.
    var i = index
    while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
    if i < bytes.count, bytes[i] == UInt8(ascii: "<") { skipLine() }
  }

  /// The number of `#` before a `"` at the current position (a Swift raw string), or nil.
  private func rawStringHashes() -> Int? {
    var i = index
    while i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1 }
    return i < bytes.count && bytes[i] == UInt8(ascii: "\"") ? i - index : nil
  }

  private mutating func skipLine() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
  }

  /// A block comment; Swift's nest.
  private mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
        index += 2
        depth -= 1
        if depth == 0 || language == .objectiveC { return }
      } else if language == .swift, bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
        index += 2
        depth += 1
      } else {
        index += 1
      }
    }
  }

  /// `'x'`, `'\''`: skipped so that a quote inside never starts a string.
  private mutating func skipCharacterLiteral() {
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    index += 1
  }

  /// A literal's text: the file's bytes in `range` when it has no escapes and is on one line
  /// (most are), else decoded.
  private enum Literal {
    case plain(Range<Int>)
    case decoded([UInt8])
    case interpolated
  }

  /// A string literal at `index` (its opening quote), with `hashes` already consumed: its text,
  /// unless it interpolates. Leaves `index` after the closing delimiter.
  private mutating func literal(hashes: Int) -> Literal {
    let multiLine =
      language == .swift && byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
    index += multiLine ? 3 : 1
    // The text is the file's bytes but for escapes: runs between escapes are copied whole, and
    // a literal without escapes (most of them) becomes a string straight from the file's bytes.
    var text: [UInt8] = []
    var escaped = false
    var run = index
    var end = index
    var interpolates = false
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") && closes(multiLine: multiLine, hashes: hashes) {
        end = index
        index += (multiLine ? 3 : 1) + hashes
        break
      }
      if b == UInt8(ascii: "\n") && !multiLine {
        // An unterminated literal ends at the line's end, as the compiler's recovery does.
        break
      }
      if b == UInt8(ascii: "\\") && escapes(hashes: hashes) {
        text.append(contentsOf: bytes[run..<index])
        escaped = true
        index += 1 + hashes
        if byte(at: index) == UInt8(ascii: "("), language == .swift {
          index += 1
          var inner = SourceLexer(bytes: bytes, language: language)
          inner.index = index
          _ = inner.run(untilClosingParenthesis: true)
          index = inner.index
          interpolates = true
        } else {
          escape(into: &text)
        }
        run = index
        end = index
        continue
      }
      index += 1
      end = index
    }
    guard !interpolates else { return .interpolated }
    if !escaped {
      if multiLine { return .decoded(Self.multiLineText(Array(bytes[run..<end]))) }
      return .plain(run..<end)
    }
    text.append(contentsOf: bytes[run..<end])
    if multiLine { return .decoded(Self.multiLineText(text)) }
    return .decoded(text)
  }

  /// True when the `"` at `index` closes the literal.
  private func closes(multiLine: Bool, hashes: Int) -> Bool {
    var i = index + 1
    if multiLine {
      guard byte(at: index + 1) == UInt8(ascii: "\""), byte(at: index + 2) == UInt8(ascii: "\"") else { return false }
      i = index + 3
    }
    for offset in 0..<hashes where byte(at: i + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// True when the `\` at `index` is an escape (in a raw string only `\#`, with as many `#`).
  private func escapes(hashes: Int) -> Bool {
    for offset in 0..<hashes where byte(at: index + 1 + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// Decodes the escape whose character is at `index` (after the backslash).
  private mutating func escape(into text: inout [UInt8]) {
    guard let c = byte(at: index) else { return }
    index += 1
    switch c {
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "0"): text.append(0)
    case UInt8(ascii: "u"):
      // Swift `\u{1F600}`; Objective-C `\u00E9`.
      var digits: [UInt8] = []
      if byte(at: index) == UInt8(ascii: "{") {
        index += 1
        while let d = byte(at: index), d != UInt8(ascii: "}"), digits.count < 8 {
          digits.append(d)
          index += 1
        }
        index += 1
      } else {
        while let d = byte(at: index), digits.count < 4, Self.isHexDigit(d) {
          digits.append(d)
          index += 1
        }
      }
      let scalar = UInt32(String(decoding: digits, as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init)
      text.append(contentsOf: Array(String(scalar ?? "\u{FFFD}").utf8))
    case UInt8(ascii: "\n"):
      // A line continuation (multi-line string or C): nothing.
      break
    default: text.append(c)
    }
  }

  private static func isHexDigit(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
      || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
  }

  /// A multi-line literal's text: the line after the opening delimiter to the line before the
  /// closing one, less the closing line's indentation.
  private static func multiLineText(_ raw: [UInt8]) -> [UInt8] {
    var lines = String(decoding: raw, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return raw }
    let indentation = lines.removeLast()
    lines.removeFirst()
    let text = lines.map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : $0 }.joined(separator: "\n")
    return Array(text.utf8)
  }
}
