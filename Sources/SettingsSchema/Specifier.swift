import ByteCore
import StringsFormat

/// One element of a page's `PreferenceSpecifiers`: common keys, a typed payload, and the whole dictionary.
public struct Specifier: Sendable, Hashable {
  /// Position in the page's `PreferenceSpecifiers` array (0-based).
  public var index: Int
  /// The raw `Type` value, nil when the element has none.
  public var type: String?
  /// The typed payload for the element types the Settings app knows.
  public var kind: Kind
  /// `Title`, localizable (for a child pane: the row and the child page's title).
  public var title: String?
  /// `Key`: the preference key in the defaults database.
  public var key: String?
  /// `SupportedUserInterfaceIdioms` (`Phone`, `Pad`, ...), when present.
  public var supportedUserInterfaceIdioms: [String]?
  /// The element's dictionary exactly as read, including keys this model does not know.
  public var raw: [String: PlistValue]
  /// Where the element starts in the page, when the page format gives positions (XML).
  public var location: SourceLocation?
  /// Where each of the element's own keys is, when the page format gives positions (XML).
  public var keyLocations: [String: SourceLocation]

  /// Creates a specifier.
  public init(
    index: Int, type: String?, kind: Kind, title: String? = nil, key: String? = nil,
    supportedUserInterfaceIdioms: [String]? = nil, raw: [String: PlistValue],
    location: SourceLocation? = nil, keyLocations: [String: SourceLocation] = [:]
  ) {
    self.index = index
    self.type = type
    self.kind = kind
    self.title = title
    self.key = key
    self.supportedUserInterfaceIdioms = supportedUserInterfaceIdioms
    self.raw = raw
    self.location = location
    self.keyLocations = keyLocations
  }

  /// The location of one of the element's keys, or of the element itself.
  public func location(ofKey name: String) -> SourceLocation? {
    keyLocations[name] ?? location
  }

  /// The element types, with the fields each one has beyond `Title` and `Key`.
  public enum Kind: Sendable, Hashable {
    /// `PSGroupSpecifier`.
    case group(Group)
    /// `PSChildPaneSpecifier`.
    case childPane(ChildPane)
    /// `PSToggleSwitchSpecifier`.
    case toggleSwitch(ToggleSwitch)
    /// `PSSliderSpecifier`.
    case slider(Slider)
    /// `PSTitleValueSpecifier`.
    case titleValue(TitleValue)
    /// `PSTextFieldSpecifier`.
    case textField(TextField)
    /// `PSMultiValueSpecifier`.
    case multiValue(MultiValue)
    /// `PSRadioGroupSpecifier`.
    case radioGroup(RadioGroup)
    /// A `Type` this tool does not know (InAppSettingsKit's `IASK*`, ...): kept whole in `raw`.
    case unknown
    /// No `Type` key (or one that is not a string): kept whole in `raw`.
    case untyped
  }

  /// `PSGroupSpecifier` fields.
  public struct Group: Sendable, Hashable {
    /// `FooterText`, localizable.
    public var footerText: String?
    /// Creates the fields.
    public init(footerText: String? = nil) { self.footerText = footerText }
  }

  /// `PSChildPaneSpecifier` fields.
  public struct ChildPane: Sendable, Hashable {
    /// `File`: the child page's file name without `.plist`.
    public var file: String?
    /// `Icon` (Mac Catalyst toolbar icon).
    public var icon: String?
    /// True when InAppSettingsKit keys (`IASKViewControllerClass`, `IASKSegueIdentifier`, ...)
    /// make the row open custom in-app UI rather than a page: `File` is then not a page link.
    public var opensCustomView: Bool
    /// Creates the fields.
    public init(file: String? = nil, icon: String? = nil, opensCustomView: Bool = false) {
      self.file = file
      self.icon = icon
      self.opensCustomView = opensCustomView
    }
  }

  /// `PSToggleSwitchSpecifier` fields.
  public struct ToggleSwitch: Sendable, Hashable {
    /// `DefaultValue`.
    public var defaultValue: PlistValue?
    /// `TrueValue`.
    public var trueValue: PlistValue?
    /// `FalseValue`.
    public var falseValue: PlistValue?
    /// `Description` (Mac Catalyst).
    public var description: String?
    /// `TrueConfirmationPrompt` (Mac Catalyst).
    public var trueConfirmationPrompt: ConfirmationPrompt?
    /// `FalseConfirmationPrompt` (Mac Catalyst).
    public var falseConfirmationPrompt: ConfirmationPrompt?
    /// Creates the fields.
    public init(
      defaultValue: PlistValue? = nil, trueValue: PlistValue? = nil, falseValue: PlistValue? = nil,
      description: String? = nil, trueConfirmationPrompt: ConfirmationPrompt? = nil,
      falseConfirmationPrompt: ConfirmationPrompt? = nil
    ) {
      self.defaultValue = defaultValue
      self.trueValue = trueValue
      self.falseValue = falseValue
      self.description = description
      self.trueConfirmationPrompt = trueConfirmationPrompt
      self.falseConfirmationPrompt = falseConfirmationPrompt
    }
  }

