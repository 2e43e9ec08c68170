import StringsFormat

/// The property-list format a page was stored in.
public enum PageFormat: String, Sendable, Hashable, Codable {
  case xml
  case binary
  case openStep
}

/// One page of a Settings bundle: a `.plist` at the top of the bundle.
public struct Page: Sendable, Hashable {
  /// The page name: the file name without `.plist` (`Root`, `Root~ipad`, `Root.inApp`).
  public var name: String
  /// The file name, relative to the bundle (`Root.plist`).
  public var file: String
  /// The format the file was stored in.
  public var format: PageFormat
  /// `StringsTable` as declared; nil when the page has none (Apple: the page is not localized).
  public var stringsTable: String?
  /// The table the page's strings are looked up in: `stringsTable`, or the InAppSettingsKit name
  /// when that convention is on; nil when the page is not localized.
  public var table: String?
  /// The page's own top-level `Title` (not shown by the Settings app, not localized).
  public var title: String?
  /// `ApplicationGroupContainerIdentifier`, when present.
  public var applicationGroupContainerIdentifier: String?
  /// The elements of `PreferenceSpecifiers`, in order (items that are not dictionaries are skipped).
  public var specifiers: [Specifier]
  /// Root keys this model does not know, kept as read.
  public var otherKeys: [String: PlistValue]

  /// Creates a page.
  public init(
    name: String, file: String, format: PageFormat, stringsTable: String?, table: String? = nil,
    title: String? = nil, applicationGroupContainerIdentifier: String? = nil, specifiers: [Specifier],
    otherKeys: [String: PlistValue] = [:]
  ) {
    self.name = name
    self.file = file
    self.format = format
    self.stringsTable = stringsTable
    self.table = table ?? stringsTable
    self.title = title
    self.applicationGroupContainerIdentifier = applicationGroupContainerIdentifier
    self.specifiers = specifiers
    self.otherKeys = otherKeys
  }

  /// The root keys this model reads.
  public static let knownRootKeys: Set<String> = [
    "PreferenceSpecifiers", "StringsTable", "Title", "ApplicationGroupContainerIdentifier",
  ]
}
