import StringsFormat

/// A localizable string of a page, with where it appears (for translators and for the audit).
public struct LocalizableString: Sendable, Hashable, Codable {
  /// The text in the page, which is the key looked up in the strings table.
  public var key: String
  /// The table it is looked up in; nil when its page is not localized.
  public var table: String?
  /// The page name (`Root`).
  public var page: String
  /// The page file, relative to the bundle.
  public var file: String
  /// 1-based line of the field's key in the page, when the format gives positions.
  public var line: Int?
  /// 1-based column of the field's key in the page, when the format gives positions.
  public var column: Int?
  /// Index of the specifier in `PreferenceSpecifiers`.
  public var specifierIndex: Int
  /// The specifier's `Type`.
  public var specifierType: String?
  /// Which field holds it.
  public var field: Field
  /// The specifier's preference `Key`, when it has one.
  public var preferenceKey: String?

  /// Creates a string record.
  public init(
    key: String, table: String?, page: String, file: String, line: Int? = nil, column: Int? = nil,
    specifierIndex: Int, specifierType: String?, field: Field, preferenceKey: String?
  ) {
    self.key = key
    self.table = table
    self.page = page
    self.file = file
    self.line = line
    self.column = column
    self.specifierIndex = specifierIndex
    self.specifierType = specifierType
    self.field = field
    self.preferenceKey = preferenceKey
  }

  /// The specifier field a localizable string comes from.
  public enum Field: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `Title`.
    case title
    /// `Titles[i]`.
    case titles(Int)
    /// `ShortTitles[i]`.
    case shortTitles(Int)
    /// `FooterText`.
    case footerText
    /// A field only InAppSettingsKit localizes, by its path in the element: `IASKSubtitle`,
    /// `IASKSubtitle.on` (a subtitle per value), `IASKPlaceholder`, `IASKMailComposeSubject`,
    /// `IASKMailComposeBody`, `IASKChildTitle`, `File` (of an `IASKOpenURLSpecifier` or a custom
    /// view controller's element), `DefaultValue` (of a child pane with a Key, or a button), or a
    /// field of a nested `IASKItemSpecifier`/`IASKAddSpecifier` (`IASKAddSpecifier.Title`).
    case inAppSettingsKit(String)
    /// Not a page's: the app's own code reads the key from the table, at this place (`Sources/A.swift:12`).
    case code(String)
    /// A field of the app's own (VLC's `infobuttonvalue`) whose value the app's code reads from
    /// the page's table with a key it computes: by its name.
    case appField(String)

    /// True for a value InAppSettingsKit looks up but that is seldom text a translator writes (a
    /// URL, a file name, a stored value): when the development table lacks it, it is meant to
    /// show as written, so it is then not required.
    public var isLookedUpValue: Bool {
      if case .appField = self { return true }
      guard case .inAppSettingsKit(let path) = self else { return false }
      let name =
        path.hasPrefix("IASKItemSpecifier.") || path.hasPrefix("IASKAddSpecifier.")
        ? path.drop { $0 != "." }.dropFirst() : path[...]
      return name == "File" || name == "DefaultValue"
    }

    /// True for a key the app's code reads (not a page's field).
    public var isCode: Bool { if case .code = self { true } else { false } }

    /// `Title`, `Titles[2]`, `ShortTitles[0]`, `FooterText`, `IASKPlaceholder`.
    public var description: String {
      switch self {
      case .title: "Title"
      case .titles(let index): "Titles[\(index)]"
      case .shortTitles(let index): "ShortTitles[\(index)]"
      case .footerText: "FooterText"
      case .inAppSettingsKit(let path): path
      case .code(let place): "read by the app's code at \(place)"
      case .appField(let name): name
      }
    }

    /// The plist key of the field in the element (`Titles` for `Titles[2]`, `IASKAddSpecifier`
    /// for `IASKAddSpecifier.Title`).
    public var plistKey: String {
      switch self {
      case .title: "Title"
      case .titles: "Titles"
      case .shortTitles: "ShortTitles"
      case .footerText: "FooterText"
      case .inAppSettingsKit(let path): String(path.prefix { $0 != "." })
      case .code: "code"
      case .appField(let name): name
      }
    }

    private static let codePrefix = "read by the app's code at "

    /// Parses the `description` form.
    public init?(_ text: String) {
      switch text {
      case "Title": self = .title
      case "FooterText": self = .footerText
      case _ where text.hasPrefix("IASK") && text.count > 4, "File", "DefaultValue": self = .inAppSettingsKit(text)
      case _ where text.hasPrefix(Self.codePrefix): self = .code(String(text.dropFirst(Self.codePrefix.count)))
      default:
        for (prefix, make) in [("Titles[", Field.titles), ("ShortTitles[", Field.shortTitles)]
        where text.hasPrefix(prefix) && text.hasSuffix("]") {
          guard let index = Int(text.dropFirst(prefix.count).dropLast()), index >= 0 else { return nil }
          self = make(index)
          return
        }
        return nil
      }
    }

    /// Encodes as the `description` string.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }

    /// Decodes the `description` string.
    public init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let field = Field(text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown field \(text)")
      }
      self = field
    }
  }
}

/// Which app shows a bundle's pages, and so which fields of which elements it localizes.
public enum PageReader: Sendable, Hashable {
  /// The Settings app: `Title`, `Titles`, `ShortTitles` and `FooterText` of the element types it knows.
  case settingsApp
  /// InAppSettingsKit: those fields of every element type (its own `IASK*` types too), and the
  /// fields it alone localizes (`IASKSubtitle`, `IASKPlaceholder`, mail subject and body,
  /// `IASKChildTitle`, an open-URL element's `File`, a shown `DefaultValue`, nested item and add
  /// elements), as it reads them through `IASKSettingsReader.titleForId:`.
  case inAppSettingsKit

