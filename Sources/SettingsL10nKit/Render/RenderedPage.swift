/// A string as a rendered page shows it.
public struct ShownString: Sendable, Hashable {
  /// The text on screen (after lookup, and pseudo-localization when asked).
  public var text: String
  /// True when a localizable string is shown unlocalized because its table lacks it.
  public var raw: Bool

  /// Creates a shown string.
  public init(_ text: String, raw: Bool = false) {
    self.text = text
    self.raw = raw
  }
}

/// One row of a rendered group, with the control the Settings app draws on its trailing edge.
public struct RenderedRow: Sendable, Hashable {
  /// The control drawn for the row.
  public enum Control: Sendable, Hashable {
    /// A switch, on or off; `value` holds the chrome word (On/Off).
    case toggle(isOn: Bool)
    /// A slider spanning the row; `value` holds the default as text.
    case slider(minimum: Double, maximum: Double, value: Double)
    /// An editable field showing its default (masked when secure).
    case textField(secure: Bool)
    /// A read-only value.
    case titleValue
    /// The selected choice and a chevron to the choices page.
    case multiValue
    /// One choice of a radio group, checked when it is the default.
    case radioOption(selected: Bool)
    /// A link to a child page, with a chevron.
    case childPane
  }

  /// The specifier's `Type` (`PSToggleSwitchSpecifier`).
  public var type: String
  /// The preference key, when the element has one.
  public var key: String?
  /// The text on the leading edge.
  public var title: ShownString?
  /// The text on the trailing edge.
  public var value: ShownString?
  /// The control drawn.
  public var control: Control

  /// Creates a row.
  public init(type: String, key: String?, title: ShownString?, value: ShownString?, control: Control) {
    self.type = type
    self.key = key
    self.title = title
    self.value = value
    self.control = control
  }

  /// True when a string of the row is shown raw.
  public var raw: Bool { title?.raw == true || value?.raw == true }
}

/// One group (section) of a rendered page.
public struct RenderedGroup: Sendable, Hashable {
  /// The header above the group; nil for a plain gap.
  public var title: ShownString?
  /// The footer below the group.
  public var footer: ShownString?
  /// The rows, top to bottom.
  public var rows: [RenderedRow]

  /// Creates a group.
  public init(title: ShownString? = nil, footer: ShownString? = nil, rows: [RenderedRow] = []) {
    self.title = title
    self.footer = footer
    self.rows = rows
  }
}

/// A string shown raw, with the reason the table did not localize it.
public struct RawString: Sendable, Hashable {
  /// The key shown (the string as written in the page).
  public var key: String
  /// The table it was looked up in.
  public var table: String
  /// Why it is raw, for people (`not in de.lproj/Root.strings`).
  public var reason: String
}

/// Which edge is leading.
public enum LayoutDirection: String, Sendable, Hashable {
  /// Left to right.
  case leftToRight = "ltr"
  /// Right to left (Arabic, Hebrew, Persian, Urdu, and other right-to-left scripts).
  case rightToLeft = "rtl"
}

/// A page as the Settings app would show it to a user with given languages.
public struct RenderedPage: Sendable, Hashable {
  /// The page name (`Root`).
  public var page: String
  /// The page's strings table; nil when the page is not localized.
  public var table: String?
  /// The preferred languages as given.
  public var preferences: [String]
  /// The folder matched for the preferences (`Resolution.lproj`).
  public var matchedLproj: String?
  /// The folder the page's table was read from; nil when no folder of the chain has it.
  public var lproj: String?
  /// The language the strings are in: the BCP 47 tag of `lproj` (`-x-pseudo` added when pseudo-localized).
  public var language: String
  /// The layout direction, from the most preferred language (the device's).
  public var direction: LayoutDirection
  /// True when the strings are pseudo-localized.
  public var pseudo: Bool
  /// The navigation bar's back button label.
  public var backTitle: ShownString?
  /// The navigation bar's title (a child pane's `Title`).
  public var title: ShownString?
  /// The groups, top to bottom.
  public var groups: [RenderedGroup]
  /// Each string shown raw, once, in page order.
  public var rawStrings: [RawString]
  /// Things a reviewer should know (a table that does not load, elements not shown).
  public var notes: [String]

  /// How many strings on the page are shown raw.
  public var rawCount: Int {
    var count = (title?.raw == true ? 1 : 0)
    for group in groups {
      count += (group.title?.raw == true ? 1 : 0) + (group.footer?.raw == true ? 1 : 0)
      for row in group.rows { count += (row.title?.raw == true ? 1 : 0) + (row.value?.raw == true ? 1 : 0) }
    }
    return count
  }
}
