import ByteCore

/// Every finding id the tool reports, with its explanation: the one catalog that `explain`,
/// SARIF's rules, the Markdown summary and the documentation read.
public enum FindingCatalog {
  /// Every rule, sorted by id.
  public static let rules: [FindingRule] =
    (translationRules + pageRules + fileRules + syntaxRules + writeRules + exchangeRules).sorted { $0.id < $1.id }

  private static let byID: [DiagnosticID: FindingRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0) })

  /// The rule of an id, nil for an id the tool never reports.
  public static func rule(_ id: DiagnosticID) -> FindingRule? { byID[id] }

  /// The one-line title of an id (a generic line for an id the catalog lacks).
  public static func title(_ id: DiagnosticID) -> String {
    rule(id)?.title ?? "Settings bundle finding \(id.rawValue)."
  }
}
