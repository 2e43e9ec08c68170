import StringsFormat

/// A shell-style pattern (`*`, `?`, `[a-z]`, `[!0-9]`, `\*` for a literal star) matched against
/// a whole string by Unicode scalars, so that keys compare exactly as everywhere else in the tool.
///
/// In key, id, language and table patterns `*` crosses everything; in bundle paths the pattern is
/// matched one path component at a time, and `**` stands for any number of folders.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let tokens: [Token]

  private enum Token: Sendable, Hashable {
    case scalar(Unicode.Scalar)
    case any
    case anyRun
    case set(negated: Bool, ranges: [ClosedRange<Unicode.Scalar>])
  }

  /// Compiles `pattern`; throws for an unclosed `[` or a trailing `\`.
  public init(_ pattern: String) throws(GlobError) {
    self.pattern = pattern
    var tokens: [Token] = []
    let scalars = Array(pattern.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      switch c {
      case "*":
        if tokens.last != .anyRun { tokens.append(.anyRun) }
      case "?":
        tokens.append(.any)
      case "\\":
        i += 1
        guard i < scalars.count else { throw .trailingEscape(pattern) }
        tokens.append(.scalar(scalars[i]))
      case "[":
        let (token, end) = try Self.set(scalars, from: i, pattern: pattern)
        tokens.append(token)
        i = end
      default:
        tokens.append(.scalar(c))
      }
      i += 1
    }
    self.tokens = tokens
  }

  /// True when the pattern has no wildcard: it names one string.
  public var isLiteral: Bool {
    tokens.allSatisfy { if case .scalar = $0 { true } else { false } }
  }

  /// The string a literal pattern names (escapes removed).
  public var literal: String {
    var text = ""
    for case .scalar(let s) in tokens { text.unicodeScalars.append(s) }
    return text
  }

  /// True when the whole of `text` matches.
  public func matches(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    // Iterative matching with one backtrack point for the last star: linear for patterns
    // without stars, and never exponential.
    var t = 0
    var p = 0
    var star: (pattern: Int, text: Int)?
    while t < scalars.count {
      if p < tokens.count {
        switch tokens[p] {
        case .anyRun:
          star = (p, t)
          p += 1
          continue
        case .any:
          p += 1
          t += 1
          continue
        case .scalar(let s) where s == scalars[t]:
          p += 1
          t += 1
          continue
        case .set(let negated, let ranges) where ranges.contains(where: { $0.contains(scalars[t]) }) != negated:
          p += 1
          t += 1
          continue
        default:
          break
        }
      }
      guard let last = star else { return false }
      p = last.pattern + 1
      t = last.text + 1
      star = (last.pattern, last.text + 1)
    }
    while p < tokens.count, tokens[p] == .anyRun { p += 1 }
    return p == tokens.count
  }

  public var description: String { pattern }

  /// Parses `[...]` starting at `start`; returns the token and the index of the closing `]`.
  private static func set(_ s: [Unicode.Scalar], from start: Int, pattern: String) throws(GlobError) -> (Token, Int) {
    var i = start + 1
    var negated = false
    if i < s.count, s[i] == "!" || s[i] == "^" {
      negated = true
      i += 1
    }
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    var first = true
    while i < s.count, s[i] != "]" || first {
      first = false
      var low = s[i]
      if low == "\\", i + 1 < s.count {
        i += 1
        low = s[i]
      }
      if i + 2 < s.count, s[i + 1] == "-", s[i + 2] != "]" {
        let high = s[i + 2]
        guard low <= high else { throw .badRange(pattern) }
        ranges.append(low...high)
        i += 3
      } else {
        ranges.append(low...low)
        i += 1
      }
    }
    guard i < s.count else { throw .unclosedSet(pattern) }
    return (.set(negated: negated, ranges: ranges), i)
  }
}

/// A pattern that cannot be compiled.
public enum GlobError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `[` without its `]`.
  case unclosedSet(String)
  /// `\` at the end of the pattern.
  case trailingEscape(String)
  /// `[z-a]`.
  case badRange(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .unclosedSet(let p): "pattern \"\(p)\" has a '[' without its ']'"
    case .trailingEscape(let p): "pattern \"\(p)\" ends with a lone '\\'"
    case .badRange(let p): "pattern \"\(p)\" has a range whose start is after its end"
    }
  }
}

extension [Glob] {
  /// True when some pattern matches `key`: the test of `doNotTranslate`, wherever a command applies it.
  public func matchesAny(_ key: String) -> Bool { !isEmpty && contains { $0.matches(key) } }
}
