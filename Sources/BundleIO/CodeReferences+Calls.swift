import ByteCore

/// Finds the reads of a strings table in one source file's tokens: calls of the localization APIs
/// that name a table with a literal, and every literal (for the conservative rule).
///
/// Recognized, by their argument labels rather than by a list of receivers (a call through any
/// bundle variable counts):
/// - `localizedString(forKey: "k", value: …, table: "T")` and `[b localizedStringForKey:@"k" value:… table:@"T"]`
/// - `NSLocalizedString("k", tableName: "T", …)`, `Text("k", tableName: "T")` and SwiftUI's other views
/// - `String(localized: "k", table: "T")`, `LocalizedStringResource("k", table: "T")`, `AttributedString(localized:table:)`
/// - `NSLocalizedStringFromTable(@"k", @"T", …)`, `NSLocalizedStringFromTableInBundle`,
///   `NSLocalizedStringWithDefaultValue(@"k", @"T", …)`, `CFCopyLocalizedStringFromTable(InBundle)`
/// A call whose key is not a literal (`forKey: title`) reads the table with keys only known when
/// the app runs: recorded as such, the literals of the sources then keep keys in use.
enum TableReadFinder {
  /// A read found in a file: the table, the key (nil when computed) and the key's (or call's) offset.
  struct Read {
    var table: String
    var key: String?
    var offset: Int
  }

  /// What a name is to the finder: the handful of names that matter, told apart by their bytes.
  enum Name: Equatable, Sendable {
    /// A function whose second argument names the table (`NSLocalizedStringFromTable`).
    case tableSecond
    /// A label that names the table (`table`, `tableName`).
    case tableLabel
    /// A label that gives the key (`forKey`, `localized`).
    case keyLabel
    /// Any other name.
    case other

    /// What the name spelled by `bytes` is. A file holds thousands of names and a dozen matter:
    /// the length and first byte rule out nearly every other name before a byte is compared.
    init(_ bytes: ArraySlice<UInt8>) {
      guard let first = bytes.first else {
        self = .other
        return
      }
      switch (bytes.count, first) {
      case (3, UInt8(ascii: "k")), (5, UInt8(ascii: "t")), (6, UInt8(ascii: "f")), (9, UInt8(ascii: "t")),
        (9, UInt8(ascii: "l")), (21, UInt8(ascii: "l")), (26, UInt8(ascii: "N")), (33, UInt8(ascii: "N")),
        (34, UInt8(ascii: "N")), (30, UInt8(ascii: "C")), (37, UInt8(ascii: "C")), (38, UInt8(ascii: "C")):
        self = Self.known.first { $0.bytes.count == bytes.count && bytes.elementsEqual($0.bytes) }?.name ?? .other
      default:
        self = .other
      }
    }

    /// The names that matter, with what each is (their lengths and first bytes are the cases above).
    private static let known: [(bytes: [UInt8], name: Name)] =
      [
        "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSLocalizedStringWithDefaultValue",
        "CFCopyLocalizedStringFromTable", "CFCopyLocalizedStringFromTableInBundle",
        "CFCopyLocalizedStringWithDefaultValue",
      ].map { (bytes: Array($0.utf8), name: Name.tableSecond) }
      + ["table", "tableName"].map { (bytes: Array($0.utf8), name: Name.tableLabel) }
      + ["forKey", "localizedStringForKey", "localized", "key"].map { (bytes: Array($0.utf8), name: Name.keyLabel) }
  }

  /// One argument of a call: its label and its tokens (nested groups count as one token each).
  private struct Argument {
    var label: Name?
    var first: SourceLexer.Token?
    var count = 0

    /// Where the literal starts when the argument is one string literal that does not interpolate.
    var literalOffset: Int? {
      guard count == 1, let first, case .string(.some) = first.kind else { return nil }
      return first.offset
    }
  }

  /// An open group: `(` (a call when a name precedes it), `[` (an Objective-C message or a
  /// collection) or `{`. Of its arguments it keeps only those a read is made of (the first, the
  /// second, the first with a table's label and the first with a key's), so that the thousands
  /// of groups of a file allocate nothing.
  private struct Group {
    var opener: UInt8
    var callee: Name?
    var offset: Int
    /// The argument being read, and how many came before it.
    var current = Argument()
    var index = 0
    var first: Argument?
    var second: Argument?
    var table: Argument?
    var key: Argument?

