import ByteCore
import Findings
import StringsFormat

/// One problem found in a Settings bundle, in the shape of the project's JSON contract.
///
/// `file` is relative to the bundle; `line` and `column` are 1-based; `key` is a strings-table key.
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind of problem (`missing-page`, `page-cycle`, ...).
  public var id: DiagnosticID
  /// How serious it is.
  public var severity: Severity
  /// A one-line explanation for people.
  public var message: String
  /// The file it is in, relative to the bundle.
  public var file: String?
  /// 1-based line in `file`, when known.
  public var line: Int?
  /// 1-based column in `file`, when known.
  public var column: Int?
  /// The page name (file name without `.plist`).
  public var page: String?
  /// The `.lproj` folder name without the extension.
  public var language: String?
  /// The strings table name.
  public var table: String?
  /// The strings-table key concerned.
  public var key: String?
  /// Index of the specifier in the page's `PreferenceSpecifiers`.
  public var specifierIndex: Int?

  /// Creates a finding.
  public init(
    id: DiagnosticID, severity: Severity, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil, page: String? = nil, language: String? = nil,
    table: String? = nil, key: String? = nil, specifierIndex: Int? = nil
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.page = page
    self.language = language
    self.table = table
    self.key = key
    self.specifierIndex = specifierIndex
  }

  /// A finding worded by its rule's message function, with the catalog's severity: how every
  /// module raises one (`Finding(.orphanPage(…), file: …)`).
  package init(
    _ text: FindingText, file: String? = nil, line: Int? = nil, column: Int? = nil, page: String? = nil,
    language: String? = nil, table: String? = nil, key: String? = nil, specifierIndex: Int? = nil
  ) {
    // Each field set here rather than through the public initializer, whose call copied the
    // whole finding once more (thousands of findings a bundle).
    (id, severity, message) = (text.id, text.severity, text.message)
    (self.file, self.line, self.column, self.page) = (file, line, column, page)
    (self.language, self.table, self.key, self.specifierIndex) = (language, table, key, specifierIndex)
  }

  /// Sets `line` and `column` from a location, when there is one.
  public func located(at location: SourceLocation?) -> Finding {
    var copy = self
    copy.line = location?.line
    copy.column = location?.column
    return copy
  }

  /// `file:line:col: severity: message [id]`, or `file: severity: ...` without a position.
  public var description: String {
    var place = ""
    if let file {
      place = file
      if let line {
        place += ":\(line)"
        if let column { place += ":\(column)" }
      }
      place += ": "
    }
    // Paths and messages hold file names and keys: escaped, no line of a report can be forged.
    return
      "\(PrintableText.escapingControls(place))\(severity.rawValue): \(PrintableText.escapingControls(message)) [\(id)]"
  }

  /// The stable order of findings: file, line, column, id, key (absent values first).
  public static func stableOrder(_ lhs: borrowing Finding, _ rhs: borrowing Finding) -> Bool {
    if lhs.file != rhs.file { return less(lhs.file, rhs.file) }
    if lhs.line != rhs.line { return less(lhs.line, rhs.line) }
    if lhs.column != rhs.column { return less(lhs.column, rhs.column) }
    if lhs.id != rhs.id { return lhs.id < rhs.id }
    if lhs.key != rhs.key { return less(lhs.key, rhs.key) }
    if lhs.specifierIndex != rhs.specifierIndex { return less(lhs.specifierIndex, rhs.specifierIndex) }
    return lhs.message < rhs.message
  }

  private static func less<T: Comparable>(_ lhs: T?, _ rhs: T?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): false
    case (nil, _): true
    case (_, nil): false
    case (let left?, let right?): left < right
    }
  }
}

extension Sequence where Element == Finding {
  /// The findings in the stable order (file, line, column, id, key).
  public func sortedStably() -> [Finding] { sorted(by: Finding.stableOrder) }
}
