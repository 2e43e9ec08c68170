import ByteCore

/// The finding ids this target reports, declared once here so the kit's `FindingCatalog` (their
/// severity, title and explanation) names the same values.
extension DiagnosticID {
  /// A child pane names a page that does not exist.
  public static let missingPage: DiagnosticID = "missing-page"
  /// Child panes link back to a page already open.
  public static let pageCycle: DiagnosticID = "page-cycle"
  /// A path leads outside the bundle.
  public static let pathOutsideBundle: DiagnosticID = "path-outside-bundle"
  /// A `StringsTable` that names no usable file.
  public static let invalidTableName: DiagnosticID = "invalid-table-name"
  /// A page no other page links to.
  public static let orphanPage: DiagnosticID = "orphan-page"
  /// `Titles` and `Values` of different lengths.
  public static let titlesValuesMismatch: DiagnosticID = "titles-values-mismatch"
  /// An element without a key its type requires.
  public static let missingRequiredKey: DiagnosticID = "missing-required-key"
  /// An element type the Settings app does not know.
  public static let unknownSpecifierType: DiagnosticID = "unknown-specifier-type"
  /// A page with strings but no table.
  public static let pageWithoutTable: DiagnosticID = "page-without-table"
  /// A file the device cannot read.
  public static let syntaxError: DiagnosticID = "syntax-error"
  /// A key whose value has the wrong type or range.
  public static let invalidValue: DiagnosticID = "invalid-value"
  /// More pages, elements or nesting than the tool reads.
  public static let limitExceeded: DiagnosticID = "limit-exceeded"
  /// A `DefaultValue` not among the element's `Values`.
  public static let defaultNotInValues: DiagnosticID = "default-not-in-values"
}