    init(opener: UInt8, callee: Name?, offset: Int) {
      (self.opener, self.callee, self.offset) = (opener, callee, offset)
    }

    /// The current argument is complete: kept if a read may need it.
    mutating func finishArgument() {
      if index == 0 { first = current } else if index == 1 { second = current }
      if table == nil, current.label == .tableLabel { table = current }
      if key == nil, current.label == .keyLabel { key = current }
    }

    /// The next argument starts, with `label`.
    mutating func startArgument(label: Name? = nil) {
      finishArgument()
      current = Argument(label: label)
      index += 1
    }
  }

  /// The reads in `tokens` (of the source `bytes` in `language`), in order of their calls' ends.
  static func reads(in tokens: [SourceLexer.Token], of bytes: [UInt8], language: SourceLexer.Language) -> [Read] {
    let text = { (offset: Int) in SourceLexer.text(ofLiteralAt: offset, in: bytes, language: language) }
    var reads: [Read] = []
    var stack: [Group] = []
    var previous: SourceLexer.Kind?
    var i = 0
    while i < tokens.count {
      let token = tokens[i]
      defer {
        previous = token.kind
        i += 1
      }
      switch token.kind {
      case .punctuation(let p) where p == UInt8(ascii: "(") || p == UInt8(ascii: "[") || p == UInt8(ascii: "{"):
        countToken(token, in: &stack)
        var callee: Name?
        if p == UInt8(ascii: "("), case .identifier(let name)? = previous { callee = name }
        stack.append(Group(opener: p, callee: callee, offset: token.offset))
      case .punctuation(let p) where p == UInt8(ascii: ")") || p == UInt8(ascii: "]") || p == UInt8(ascii: "}"):
        guard var group = stack.popLast() else { continue }
        group.finishArgument()
        if let read = read(of: group, text: text) { reads.append(read) }
      case .punctuation(let p) where p == UInt8(ascii: ","):
        if stack.last?.opener == UInt8(ascii: "(") { stack[stack.count - 1].startArgument() }
      case .identifier(let name)
      where i + 1 < tokens.count && tokens[i + 1].kind == .punctuation(UInt8(ascii: ":")) && !stack.isEmpty:
        // `label:` opens an argument: in a call at an argument's start, in a message anywhere.
        let top = stack.count - 1
        if stack[top].opener == UInt8(ascii: "["), stack[top].current.count > 0 {
          stack[top].startArgument(label: name)
          i += 1
        } else if stack[top].current.count == 0, stack[top].current.label == nil {
          stack[top].current.label = name
          i += 1
        } else {
          countToken(token, in: &stack)
        }
      default:
        countToken(token, in: &stack)
      }
    }
    return reads
  }

  /// Counts a token in the innermost group's current argument.
  private static func countToken(_ token: SourceLexer.Token, in stack: inout [Group]) {
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    if stack[top].current.count == 0 { stack[top].current.first = token }
    stack[top].current.count += 1
  }

  /// The read a closed group (its last argument finished) makes, if it is a call naming a table with a literal.
  /// Literals are decoded by `text` (from their offsets), only for such a call.
  private static func read(of group: Group, text: (Int) -> String?) -> Read? {
    let tableArgument = group.callee == .tableSecond ? group.second : group.table
    guard group.opener != UInt8(ascii: "{"), let at = tableArgument?.literalOffset, let table = text(at) else {
      return nil
    }
    let keyArgument =
      group.key ?? (group.opener == UInt8(ascii: "(") && group.first?.label == nil ? group.first : nil)
    if let offset = keyArgument?.literalOffset, let key = text(offset) {
      return Read(table: table, key: key, offset: offset)
    }
    return Read(table: table, key: nil, offset: keyArgument?.first?.offset ?? group.offset)
  }

  /// The digest of every literal's text in `tokens` (empty ones and those that interpolate
  /// excepted), each once: a file spells the same few keys and names many times.
  static func literals(in tokens: [SourceLexer.Token]) -> [Int] {
    var digests = tokens.compactMap { token -> Int? in
      guard case .string(let digest?) = token.kind, digest != emptyDigest else { return nil }
      return digest
    }
    digests.sort()
    var kept = 0
    for index in digests.indices where kept == 0 || digests[kept - 1] != digests[index] {
      digests[kept] = digests[index]
      kept += 1
    }
    digests.removeLast(digests.count - kept)
    return digests
  }

  /// The digest of the empty text.
  private static let emptyDigest = ByteDigest.of([])
}
