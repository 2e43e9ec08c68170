/// A string as a rendered page shows it: the `Text` object of `render --format json`.
public struct ShownString: Sendable, Hashable {
  /// Whether a localizable string is shown localized (DESIGN.md, "Lookup").
  public enum State: String, Sendable, Hashable, CaseIterable {
    /// The table has the key and its value differs from the development language's (or may equal
    /// it: the development language itself, a variant of it, or a value without letters).
    case translated
    /// The text equals the development language's by `check`'s rule (`UntranslatedRule`).
    case untranslated
    /// The table lacks the key, so the string is shown as written in the page.
    case raw
  }

  /// The text on screen (after lookup, and pseudo-localization when asked).
  public var text: String
  /// The string as written in the page (the table key); nil for text the page does not localize
  /// (chrome such as On/Off, default values).
  public var key: String?
  /// How the string is localized.
  public var state: State

  /// Creates a shown string.
  public init(_ text: String, key: String? = nil, state: State = .translated) {
    self.text = text
    self.key = key
    self.state = state
  }

  /// True when the table lacks the key and the string is shown as written.
  public var raw: Bool { state == .raw }
  /// True when the string is shown in the development language's words.
  public var untranslated: Bool { state == .untranslated }
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
    /// A row that acts when tapped (InAppSettingsKit's button, open-URL and mail rows): its title,
    /// centered or leading, and a chevron when it has one.
    case button(centered: Bool, chevron: Bool)
  }

  /// The specifier's `Type` (`PSToggleSwitchSpecifier`).
  public var type: String
  /// The preference key, when the element has one.
  public var key: String?
  /// The text on the leading edge.
  public var title: ShownString?
  /// The text on the trailing edge (a multi-value's selected choice, by its short title when it has one).
  public var value: ShownString?
  /// The control drawn.
  public var control: Control
  /// A multi-value's choices (`Titles`) in order, as its choices page lists them; nil for other rows.
  public var choices: [ShownString]?
  /// The index in `choices` of the value shown; nil when `DefaultValue` matches no value.
  public var selected: Int?

  /// Creates a row.
  public init(
    type: String, key: String?, title: ShownString?, value: ShownString?, control: Control,
    choices: [ShownString]? = nil, selected: Int? = nil
  ) {
    self.type = type
    self.key = key
    self.title = title
    self.value = value
    self.control = control
    self.choices = choices
    self.selected = selected
  }

  /// Every localizable string of the row: title, value, then choices.
  public var strings: [ShownString] { [title, value].compactMap { $0 } + (choices ?? []) }

  /// True when a string of the row is shown raw.
  public var raw: Bool { strings.contains(where: \.raw) }
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

/// A string shown in the development language's words where the user's language should be.
public struct UntranslatedString: Sendable, Hashable {
  /// The key (the string as written in the page).
  public var key: String
  /// The table it was looked up in.
  public var table: String
  /// The text shown, which equals the development language's value.
  public var text: String
  /// The file the text was read from (`de.lproj/Root.strings`, or `en.lproj/Root.strings` when
  /// the user's language lacks the whole table); nil when the page names no table.
  public var file: String?
  /// Why it counts as untranslated, for people (`same as en.lproj/Root.strings`).
  public var reason: String
}

/// How many distinct strings of a page are shown raw or untranslated.
public struct RenderCounts: Sendable, Hashable {
  /// Strings shown as written because the table lacks them.
  public var raw: Int
  /// Strings shown in the development language's words.
  public var untranslated: Int
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
  /// Each string shown raw, once (by table and key), in page order; the back button's label is
  /// not listed (its own page lists it).
  public var rawStrings: [RawString]
  /// Each string shown untranslated, once (by table and key), in page order.
  public var untranslatedStrings: [UntranslatedString]
  /// Things a reviewer should know (a table that does not load, elements not shown).
  public var notes: [String]

  /// How many distinct strings are shown raw and untranslated (those listed).
  public var counts: RenderCounts { RenderCounts(raw: rawStrings.count, untranslated: untranslatedStrings.count) }

  /// How many distinct strings on the page are shown raw.
  public var rawCount: Int { rawStrings.count }

  /// Every string of the page in reading order: the title, then each group's header, rows
  /// (title, value, choices) and footer; not the back button.
  public var strings: [ShownString] {
    var all = title.map { [$0] } ?? []
    for group in groups {
      if let title = group.title { all.append(title) }
      for row in group.rows { all += row.strings }
      if let footer = group.footer { all.append(footer) }
    }
    return all
  }
}
