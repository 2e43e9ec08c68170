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

    /// `Title`, `Titles[2]`, `ShortTitles[0]`, `FooterText`.
    public var description: String {
      switch self {
      case .title: "Title"
      case .titles(let index): "Titles[\(index)]"
      case .shortTitles(let index): "ShortTitles[\(index)]"
      case .footerText: "FooterText"
      }
    }

    /// The plist key of the field (`Titles` for `Titles[2]`).
    public var plistKey: String {
      switch self {
      case .title: "Title"
      case .titles: "Titles"
      case .shortTitles: "ShortTitles"
      case .footerText: "FooterText"
      }
    }

    /// Parses the `description` form.
    public init?(_ text: String) {
      switch text {
      case "Title": self = .title
      case "FooterText": self = .footerText
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

extension Page {
  /// The page's localizable strings: `Title`, `Titles[i]`, `ShortTitles[i]` and `FooterText` of its
  /// specifiers (a child pane's `Title` included: it belongs to this page's table), in order; empty
  /// strings are skipped. Unknown (`IASK*`) types are included only when asked.
  public func localizableStrings(includingUnknownTypes: Bool = false) -> [LocalizableString] {
    var result: [LocalizableString] = []
    for specifier in specifiers {
      for (field, text) in specifier.localizableFields(includingUnknownTypes: includingUnknownTypes)
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
  /// The localizable fields of the element, in the order Title, Titles, ShortTitles, FooterText.
  public func localizableFields(includingUnknownTypes: Bool = false) -> [(LocalizableString.Field, String)] {
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
    case .unknown, .untyped:
      guard includingUnknownTypes else { break }
      func strings(_ name: String) -> [String]? {
        raw[name]?.arrayValue.map { $0.compactMap(\.stringValue) }
      }
      add(titles: strings("Titles"), shortTitles: strings("ShortTitles"), footer: raw["FooterText"]?.stringValue)
    }
    return fields
  }
}
