import ByteCore
import StringsFormat

/// A JSON value read by `JSONReader`, with the byte offset where it starts, so that whoever
/// interprets the value can say where a wrong one is.
package struct JSONNode: Sendable {
  /// What the value is. Not `indirect`: an object's or array's elements are already held by
  /// its array, and boxing every value (each string, each number) would cost an allocation
  /// apiece, several times a large String Catalog's size.
  enum Kind: Sendable {
    /// An object's members in file order (keys are unique: the reader refuses duplicates).
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    /// A number's text, as written (checked against the JSON grammar, never converted).
    case number(String)
    case bool(Bool)
    case null
  }

  var kind: Kind
  /// The offset of the value's first byte.
  var offset: Int

  /// The member named `key` of an object.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
  }

  /// The members of an object, nil for any other value.
  package var members: [(key: String, value: JSONNode)]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The text of a number as written, nil for any other value.
  package var number: String? {
    if case .number(let text) = kind { return text }
    return nil
  }

  /// The elements of an array, nil for any other value.
  package var elements: [JSONNode]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// True for `null`.
  package var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The text of a string, nil for any other value.
  package var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The JSON type's name, for messages.
  package var typeName: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// A parsed JSON file: its root value, and the lines to locate any value of it.
package struct JSONDocument: Sendable {
  /// The root value.
  package var root: JSONNode
  private let lines: LineIndex

  /// The 1-based line and column of a node.
  func location(of node: JSONNode) -> SourceLocation {
    let at = lines.location(of: node.offset)
    return SourceLocation(line: at.line, column: at.column)
  }

  /// An error located at a node.
  package func error(_ message: String, at node: JSONNode) -> TranslationFormatError {
    TranslationFormatError(location: location(of: node), message: message)
  }

  /// Reads strict JSON with the default limits (what other modules of the package read).
  package init(parsing bytes: [UInt8]) throws(TranslationFormatError) {
    try self.init(parsing: bytes, limits: JSONReader.Limits())
  }

  /// Reads strict JSON (RFC 8259) from UTF-8 bytes; see `JSONReader`.
  init(parsing bytes: [UInt8], limits: JSONReader.Limits = JSONReader.Limits()) throws(TranslationFormatError) {
    var reader = try JSONReader(bytes, limits: limits)
    root = try reader.document(rootMembers: JSONReader.kept)
    lines = reader.lines
  }

  /// Reads strict JSON as `init(parsing:)` does, but hands each member of the root's object
  /// member `name` to `each` as soon as it is read (with a document to locate it in, whose root
  /// holds the root's members read before `name`) and keeps none of them: `name` is then an
  /// empty object at its offset. A file's tree is never held whole, only one member's at a time.
  init(
    parsing bytes: [UInt8], streamingMembersOf name: String, limits: JSONReader.Limits = JSONReader.Limits(),
    _ each: (String, JSONNode, JSONDocument) -> Void
  ) throws(TranslationFormatError) {
    var reader = try JSONReader(bytes, limits: limits)
    let lines = reader.lines
    var before: [(key: String, value: JSONNode)] = []
    root = try reader.document { (reader, key) throws(TranslationFormatError) -> JSONNode? in
      guard key.utf8.elementsEqual(name.utf8), reader.nextIsObject else {
        let node = try reader.value()
        before.append((key, node))
        return node
      }
      let start = reader.offset
      let located = JSONDocument(root: JSONNode(kind: .object(before), offset: 0), lines: lines)
      try reader.object { (reader, member) throws(TranslationFormatError) -> JSONNode? in
        each(member, try reader.value(), located)
        return nil
      }
      return JSONNode(kind: .object([]), offset: start)
    }
    self.lines = lines
  }

  /// Reads strict JSON as `init(parsing:)` does, but hands each element of the root's array
  /// member `name` to `each` as soon as it is read (with a document to locate it in) and keeps
  /// none of them: `name` is then an empty array at its offset, and only one element's tree is
  /// held at a time.
  package init(
    parsing bytes: [UInt8], streamingElementsOf name: String, _ each: (JSONNode, JSONDocument) -> Void
  ) throws(TranslationFormatError) {
    var reader = try JSONReader(bytes, limits: JSONReader.Limits())
    let lines = reader.lines
    let located = JSONDocument(root: JSONNode(kind: .null, offset: 0), lines: lines)
    root = try reader.document { (reader, key) throws(TranslationFormatError) -> JSONNode? in
      guard key.utf8.elementsEqual(name.utf8), reader.nextIsArray else { return try reader.value() }
      let start = reader.offset
      try reader.array { (reader) throws(TranslationFormatError) -> JSONNode? in
        each(try reader.value(), located)
        return nil
      }
      return JSONNode(kind: .array([]), offset: start)
    }
    self.lines = lines
  }

  private init(root: JSONNode, lines: LineIndex) {
    self.root = root
    self.lines = lines
  }
}

