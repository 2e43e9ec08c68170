import ByteCore
import Foundation
import StringsFormat
import TextSyntax

extension TranslationFormatError {
  /// Refuses what is not UTF-8 (other encodings are made UTF-8 first: `XMLEncoding`), located
  /// at the first bad byte.
  static func checkEncoding(_ bytes: [UInt8]) throws(TranslationFormatError) {
    if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
      let at = LineIndex(text: Array(bytes[..<bad])).location(of: bad)
      throw TranslationFormatError(
        location: SourceLocation(line: at.line, column: at.column),
        message: "invalid UTF-8: byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad)")
    }
  }
}

/// The bytes of an XML file, made UTF-8 (from UTF-16 or the encoding its declaration names:
/// `XMLEncoding`) and checked once to be UTF-8 (`TranslationFormatError.checkEncoding`): telling an
/// XLIFF 2 file from a 1.2 one and then reading it would otherwise validate every byte twice.
package struct CheckedXML {
  /// The bytes, valid UTF-8.
  let bytes: [UInt8]

  /// Makes the bytes UTF-8 and checks them; the error locates the first that is not UTF-8.
  package init(_ bytes: [UInt8]) throws(TranslationFormatError) {
    let utf8 = try XMLEncoding.utf8(bytes)
    try TranslationFormatError.checkEncoding(utf8)
    self.bytes = utf8
  }
}

extension XLIFFDocument {
  /// Parses XLIFF 1.2 (1.1 and 1.0 are read the same way). Units inside `<group>` are read
  /// (inheriting its `translate`); `<alt-trans>` and other elements are ignored. Inline markup
  /// inside `<source>` or `<target>` is made plain text, as a `.strings` value is: `<g>`,
  /// `<mrk>`, `<bx/>`, `<ex/>` keep their text; `<ph>`, `<bpt>`, `<ept>`, `<it>` their native
  /// code, else their `equiv-text`; `<x/>` its `equiv-text`. A code with no text at all makes
  /// its unit unwritable (`Unit.unwritable`), not the file.
  /// Segments (`<seg-source>`, `<mrk mtype="seg">`, as CAT tools write them) are joined back into
  /// one value with the text between them; a segmented target with fewer segments than its
  /// `<seg-source>` is an error. Throws the first problem, located.
  public init(parsing bytes: [UInt8]) throws(TranslationFormatError) {
    try self.init(parsing: CheckedXML(bytes))
  }

  /// Parses XLIFF 1.2 from bytes already checked to be UTF-8 (see `init(parsing:)`).
  package init(parsing xml: CheckedXML) throws(TranslationFormatError) {
    var parser = XMLPullParser(xml.bytes)
    var reader = XLIFFReader()
    while let token = try parser.advance(skippingText: !reader.collectsText) {
      switch token {
      case .start: try reader.start(&parser)
      case .text: reader.append(parser.text)
      case .end: try reader.end()
      }
    }
    guard reader.sawRoot else {
      throw TranslationFormatError(location: nil, message: "the file has no <xliff> element")
    }
    self.init(files: reader.files)
  }
}

/// The elements an XLIFF 1.2 reader tells apart, by local name; every other one is `other`.
private enum XLIFFElement {
  case xliff, file, header, tool, body, group, transUnit, source, segSource, target, note, mrk, other

  /// The local name (`other` has none).
  var name: StaticString {
    switch self {
    case .xliff: "xliff"
    case .file: "file"
    case .header: "header"
    case .tool: "tool"
    case .body: "body"
    case .group: "group"
    case .transUnit: "trans-unit"
    case .source: "source"
    case .segSource: "seg-source"
    case .target: "target"
    case .note: "note"
    case .mrk: "mrk"
    case .other: ""
    }
  }

  /// The element named `name` in `document`, compared as bytes with the names of its length
  /// (the parser is not passed whole: that would copy it).
  init(_ name: Range<Int>, in document: XMLBytes) {
    func named(_ element: XLIFFElement) -> XLIFFElement? { document.equals(name, element.name) ? element : nil }
    switch name.count {
    case 3: self = named(.mrk) ?? .other
    case 4: self = named(.file) ?? named(.tool) ?? named(.body) ?? named(.note) ?? .other
    case 5: self = named(.xliff) ?? named(.group) ?? .other
    case 6: self = named(.source) ?? named(.target) ?? named(.header) ?? .other
    case 10: self = named(.transUnit) ?? named(.segSource) ?? .other
    default: self = .other
    }
  }
}

