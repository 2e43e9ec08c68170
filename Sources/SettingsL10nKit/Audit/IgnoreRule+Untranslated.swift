extension [IgnoreRule] {
  /// True when a rule drops the `untranslated` finding `check` makes of `key` in the table file
  /// at `file` (relative to the bundle) of the folder `lproj`: `render`, `report` and `export`
  /// then show the value as translated, as `check`'s coverage counts it.
  public func acceptsUntranslated(key: String, table: String, lproj: String, file: String) -> Bool {
    guard !isEmpty else { return false }
    return drops(
      Finding(.probe(AuditID.untranslated), file: file, language: lproj, table: table, key: key))
  }
}