/// A strict JSON reader for files people and tools hand in: RFC 8259 and nothing more (no
/// comments, no trailing commas, no NaN, no lone surrogates, no raw control characters),
/// duplicate keys refused (readers disagree on which one wins), nesting and size limited, and
/// every error located by line and column. Foundation's JSONSerialization gives no location.
struct JSONReader {
  /// What the reader refuses to go beyond.
  struct Limits: Sendable {
    /// The largest input, in bytes.
    var maxBytes = 64 << 20
    /// The deepest nesting of arrays and objects (a String Catalog needs about 8).
    var maxDepth = 64
  }

  private let bytes: [UInt8]
  private let limits: Limits
  private var i = 0
  private var depth = 0
  let lines: LineIndex

  init(_ bytes: [UInt8], limits: Limits) throws(TranslationFormatError) {
    self.bytes = bytes
    self.limits = limits
    self.lines = LineIndex(text: bytes)
    guard bytes.count <= limits.maxBytes else {
      throw TranslationFormatError(location: nil, message: "the file is larger than \(limits.maxBytes >> 20) MB")
    }
    if bytes.starts(with: StringsEncoding.utf16LittleEndian.byteOrderMark)
      || bytes.starts(with: StringsEncoding.utf16BigEndian.byteOrderMark)
    {
      throw TranslationFormatError(
        location: SourceLocation(line: 1, column: 1), message: "the file is UTF-16; JSON is read as UTF-8")
    }
    if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
      throw error("invalid UTF-8: byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad)", at: bad)
    }
    let mark = StringsEncoding.utf8(bom: true).byteOrderMark
    if bytes.starts(with: mark) { i = mark.count }
  }

  private func error(_ message: String, at offset: Int? = nil) -> TranslationFormatError {
    let at = lines.location(of: offset ?? i)
    return TranslationFormatError(location: SourceLocation(line: at.line, column: at.column), message: message)
  }

  /// The one value of the document, with nothing but white space after it.
  /// How a member's value is read: the node to keep in its object, or nil to keep none.
  typealias MemberReader = (inout JSONReader, String) throws(TranslationFormatError) -> JSONNode?

  /// The member reader of a plain read: every value read and kept.
  static func kept(_ reader: inout JSONReader, _ key: String) throws(TranslationFormatError) -> JSONNode? {
    try reader.value()
  }

  /// The offset of the next byte read.
  var offset: Int { i }

  /// True when the next byte opens an object.
  var nextIsObject: Bool { i < bytes.count && bytes[i] == UInt8(ascii: "{") }

  /// True when the next byte opens an array.
  var nextIsArray: Bool { i < bytes.count && bytes[i] == UInt8(ascii: "[") }

  /// The element reader of a plain read: every element read and kept.
  static func keptElement(_ reader: inout JSONReader) throws(TranslationFormatError) -> JSONNode? {
    try reader.value()
  }

  /// Reads the one value of the file; the root object's members (if it is one) through `rootMembers`.
  mutating func document(rootMembers: MemberReader) throws(TranslationFormatError) -> JSONNode {
    skipSpace()
    guard i < bytes.count else { throw error("the file holds no JSON value") }
    let start = i
    let root = nextIsObject ? JSONNode(kind: .object(try object(rootMembers)), offset: start) : try value()
    skipSpace()
    guard i == bytes.count else { throw error("unexpected \(describe(i)) after the JSON value") }
    return root
  }

  private mutating func skipSpace() {
    while i < bytes.count, TextBytes.isMarkupWhitespace(bytes[i]) { i += 1 }
  }

  private func describe(_ offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let b = bytes[offset]
    if (UInt8(ascii: "!")...UInt8(ascii: "~")).contains(b) { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x\(String(b, radix: 16, uppercase: true))"
  }

  mutating func value() throws(TranslationFormatError) -> JSONNode {
    let start = i
    guard i < bytes.count else { throw error("a value was expected, found the end of the file") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return JSONNode(kind: .object(try object(Self.kept)), offset: start)
    case UInt8(ascii: "["): return JSONNode(kind: .array(try array(Self.keptElement)), offset: start)
    case UInt8(ascii: "\""): return JSONNode(kind: .string(try string()), offset: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(kind: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(kind: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(kind: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(kind: .number(try number()), offset: start)
    default: throw error("a value was expected, found \(describe(i))")
    }
  }

  private mutating func enter() throws(TranslationFormatError) {
    depth += 1
    guard depth <= limits.maxDepth else { throw error("arrays and objects nested more than \(limits.maxDepth) deep") }
  }

  /// Reads the object at the next byte, each member's value through `memberValue`.
  @discardableResult
  mutating func object(_ memberValue: MemberReader) throws(TranslationFormatError) -> [(key: String, value: JSONNode)] {
    try enter()
    i += 1
    var members: [(key: String, value: JSONNode)] = []
    var seen = JSONMemberNames()
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
      i += 1
      depth -= 1
      return members
    }
    while true {
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
        throw error("a member name in double quotes was expected, found \(describe(i))")
      }
      let keyStart = i
      let key = try string()
      // Keys are compared by their exact scalars, as JSON readers do (not canonically).
      guard
        seen.insert(
          key, at: keyStart,
          name: { offset in
            var reader = self
            reader.i = offset
            return (try? reader.string()) ?? ""
          })
      else {
        throw error("the member \(key.debugDescription) is given twice in one object", at: keyStart)
      }
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
        throw error("':' was expected after the member name, found \(describe(i))")
      }
      i += 1
      skipSpace()
      if let node = try memberValue(&self, key) { members.append((key, node)) }
      skipSpace()
      guard i < bytes.count else { throw error("the object is not closed: '}' expected") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "}") else { throw error("',' or '}' was expected, found \(describe(i))") }
      i += 1
      depth -= 1
      return members
    }
  }

  /// Reads the array at the next byte, each element through `element` (nil: not kept).
  @discardableResult
  mutating func array(
    _ element: (inout JSONReader) throws(TranslationFormatError) -> JSONNode?
  ) throws(TranslationFormatError) -> [JSONNode] {
    try enter()
    i += 1
    var elements: [JSONNode] = []
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
      i += 1
      depth -= 1
      return elements
    }
    while true {
      skipSpace()
      if let node = try element(&self) { elements.append(node) }
      skipSpace()
      guard i < bytes.count else { throw error("the array is not closed: ']' expected") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "]") else { throw error("',' or ']' was expected, found \(describe(i))") }
      i += 1
      depth -= 1
      return elements
    }
  }

  private mutating func literal(_ word: String) throws(TranslationFormatError) {
    let w = Array(word.utf8)
    guard i + w.count <= bytes.count, bytes[i..<i + w.count].elementsEqual(w) else {
      throw error("a value was expected, found \(describe(i))")
    }
    i += w.count
  }

  private mutating func number() throws(TranslationFormatError) -> String {
    let start = i
    func digits() -> Int {
      let from = i
      while i < bytes.count, isDigit(bytes[i]) { i += 1 }
      return i - from
    }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < bytes.count, isDigit(bytes[i]) else { throw error("a digit was expected in the number") }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if i < bytes.count, isDigit(bytes[i]) { throw error("a number cannot start with 0 followed by digits") }
    } else {
      _ = digits()
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { throw error("a digit was expected after the decimal point") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { throw error("a digit was expected in the exponent") }
    }
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private mutating func string() throws(TranslationFormatError) -> String {
    let open = i
    i += 1
    // The bytes up to the first escape are the string's own: a string without one is made from
    // the file's bytes at once, not a byte at a time.
    let plainStart = i
    while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= UInt8(ascii: " ")
    {
      i += 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
      i += 1
      return String(decoding: bytes[plainStart..<(i - 1)], as: UTF8.self)
    }
    var out = Array(bytes[plainStart..<i])
    while true {
      guard i < bytes.count else { throw error("the string is not closed: '\"' expected", at: open) }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b < UInt8(ascii: " ") {
        throw error(
          "a raw control character (0x\(String(b, radix: 16, uppercase: true))) in a string; write it as an escape")
      }
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        i += 1
        continue
      }
      let escape = i
      i += 1
      guard i < bytes.count else { throw error("the string is not closed: '\"' expected", at: open) }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(UInt8(ascii: "\u{8}"))
      case UInt8(ascii: "f"): out.append(UInt8(ascii: "\u{C}"))
      case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "u"):
        let unit = try hex4(at: escape)
        var decoded = Unicode.Scalar(UInt32(unit))
        if UTF16.isLeadSurrogate(unit) {
          guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
            throw error(
              "a lone high surrogate \\u\(String(unit, radix: 16, uppercase: true)) (a character needs its low surrogate)",
              at: escape)
          }
          i += 2
          let low = try hex4(at: escape)
          guard UTF16.isTrailSurrogate(low) else {
            throw error("a high surrogate not followed by a low surrogate", at: escape)
          }
          decoded = String(decoding: [unit, low], as: UTF16.self).unicodeScalars.first
        } else if UTF16.isTrailSurrogate(unit) {
          throw error("a lone low surrogate \\u\(String(unit, radix: 16, uppercase: true))", at: escape)
        }
        guard let scalar = decoded else { throw error("an invalid character escape", at: escape) }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      default:
        throw error("an unknown escape \\\(describe(i - 1).trimmingQuotes) in a string", at: escape)
      }
    }
  }

  private mutating func hex4(at escape: Int) throws(TranslationFormatError) -> UInt16 {
    guard i + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits", at: escape) }
    var value: UInt16 = 0
    for b in bytes[i..<i + 4] {
      guard let digit = Character(Unicode.Scalar(b)).hexDigitValue else {
        throw error("\\u needs four hexadecimal digits", at: escape)
      }
      value = value << 4 | UInt16(digit)
    }
    i += 4
    return value
  }
}

extension String {
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
