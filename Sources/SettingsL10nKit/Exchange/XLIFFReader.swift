import Foundation
import StringsFormat

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

extension XLIFFError {
  /// Refuses what is not UTF-8 (XLIFF files are read as UTF-8), located at the first bad byte.
  static func checkEncoding(_ bytes: [UInt8]) throws(XLIFFError) {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw XLIFFError(location: XMLLocation(line: 1, column: 1), message: "the file is UTF-16; XLIFF is read as UTF-8")
    }
    if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
      let at = LineIndex(text: Array(bytes[..<bad])).location(of: bad)
      throw XLIFFError(
        location: XMLLocation(line: at.line, column: at.column),
        message: "invalid UTF-8: byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad)")
    }
  }
}

extension XLIFFDocument {
  /// Parses XLIFF 1.2 (1.1 and 1.0 are read the same way). Units inside `<group>` are read;
  /// `<alt-trans>` and other elements are ignored; an inline element (`<g>`, `<x/>`, `<ph>`…)
  /// inside `<source>` or `<target>` is an error, since a `.strings` value cannot hold it.
  /// Throws the first problem, located.
  public init(parsing bytes: [UInt8]) throws(XLIFFError) {
    try XLIFFError.checkEncoding(bytes)
    var parser = XMLPullParser(bytes)
    var reader = XLIFFReader()
    while let event = try parser.next(skippingText: !reader.collectsText) {
      try reader.read(event)
    }
    guard reader.sawRoot else { throw XLIFFError(location: nil, message: "the file has no <xliff> element") }
    self.init(files: reader.files)
  }
}

/// Builds XLIFF files and units from the events of one parse.
private struct XLIFFReader {
  var files: [XLIFFDocument.File] = []
  var sawRoot = false

  private var stack: [String] = []
  private var unit: XLIFFDocument.Unit?
  private var sawSource = false
  /// `<source>` and `<target>` elements opened in the current unit: a second one is an error,
  /// since keeping either silently would drop a translator's text.
  private var openedSource = false
  private var openedTarget = false
  private var ids: Set<ExactKey> = []
  /// The text being collected, and which child of the unit it belongs to.
  private var capture: (element: String, text: String)?

  /// True inside an element whose text is kept: text elsewhere need not be read.
  var collectsText: Bool { capture != nil }

  mutating func read(_ event: XMLPullParser.Event) throws(XLIFFError) {
    switch event {
    case .start(let name, let attributes, let location): try start(name, attributes, location)
    case .text(let text): if capture != nil { capture?.text += text.string }
    case .end(let name): try end(name)
    }
  }

  private mutating func start(_ elementName: String, _ attributes: XMLAttributes, _ here: XMLLocation) throws(XLIFFError) {
    func fail(_ message: String) -> XLIFFError { XLIFFError(location: here, message: message) }
    let parent = stack.last
    stack.append(elementName)
    if let capture {
      if capture.element != "note" {
        throw fail("<\(elementName)> inside <\(capture.element)>: inline elements cannot be written to a .strings table")
      }
      return
    }
    switch (parent, elementName) {
    case (nil, "xliff"):
      sawRoot = true
      if let version = attributes["version"], !["1.0", "1.1", "1.2"].contains(version) {
        throw fail("XLIFF version \(version) is not supported (expected 1.2)")
      }
    case (nil, _):
      throw fail("the root element is <\(elementName)>, not <xliff>")
    case ("xliff", "file"):
      guard let original = attributes["original"] else { throw fail("<file> has no original attribute") }
      guard let source = attributes["source-language"] else { throw fail("<file> has no source-language attribute") }
      ids.removeAll(keepingCapacity: true)
      files.append(
        XLIFFDocument.File(
          original: original, sourceLanguage: source, targetLanguage: attributes["target-language"],
          datatype: attributes["datatype"] ?? "", units: [], location: here,
          lproj: attributes["lproj"]))
    case ("header", "tool"):
      guard stack.dropLast(2).last == "file", !files.isEmpty else { return }
      files[files.count - 1].tool = XLIFFDocument.Tool(
        id: attributes["tool-id"] ?? "", name: attributes["tool-name"] ?? "", version: attributes["tool-version"])
    case ("body", "trans-unit"), ("group", "trans-unit"):
      guard let id = attributes["id"] else { throw fail("<trans-unit> has no id attribute") }
      guard ids.insert(ExactKey(id)).inserted else {
        throw fail("a second <trans-unit> with id \(id.debugDescription) in the same <file>")
      }
      unit = XLIFFDocument.Unit(id: id, source: "", target: nil, note: nil, location: here)
      sawSource = false
      openedSource = false
      openedTarget = false
    case ("trans-unit", "source"), ("trans-unit", "target"), ("trans-unit", "note"):
      let again = elementName == "source" ? openedSource : elementName == "target" ? openedTarget : false
      if elementName == "source" { openedSource = true } else if elementName == "target" { openedTarget = true }
      if again {
        throw fail("a second <\(elementName)> in <trans-unit id=\((unit?.id ?? "").debugDescription)>")
      }
      if elementName == "target" { unit?.state = attributes["state"] }
      capture = (elementName, "")
    default:
      break
    }
  }

  private mutating func end(_ elementName: String) throws(XLIFFError) {
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
    guard sawSource else {
      throw XLIFFError(location: finished.location, message: "<trans-unit id=\(finished.id.debugDescription)> has no <source>")
    }
    if !files.isEmpty { files[files.count - 1].units.append(finished) }
  }
}
