import StringsFormat

/// A strict, non-validating XML reader for XLIFF: elements, attributes, text, CDATA, the five
/// predefined entities and character references. Comments, processing instructions and a
/// DOCTYPE are skipped; no entity is ever declared or expanded, so no input can make it grow.
///
/// It replaces FoundationXML's XMLParser, which crashes on some malformed input on Linux.
struct XMLPullParser {
  /// What the parser found next.
  enum Event: Equatable {
    /// `<name a="v">`; names without namespace prefix, `xmlns` attributes left out.
    case start(name: String, attributes: [String: String], location: XMLLocation)
    /// `</name>` (also after a self-closing element).
    case end(name: String)
    /// Character data, references decoded, line endings normalized to LF.
    case text(String)
  }

  /// Nesting deeper than this is refused (XLIFF needs about 6).
  static let maxDepth = 256

  private let bytes: [UInt8]
  private var i = 0
  private var open: [String] = []
  private var pendingEnd: String?
  private var sawRoot = false
  private let lines: LineIndex

  /// Reads UTF-8 bytes (validated by the caller).
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    self.lines = LineIndex(text: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
  }

  private func location(_ offset: Int) -> XMLLocation {
    let at = lines.location(of: offset)
    return XMLLocation(line: at.line, column: at.column)
  }

  private func error(_ message: String, at offset: Int? = nil) -> XLIFFError {
    XLIFFError(location: location(offset ?? i), message: "malformed XML: \(message)")
  }

  private func startsWith(_ text: String, at offset: Int) -> Bool {
    let t = Array(text.utf8)
    return offset + t.count <= bytes.count && bytes[offset..<offset + t.count].elementsEqual(t)
  }

  private func find(_ text: String, from offset: Int) -> Int? {
    let t = Array(text.utf8)
    var j = offset
    while j + t.count <= bytes.count {
      if bytes[j] == t[0], bytes[j..<j + t.count].elementsEqual(t) { return j }
      j += 1
    }
    return nil
  }

  private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  /// A byte XML 1.0 does not allow in a document (C0 controls but TAB, LF, CR).
  private static func isForbidden(_ b: UInt8) -> Bool { b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D }

  /// The next event, or `nil` at the end of a well-formed document.
  mutating func next() throws(XLIFFError) -> Event? {
    if let name = pendingEnd {
      pendingEnd = nil
      open.removeLast()
      return .end(name: name)
    }
    while i < bytes.count {
      if bytes[i] != 0x3C {  // text
        let start = i
        while i < bytes.count, bytes[i] != 0x3C { i += 1 }
        let raw = Array(bytes[start..<i])
        if open.isEmpty {
          guard raw.allSatisfy(Self.isSpace) else { throw error("text outside the root element", at: start) }
          continue
        }
        return .text(try decode(raw, at: start, attribute: false))
      }
      if startsWith("<!--", at: i) {
        guard let end = find("-->", from: i + 4) else { throw error("a comment that is not closed") }
        i = end + 3
      } else if startsWith("<![CDATA[", at: i) {
        guard !open.isEmpty else { throw error("CDATA outside the root element") }
        guard let end = find("]]>", from: i + 9) else { throw error("a CDATA section that is not closed") }
        let raw = Array(bytes[i + 9..<end])
        if let bad = raw.firstIndex(where: Self.isForbidden) { throw error("a control character XML does not allow", at: i + 9 + bad) }
        i = end + 3
        return .text(Self.normalizeLineEndings(raw))
      } else if startsWith("<?", at: i) {
        guard let end = find("?>", from: i + 2) else { throw error("a processing instruction that is not closed") }
        i = end + 2
      } else if startsWith("<!DOCTYPE", at: i) {
        guard !sawRoot else { throw error("a DOCTYPE after the root element") }
        try skipDoctype()
      } else if startsWith("</", at: i) {
        return try endTag()
      } else {
        return try startTag()
      }
    }
    guard open.isEmpty else { throw error("the document ends inside <\(open.last ?? "")>") }
    guard sawRoot else { throw error("the document is empty") }
    return nil
  }

  private mutating func skipDoctype() throws(XLIFFError) {
    var depth = 0
    var j = i + 9
    while j < bytes.count {
      switch bytes[j] {
      case 0x5B: depth += 1  // [
      case 0x5D: depth -= 1  // ]
      case 0x3E where depth <= 0:  // >
        i = j + 1
        return
      default: break
      }
      j += 1
    }
    throw error("a DOCTYPE that is not closed")
  }

  private mutating func readName() throws(XLIFFError) -> String {
    let start = i
    while i < bytes.count, !Self.isSpace(bytes[i]), ![0x2F, 0x3E, 0x3D, 0x3C, 0x22, 0x27].contains(bytes[i]) { i += 1 }
    guard i > start else { throw error("a name was expected") }
    let name = String(decoding: bytes[start..<i], as: UTF8.self)
    if let b = bytes[start..<i].first(where: Self.isForbidden) { throw error("a control character (\(b)) in a name", at: start) }
    return name
  }

