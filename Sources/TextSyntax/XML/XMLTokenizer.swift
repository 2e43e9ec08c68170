import ByteCore

/// A strict, non-validating XML tokenizer: start tags with their attributes, end tags, text and
/// CDATA, the five predefined entities and character references (decoded by `XMLReference`).
/// Comments, processing instructions and a DOCTYPE without declarations are skipped; a DOCTYPE
/// that declares anything is refused, so no entity is ever declared or expanded and no input can
/// make it grow. Nesting and attributes per tag are bounded.
///
/// It works on byte ranges of the input: `advance` moves to the next start tag, end tag or text
/// and leaves its name and attributes as ranges, so a reader compares names as bytes and makes
/// a `String` only of what it keeps. Errors carry the byte offset; a reader turns it into
/// line:column with `LineIndex` and words it for its format.
@usableFromInline
package struct XMLTokenizer {
  /// What `advance` moved to; `name`, `tagStart`, `attribute(_:)` and `text` describe it.
  package enum Token {
    /// A start tag (a self-closing one is followed by its end).
    case start
    /// An end tag.
    case end
    /// Character data (not returned when skipping text).
    case text
  }

  /// Nesting deeper than this is refused (XLIFF needs about 6, a plist page about 10).
  package static let maxDepth = 256
  /// A tag with more attributes than this is refused (an XLIFF element has at most about 10):
  /// what a tag's attributes take, kept for the tag, stays small whatever a planted tag holds.
  package static let maxAttributes = 1024

  /// The document's bytes.
  @usableFromInline package let document: XMLBytes
  /// The same bytes (one buffer), read by the parser's own steps.
  private let bytes: [UInt8]
  @usableFromInline internal private(set) var i = 0
  /// The local names of the open elements.
  private var open: [Range<Int>] = []
  @usableFromInline internal private(set) var pendingEnd: Range<Int>?
  private var sawRoot = false
  /// Where the current start tag begins (its `<`).
  package private(set) var tagStart = 0
  /// The local name of the current start or end tag.
  @usableFromInline package private(set) var name: Range<Int> = 0..<0
  /// The offset just past the current token: past its tag, its text or its CDATA section's
  /// `]]>`; at the end of a self-closing tag, still past that tag. A reader that takes only some
  /// spellings of a tag compares these bytes, and finds what was skipped before a token.
  @inlinable package var offset: Int { i }
  /// The current character data: the bytes of `rawText` as they are, unless decoding changed them.
  package var text: XMLText { decodedText ?? XMLText(bytes[rawText]) }
  /// The current character data when it is not its bytes as written (references, CR, CDATA
  /// line ends); nil for plain text, which is then read from `rawText` only when asked for, so
  /// that the white space between elements, which readers skip, is only checked.
  private var decodedText: XMLText?
  /// The bytes of the current character data as written (CDATA without its markers), for a
  /// reader that must see what a lenient parser sees: Foundation's plist reader keeps CR.
  package private(set) var rawText: Range<Int> = 0..<0
  /// True when the current character data is a CDATA section (its bytes hold no references).
  package private(set) var isCDATA = false
  /// The current start tag's attributes but namespace declarations: local name, raw value and,
  /// for a value that needed decoding (rare), its index in `decodedValues`. Plain ranges, kept
  /// between tags, so that a tag costs no allocation.
  private var attributes: [(name: Range<Int>, value: Range<Int>, decoded: Int?)] = []
  private var decodedValues: [String] = []
  /// The full names of the current tag's attributes, to refuse one given twice.
  private var attributeNames: [Range<Int>] = []
  /// The same names as strings once a tag has more than `listedNames`: a tag of a handful is
  /// checked by comparing bytes (no allocation), a planted tag of thousands in linear time.
  /// Swift's hashing is seeded per process, so chosen names cannot make it collide.
  private var attributeNameSet: Set<String> = []
  private static let listedNames = 16

  /// Reads a document's bytes. They need not be valid UTF-8: a name that is not is refused
  /// (`readName`), and text is decoded with repair; XLIFF's reader validates the whole
  /// document first, the page locator does not.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    document = XMLBytes(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
  }

  private func error(_ message: String, at offset: Int? = nil) -> XMLSyntaxError {
    document.error(message, at: offset ?? i)
  }

  /// `firstOffset(of:in:)` of the document.
  package func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? { document.firstOffset(of: byte, in: range) }

  private static func isSpace(_ b: UInt8) -> Bool { TextBytes.isMarkupWhitespace(b) }

  /// A byte XML 1.0 does not allow in a document (C0 controls but TAB, LF, CR).
  package static func isForbidden(_ b: UInt8) -> Bool { b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D }

  /// Moves to the next start tag, end tag or (unless `skippingText`) text; `nil` at the end of
  /// a well-formed document. Skipped text is checked as ever (a bad reference is the same error).
  package mutating func advance(skippingText: Bool = false) throws(XMLSyntaxError) -> Token? {
    if let name = pendingEnd {
      pendingEnd = nil
      open.removeLast()
      self.name = name
      return .end
    }
    while i < bytes.count {
      if bytes[i] != 0x3C {  // text
        let start = i
        i = firstOffset(of: 0x3C, in: i..<bytes.count) ?? bytes.count
        if open.isEmpty {
          guard bytes[start..<i].allSatisfy(Self.isSpace) else {
            throw error("text outside the root element", at: start)
          }
          continue
        }
        if skippingText {
          try document.check(start..<i)
          continue
        }
        decodedText = try document.decodedUnlessPlain(start..<i, attribute: false).map { XMLText($0) }
        rawText = start..<i
        isCDATA = false
        return .text
      }
      let second = i + 1 < bytes.count ? bytes[i + 1] : 0
      if second == 0x21 {  // <!
        if document.startsWith("<!--", at: i) {
          guard let end = document.find("-->", from: i + 4) else { throw error("a comment that is not closed") }
          i = end + 3
          continue
        }
        if document.startsWith("<![CDATA[", at: i) {
          guard !open.isEmpty else { throw error("CDATA outside the root element") }
          guard let end = document.find("]]>", from: i + 9) else { throw error("a CDATA section that is not closed") }
          let raw = i + 9..<end
          if let bad = bytes[raw].firstIndex(where: Self.isForbidden) {
            throw error("a control character XML does not allow", at: bad)
          }
          i = end + 3
          if skippingText { continue }
          decodedText = XMLText(document.normalizeLineEndings(raw))
          rawText = raw
          isCDATA = true
          return .text
        }
        if document.startsWith("<!DOCTYPE", at: i) {
          guard !sawRoot else { throw error("a DOCTYPE after the root element") }
          try skipDoctype()
          continue
        }
      } else if second == 0x3F {  // <?
        guard let end = document.find("?>", from: i + 2) else {
          throw error("a processing instruction that is not closed")
        }
        i = end + 2
        continue
      } else if second == 0x2F {  // </
        try endTag()
        return .end
      }
      try startTag()
      return .start
    }
    guard open.isEmpty else { throw error("the document ends inside <\(open.last.map(document.string) ?? "")>") }
    guard sawRoot else { throw error("the document is empty") }
    return nil
  }

  /// True when the current tag's local name is `literal` (an ASCII name: no other spelling of
  /// a name equals it as a `String`).
  @inlinable package func nameIs(_ literal: StaticString) -> Bool { document.equals(name, literal) }

  /// True right after a self-closing start tag (`<a/>`), whose end comes next.
  @inlinable package var isSelfClosing: Bool { pendingEnd != nil }

  /// The current tag's local name.
  package var nameString: String { document.string(name) }

  /// The value of the current start tag's last attribute whose local name is `literal` (ASCII).
  package func attribute(_ literal: StaticString) -> String? {
    let document = self.document
    guard let found = attributes.last(where: { document.equals($0.name, literal) }) else { return nil }
    return value(of: found)
  }

  /// Calls `body` with each attribute of the current start tag (namespace declarations left
  /// out): its local name and its decoded value, in document order.
  package func forEachAttribute(_ body: (String, String) -> Void) {
    for attribute in attributes { body(document.string(attribute.name), value(of: attribute)) }
  }

  private func value(of attribute: (name: Range<Int>, value: Range<Int>, decoded: Int?)) -> String {
    attribute.decoded.map { decodedValues[$0] } ?? document.string(attribute.value)
  }

  /// Skips a DOCTYPE without declarations; one with an internal subset (`[...]`) is refused:
  /// the entities it may declare are never expanded, so a reference to one could only fail later.
  private mutating func skipDoctype() throws(XMLSyntaxError) {
    var j = i + 9
    while j < bytes.count {
      switch bytes[j] {
      case 0x5B:  // [
        throw error(
          "a DOCTYPE that declares entities or other markup ([...]); XLIFF needs none and they are never read", at: j)
      case 0x3E:  // >
        i = j + 1
        return
      default: break
      }
      j += 1
    }
    throw error("a DOCTYPE that is not closed")
  }

  /// The byte range of the name at the current position, and of its local name (`localName`).
  private mutating func readName() throws(XMLSyntaxError) -> (name: Range<Int>, local: Range<Int>) {
    let start = i
    // One pass: the end, the first control character, the first `:` and whether any byte is not ASCII.
    let (end, ascii, forbidden, colon) = XMLCharacterScan.nameExtent(bytes, from: i)
    i = end
    guard i > start else { throw error("a name was expected") }
    if let b = forbidden { throw error("a control character (\(b)) in a name", at: start) }
    // Names are split and compared as `String`s, whose offsets are the name's own only when
    // its bytes are UTF-8 (a repaired byte becomes three).
    if !ascii, UTF8Validation.firstInvalidByte(in: Array(bytes[start..<i])) != nil {
      throw error("a name that is not valid UTF-8", at: start)
    }
    // Nearly every name has no `:`: it is its own local name.
    return (start..<i, colon == nil ? start..<i : document.localName(start..<i))
  }

  private mutating func skipSpace() {
    while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
  }

  private mutating func startTag() throws(XMLSyntaxError) {
    tagStart = i
    if open.isEmpty, sawRoot { throw error("content after the root element") }
    guard open.count < Self.maxDepth else { throw error("elements nested more than \(Self.maxDepth) deep") }
    i += 1
    let (nameRange, name) = try readName()
    if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
    if !attributeNames.isEmpty { attributeNames.removeAll(keepingCapacity: true) }
    if !attributeNameSet.isEmpty { attributeNameSet.removeAll() }
    if !decodedValues.isEmpty { decodedValues.removeAll() }
    while true {
      let hadSpace = i < bytes.count && Self.isSpace(bytes[i])
      skipSpace()
      guard i < bytes.count else { throw error("the tag <\(document.string(nameRange))> is not closed", at: tagStart) }
      if bytes[i] == 0x3E {
        i += 1
        break
      }
      if document.startsWith("/>", at: i) {
        i += 2
        pendingEnd = name
        break
      }
      guard hadSpace else { throw error("a space was expected between attributes") }
      // The set holds every name once there are `listedNames`, the list the first few.
      guard (attributeNameSet.isEmpty ? attributeNames.count : attributeNameSet.count) < Self.maxAttributes else {
        throw error("more than \(Self.maxAttributes) attributes in one tag")
      }
      let attributeStart = i
      let (attribute, localAttribute) = try readName()
      skipSpace()
      guard i < bytes.count, bytes[i] == 0x3D else {
        throw error("'=' expected after the attribute \(document.string(attribute))")
      }
      i += 1
      skipSpace()
      guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else {
        throw error("an attribute value without quotes")
      }
      let valueStart = i + 1
      // One pass: the closing quote, a `<` before it and whether there is anything to decode.
      let scanned = XMLCharacterScan.attributeValue(bytes, from: valueStart, quote: bytes[i])
      guard let valueEnd = scanned.end else { throw error("an attribute value that is not closed") }
      if let lt = scanned.lessThan { throw error("'<' in an attribute value", at: lt) }
      i = valueEnd + 1
      guard isNewAttributeName(attribute) else {
        throw error("the attribute \(document.string(attribute)) is given twice", at: attributeStart)
      }
      if document.isNamespaceDeclaration(attribute) { continue }
      let value = valueStart..<valueEnd
      var decoded: Int?
      if !scanned.plain {
        decoded = decodedValues.count
        decodedValues.append(try document.decoded(value, attribute: true))
      }
      attributes.append((localAttribute, value, decoded))
    }
    sawRoot = true
    open.append(name)
    self.name = name
  }

  /// Records an attribute's full name; false when the tag already has it (`sameName`, which
  /// is `String` equality: the set holds the same strings).
  private mutating func isNewAttributeName(_ attribute: Range<Int>) -> Bool {
    if attributeNames.count < Self.listedNames {
      let document = self.document
      guard !attributeNames.contains(where: { document.sameName($0, attribute) }) else { return false }
      attributeNames.append(attribute)
      if attributeNames.count == Self.listedNames {
        for name in attributeNames { attributeNameSet.insert(document.string(name)) }
      }
      return true
    }
    return attributeNameSet.insert(document.string(attribute)).inserted
  }

  private mutating func endTag() throws(XMLSyntaxError) {
    let tagStart = i
    i += 2
    let name = try readName().local
    skipSpace()
    guard i < bytes.count, bytes[i] == 0x3E else { throw error("'>' expected to close </\(document.string(name))>") }
    i += 1
    guard let current = open.last else { throw error("</\(document.string(name))> closes no element", at: tagStart) }
    guard document.sameName(current, name) else {
      throw error("</\(document.string(name))> does not close <\(document.string(current))>", at: tagStart)
    }
    open.removeLast()
    self.name = name
  }

}

