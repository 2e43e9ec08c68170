import Findings
import StringsFormat

extension Specifier {
  /// The `Type` values the Settings app knows, in the order of Apple's documentation.
  public static let knownTypes: [String] = [
    "PSGroupSpecifier", "PSChildPaneSpecifier", "PSToggleSwitchSpecifier", "PSSliderSpecifier",
    "PSTitleValueSpecifier", "PSTextFieldSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier",
  ]

  /// Keys every element type may have.
  static let commonKeys: Set<String> = ["Type", "Title", "Key", "SupportedUserInterfaceIdioms"]

  /// The keys this model knows for the element's type (common keys included).
  public var knownKeys: Set<String> {
    let specific: [String]
    switch kind {
    case .group: specific = ["FooterText"]
    case .childPane: specific = ["File", "Icon"]
    case .toggleSwitch:
      specific = [
        "DefaultValue", "TrueValue", "FalseValue", "Description", "TrueConfirmationPrompt",
        "FalseConfirmationPrompt",
      ]
    case .slider: specific = ["DefaultValue", "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage"]
    case .titleValue: specific = ["DefaultValue", "Titles", "Values"]
    case .textField:
      specific = ["DefaultValue", "IsSecure", "KeyboardType", "AutocapitalizationType", "AutocorrectionType"]
    case .multiValue: specific = ["DefaultValue", "Titles", "ShortTitles", "Values", "DisplaySortedByTitle"]
    case .radioGroup: specific = ["FooterText", "DefaultValue", "Titles", "Values", "DisplaySortedByTitle"]
    case .unknown, .untyped: specific = []
    }
    return Specifier.commonKeys.union(specific)
  }

  /// Keys of `raw` that this model does not know for the type (InAppSettingsKit's, an app's own), sorted.
  public var unknownKeys: [String] {
    let known = knownKeys
    return raw.keys.filter { !known.contains($0) }.sorted()
  }

  /// A short label for messages: `PSToggleSwitchSpecifier #3 (key)`.
  var label: String {
    var text = "\(type ?? "specifier") #\(index)"
    if let key, !key.isEmpty { text += " (\(key))" }
    return text
  }

  /// Decodes one `PreferenceSpecifiers` item; nil (with an issue) when it is not a dictionary.
  static func decode(_ value: PlistValue, index: Int) -> (Specifier?, [SchemaIssue]) {
    guard let dictionary = value.dictionaryValue else {
      let issue = SchemaIssue(.invalidValue(item: index, is: value.typeNameWithArticle), plistKey: nil)
      return (nil, [issue])
    }
    var reader = FieldReader(raw: dictionary, label: "specifier")
    reader.index = index
    let type = reader.string("Type")
    if let type { reader.subject = type }
    let title = reader.string("Title")
    let key = reader.string("Key")
    reader.key = key
    let idioms = reader.strings("SupportedUserInterfaceIdioms")
    let kind = decodeKind(type: type, reader: &reader)
    let specifier = Specifier(
      index: index, type: type, kind: kind, title: title, key: key,
      supportedUserInterfaceIdioms: idioms, raw: dictionary)
    return (specifier, reader.issues)
  }

  private static func decodeKind(type: String?, reader: inout FieldReader) -> Kind {
    switch type {
    case nil:
      return .untyped
    case "PSGroupSpecifier":
      return .group(Group(footerText: reader.string("FooterText")))
    case "PSChildPaneSpecifier":
      let custom = reader.raw.keys.contains { $0.hasPrefix("IASKViewController") || $0 == "IASKSegueIdentifier" }
      return .childPane(ChildPane(file: reader.string("File"), icon: reader.string("Icon"), opensCustomView: custom))
    case "PSToggleSwitchSpecifier":
      return .toggleSwitch(
        ToggleSwitch(
          defaultValue: reader.raw["DefaultValue"], trueValue: reader.raw["TrueValue"],
          falseValue: reader.raw["FalseValue"], description: reader.string("Description"),
          trueConfirmationPrompt: reader.prompt("TrueConfirmationPrompt"),
          falseConfirmationPrompt: reader.prompt("FalseConfirmationPrompt")))
    case "PSSliderSpecifier":
      return .slider(
        Slider(
          defaultValue: reader.raw["DefaultValue"], minimumValue: reader.number("MinimumValue"),
          maximumValue: reader.number("MaximumValue"), minimumValueImage: reader.string("MinimumValueImage"),
          maximumValueImage: reader.string("MaximumValueImage")))
    case "PSTitleValueSpecifier":
      return .titleValue(
        TitleValue(
          defaultValue: reader.raw["DefaultValue"], titles: reader.strings("Titles"),
          values: reader.array("Values")))
    case "PSTextFieldSpecifier":
      return .textField(
        TextField(
          defaultValue: reader.raw["DefaultValue"], isSecure: reader.bool("IsSecure"),
          keyboardType: reader.choice("KeyboardType"),
          autocapitalizationType: reader.choice("AutocapitalizationType"),
          autocorrectionType: reader.choice("AutocorrectionType")))
    case "PSMultiValueSpecifier":
      return .multiValue(
        MultiValue(
          defaultValue: reader.raw["DefaultValue"], titles: reader.strings("Titles"),
          shortTitles: reader.strings("ShortTitles"), values: reader.array("Values"),
          displaySortedByTitle: reader.bool("DisplaySortedByTitle")))
    case "PSRadioGroupSpecifier":
      return .radioGroup(
        RadioGroup(
          footerText: reader.string("FooterText"), defaultValue: reader.raw["DefaultValue"],
          titles: reader.strings("Titles"), values: reader.array("Values"),
          displaySortedByTitle: reader.bool("DisplaySortedByTitle")))
    default:
      return .unknown
    }
  }
}

