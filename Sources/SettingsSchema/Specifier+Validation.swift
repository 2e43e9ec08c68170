import StringsFormat

extension Specifier {
  /// The keys Apple's documentation marks required for a `Type` (besides `Type` itself); nil for unknown types.
  ///
  /// `Title` of `PSTitleValueSpecifier` follows the current documentation (required), which is
  /// stricter than the 2010 schema reference.
  public static func requiredKeys(forType type: String) -> [String]? {
    switch type {
    case "PSGroupSpecifier": []
    case "PSChildPaneSpecifier": ["Title", "File"]
    case "PSToggleSwitchSpecifier": ["Title", "Key", "DefaultValue"]
    case "PSSliderSpecifier": ["Key", "DefaultValue", "MinimumValue", "MaximumValue"]
    case "PSTitleValueSpecifier": ["Title", "Key", "DefaultValue"]
    case "PSTextFieldSpecifier": ["Key"]
    case "PSMultiValueSpecifier": ["Title", "Key", "DefaultValue", "Titles", "Values"]
    case "PSRadioGroupSpecifier": ["Key", "DefaultValue", "Titles", "Values"]
    default: nil
    }
  }

  private func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

  /// Schema checks of one element: `Type`, required keys, `Titles`/`Values` lengths, unknown types.
  func schemaIssues() -> [SchemaIssue] {
    var issues: [SchemaIssue] = []
    guard let type else {
      let got = raw["Type"].map { " (its Type is \($0.typeNameWithArticle))" } ?? ""
      issues.append(
        SchemaIssue(
          id: .missingRequiredKey, severity: .error,
          message: "\(label) has no Type\(got); the Settings app cannot show it", plistKey: "Type"))
      return issues
    }
    guard var required = Specifier.requiredKeys(forType: type) else {
      issues.append(
        SchemaIssue(
          id: .unknownSpecifierType, severity: .note,
          message: "\(label) is not a Settings app type; kept unchanged", plistKey: "Type"))
      return issues
    }
    if case .childPane(let pane) = kind, pane.opensCustomView {
      required.removeAll { $0 == "File" }
    }
    for name in required where raw[name] == nil {
      issues.append(
        SchemaIssue(
          id: .missingRequiredKey, severity: .warning,
          message: "\(label) lacks the required key \(name)", plistKey: nil))
    }
    if let values = raw["Values"]?.arrayValue {
      for name in ["Titles", "ShortTitles"] {
        guard let titles = raw[name]?.arrayValue, titles.count != values.count else { continue }
        issues.append(
          SchemaIssue(
            id: .titlesValuesMismatch, severity: .error,
            message: "\(label): \(name) has \(items(titles.count)) but Values has \(items(values.count))",
            plistKey: name))
      }
    }
    return issues
  }
}