/// The bytes of an XML document and what the parser asks of them. Kept apart from the
/// parser's moving state so that the parser's mutating steps read them without copying itself.
@usableFromInline
package struct XMLBytes {
  /// The document.
  package let bytes: [UInt8]
  /// The searches and comparisons over the same bytes.
  @usableFromInline package let scan: ByteRanges

  /// The document's bytes, with their searches.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    scan = ByteRanges(bytes)
  }

  func error(_ message: String, at offset: Int) -> XMLSyntaxError {
    XMLSyntaxError(offset: offset, message: message)
  }

  /// True when the bytes at `offset` are `text`'s.
  @inlinable package func startsWith(_ text: StaticString, at offset: Int) -> Bool { scan.startsWith(text, at: offset) }

  /// The first offset of `byte` in `range` (clamped to the text).
  package func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? { scan.firstOffset(of: byte, in: range) }

  /// The first offset of `text` at or after `offset`.
  package func find(_ text: StaticString, from offset: Int) -> Int? { scan.find(text, from: offset) }

  /// True when the bytes of `range` are `literal`'s.
  @inlinable package func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool { scan.equals(range, literal) }

  /// The whole name of a range.
  package func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The name without its namespace prefix: what `String.split(separator: ":", maxSplits: 1)`
  /// gives last (empty parts dropped; the whole name when nothing is left). Nearly every name
  /// has no `:`, which a byte search says; an ASCII name is split on its bytes the same way.
  package func localName(_ range: Range<Int>) -> Range<Int> {
    guard var colon = firstOffset(of: 0x3A, in: range) else { return range }
    guard bytes[range].allSatisfy({ $0 < 0x80 }) else { return localNameOfText(range) }
    var part = range.lowerBound
    while colon == part {  // an empty part: split drops it and goes on
      part = colon + 1
      guard let next = firstOffset(of: 0x3A, in: part..<range.upperBound) else {
        return part < range.upperBound ? part..<range.upperBound : range
      }
      colon = next
    }
    return colon + 1 < range.upperBound ? colon + 1..<range.upperBound : part..<colon
  }

  /// `localName(_:)` by splitting the name's `String` (its characters, not its bytes).
  package func localNameOfText(_ range: Range<Int>) -> Range<Int> {
    let whole = string(range)
    guard let local = whole.split(separator: ":", maxSplits: 1).last else { return range }
    let start = range.lowerBound + whole.utf8.distance(from: whole.startIndex, to: local.startIndex)
    return start..<start + local.utf8.count
  }

  /// True when two names are the same string (compared as bytes when that is the same thing).
  package func sameName(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    if scan.sameBytes(a, b) { return true }
    guard !bytes[a].allSatisfy({ $0 < 0x80 }) || !bytes[b].allSatisfy({ $0 < 0x80 }) else { return false }
    return string(a) == string(b)
  }

  /// `xmlns` or `xmlns:prefix`.
  package func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
    guard bytes[name.lowerBound] == 0x78, startsWith("xmlns", at: name.lowerBound) else { return false }
    guard bytes[name].allSatisfy({ $0 < 0x80 }) else {
      let text = string(name)
      return text == "xmlns" || text.hasPrefix("xmlns:")
    }
    return name.count == 5 || bytes[name.lowerBound + 5] == 0x3A
  }

  /// True when text (or an attribute value) has nothing to decode: no reference, no CR, no
  /// control character (and, in an attribute, no TAB or LF to turn into a space).
  package func isPlain(_ range: Range<Int>, attribute: Bool) -> Bool {
    XMLCharacterScan.isPlainText(bytes, range, attribute: attribute)
  }

  /// Checks text that is not read: the same errors as decoding it, without making its `String`.
  package func check(_ range: Range<Int>) throws(XMLSyntaxError) {
    _ = try decodedUnlessPlain(range, attribute: false)
  }

  /// Text or an attribute value with references decoded and line endings normalized (in
  /// attributes, literal white space becomes a space, as XML requires); nil for text with
  /// nothing to decode (the usual case), whose bytes are its value as they are.
  package func decodedUnlessPlain(_ range: Range<Int>, attribute: Bool) throws(XMLSyntaxError) -> String? {
    if isPlain(range, attribute: attribute) { return nil }
    return try decoded(range, attribute: attribute)
  }

  /// Text or an attribute value with references decoded and line endings normalized, for one
  /// that is not plain (`isPlain`).
  package func decoded(_ range: Range<Int>, attribute: Bool) throws(XMLSyntaxError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var j = range.lowerBound
    while j < range.upperBound {
      let b = bytes[j]
      if XMLTokenizer.isForbidden(b) { throw error("a control character XML does not allow", at: j) }
      if b == 0x0D {
        out.append(attribute ? 0x20 : 0x0A)
        j += j + 1 < range.upperBound && bytes[j + 1] == 0x0A ? 2 : 1
        continue
      }
      if attribute, b == 0x0A || b == 0x09 {
        out.append(0x20)
        j += 1
        continue
      }
      guard b == 0x26 else {
        out.append(b)
        j += 1
        continue
      }
      do throws(XMLReference.Failure) {
        let reference = try XMLReference.decode(bytes, at: j, limit: range.upperBound)
        UTF8.encode(reference.scalar) { out.append($0) }
        j = reference.end
      } catch {
        switch error {
        case .unterminated:
          throw self.error("an entity reference without ';' (escape '&' as '&amp;')", at: j)
        case .undefined(let end), .disallowed(let end):
          throw self.error("an unknown or invalid reference \(string(j..<end)) (escape '&' as '&amp;')", at: j)
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of `range` with CR LF and lone CR read as LF, as XML reads line ends.
  package func normalizeLineEndings(_ range: Range<Int>) -> String {
    guard bytes[range].contains(0x0D) else { return string(range) }
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var j = range.lowerBound
    while j < range.upperBound {
      if bytes[j] == 0x0D {
        out.append(0x0A)
        j += j + 1 < range.upperBound && bytes[j + 1] == 0x0A ? 2 : 1
      } else {
        out.append(bytes[j])
        j += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// Malformed XML: what is wrong and the byte offset where, for the reader to locate and word.
package struct XMLSyntaxError: Error, Sendable, Hashable {
  /// The byte offset in the document.
  package var offset: Int
  /// What is wrong, without the file's name or the location.
  package var message: String

  /// Creates an error.
  package init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
