import ByteCore

/// The finding ids `check` reports (DESIGN.md, "Semantics that are decided").
public enum AuditID {
  /// A required key the development table has, absent from a language's table.
  public static let missingKey: DiagnosticID = "missing-key"
  /// A table the pages use, absent from a language's folder.
  public static let missingTable: DiagnosticID = "missing-table"
  /// A required key absent from the development table itself.
  public static let notInDevelopmentTable: DiagnosticID = "not-in-development-table"
  /// A key no reachable page uses.
  public static let staleKey: DiagnosticID = "stale-key"
  /// A translation equal to the development value.
  public static let untranslated: DiagnosticID = "untranslated"
  /// A key defined more than once in a table.
  public static let duplicateKey: DiagnosticID = .duplicateKey
  /// A key whose value is empty.
  public static let emptyValue: DiagnosticID = .emptyValue
  /// printf specifiers of a translation that differ from the development value's.
  public static let formatMismatch: DiagnosticID = "format-mismatch"
  /// A `.strings` file no reachable page names.
  public static let orphanTable: DiagnosticID = "orphan-table"
  /// Leading or trailing whitespace that differs from the development value's, or a value that
  /// is only whitespace.
  public static let whitespaceMismatch: DiagnosticID = "whitespace-mismatch"
  /// A `ShortTitles` translation longer than its development value: it stands beside the row's
  /// title on one line and truncates (other text wraps in its row, so its length is never flagged).
  public static let tooLong: DiagnosticID = "too-long"
  /// A bundle with pages but no `.lproj` folder: the Settings app shows every string as written.
  public static let notLocalized: DiagnosticID = "not-localized"

  /// Every id `check` can report, sorted (for validating `--ignore`): the catalog's ids that a
  /// configuration can silence, which are all but the refused writes `check` never makes.
  public static let all: [DiagnosticID] = FindingCatalog.rules.filter(\.silenceable).map(\.id)

  /// True when `check` can report the id.
  public static func isKnown(_ id: DiagnosticID) -> Bool { all.contains(id) }
}
