import ByteCore
import Findings
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

  /// InAppSettingsKit's own element types (`IASKSettingsReader.h`), which it shows and the
  /// Settings app does not.
  public static let inAppSettingsKitTypes: Set<String> = [
    "IASKListGroupSpecifier", "IASKTextViewSpecifier", "IASKOpenURLSpecifier", "IASKButtonSpecifier",
    "IASKMailComposeSpecifier", "IASKCustomViewSpecifier", "IASKDatePickerSpecifier",
  ]

  private func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

  /// Schema checks of one element as `reader` shows it: `Type`, required keys, `Titles`/`Values`
  /// lengths, unknown types.
  func schemaIssues(reader: PageReader = .settingsApp) -> [SchemaIssue] {
    var issues: [SchemaIssue] = []
    guard let type else {
      let got = raw["Type"].map { " (its Type is \($0.typeNameWithArticle))" } ?? ""
      issues.append(
        SchemaIssue(.missingType(element: label, got: got, reader: reader.name), plistKey: "Type"))
      return issues
    }
    if reader == .inAppSettingsKit, Specifier.inAppSettingsKitTypes.contains(type) { return issues }
    // The Settings app passes over InAppSettingsKit's own elements, as the app means it to (they
    // are for its in-app screen): the report's InAppSettingsKit hint says so once.
    if reader == .settingsApp, type.hasPrefix("IASK") { return issues }
    guard var required = Specifier.requiredKeys(forType: type) else {
      issues.append(
        SchemaIssue(.unknownSpecifierType(element: label, typeName: reader.typeName), plistKey: "Type"))
      return issues
    }
    if case .childPane(let pane) = kind, pane.opensCustomView {
      required.removeAll { $0 == "File" }
    }
    if reader == .inAppSettingsKit {
      // InAppSettingsKit asks its delegate for a list's titles and values when the page has none.
      required.removeAll { $0 == "Titles" || $0 == "Values" }
      // An element shows the settings store's value (registered defaults included), else its
      // DefaultValue, else nothing: without DefaultValue it shows what the app's own read gives.
      required.removeAll { $0 == "DefaultValue" }
    }
    for name in required where raw[name] == nil {
      issues.append(
        SchemaIssue(.missingRequiredKey(element: label, name), plistKey: nil))
    }
    if let values = raw["Values"]?.arrayValue {
      for name in ["Titles", "ShortTitles"] {
        guard let titles = raw[name]?.arrayValue, titles.count != values.count else { continue }
        issues.append(
          SchemaIssue(
            .titlesValuesMismatch(element: label, name, titles: items(titles.count), values: items(values.count)),
            plistKey: name))
      }
    }
    if let issue = defaultNotInValues(reader: reader) { issues.append(issue) }
    return issues
  }

  /// A multi-value or radio group whose `DefaultValue` is none of its `Values`: the Settings app
  /// then shows no value (and checks no choice).
  private func defaultNotInValues(reader: PageReader) -> SchemaIssue? {
    let pair: (PlistValue?, [PlistValue]?) =
      switch kind {
      case .multiValue(let multi): (multi.defaultValue, multi.values)
      case .radioGroup(let radio): (radio.defaultValue, radio.values)
      default: (nil, nil)
      }
    guard let current = pair.0, let values = pair.1, !values.isEmpty,
      !values.contains(where: { $0.sameSetting(as: current) })
    else { return nil }
    let shown = values.prefix(6).map(\.briefDescription).joined(separator: ", ") + (values.count > 6 ? ", …" : "")
    // The default is among Values as another type (a number where Values holds a string, or the
    // reverse): named with its index, since the list above may stop before it.
    var hint = ""
    if case .string = current, let twin = values.firstIndex(where: { current.sameText(as: $0) }) {
      hint =
        twin < 6 && values.allSatisfy({ $0.numberValue != nil })
        ? " (a string, where Values holds numbers)"
        : " (a string, where Values[\(twin)] is the number \(values[twin].briefDescription))"
    } else if current.numberValue != nil, let twin = values.firstIndex(where: { $0.sameText(as: current) }) {
      hint = " (a number, where Values[\(twin)] is the string \(values[twin].briefDescription))"
    }
    return SchemaIssue(
      .defaultNotInValues(
        element: label, value: current.briefDescription, hint: hint, shown: shown, reader: reader.name),
      plistKey: "DefaultValue")
  }
}

extension PlistValue {
  /// A short form for messages: strings quoted, numbers and Booleans as written.
  var briefDescription: String {
    switch self {
    case .string(let text):
      "\"" + PrintableText.visible(text.count > 40 ? String(text.prefix(37)) + "…" : text, quotes: true) + "\""
    case .integer(let value): String(value)
    case .real(let value): String(value)
    case .bool(let value): value ? "true" : "false"
    default: typeNameWithArticle
    }
  }

  /// True when a string reads as the number `other` (`"3"` and `3`).
  fileprivate func sameText(as other: PlistValue) -> Bool {
    guard case .string(let text) = self, let number = other.numberValue, let parsed = Double(text) else { return false }
    return parsed == number
  }
}
