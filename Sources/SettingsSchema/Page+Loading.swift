import ByteCore
import Findings
import Foundation
import StringsFormat

extension Page {
  /// Parses a page from its bytes (XML, binary or OpenStep), with every problem found in it as a
  /// finding in `file`, judged as `reader` shows the page; the page is nil when the file is not a
  /// property list with a dictionary at the top.
  public static func load(
    data: Data, name: String, file: String, reader: PageReader = .settingsApp
  ) -> (page: Page?, findings: [Finding]) {
    load(bytes: [UInt8](data), name: name, file: file, reader: reader)
  }

  /// Parses a page from the bytes of its file, as `load(data:name:file:)` does; the bytes are
  /// copied into `Data` only when Foundation must read them (binary and OpenStep pages).
  public static func load(
    bytes: [UInt8], name: String, file: String, reader: PageReader = .settingsApp
  ) -> (page: Page?, findings: [Finding]) {
    if bytes.starts(with: "bplist".utf8) {
      if let problem = BinaryPlistCheck.problem(in: bytes) {
        return (nil, [Finding(.syntaxError(pageNotAPropertyList: problem), file: file, page: name)])
      }
    } else if let (root, locations) = XMLPlistReader.read(bytes) {
      // The common case: plain UTF-8 XML, read with its locations in one pass, without Foundation.
      guard let dictionary = root.dictionaryValue else {
        let text = FindingText.invalidValue("the top level", is: root.typeNameWithArticle, expected: "a dictionary")
        return (nil, [Finding(text, file: file, page: name)])
      }
      return build(dictionary, name: name, file: file, format: .xml, locations: locations, reader: reader)
    }
    let data = Data(bytes)
    let format: PropertyListSerialization.PropertyListFormat
    let object: Any
    do {
      (object, format) = try FoundationCalls.propertyList(from: data)
    } catch {
      let (reason, line) = describe(error, data: data)
      return (nil, [Finding(.syntaxError(pageNotAPropertyList: reason), file: file, line: line, page: name)])
    }
    guard let root = PlistValue(foundationValue: object) else {
      return (nil, [Finding(.syntaxError(pageNotAPropertyListType: ()), file: file, page: name)])
    }
    guard let dictionary = root.dictionaryValue else {
      let text = FindingText.invalidValue("the top level", is: root.typeNameWithArticle, expected: "a dictionary")
      return (nil, [Finding(text, file: file, page: name)])
    }
    let pageFormat: PageFormat =
      switch format {
      case .binary: .binary
      case .openStep: .openStep
      default: .xml
      }
    let locations =
      switch pageFormat {
      case .xml: XMLPlistLocator.locate(bytes)
      case .openStep: OpenStepPlistLocator.locate(bytes)
      case .binary: PlistLocations()
      }
    return build(dictionary, name: name, file: file, format: pageFormat, locations: locations, reader: reader)
  }

  private static func build(
    _ dictionary: [String: PlistValue], name: String, file: String, format: PageFormat, locations: PlistLocations,
    reader pageReader: PageReader
  ) -> (page: Page?, findings: [Finding]) {
    var findings: [Finding] = []
    var reader = FieldReader(raw: dictionary, label: "page")
    let stringsTable = reader.string("StringsTable")
    if let name = stringsTable, let problem = TableNames.problem(name) {
      reader.issues.append(
        SchemaIssue(
          .invalidTableName(stringsTable: PrintableText.escapingControls(name), problem: problem),
          plistKey: "StringsTable"))
    }
    let title = reader.string("Title")
    let group = reader.string("ApplicationGroupContainerIdentifier")
    var specifiers: [Specifier] = []
    switch dictionary["PreferenceSpecifiers"] {
    case nil:
      reader.issues.append(
        SchemaIssue(.missingPreferenceSpecifiers(), plistKey: nil))
    case .array(let items)?:
      specifiers.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        let place = index < locations.elements.count ? locations.elements[index] : nil
        let (decoded, issues) = Specifier.decode(item, index: index)
        var specifier = decoded
        specifier?.location = place?.start
        specifier?.keyLocations = place?.keys ?? [:]
        // Values InAppSettingsKit reads are not invalid on a page it shows.
        let element = pageReader == .inAppSettingsKit ? item.dictionaryValue : nil
        let decodeIssues =
          element.map { element in
            issues.filter { !InAppSettingsKitValues.accepts($0, in: element) }
          } ?? issues
        let allIssues = decodeIssues + (specifier?.schemaIssues(reader: pageReader) ?? [])
        for issue in allIssues {
          let location = issue.plistKey.flatMap { place?.keys[$0] } ?? place?.start
          findings.append(
            Finding(
              id: issue.id, severity: issue.severity, message: issue.message, file: file,
              line: location?.line, column: location?.column, page: name, specifierIndex: index))
        }
        if let specifier { specifiers.append(specifier) }
      }
    case .some(let other):
      reader.issues.append(
        SchemaIssue(
          .invalidValue("PreferenceSpecifiers", is: other.typeNameWithArticle, expected: "an array"),
          plistKey: "PreferenceSpecifiers"))
    }
    for issue in reader.issues {
      let location = issue.plistKey.flatMap { locations.rootKeys[$0] }
      findings.append(
        Finding(
          id: issue.id, severity: issue.severity, message: issue.message, file: file, line: location?.line,
          column: location?.column, page: name))
    }
    let others = dictionary.filter { !Page.knownRootKeys.contains($0.key) }
    var page = Page(
      name: name, file: file, format: format, stringsTable: stringsTable, title: title,
      applicationGroupContainerIdentifier: group, specifiers: specifiers, otherKeys: others)
    if let stringsTable, TableNames.problem(stringsTable) != nil { page.table = nil }
    return (page, findings)
  }

  /// Foundation's reason for a parse failure, and the line it names when it names one.
  private static func describe(_ error: Error, data: Data) -> (String, Int?) {
    if data.isEmpty { return ("the file is empty", nil) }
    let info = (error as NSError).userInfo
    let xmlReason = info["NSDebugDescription"] as? String
    let oldStyleReason = info["kCFPropertyListOldStyleParsingError"].flatMap(nestedReason)
    let looksLikeXML =
      data.prefix(64).first { !(TextBytes.isMarkupWhitespace($0) || !Unicode.Scalar($0).isASCII) }
      == UInt8(ascii: "<")
    let reason = (looksLikeXML ? xmlReason : oldStyleReason ?? xmlReason) ?? error.localizedDescription
    return (reason, lineNumber(in: reason))
  }

  /// The reason inside the nested OpenStep parser error. On Linux it is a CF error object that does
  /// not cast to `NSError`, so the reason is read from its description: `Error Domain=… "reason" UserInfo=…`.
  private static func nestedReason(_ value: Any) -> String? {
    if let error = value as? NSError, let reason = error.userInfo["NSDebugDescription"] as? String {
      return reason
    }
    let text = String(describing: value)
    guard let open = text.firstIndex(of: "\""), let close = text.range(of: "\" UserInfo=", options: .backwards),
      open < close.lowerBound
    else { return nil }
    return String(text[text.index(after: open)..<close.lowerBound])
  }

  /// The number after "line " in a Foundation message.
  private static func lineNumber(in message: String) -> Int? {
    guard let range = message.range(of: "line ") else { return nil }
    let digits = message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    return Int(digits)
  }
}
