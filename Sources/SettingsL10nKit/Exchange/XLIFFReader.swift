import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A problem that makes an XLIFF file unusable, with where it is.
public struct XLIFFError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where in the file, when the parser knows.
  public var location: XMLLocation?
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(location: XMLLocation?, message: String) {
    self.location = location
    self.message = message
  }

  /// `line:col: message`.
  public var description: String { location.map { "\($0): \(message)" } ?? message }
}

extension XLIFFDocument {
  /// Parses XLIFF 1.2 (1.1 and 1.0 are read the same way). Units inside `<group>` are read;
  /// `<alt-trans>` and other elements are ignored; an inline element (`<g>`, `<x/>`, `<ph>`…)
  /// inside `<source>` or `<target>` is an error, since a `.strings` value cannot hold it.
  /// Throws the first problem, located.
  public init(parsing bytes: [UInt8]) throws(XLIFFError) {
    let parser = XMLParser(data: Data(bytes))
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let reader = XLIFFReader()
    parser.delegate = reader
    let parsed = parser.parse()
    if let error = reader.error { throw error }
    // FoundationXML on Linux returns true from parse() after many errors: trust the delegate too.
    if !parsed || reader.errorCode != nil || parser.parserError != nil {
      let code = reader.errorCode ?? (parser.parserError as NSError?)?.code
      throw XLIFFError(
        location: reader.errorLocation ?? XMLLocation(line: parser.lineNumber, column: parser.columnNumber),
        message: "malformed XML: \(Self.xmlErrorText(code))")
    }
    guard reader.sawRoot else { throw XLIFFError(location: nil, message: "the file has no <xliff> element") }
    self.init(files: reader.files)
  }
}

extension XLIFFDocument {
  /// Words for the libxml2 error codes XMLParser reports (its own messages are empty on Linux).
  static func xmlErrorText(_ code: Int?) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "the document ends early, or has content after its root element"
    case 9: "a character XML does not allow"
    case 23: "an entity reference without ';'"
    case 26: "an undeclared entity (escape '&' as '&amp;')"
    case 39: "an attribute value without quotes"
    case 42: "an attribute given twice"
    case 45: "a comment that is not closed"
    case 73: "'>' expected"
    case 76: "the closing tag does not match the open element"
    case let code?: "parser error \(code)"
    case nil: "unknown error"
    }
  }
}

/// The SAX delegate behind `XLIFFDocument(parsing:)`; used by one parse on one thread.
private final class XLIFFReader: NSObject, XMLParserDelegate {
  var files: [XLIFFDocument.File] = []
  var error: XLIFFError?
  var sawRoot = false
  /// Where the XML parser first reported an error, and its code.
  var errorLocation: XMLLocation?
  var errorCode: Int?

  private var stack: [String] = []
  private var unit: XLIFFDocument.Unit?
  private var sawSource = false
  private var ids: Set<ExactKey> = []
  /// The text being collected, and which child of the unit it belongs to.
  private var capture: (element: String, text: String)?

  private func fail(_ parser: XMLParser, _ message: String) {
    guard error == nil, errorLocation == nil else { return }
    error = XLIFFError(location: XMLLocation(line: parser.lineNumber, column: parser.columnNumber), message: message)
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let parent = stack.last
    stack.append(elementName)
    let here = XMLLocation(line: parser.lineNumber, column: parser.columnNumber)
    if let capture {
      if capture.element != "note" {
        fail(parser, "<\(elementName)> inside <\(capture.element)>: inline elements cannot be written to a .strings table")
      }
      return
    }
    switch (parent, elementName) {
    case (nil, "xliff"):
      sawRoot = true
      if let version = attributes["version"], !["1.0", "1.1", "1.2"].contains(version) {
        fail(parser, "XLIFF version \(version) is not supported (expected 1.2)")
      }
    case (nil, _):
      fail(parser, "the root element is <\(elementName)>, not <xliff>")
    case ("xliff", "file"):
      guard let original = attributes["original"] else { return fail(parser, "<file> has no original attribute") }
      guard let source = attributes["source-language"] else { return fail(parser, "<file> has no source-language attribute") }
      ids = []
      files.append(
        XLIFFDocument.File(
          original: original, sourceLanguage: source, targetLanguage: attributes["target-language"],
          datatype: attributes["datatype"] ?? "", units: [], location: here))
    case ("header", "tool"):
      guard stack.dropLast(2).last == "file", !files.isEmpty else { return }
      files[files.count - 1].tool = XLIFFDocument.Tool(
        id: attributes["tool-id"] ?? "", name: attributes["tool-name"] ?? "", version: attributes["tool-version"])
    case ("body", "trans-unit"), ("group", "trans-unit"):
      guard let id = attributes["id"] else { return fail(parser, "<trans-unit> has no id attribute") }
      guard ids.insert(ExactKey(id)).inserted else {
        return fail(parser, "a second <trans-unit> with id \(id.debugDescription) in the same <file>")
      }
      unit = XLIFFDocument.Unit(id: id, source: "", target: nil, note: nil, location: here)
      sawSource = false
    case ("trans-unit", "source"), ("trans-unit", "target"), ("trans-unit", "note"):
      if elementName == "target" { unit?.state = attributes["state"] }
      capture = (elementName, "")
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard errorLocation == nil else { return }
    errorLocation = XMLLocation(line: parser.lineNumber, column: parser.columnNumber)
    errorCode = (parseError as NSError).code
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    capture?.text += string
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    capture?.text += String(decoding: CDATABlock, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    stack.removeLast()
    if let capture, capture.element == elementName, stack.last == "trans-unit" {
      switch elementName {
      case "source":
        unit?.source = capture.text
        sawSource = true
      case "target": unit?.target = capture.text
      default: unit?.note = capture.text
      }
      self.capture = nil
      return
    }
    guard capture == nil, elementName == "trans-unit", let finished = unit else { return }
    unit = nil
    guard sawSource else { return fail(parser, "<trans-unit id=\(finished.id.debugDescription)> has no <source>") }
    if !files.isEmpty { files[files.count - 1].units.append(finished) }
  }
}
