import ByteCore
import StringsFormat
import TextSyntax

/// Reads XLIFF's XML with the byte core's `XMLTokenizer` (it replaces FoundationXML's
/// XMLParser, which crashes on some malformed input on Linux), locating its errors and start
/// tags as line:column and wording its errors as XLIFF errors. `advance` leaves the tag as byte
/// ranges (names compared as bytes, a `String` made only of what a reader keeps); `next` wraps
/// the same walk in self-contained events.
struct XMLPullParser {
  /// What the parser found next.
  enum Event: Equatable {
    /// `<name a="v">`; names without namespace prefix, `xmlns` attributes left out.
    case start(name: String, attributes: XMLAttributes, location: SourceLocation)
    /// `</name>` (also after a self-closing element).
    case end(name: String)
    /// Character data, references decoded, line endings normalized to LF.
    case text(XMLText)
  }

  typealias Token = XMLTokenizer.Token

  private var tokenizer: XMLTokenizer
  /// The location of start tags, found by moving forward through the text once.
  private var cursor = XMLLocationCursor()

  /// Reads UTF-8 bytes (validated by the caller).
  init(_ bytes: [UInt8]) { tokenizer = XMLTokenizer(bytes) }

  /// The document's bytes.
  var document: XMLBytes { tokenizer.document }
  /// The local name of the current start or end tag.
  var name: Range<Int> { tokenizer.name }
  /// The current character data.
  var text: XMLText { tokenizer.text }
  /// The current tag's local name.
  var nameString: String { tokenizer.nameString }

  /// `firstOffset(of:in:)` of the document.
  func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? { tokenizer.firstOffset(of: byte, in: range) }

  /// True when the current tag's local name is `literal` (ASCII).
  func nameIs(_ literal: StaticString) -> Bool { tokenizer.nameIs(literal) }

  /// The value of the current start tag's last attribute whose local name is `literal` (ASCII).
  func attribute(_ literal: StaticString) -> String? { tokenizer.attribute(literal) }

  /// The next event, or `nil` at the end of a well-formed document. With `skippingText`,
  /// character data is checked as ever (a bad reference is the same error) but not returned:
  /// a reader collects no text between most elements, and the events would only be dropped.
  mutating func next(skippingText: Bool = false) throws(TranslationFormatError) -> Event? {
    switch try advance(skippingText: skippingText) {
    case nil: return nil
    case .start:
      var attributes = XMLAttributes()
      tokenizer.forEachAttribute { attributes.append(name: $0, value: XMLText($1)) }
      return .start(name: tokenizer.nameString, attributes: attributes, location: location())
    case .end: return .end(name: tokenizer.nameString)
    case .text: return .text(tokenizer.text)
    }
  }

  /// Moves to the next start tag, end tag or (unless `skippingText`) text; `nil` at the end of
  /// a well-formed document.
  mutating func advance(skippingText: Bool = false) throws(TranslationFormatError) -> Token? {
    do throws(XMLSyntaxError) {
      return try tokenizer.advance(skippingText: skippingText)
    } catch {
      throw TranslationFormatError(
        location: document.location(error.offset), message: "malformed XML: \(error.message)")
    }
  }

  /// The location of the current start tag (asked in document order, as a reader goes).
  mutating func location() -> SourceLocation {
    cursor.advance(to: tokenizer.tagStart, in: document.bytes)
    return cursor.location
  }
}

extension XMLBytes {
  /// The location of any offset, for errors: the index of lines is built only then.
  func location(_ offset: Int) -> SourceLocation {
    let at = LineIndex(text: bytes).location(of: offset)
    return SourceLocation(line: at.line, column: at.column)
  }
}

/// The attributes of a start tag by local name, in document order (a later one of the same
/// local name wins). A tag has a handful, so a list searched by name beats a dictionary.
struct XMLAttributes: Equatable, ExpressibleByDictionaryLiteral {
  private var pairs: [(name: String, value: XMLText)] = []

  init() {}

  init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { append(name: name, value: XMLText(value)) }
  }

  mutating func append(name: String, value: XMLText) {
    if pairs.isEmpty { pairs.reserveCapacity(4) }
    pairs.append((name, value))
  }

  /// The value of the last attribute with this local name.
  subscript(name: String) -> String? {
    pairs.last { $0.name == name }?.value.string
  }

  /// Equal when they give every name the same value, whatever the order.
  static func == (lhs: XMLAttributes, rhs: XMLAttributes) -> Bool {
    lhs.dictionary == rhs.dictionary
  }

  private var dictionary: [String: String] {
    Dictionary(pairs.map { ($0.name, $0.value.string) }, uniquingKeysWith: { $1 })
  }
}

/// The location of offsets of an XML text visited in increasing order (see `LineCursor`).
struct XMLLocationCursor {
  private var cursor = LineCursor()
  private(set) var location = SourceLocation(line: 1, column: 1)

  /// Moves to `target` (not before the current offset).
  mutating func advance(to target: Int, in bytes: [UInt8]) {
    let found = cursor.location(at: target, in: bytes)
    location = SourceLocation(line: found.line, column: found.column)
  }
}