/// Builds XLIFF files and units from the tags of one parse.
private struct XLIFFReader {
  var files: [XLIFFDocument.File] = []
  var sawRoot = false

  private var stack: [XLIFFElement] = []
  private var unit: XLIFFDocument.Unit?
  private var sawSource = false
  /// `<source>` and `<target>` elements opened in the current unit: a second one is an error,
  /// since keeping either silently would drop a translator's text.
  private var openedSource = false
  private var openedTarget = false
  /// The segments (`<mrk mtype="seg">`) of the unit's `<seg-source>` and `<target>`, and where
  /// the target starts: a target with fewer segments than its source lost a translator's text.
  private var sourceSegments = 0
  private var targetSegments = 0
  private var targetLocation: SourceLocation?
  private var ids: Set<ExactKey> = []
  /// `translate` of each open `<group>`: a unit inherits it, as XLIFF 1.2 says.
  private var groupTranslates: [Bool] = []
  /// The text being collected, and which child of the unit it belongs to.
  private var capture: (element: XLIFFElement, text: String)?
  /// The inline elements open inside the source or target being collected.
  private var inline: [InlineCode] = []
  /// For each open element, whether `xml:space="preserve"` applies to it (inherited).
  private var preserves: [Bool] = []
  /// Why the unit's source or target cannot be written as plain text (the first inline code
  /// without a text equivalent), if it cannot.
  private var unwritable: String?

  /// True inside an element whose text is kept: text elsewhere need not be read.
  var collectsText: Bool { capture != nil }

  mutating func append(_ text: XMLText) {
    if capture != nil { capture?.text += text.string }
  }

  mutating func start(_ parser: inout XMLPullParser) throws(TranslationFormatError) {
    func fail(_ message: String) -> TranslationFormatError {
      TranslationFormatError(location: parser.location(), message: message)
    }
    let element = XLIFFElement(parser.name, in: parser.document)
    let parent = stack.last
    stack.append(element)
    let space = parser.attribute("space")
    preserves.append(space.map { $0 == "preserve" } ?? (preserves.last ?? false))
    if let capture {
      guard capture.element != .note else { return }
      // A segment of a source or target (directly inside it): its text is the value's text.
      if element == .mrk, parent == capture.element, parser.attribute("mtype") == "seg" {
        if capture.element == .target { targetSegments += 1 }
        inline.append(InlineCode(kind: .text, start: capture.text.utf8.count, equivalent: nil, name: "mrk"))
        return
      }
      inline.append(
        InlineCode(
          parser.nameString, start: capture.text.utf8.count, equivalent: parser.attribute("equiv-text")))
      return
    }
    switch (parent, element) {
    case (nil, .xliff):
      sawRoot = true
      if let version = parser.attribute("version"), !["1.0", "1.1", "1.2"].contains(version) {
        throw fail("XLIFF version \(version) is not supported (expected 1.2)")
      }
    case (nil, _):
      throw fail("the root element is <\(parser.nameString)>, not <xliff>")
    case (.xliff, .file):
      guard let original = parser.attribute("original") else { throw fail("<file> has no original attribute") }
      guard let source = parser.attribute("source-language") else {
        throw fail("<file> has no source-language attribute")
      }
      ids.removeAll(keepingCapacity: true)
      // A file holds about a hundred units: room made once spares the set its rehashes of
      // every id each time it doubles.
      ids.reserveCapacity(128)
      files.append(
        XLIFFDocument.File(
          original: original, sourceLanguage: source, targetLanguage: parser.attribute("target-language"),
          datatype: parser.attribute("datatype") ?? "", units: [], location: parser.location(),
          lproj: parser.attribute("lproj")))
    case (.header, .note):
      guard stack.dropLast(2).last == .file, !files.isEmpty, parser.attribute("from") == XLIFFDocument.folderNoteAuthor
      else { return }
      capture = (.note, "")
    case (.header, .tool):
      guard stack.dropLast(2).last == .file, !files.isEmpty else { return }
      files[files.count - 1].tool = XLIFFDocument.Tool(
        id: parser.attribute("tool-id") ?? "", name: parser.attribute("tool-name") ?? "",
        version: parser.attribute("tool-version"))
    case (.body, .group), (.group, .group):
      let inherited = groupTranslates.last ?? true
      groupTranslates.append(parser.attribute("translate").map { $0 != "no" } ?? inherited)
    case (.body, .transUnit), (.group, .transUnit):
      guard let id = parser.attribute("id") else { throw fail("<trans-unit> has no id attribute") }
      guard ids.insert(ExactKey(id)).inserted else {
        throw fail("a second <trans-unit> with id \(id.debugDescription) in the same <file>")
      }
      let inherited = groupTranslates.last ?? true
      // Made whole before it is stored: each change through the optional would copy it.
      var started = XLIFFDocument.Unit(
        id: id, source: "", target: nil, note: nil, location: parser.location(),
        translate: parser.attribute("translate").map { $0 != "no" } ?? inherited)
      started.resname = parser.attribute("resname").flatMap { $0.isEmpty ? nil : $0 }
      started.approved = parser.attribute("approved").map { $0 == "yes" }
      unit = started
      sawSource = false
      openedSource = false
      openedTarget = false
      sourceSegments = 0
      targetSegments = 0
      targetLocation = nil
      unwritable = nil
    case (.segSource, .mrk):
      if stack.dropLast(2).last == .transUnit, parser.attribute("mtype") == "seg" { sourceSegments += 1 }
    case (.transUnit, .source), (.transUnit, .target), (.transUnit, .note):
      let again = element == .source ? openedSource : element == .target ? openedTarget : false
      if element == .source { openedSource = true } else if element == .target { openedTarget = true }
      if again {
        throw fail("a second <\(element.name)> in <trans-unit id=\((unit?.id ?? "").debugDescription)>")
      }
      if element == .target {
        unit?.state = parser.attribute("state")
        unit?.qualifier = parser.attribute("state-qualifier")
        targetLocation = parser.location()
      }
      capture = (element, "")
    default:
      break
    }
  }

