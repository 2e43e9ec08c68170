import ByteCore

/// The ids exporting and importing translations report, declared once here so every raise site
/// and `FindingCatalog` name the same values.
extension DiagnosticID {
  /// An import that would write the development language's table.
  public static let developmentLanguageTarget: DiagnosticID = "development-language-target"
  /// An import of which no unit matched a key of the bundle.
  public static let nothingMatched: DiagnosticID = "nothing-matched"
  /// A unit matched by key alone that more than one table has.
  public static let ambiguousUnit: DiagnosticID = "ambiguous-unit"
  /// A unit whose key the development table no longer has.
  public static let staleUnit: DiagnosticID = "stale-unit"
  /// A String Catalog file that cannot be read as one.
  public static let catalogMalformed: DiagnosticID = "catalog-malformed"
  /// An XLIFF file that cannot be read as one.
  public static let xliffMalformed: DiagnosticID = "xliff-malformed"
  /// Two units that give one key of one table different targets.
  public static let conflictingTargets: DiagnosticID = "conflicting-targets"
  /// A unit whose target is empty.
  public static let emptyTarget: DiagnosticID = "empty-target"
  /// A language exported for the first time.
  public static let newLanguage: DiagnosticID = "new-language"
  /// A table file import cannot edit.
  public static let notEditable: DiagnosticID = "not-editable"
  /// A unit whose source differs from today's development value.
  public static let sourceChanged: DiagnosticID = "source-changed"
  /// A unit whose state says its target is not a translation to import.
  public static let stateNotImported: DiagnosticID = "state-not-imported"
  /// Unfinished work (fuzzy, machine-made or new targets) written because `--accept-unfinished` asked.
  public static let unfinishedImported: DiagnosticID = "unfinished-imported"
  /// A full tag written into the one folder its parent chain reaches (`de-DE` into `de.lproj`).
  public static let parentFolder: DiagnosticID = "parent-folder"
  /// A `<file>` whose target language differs from the first `<file>`'s of the same input.
  public static let mixedLanguages: DiagnosticID = "mixed-languages"
  /// `--original-paths repository` with no repository above the bundle.
  public static let noRepository: DiagnosticID = "no-repository"
  /// A unit imported although its state asks for review.
  public static let needsReviewImported: DiagnosticID = "needs-review-imported"
  /// A key whose value cannot be written as a unit.
  public static let unitNotExportable: DiagnosticID = "unit-not-exportable"
  /// A String Catalog entry a `.strings` table cannot hold.
  public static let unitNotImportable: DiagnosticID = "unit-not-importable"
  /// A target language that is no language name.
  public static let unknownLanguage: DiagnosticID = "unknown-language"
  /// A String Catalog state the tool does not know.
  public static let unknownState: DiagnosticID = "unknown-state"
  /// A table no page uses.
  public static let unknownTable: DiagnosticID = "unknown-table"
}
