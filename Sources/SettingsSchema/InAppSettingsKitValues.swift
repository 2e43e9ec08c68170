/// Values InAppSettingsKit reads that the Settings app does not: a page read as InAppSettingsKit
/// shows them, so they are not `invalid-value` there.
enum InAppSettingsKitValues {
  /// `KeyboardType` values InAppSettingsKit adds to the Settings app's (its `DecimalPad`).
  static let keyboardTypes: Set<String> = ["DecimalPad"]

  /// True when InAppSettingsKit reads what `issue` (about element `element`) calls invalid: a
  /// keyboard type of its own, or numbers among `Titles` or `ShortTitles` (it shows a number's
  /// text as the title).
  static func accepts(_ issue: SchemaIssue, in element: [String: PlistValue]) -> Bool {
    guard issue.id == .invalidValue, let name = issue.plistKey, let value = element[name] else { return false }
    switch name {
    case "KeyboardType":
      return value.stringValue.map(keyboardTypes.contains) == true
    case "Titles", "ShortTitles":
      return value.arrayValue?.allSatisfy { $0.stringValue != nil || $0.numberValue != nil } == true
    default:
      return false
    }
  }
}