  /// Closes the element opened last: the tokenizer refuses an end tag that does not match it,
  /// so the element is the one `start` classified (its name is not compared again).
  mutating func end() throws(TranslationFormatError) {
    guard let element = stack.popLast() else { return }
    let preserved = preserves.popLast() ?? false
    if capture != nil, let code = inline.popLast() {
      let grew = (capture?.text.utf8.count ?? 0) > code.start
      switch code.resolve(grew: grew) {
      case .kept: break
      case .text(let text): capture?.text += text
      case .unwritable(let why): if unwritable == nil { unwritable = why }
      }
      return
    }
    if element == .group, capture == nil, !groupTranslates.isEmpty {
      groupTranslates.removeLast()
      return
    }
    if let capture, capture.element == element, stack.last == .header {
      if !files.isEmpty { files[files.count - 1].lproj = capture.text }
      self.capture = nil
      return
    }
    if let capture, capture.element == element, stack.last == .transUnit {
      // Without xml:space="preserve", a source or target laid out on lines of its own is read
      // without that layout, as XML tools read it.
      let text = preserved || element == .note ? capture.text : XMLIndentation.dropped(capture.text)
      switch element {
      case .source:
        unit?.source = text
        sawSource = true
      case .target: unit?.target = text
      default: unit?.note = capture.text
      }
      self.capture = nil
      return
    }
    // Taken out of the optional, not copied: a unit holds a dozen strings.
    guard capture == nil, element == .transUnit, var read = unit.take() else { return }
    guard sawSource else {
      throw TranslationFormatError(
        location: read.location, message: "<trans-unit id=\(read.id.debugDescription)> has no <source>")
    }
    // A target written as one piece is the whole value; a segmented one must have every segment.
    if targetSegments > 0, targetSegments < sourceSegments {
      throw TranslationFormatError(
        location: targetLocation ?? read.location,
        message:
          "the <target> of <trans-unit id=\(read.id.debugDescription)> has \(targetSegments) segment\(targetSegments == 1 ? "" : "s") (<mrk mtype=\"seg\">), its <seg-source> \(sourceSegments): the text of a missing segment would be lost"
      )
    }
    read.unwritable = unwritable
    if !files.isEmpty { files[files.count - 1].units.append(read) }
  }
}
