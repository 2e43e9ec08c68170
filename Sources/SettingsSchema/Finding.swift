import ByteCore
import Findings
import StringsFormat

/// One problem found in a Settings bundle, in the shape of the project's JSON contract.
///
/// `file` is relative to the bundle; `line` and `column` are 1-based; `key` is a strings-table key.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
  /// The finding's strings, held once and shared by every copy: a bundle's findings are copied
  /// several times between the audit, its order and the reporters (thousands a bundle), and a
  /// copy of a shared box is one retain where the strings themselves were seven. A box is never
  /// changed: setting one of its fields gives the finding a new box. The getters are inlinable,
  /// so that reading a field from another module is a load, not a call.
  @usableFromInline final class Strings: Sendable {
    @usableFromInline let fields: StringFields
    init(_ fields: StringFields) { self.fields = fields }
  }

  /// The reference-counted fields of a finding, in declaration order.
  @usableFromInline struct StringFields: Sendable, Hashable {
    @usableFromInline var id: DiagnosticID
    @usableFromInline var message: String
    @usableFromInline var file: String?
    @usableFromInline var page: String?
    @usableFromInline var language: String?
    @usableFromInline var table: String?
    @usableFromInline var key: String?
  }

  @usableFromInline var strings: Strings

  private mutating func change(_ edit: (inout StringFields) -> Void) {
    var fields = strings.fields
    edit(&fields)
    strings = Strings(fields)
  }

  /// The kind of problem (`missing-page`, `page-cycle`, ...).
  public var id: DiagnosticID {
    @inlinable get { strings.fields.id }
    set { change { $0.id = newValue } }
  }
  /// How serious it is.
  public var severity: Severity
  /// A one-line explanation for people.
  public var message: String {
    @inlinable get { strings.fields.message }
    set { change { $0.message = newValue } }
  }
  /// The file it is in, relative to the bundle.
  public var file: String? {
    @inlinable get { strings.fields.file }
    set { change { $0.file = newValue } }
  }
  /// 1-based line in `file`, when known.
  public var line: Int?
  /// 1-based column in `file`, when known.
  public var column: Int?
  /// The page name (file name without `.plist`).
  public var page: String? {
    @inlinable get { strings.fields.page }
    set { change { $0.page = newValue } }
  }
  /// The `.lproj` folder name without the extension.
  public var language: String? {
    @inlinable get { strings.fields.language }
    set { change { $0.language = newValue } }
  }
  /// The strings table name.
  public var table: String? {
    @inlinable get { strings.fields.table }
    set { change { $0.table = newValue } }
  }
  /// The strings-table key concerned.
  public var key: String? {
    @inlinable get { strings.fields.key }
    set { change { $0.key = newValue } }
  }
  /// Index of the specifier in the page's `PreferenceSpecifiers`.
  public var specifierIndex: Int?

  /// Creates a finding.
  public init(
    id: DiagnosticID, severity: Severity, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil, page: String? = nil, language: String? = nil,
    table: String? = nil, key: String? = nil, specifierIndex: Int? = nil
  ) {
    strings = Strings(
      StringFields(id: id, message: message, file: file, page: page, language: language, table: table, key: key))
    self.severity = severity
    self.line = line
    self.column = column
    self.specifierIndex = specifierIndex
  }

  /// A finding worded by its rule's message function, with the catalog's severity: how every
  /// module raises one (`Finding(.orphanPage(…), file: …)`).
  package init(
    _ text: FindingText, file: String? = nil, line: Int? = nil, column: Int? = nil, page: String? = nil,
    language: String? = nil, table: String? = nil, key: String? = nil, specifierIndex: Int? = nil
  ) {
    self.init(
      id: text.id, severity: text.severity, message: text.message, file: file, line: line, column: column,
      page: page, language: language, table: table, key: key, specifierIndex: specifierIndex)
  }

  /// Two findings are equal when every field is.
  public static func == (lhs: Finding, rhs: Finding) -> Bool {
    lhs.severity == rhs.severity && lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.specifierIndex == rhs.specifierIndex
      && (lhs.strings === rhs.strings || lhs.strings.fields == rhs.strings.fields)
  }

  /// Hashes every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(strings.fields)
    hasher.combine(severity)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(specifierIndex)
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
