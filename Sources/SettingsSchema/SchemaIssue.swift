import StringsFormat

/// A problem found in one page element before it is placed in a file (the walker adds file, line, page).
struct SchemaIssue: Sendable, Hashable {
  var id: DiagnosticID
  var severity: Severity
  var message: String
  /// The element key the problem is about, to locate it; nil for the element itself.
  var plistKey: String?
}

/// The finding ids this target reports.
extension DiagnosticID {
  static let missingPage: DiagnosticID = "missing-page"
  static let pageCycle: DiagnosticID = "page-cycle"
  static let pathOutsideBundle: DiagnosticID = "path-outside-bundle"
  static let invalidTableName: DiagnosticID = "invalid-table-name"
  static let orphanPage: DiagnosticID = "orphan-page"
  static let titlesValuesMismatch: DiagnosticID = "titles-values-mismatch"
  static let missingRequiredKey: DiagnosticID = "missing-required-key"
  static let unknownSpecifierType: DiagnosticID = "unknown-specifier-type"
  static let pageWithoutTable: DiagnosticID = "page-without-table"
  static let syntaxError: DiagnosticID = "syntax-error"
  static let invalidValue: DiagnosticID = "invalid-value"
  static let limitExceeded: DiagnosticID = "limit-exceeded"
}