/// Reads typed fields from an element's dictionary, recording `invalid-value` issues for wrong types.
struct FieldReader {
  let raw: [String: PlistValue]
  /// What messages name first: "page", a specifier's type, or a prompt's owner and key.
  var subject: String
  /// A specifier's position, shown as `#index` after the subject.
  var index: Int?
  /// A specifier's `Key`, shown in parentheses once it has been read.
  var key: String?
  var issues: [SchemaIssue] = []

  init(raw: [String: PlistValue], label: String) {
    self.raw = raw
    self.subject = label
  }

  /// The name messages give the element: `PSToggleSwitchSpecifier #3 (key)`. Built only when an issue
  /// is recorded, since almost every element has none.
  var label: String {
    var text = subject
    if let index { text += " #\(index)" }
    if let key, !key.isEmpty { text += " (\(key))" }
    return text
  }

  private mutating func wrongType(_ name: String, _ value: PlistValue, expected: String) {
    issues.append(
      SchemaIssue(
        .invalidValue(element: label, name, is: value.typeNameWithArticle, expected: expected), plistKey: name))
  }

  mutating func string(_ name: String) -> String? {
    guard let value = raw[name] else { return nil }
    if let string = value.stringValue { return string }
    wrongType(name, value, expected: "a string")
    return nil
  }

  mutating func bool(_ name: String) -> Bool? {
    guard let value = raw[name] else { return nil }
    if let bool = value.boolValue { return bool }
    wrongType(name, value, expected: "a boolean")
    return nil
  }

  mutating func number(_ name: String) -> Double? {
    guard let value = raw[name] else { return nil }
    if let number = value.numberValue { return number }
    wrongType(name, value, expected: "a number")
    return nil
  }

  mutating func array(_ name: String) -> [PlistValue]? {
    guard let value = raw[name] else { return nil }
    if let array = value.arrayValue { return array }
    wrongType(name, value, expected: "an array")
    return nil
  }

  /// An array of strings; nil (with an issue) when any item is not a string.
  mutating func strings(_ name: String) -> [String]? {
    guard let items = array(name) else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      guard let string = item.stringValue else {
        issues.append(
          SchemaIssue(.invalidValue(element: label, name, item: position, is: item.typeNameWithArticle), plistKey: name)
        )
        return nil
      }
      strings.append(string)
    }
    return strings
  }

  mutating func choice<Choice: RawRepresentable & CaseIterable>(_ name: String) -> Choice?
  where Choice.RawValue == String {
    guard let string = string(name) else { return nil }
    if let choice = Choice(rawValue: string) { return choice }
    let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
    issues.append(
      SchemaIssue(.invalidValue(element: label, name, value: string, allowed: allowed), plistKey: name))
    return nil
  }

  mutating func prompt(_ name: String) -> Specifier.ConfirmationPrompt? {
    guard let value = raw[name] else { return nil }
    guard let dictionary = value.dictionaryValue else {
      wrongType(name, value, expected: "a PSConfirmationPrompt dictionary")
      return nil
    }
    var inner = FieldReader(raw: dictionary, label: "\(label) \(name)")
    let type = inner.string("Type")
    let prompt = Specifier.ConfirmationPrompt(
      title: inner.string("Title"), prompt: inner.string("Prompt"), confirmText: inner.string("ConfirmText"),
      denyText: inner.string("DenyText"))
    issues += inner.issues.map { issue in
      var issue = issue
      issue.plistKey = name
      return issue
    }
    if type != "PSConfirmationPrompt" {
      issues.append(
        SchemaIssue(
          .invalidValue(element: label, name, promptType: type.map { "\"\($0)\"" } ?? "missing"), plistKey: name))
    }
    for required in ["Title", "Prompt"] where dictionary[required] == nil {
      issues.append(
        SchemaIssue(.missingRequiredKey(element: "\(label): \(name)", required), plistKey: name))
    }
    return prompt
  }
}