  /// A Mac Catalyst `PSConfirmationPrompt` dictionary.
  public struct ConfirmationPrompt: Sendable, Hashable {
    /// `Title`.
    public var title: String?
    /// `Prompt`.
    public var prompt: String?
    /// `ConfirmText`.
    public var confirmText: String?
    /// `DenyText`.
    public var denyText: String?
    /// Creates a prompt.
    public init(title: String? = nil, prompt: String? = nil, confirmText: String? = nil, denyText: String? = nil) {
      self.title = title
      self.prompt = prompt
      self.confirmText = confirmText
      self.denyText = denyText
    }
  }

  /// `PSSliderSpecifier` fields.
  public struct Slider: Sendable, Hashable {
    /// `DefaultValue`.
    public var defaultValue: PlistValue?
    /// `MinimumValue`.
    public var minimumValue: Double?
    /// `MaximumValue`.
    public var maximumValue: Double?
    /// `MinimumValueImage`.
    public var minimumValueImage: String?
    /// `MaximumValueImage`.
    public var maximumValueImage: String?
    /// Creates the fields.
    public init(
      defaultValue: PlistValue? = nil, minimumValue: Double? = nil, maximumValue: Double? = nil,
      minimumValueImage: String? = nil, maximumValueImage: String? = nil
    ) {
      self.defaultValue = defaultValue
      self.minimumValue = minimumValue
      self.maximumValue = maximumValue
      self.minimumValueImage = minimumValueImage
      self.maximumValueImage = maximumValueImage
    }
  }

  /// `PSTitleValueSpecifier` fields.
  public struct TitleValue: Sendable, Hashable {
    /// `DefaultValue`.
    public var defaultValue: PlistValue?
    /// `Titles`, localizable; nil when absent or not all strings.
    public var titles: [String]?
    /// `Values`.
    public var values: [PlistValue]?
    /// Creates the fields.
    public init(defaultValue: PlistValue? = nil, titles: [String]? = nil, values: [PlistValue]? = nil) {
      self.defaultValue = defaultValue
      self.titles = titles
      self.values = values
    }
  }

  /// `PSTextFieldSpecifier` fields.
  public struct TextField: Sendable, Hashable {
    /// `DefaultValue`.
    public var defaultValue: PlistValue?
    /// `IsSecure`.
    public var isSecure: Bool?
    /// `KeyboardType`.
    public var keyboardType: KeyboardType?
    /// `AutocapitalizationType`.
    public var autocapitalizationType: AutocapitalizationType?
    /// `AutocorrectionType`.
    public var autocorrectionType: AutocorrectionType?
    /// Creates the fields.
    public init(
      defaultValue: PlistValue? = nil, isSecure: Bool? = nil, keyboardType: KeyboardType? = nil,
      autocapitalizationType: AutocapitalizationType? = nil, autocorrectionType: AutocorrectionType? = nil
    ) {
      self.defaultValue = defaultValue
      self.isSecure = isSecure
      self.keyboardType = keyboardType
      self.autocapitalizationType = autocapitalizationType
      self.autocorrectionType = autocorrectionType
    }
  }

  /// `PSMultiValueSpecifier` fields.
  public struct MultiValue: Sendable, Hashable {
    /// `DefaultValue`.
    public var defaultValue: PlistValue?
    /// `Titles`, localizable; nil when absent or not all strings.
    public var titles: [String]?
    /// `ShortTitles`, localizable; nil when absent or not all strings.
    public var shortTitles: [String]?
    /// `Values`.
    public var values: [PlistValue]?
    /// `DisplaySortedByTitle`.
    public var displaySortedByTitle: Bool?
    /// Creates the fields.
    public init(
      defaultValue: PlistValue? = nil, titles: [String]? = nil, shortTitles: [String]? = nil,
      values: [PlistValue]? = nil, displaySortedByTitle: Bool? = nil
    ) {
      self.defaultValue = defaultValue
      self.titles = titles
      self.shortTitles = shortTitles
      self.values = values
      self.displaySortedByTitle = displaySortedByTitle
    }
  }

  /// `PSRadioGroupSpecifier` fields.
  public struct RadioGroup: Sendable, Hashable {
    /// `FooterText`, localizable.
    public var footerText: String?
    /// `DefaultValue`.
    public var defaultValue: PlistValue?
    /// `Titles`, localizable; nil when absent or not all strings.
    public var titles: [String]?
    /// `Values`.
    public var values: [PlistValue]?
    /// `DisplaySortedByTitle`.
    public var displaySortedByTitle: Bool?
    /// Creates the fields.
    public init(
      footerText: String? = nil, defaultValue: PlistValue? = nil, titles: [String]? = nil,
      values: [PlistValue]? = nil, displaySortedByTitle: Bool? = nil
    ) {
      self.footerText = footerText
      self.defaultValue = defaultValue
      self.titles = titles
      self.values = values
      self.displaySortedByTitle = displaySortedByTitle
    }
  }

  /// `KeyboardType` values of a text field.
  public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
    case alphabet = "Alphabet"
    case numbersAndPunctuation = "NumbersAndPunctuation"
    case numberPad = "NumberPad"
    case url = "URL"
    case emailAddress = "EmailAddress"
  }

  /// `AutocapitalizationType` values of a text field.
  public enum AutocapitalizationType: String, Sendable, Hashable, CaseIterable {
    case none = "None"
    case sentences = "Sentences"
    case words = "Words"
    case allCharacters = "AllCharacters"
  }

  /// `AutocorrectionType` values of a text field.
  public enum AutocorrectionType: String, Sendable, Hashable, CaseIterable {
    case `default` = "Default"
    case no = "No"
    case yes = "Yes"
  }
}
