import ByteCore
import Findings

/// The old-style grammar as CoreFoundation reads it, over UTF-8 text, with error recovery.
///
/// The parser records entries as ranges; strings are decoded only when read. Diagnostics are
/// collected with byte offsets and located by the document.
struct Parser {
  /// A diagnostic before it is located.
  struct Pending {
    var offset: Int
    var id: DiagnosticID
    var severity: Severity
    var message: String
    /// Where CoreFoundation's parser names the fault, when not at `offset`.
    var deviceOffset: Int? = nil
  }

  static let maxDepth = 512

  let c: ByteCursor
  var i = 0
  var entries = RawEntries()
  var diagnostics: [Pending] = []
  /// Lists the first diagnostics of each kind; `finishDiagnostics` sums up the rest.
  private var tally = DiagnosticTally()
  /// Nested (non-string) values decoded while parsing, by the offset of their token.
  var collections: [Int: StringsValue] = [:]
  /// Set once a device would stop reading; later entries are kept but marked.
  var tailStart: Int?
  var braced = false
  /// Every comment between top-level entries, in order.
  var comments: [Range<Int>] = []
  private var lastComment: Range<Int>?
  private var sawUnterminatedComment = false

  init(_ p: ByteView) {
    self.c = ByteCursor(p)
    // Room for a comment every 16 bytes: only the pages written are touched, and growing by
    // copies would touch fresh pages for every copy.
    comments.reserveCapacity(p.count / 16)
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  // MARK: Diagnostics

  /// A file that is one value, not a table: the array, data or string `kind` names.
  mutating func reportNotATable(at offset: Int, holding kind: String) {
    report(
      .notATable, at: offset,
      "the file holds \(kind), not a table of \"key\" = \"value\"; entries; the device ignores it")
  }

  mutating func report(
    _ id: DiagnosticID, _ severity: Severity = .error, at offset: Int, deviceAt deviceOffset: Int? = nil,
    _ message: String
  ) {
    // Nothing past the point where the device stops matters to the device: keep quiet there.
    if tailStart != nil, severity == .error { return }
    guard tally.admits(id, severity, at: offset) else { return }
    diagnostics.append(
      Pending(offset: offset, id: id, severity: severity, message: message, deviceOffset: deviceOffset))
  }

  /// Adds one diagnostic for each kind of which some were not listed (see `DiagnosticTally`).
  mutating func finishDiagnostics() {
    for summary in tally.summaries() {
      diagnostics.append(
        Pending(offset: summary.offset, id: summary.id, severity: summary.severity, message: summary.message))
    }
  }

  /// Describes the character at `offset` for a message: `'x'` or `U+00A0`.
  func describeCharacter(at offset: Int) -> String {
    guard offset < c.n else { return "the end of the file" }
    let length = min(ByteClass.sequenceLength(c.bytes[offset]), c.n - offset)
    let text = c.bytes.extracting(offset..<offset + length).string
    guard let scalar = text.unicodeScalars.first else { return "a byte" }
    if scalar.value >= 0x21, scalar.value < 0x7F { return "'\(text)'" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A key as written, shortened for messages.
  func quote(_ token: Token) -> String {
    let r = token.range
    let cut = min(r.upperBound, r.lowerBound + 60)
    let text = c.bytes.extracting(r.lowerBound..<cut).string
    return cut < r.upperBound ? text + "…" : text
  }

  // MARK: Trivia

  /// Skips whitespace and comments; with `record`, remembers the last comment for the next key.
  mutating func skipTrivia(record: Bool) {
    while true {
      i = c.whitespaceEnd(from: i)
      guard i < c.n, c.bytes[i] == ByteClass.slash, i &+ 1 < c.n else { return }
      let next = c.bytes[i &+ 1]
      if next == ByteClass.star {
        let start = i
        if let end = c.blockCommentEnd(from: i &+ 2) {
          i = end
        } else {
          i = c.n
          if !sawUnterminatedComment {
            sawUnterminatedComment = true
            report(
              .unterminatedComment, .warning, at: start,
              "unterminated '/*' comment: everything after it is ignored on device")
          }
        }
        if record {
          lastComment = start..<i
          comments.append(start..<i)
        }
      } else if next == ByteClass.slash {
        let start = i
        i = c.lineCommentEnd(from: i &+ 2)
        if record {
          lastComment = start..<i
          comments.append(start..<i)
        }
      } else {
        return
      }
    }
  }

  // MARK: Tokens

  /// Scans a quoted or unquoted string at `i` (which must start one); `nil` after a fatal error.
  ///
  /// With `asTableKey`, a quote left open is where a device silently stops reading (CoreFoundation
  /// reads keys after a `;` without reporting their errors), not an error.
  mutating func scanString(asTableKey: Bool = false) -> Token? {
    let start = i
    let b = c.bytes[i]
    guard ByteClass.isQuote(b) else {
      i = c.unquotedEnd(from: i)
      return Token(range: start..<i, kind: .unquoted)
    }
    switch c.scanQuoted(open: i, quote: b) {
    case .closed(let close, let escaped, let codeEscaped):
      i = close &+ 1
      // Only `\U` and octal escapes can decode to something unintended.
      if codeEscaped { EscapeChecker.check(c.bytes, start &+ 1..<close, into: &self) }
      return Token(range: start..<i, kind: .quoted(escaped: escaped))
    case .unterminated where asTableKey, .backslashAtEnd where asTableKey:
      if tailStart == nil {
        tailStart = start
        report(
          .ignoredTail, .warning, at: start,
          "this key's quote is never closed: the device stops reading the file here")
      }
      i = c.n
      return nil
    case .unterminated:
      report(
        .unterminatedString, at: start,
        "unterminated quoted string: no closing \(b == ByteClass.quote ? "'\"'" : "\"'\"") before the end of the file")
      i = c.n
      return nil
    case .backslashAtEnd(let offset):
      report(.unterminatedEscape, at: offset, "unterminated backslash sequence at the end of the file")
      i = c.n
      return nil
    }
  }

  // MARK: Top level

  /// Parses the whole text.
  mutating func parseFile() {
    skipTrivia(record: true)
    guard i < c.n else { return }
    let first = c.bytes[i]
    if first == 0x7B {  // {
      braced = true
      lastComment = nil  // a comment before `{` belongs to no entry
      i &+= 1
      parseTable(openedAt: i &- 1)
      skipTrivia(record: false)
      if i < c.n { report(.junkAfterPlist, at: i, "unexpected \(describeCharacter(at: i)) after the closing '}'") }
      return
    }
    if first == 0x28 || first == 0x3C {  // ( <
      let kind = first == 0x28 ? "an array" : "data"
      let start = i
      _ = parseValue(depth: 1)
      skipTrivia(record: false)
      if i < c.n {
        report(.junkAfterPlist, at: i, "unexpected \(describeCharacter(at: i)) after the property list")
      } else if !hasErrors {
        reportNotATable(at: start, holding: kind)
      }
      return
    }
    if ByteClass.canStartString(first) {
      let start = i
      guard scanString() != nil else { return }
      skipTrivia(record: false)
      if i >= c.n {
        reportNotATable(at: start, holding: "a single string")
        return
      }
      i = 0
      lastComment = nil
      comments.removeAll(keepingCapacity: true)
      parseTable(openedAt: nil)
      return
    }
    report(.unexpectedCharacter, at: i, "unexpected \(describeCharacter(at: i)): expected a quoted key")
    skipPastLine()
    parseTable(openedAt: nil)
  }

  /// Parses `key = value;` entries until the end, or until `}` when `openedAt` is set.
  mutating func parseTable(openedAt: Int?) {
    var previousEnd = i
    while true {
      skipTrivia(record: true)
      guard i < c.n else {
        if let open = openedAt {
          report(.unterminatedDictionary, at: c.n, "expected '}' to close the '{' on line \(line(of: open))")
        }
        return
      }
      let b = c.bytes[i]
      if openedAt != nil, b == 0x7D {  // }
        i &+= 1
        return
      }
      guard ByteClass.canStartString(b) else {
        if openedAt != nil {
          report(.unexpectedCharacter, at: i, "unexpected \(describeCharacter(at: i)): expected a key or '}'")
          skipPastLine()
        } else {
          if tailStart == nil {
            tailStart = i
            report(
              .ignoredTail, .warning, at: i,
              "\(describeCharacter(at: i)) cannot start a key: the device stops reading the file here")
          }
          i = min(c.n, i &+ ByteClass.sequenceLength(b))
        }
        lastComment = nil
        continue
      }
      let comment = attachableComment(previousEnd: previousEnd, keyStart: i)
      lastComment = nil
      guard let key = scanString(asTableKey: openedAt == nil) else { return }
      skipTrivia(record: false)
      guard i < c.n else {
        report(.missingSemicolon, at: key.range.upperBound, deviceAt: i, "missing ';' after key \(quote(key))")
        return
      }
      var value: Token?
      if c.bytes[i] == ByteClass.equals {
        i &+= 1
        guard let v = parseValue(depth: 1) else {
          recoverToNextEntry()
          previousEnd = i
          continue
        }
        value = v
        skipTrivia(record: false)
      } else if c.bytes[i] != ByteClass.semicolon {
        report(
          .expectedEquals, at: i,
          "expected '=' or ';' after key \(quote(key)), found \(describeCharacter(at: i))")
        recoverToNextEntry()
        previousEnd = i
        continue
      }
      let hasSemicolon = i < c.n && c.bytes[i] == ByteClass.semicolon
      if hasSemicolon {
        i &+= 1
      } else {
        let at = value?.range.upperBound ?? key.range.upperBound
        let deviceAt = i
        let found = i < c.n ? ", found \(describeCharacter(at: i))" : ""
        var hint = ""
        if let v = value, v.kind != .collection, lineBreaks(in: v.range, atMost: 0) > 0 {
          hint =
            " (its value, opened on line \(line(of: v.range.lowerBound)), runs across a line break: is a closing quote missing?)"
          recoverToNextEntry()
        }
        // The caret goes where the ';' belongs; CoreFoundation names the line where it looked for
        // one, past the trivia after the value (often the next line).
        report(
          .missingSemicolon, at: at, deviceAt: deviceAt,
          "missing ';' after the entry for key \(quote(key))\(found)\(hint)")
      }
      let end = hasSemicolon ? i : (value?.range.upperBound ?? key.range.upperBound)
      entries.append(
        RawEntry(
          key: key, value: value, end: end, comment: comment.flatMap { comments.lastIndex(of: $0) },
          ignoredOnDevice: tailStart != nil, hasSemicolon: hasSemicolon))
      if let v = value, v.kind == .collection, tailStart == nil {
        report(.nonStringValue, .warning, at: v.range.lowerBound, "the value of \(quote(key)) is not a string")
      }
      previousEnd = end
    }
  }

  /// The last comment before a key, unless a blank line separates them or it trails the previous entry.
  /// Always inlined, as `lineBreaks` is: both are asked at every entry.
  @inline(__always)
  func attachableComment(previousEnd: Int, keyStart: Int) -> Range<Int>? {
    guard let comment = lastComment, comment.lowerBound >= previousEnd else { return nil }
    if !entries.isEmpty || braced, lineBreaks(in: previousEnd..<comment.lowerBound, atMost: 1) == 0 {
      return nil
    }
    return lineBreaks(in: comment.upperBound..<keyStart, atMost: 2) <= 1 ? comment : nil
  }

  /// Counts line breaks (CRLF as one) in a range, stopping early past `limit`.
  @inline(__always)
  func lineBreaks(in range: Range<Int>, atMost limit: Int) -> Int { c.lineBreaks(in: range, atMost: limit) }

  /// The 1-based line of an offset (counted on demand: only messages need it).
  func line(of offset: Int) -> Int {
    lineBreaks(in: 0..<offset, atMost: Int.max) + 1
  }

  /// After a broken entry: continues past the next `;` or line break.
  mutating func recoverToNextEntry() {
    while i < c.n {
      let b = c.bytes[i]
      i &+= 1
      if b == ByteClass.semicolon || b == ByteClass.lf || b == ByteClass.cr { return }
    }
  }

  /// Moves to the start of the next line.
  mutating func skipPastLine() {
    while i < c.n, c.bytes[i] != ByteClass.lf, c.bytes[i] != ByteClass.cr { i &+= 1 }
  }
}
