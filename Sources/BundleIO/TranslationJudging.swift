/// How the jobs that judge translations (`render`, `report`, `export`'s states) judge them, so
/// that they agree with what `check` reports: the configuration's `doNotTranslate` and `ignore:`.
public struct TranslationJudging: Sendable, Hashable {
  /// Keys that are never required and never untranslated (brand names, units, font names).
  public var doNotTranslate: [Glob]
  /// Rules dropping findings: a value whose `untranslated` finding a rule drops is translated.
  public var ignoreRules: [IgnoreRule]

  /// Creates a way of judging.
  public init(doNotTranslate: [Glob] = [], ignoreRules: [IgnoreRule] = []) {
    self.doNotTranslate = doNotTranslate
    self.ignoreRules = ignoreRules
  }
}