  /// The app's name in a message: `the Settings app`, `InAppSettingsKit`.
  public var name: String {
    switch self {
    case .settingsApp: "the Settings app"
    case .inAppSettingsKit: "InAppSettingsKit"
    }
  }

  /// The app's name before `type`: `a Settings app`, `an InAppSettingsKit`.
  var typeName: String {
    switch self {
    case .settingsApp: "a Settings app"
    case .inAppSettingsKit: "an InAppSettingsKit"
    }
  }
}

extension Page {
  /// The page's localizable strings as `reader` shows them (a child pane's `Title` included: it
  /// belongs to this page's table), in order; empty strings are skipped.
  public func localizableStrings(reader: PageReader = .settingsApp) -> [LocalizableString] {
    var result: [LocalizableString] = []
    for specifier in specifiers {
      for (field, text) in specifier.localizableFields(reader: reader)
      where !text.isEmpty {
        let location = specifier.location(ofKey: field.plistKey)
        result.append(
          LocalizableString(
            key: text, table: table, page: name, file: file, line: location?.line, column: location?.column,
            specifierIndex: specifier.index, specifierType: specifier.type, field: field,
            preferenceKey: specifier.key))
      }
    }
    return result
  }
}

extension Specifier {
  /// The fields of the element `reader` localizes, in the order Title, Titles, ShortTitles,
  /// FooterText (then InAppSettingsKit's own fields).
  public func localizableFields(reader: PageReader = .settingsApp) -> [(LocalizableString.Field, String)] {
    if reader == .inAppSettingsKit { return Self.inAppSettingsKitFields(of: raw, prefix: "") }
    var fields: [(LocalizableString.Field, String)] = []
    func add(titles: [String]?, shortTitles: [String]? = nil, footer: String? = nil) {
      if let title { fields.append((.title, title)) }
      for (index, text) in (titles ?? []).enumerated() { fields.append((.titles(index), text)) }
      for (index, text) in (shortTitles ?? []).enumerated() { fields.append((.shortTitles(index), text)) }
      if let footer { fields.append((.footerText, footer)) }
    }
    switch kind {
    case .group(let group): add(titles: nil, footer: group.footerText)
    case .childPane, .toggleSwitch, .textField: add(titles: nil)
    case .slider: break
    case .titleValue(let value): add(titles: value.titles)
    case .multiValue(let value): add(titles: value.titles, shortTitles: value.shortTitles)
    case .radioGroup(let value): add(titles: value.titles, footer: value.footerText)
    case .unknown, .untyped: break
    }
    return fields
  }

  /// Every field InAppSettingsKit passes through its table lookup (`titleForId`), for any element
  /// type: numbers it formats instead, so only strings are keys. `prefix` names a nested element.
  private static func inAppSettingsKitFields(
    of raw: [String: PlistValue], prefix: String
  ) -> [(LocalizableString.Field, String)] {
    var fields: [(LocalizableString.Field, String)] = []
    func strings(_ name: String) -> [String] { raw[name]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    func own(_ field: LocalizableString.Field, _ name: String) -> LocalizableString.Field {
      prefix.isEmpty ? field : .inAppSettingsKit(prefix + name)
    }
    if let title = raw["Title"]?.stringValue { fields.append((own(.title, "Title"), title)) }
    for (index, text) in strings("Titles").enumerated() {
      fields.append((own(.titles(index), "Titles[\(index)]"), text))
    }
    for (index, text) in strings("ShortTitles").enumerated() {
      fields.append((own(.shortTitles(index), "ShortTitles[\(index)]"), text))
    }
    if let footer = raw["FooterText"]?.stringValue { fields.append((own(.footerText, "FooterText"), footer)) }
    // A subtitle is one string, or one per value with `__default__` for the others.
    switch raw["IASKSubtitle"] {
    case .string(let text)?: fields.append((.inAppSettingsKit(prefix + "IASKSubtitle"), text))
    case .dictionary(let byValue)?:
      for name in byValue.keys.sorted() {
        if let text = byValue[name]?.stringValue {
          fields.append((.inAppSettingsKit(prefix + "IASKSubtitle.\(name)"), text))
        }
      }
    default: break
    }
    // IASKChildTitle: the title of a web page element (IASKAppSettingsWebViewController).
    for name in ["IASKPlaceholder", "IASKMailComposeSubject", "IASKMailComposeBody", "IASKChildTitle"] {
      if let text = raw[name]?.stringValue { fields.append((.inAppSettingsKit(prefix + name), text)) }
    }
    // Values it looks up in the table too: the URL an IASKOpenURLSpecifier opens and the file
    // handed to a custom view controller; the value a child pane row with a Key (and no
    // subtitle) or a button shows, which before the user sets one is the DefaultValue.
    let type = raw["Type"]?.stringValue
    if type == "IASKOpenURLSpecifier" || raw["IASKViewControllerClass"] != nil, let file = raw["File"]?.stringValue {
      fields.append((.inAppSettingsKit(prefix + "File"), file))
    }
    let showsValue =
      raw["Key"] != nil
      && (type == "IASKButtonSpecifier" || type == "PSChildPaneSpecifier" && raw["IASKSubtitle"] == nil)
    if showsValue, let value = raw["DefaultValue"]?.stringValue {
      fields.append((.inAppSettingsKit(prefix + "DefaultValue"), value))
    }
    // A list group's rows and its add row are elements of their own, read by the same reader.
    if prefix.isEmpty {
      for name in ["IASKItemSpecifier", "IASKAddSpecifier"] {
        if let nested = raw[name]?.dictionaryValue { fields += inAppSettingsKitFields(of: nested, prefix: name + ".") }
      }
    }
    return fields
  }
}