  private static func localName(_ name: String) -> String {
    // Nearly every name has no prefix: a byte search says so without splitting the string.
    guard name.utf8.contains(0x3A) else { return name }
    return name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
  }

  private mutating func skipSpace() {
    while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
  }

  private mutating func startTag() throws(XLIFFError) -> Event {
    let tagStart = i
    if open.isEmpty, sawRoot { throw error("content after the root element") }
    guard open.count < Self.maxDepth else { throw error("elements nested more than \(Self.maxDepth) deep") }
    i += 1
    let name = try readName()
    var attributes: [String: String] = [:]
    var seen: Set<String> = []
    while true {
      let hadSpace = i < bytes.count && Self.isSpace(bytes[i])
      skipSpace()
      guard i < bytes.count else { throw error("the tag <\(name)> is not closed", at: tagStart) }
      if bytes[i] == 0x3E {
        i += 1
        break
      }
      if startsWith("/>", at: i) {
        i += 2
        pendingEnd = Self.localName(name)
        break
      }
      guard hadSpace else { throw error("a space was expected between attributes") }
      let attributeStart = i
      let attribute = try readName()
      skipSpace()
      guard i < bytes.count, bytes[i] == 0x3D else { throw error("'=' expected after the attribute \(attribute)") }
      i += 1
      skipSpace()
      guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else { throw error("an attribute value without quotes") }
      let quote = bytes[i]
      let valueStart = i + 1
      guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else { throw error("an attribute value that is not closed") }
      let raw = Array(bytes[valueStart..<valueEnd])
      if let lt = raw.firstIndex(of: 0x3C) { throw error("'<' in an attribute value", at: valueStart + lt) }
      i = valueEnd + 1
      guard seen.insert(attribute).inserted else { throw error("the attribute \(attribute) is given twice", at: attributeStart) }
      if attribute == "xmlns" || attribute.hasPrefix("xmlns:") { continue }
      attributes[Self.localName(attribute)] = try decode(raw, at: valueStart, attribute: true)
    }
    sawRoot = true
    open.append(Self.localName(name))
    return .start(name: Self.localName(name), attributes: attributes, location: location(tagStart))
  }

  private mutating func endTag() throws(XLIFFError) -> Event {
    let tagStart = i
    i += 2
    let name = Self.localName(try readName())
    skipSpace()
    guard i < bytes.count, bytes[i] == 0x3E else { throw error("'>' expected to close </\(name)>") }
    i += 1
    guard let current = open.last else { throw error("</\(name)> closes no element", at: tagStart) }
    guard current == name else { throw error("</\(name)> does not close <\(current)>", at: tagStart) }
    open.removeLast()
    return .end(name: name)
  }

  /// Text or an attribute value with references decoded and line endings normalized (in
  /// attributes, literal white space becomes a space, as XML requires).
  private func decode(_ raw: [UInt8], at offset: Int, attribute: Bool) throws(XLIFFError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var j = 0
    while j < raw.count {
      let b = raw[j]
      if Self.isForbidden(b) { throw error("a control character XML does not allow", at: offset + j) }
      if b == 0x0D {
        out.append(attribute ? 0x20 : 0x0A)
        j += j + 1 < raw.count && raw[j + 1] == 0x0A ? 2 : 1
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
      guard let semicolon = raw[j...].firstIndex(of: 0x3B), semicolon - j <= 12 else {
        throw error("an entity reference without ';' (escape '&' as '&amp;')", at: offset + j)
      }
      let name = String(decoding: raw[j + 1..<semicolon], as: UTF8.self)
      switch name {
      case "amp": out.append(0x26)
      case "lt": out.append(0x3C)
      case "gt": out.append(0x3E)
      case "quot": out.append(0x22)
      case "apos": out.append(0x27)
      default:
        let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
        guard name.hasPrefix("#"), let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
          let scalar = Unicode.Scalar(value), value == 0x9 || value == 0xA || value == 0xD || value >= 0x20,
          value != 0xFFFE, value != 0xFFFF
        else {
          throw error("an unknown or invalid reference &\(name); (escape '&' as '&amp;')", at: offset + j)
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      }
      j = semicolon + 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func normalizeLineEndings(_ raw: [UInt8]) -> String {
    var out: [UInt8] = []
    var j = 0
    while j < raw.count {
      if raw[j] == 0x0D {
        out.append(0x0A)
        j += j + 1 < raw.count && raw[j + 1] == 0x0A ? 2 : 1
      } else {
        out.append(raw[j])
        j += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
