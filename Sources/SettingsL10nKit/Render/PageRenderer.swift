import BundleIO
import Foundation
import L10nRules
import LprojMatching
import SettingsSchema
import StringsFormat

/// Builds a `RenderedPage`: the page as the Settings app would show it to a user with the
/// given languages (DESIGN.md, "Lookup").
public enum PageRenderer {
  /// Loads the bundle and the tool's chrome catalogs, then renders one page.
  public static func render(bundleAt url: URL, options: RenderOptions) throws -> RenderedPage {
    let bundle = try LocalizedBundle.load(url, options: .init(reading: options.reading))
    let preferences = options.languages.isEmpty ? [developmentPreference(bundle)] : options.languages
    let chrome = try ChromeCatalog.shipped(preferences: options.pseudo ? ["en"] : preferences)
    return try render(bundle, options: options, chrome: chrome)
  }

  /// The preference that means the development language: its folder's tag (`en` for
  /// `English.lproj`), the development language when it is a tag, else `en`.
  static func developmentPreference(_ bundle: LocalizedBundle) -> String {
    if let tag = bundle.matcher.developmentLproj?.locale?.canonical { return tag }
    let name = bundle.matcher.developmentLanguage
    return (try? LocaleTag(name)) != nil ? name : "en"
  }

  /// Every page the walk shows, in walk order, as the development language draws it with the
  /// tool's chrome: what a translator sees around the strings. A page that cannot be drawn is left out.
  static func developmentPages(_ bundle: LocalizedBundle) -> [RenderedPage] {
    let preference = developmentPreference(bundle)
    let chrome = (try? ChromeCatalog.shipped(preferences: [preference])) ?? ChromeCatalog(lproj: nil, strings: [:])
    var resolutions = ResolutionMemo()
    // The development language's text is never untranslated, so the audit's names are not needed.
    return bundle.walk.shownPages.compactMap { name in
      let options = RenderOptions(languages: [], page: name)
      return try? render(bundle, options: options, chrome: chrome, resolutions: &resolutions)
    }
  }

  /// Renders one page of a loaded bundle with the given chrome strings.
  public static func render(_ bundle: LocalizedBundle, options: RenderOptions, chrome: ChromeCatalog) throws
    -> RenderedPage
  {
    // Untranslated text is marked by check's rule, the data's names included: the audit's vote.
    var options = options
    options.names = try Audit.audit(bundle, bundlePath: bundle.url.path, doNotTranslate: options.judging.doNotTranslate)
      .names
    var resolutions = ResolutionMemo()
    return try render(bundle, options: options, chrome: chrome, resolutions: &resolutions)
  }

  /// `render(_:options:chrome:)` with the lookups of the same preferences kept in `resolutions`:
  /// the review report draws every page for each language, and most pages share a table; and
  /// the development language's texts kept in `developmentTexts`, which every language compares with.
  static func render(
    _ bundle: LocalizedBundle, options: RenderOptions, chrome: ChromeCatalog, resolutions: inout ResolutionMemo,
    developmentTexts: DevelopmentTexts = DevelopmentTexts()
  ) throws -> RenderedPage {
    // The Settings app prefers the device's variant of the root page (`Root~iphone`);
    // InAppSettingsKit tries `Root~iphone.inApp`, `Root.inApp`, `Root~iphone`, then `Root`.
    let variant = "Root~" + (options.idiom == "Pad" ? "ipad" : "iphone")
    let candidates = (options.reading.iaskTableConvention ? [variant + ".inApp", "Root.inApp"] : []) + [variant]
    let name = options.page ?? candidates.first { bundle.walk.page(named: $0) != nil } ?? "Root"
    guard let page = bundle.walk.page(named: name) else {
      throw RenderError.noSuchPage(name, available: bundle.walk.pages.map(\.name))
    }
    let preferences = options.languages.isEmpty ? [developmentPreference(bundle)] : options.languages
    let resolution = try resolutions.resolve(preferences, table: page.table, in: bundle.matcher)
    let chain = resolution.chain.compactMap { bundle.localizations.lproj(named: $0) }
    // Text is untranslated when the user's language (the matched folder) is not the development
    // language or a variant of it, and the text shown equals the development language's.
    let matched = resolution.lproj.flatMap { bundle.localizations.lproj(named: $0) }
    let checksUntranslated =
      !options.pseudo
      && matched.map { !UntranslatedRule.isDevelopmentVariant($0, development: bundle.developmentLproj) } == true
    var builder = PageBuilder(
      bundle: bundle, chain: chain, chrome: chrome, options: options,
      developmentChain: checksUntranslated ? bundle.developmentLproj.map { [$0] } : nil, matched: matched,
      developmentTexts: developmentTexts)
    return builder.build(
      page: page, preferences: preferences, matchedLproj: resolution.lproj,
      direction: options.pseudo ? .leftToRight : resolutions.direction(of: preferences[0]))
  }
}

/// A key of a table, compared as `String`s are (as the lists of raw and untranslated strings compare them).
struct TableKey: Hashable {
  let table: String
  let key: String
}

/// The lookups of one chain of folders, by table, made once each.
struct TableLookups {
  private var byTable: [String?: TableLookup] = [:]
  private var last: TableLookup?

  /// The lookup of `table` along `chain`; a page reads one table, nearly always, so the last one
  /// is tried before hashing the name.
  mutating func lookup(_ table: String?, chain: [Lproj], bundle: LocalizedBundle) -> TableLookup {
    if let last, last.table == table { return last }
    let lookup = byTable[table] ?? TableLookup(table: table, chain: chain, bundle: bundle)
    byTable[table] = lookup
    last = lookup
    return lookup
  }
}

/// Resolutions of one list of preferences, by table: what a language's pages look up again.
struct ResolutionMemo {
  private var preferences: [String] = []
  private var byTable: [String?: Resolution] = [:]
  /// The last language's direction: ICU reads its likely script, the same for each page.
  private var direction: (language: String, direction: LayoutDirection)?

  /// `LayoutDirection.of(language:)`, made once while the language stays the same.
  mutating func direction(of language: String) -> LayoutDirection {
    if let direction, direction.language == language { return direction.direction }
    let found = LayoutDirection.of(language: language)
    direction = (language, found)
    return found
  }

  /// `matcher.resolve(preferences:table:)`, made once per table while the preferences stay the same.
  mutating func resolve(_ preferences: [String], table: String?, in matcher: LprojMatcher) throws -> Resolution {
    if preferences != self.preferences {
      self.preferences = preferences
      byTable = [:]
    }
    if let known = byTable[table] { return known }
    let resolution = try matcher.resolve(preferences: preferences, table: table)
    byTable[table] = resolution
    return resolution
  }
}

/// Collects the groups of one page, with every lookup and every raw string.
struct PageBuilder {
  let bundle: LocalizedBundle
  let chain: [Lproj]
  let chrome: ChromeCatalog
  let options: RenderOptions
  /// The development folder, when text is compared with the development language's.
  let developmentChain: [Lproj]?
  /// The folder matched for the user's language, whose words may read as English ones do.
  let matched: Lproj?
  /// The words `matched`'s language writes as English does (`UntranslatedJudgement.words(for:)`).
  let sameWords: Set<String>?
  /// The development language's texts, shared by every language drawn.
  let developmentTexts: DevelopmentTexts
  var lookups = TableLookups()
  var developmentLookups = TableLookups()
  var lastReason: (lookup: TableLookup, reason: String)?
  var rawStrings: [RawString] = []
  var untranslatedStrings: [UntranslatedString] = []
  /// The strings recorded as raw or untranslated, so that each is listed once without searching
  /// the lists at every string of the page.
  var recordedRaw: Set<TableKey> = []
  var recordedUntranslated: Set<TableKey> = []
  var notes: [String] = []

  init(
    bundle: LocalizedBundle, chain: [Lproj], chrome: ChromeCatalog, options: RenderOptions, developmentChain: [Lproj]?,
    matched: Lproj?, developmentTexts: DevelopmentTexts = DevelopmentTexts()
  ) {
    self.bundle = bundle
    self.chain = chain
    self.chrome = chrome
    self.options = options
    self.developmentChain = developmentChain
    self.matched = matched
    sameWords = UntranslatedJudgement.words(for: matched)
    self.developmentTexts = developmentTexts
  }

  mutating func build(page: Page, preferences: [String], matchedLproj: String?, direction: LayoutDirection)
    -> RenderedPage
  {
    // A page's strings are about two per specifier: room made once spares the sets their rehashes.
    recordedRaw.reserveCapacity(2 * page.specifiers.count)
    recordedUntranslated.reserveCapacity(2 * page.specifiers.count)
    let lookup = self.lookup(page.table)
    if let note = lookup.note { notes.append(note) }
    let (backTitle, title) = navigation(for: page)
    var groups: [RenderedGroup] = []
    var current: RenderedGroup?
    var hidden: [String] = []
    for specifier in page.specifiers {
      if let idioms = specifier.supportedUserInterfaceIdioms, !idioms.contains(options.idiom) {
        hidden.append("\(specifier.type ?? "element") #\(specifier.index) (not on \(options.idiom))")
        continue
      }
      switch specifier.kind {
      case .group(let group):
        if let current { groups.append(current) }
        current = RenderedGroup(
          title: shown(specifier.title, table: page.table), footer: shown(group.footerText, table: page.table))
      case .radioGroup(let radio):
        if let current { groups.append(current) }
        current = RenderedGroup(
          title: shown(specifier.title, table: page.table), footer: shown(radio.footerText, table: page.table),
          rows: radioRows(specifier, radio, table: page.table))
      case .unknown where options.reading.iaskTableConvention && specifier.type == "IASKListGroupSpecifier":
        if let current { groups.append(current) }
        current = inAppSettingsKitListGroup(specifier, table: page.table)
      case .unknown
      where options.reading.iaskTableConvention && Self.inAppSettingsKitRows.contains(specifier.type ?? ""):
        if current == nil { current = RenderedGroup() }
        current?.rows.append(inAppSettingsKitRow(for: specifier, table: page.table))
      case .unknown, .untyped:
        hidden.append("\(specifier.type ?? "element without Type") #\(specifier.index)")
      default:
        if let row = row(for: specifier, table: page.table) {
          if current == nil { current = RenderedGroup() }
          current?.rows.append(row)
        }
      }
    }
    if let current { groups.append(current) }
    if !hidden.isEmpty {
      notes.append("not shown by the Settings app: " + hidden.joined(separator: ", "))
    }
    let lproj = lookup.lproj
    var language =
      lproj.flatMap { bundle.localizations.lproj(named: $0)?.locale?.canonical } ?? bundle.matcher.developmentLanguage
    if lproj == "Base", let dev = bundle.developmentLproj?.locale?.canonical { language = dev }
    if options.pseudo { language += "-x-pseudo" }
    return RenderedPage(
      page: page.name, table: page.table, preferences: preferences, matchedLproj: matchedLproj, lproj: lproj,
      language: language, direction: direction,
      pseudo: options.pseudo, backTitle: backTitle, title: title, groups: groups, rawStrings: rawStrings,
      untranslatedStrings: untranslatedStrings, notes: notes)
  }

  /// The back button and title: a child page is titled by the child pane that links to it,
  /// looked up in the parent page's table.
  mutating func navigation(for page: Page) -> (back: ShownString?, title: ShownString?) {
    guard let node = bundle.walk.nodes.first(where: { $0.page == page.name && $0.parent != nil }),
      let parentIndex = node.parent
    else { return (ShownString(chrome.string(.settings)), nil) }
    let parent = bundle.walk.nodes[parentIndex]
    let parentTable = bundle.walk.page(named: parent.page)?.table
    let title = shown(node.title, table: parentTable)
    var back: ShownString?
    if let grandparent = parent.parent {
      let ancestorTable = bundle.walk.page(named: bundle.walk.nodes[grandparent].page)?.table
      back = shown(parent.title, table: ancestorTable, record: false)
    }
    return (back, title)
  }

  mutating func lookup(_ table: String?) -> TableLookup {
    lookups.lookup(table, chain: chain, bundle: bundle)
  }

  /// What the development language shows for `key`, judged, when text is compared with it: nil
  /// when its table lacks the key (`check` has no development value to call a copy untranslated).
  mutating func developmentText(_ key: String, table: String?) -> DevelopmentTexts.Text? {
    guard let developmentChain else { return nil }
    return developmentTexts.text(table: table, key: key) {
      let (text, rawReason) = developmentLookups.lookup(table, chain: developmentChain, bundle: bundle).lookUp(key)
      return rawReason == nil ? text : nil
    }
  }

  /// `untranslatedReason(_:)`, made once for each lookup: every untranslated string read
  /// through it has the same reason.
  mutating func cachedUntranslatedReason(_ lookup: TableLookup) -> String {
    if let cached = lastReason, cached.lookup === lookup { return cached.reason }
    let reason = untranslatedReason(lookup)
    lastReason = (lookup, reason)
    return reason
  }

  /// Why text read through `lookup` is the development language's.
  func untranslatedReason(_ lookup: TableLookup) -> String {
    guard let table = lookup.table, let path = lookup.path else {
      return "the page names no StringsTable: every language shows it as written"
    }
    let development = bundle.developmentLproj.map { "\($0.folderName)/\(table).strings" } ?? "the development table"
    if let matched = chain.first, lookup.lproj != matched.name {
      return "\(matched.folderName) has no \(table).strings: read from \(path)"
    }
    return path == development ? "read from \(path)" : "same as in \(development)"
  }

  /// True when the configuration's `ignore:` rules drop the `untranslated` finding `check` makes
  /// of `key` read from the user's own folder (text read from another folder is a missing table).
  func isAccepted(_ key: String, through lookup: TableLookup) -> Bool {
    guard let table = lookup.table, let path = lookup.path, let lproj = lookup.lproj, lproj == matched?.name else {
      return false
    }
    return options.judging.ignoreRules.acceptsUntranslated(key: key, table: table, lproj: lproj, file: path)
  }

  /// A localizable string as shown, raw or untranslated; records it as such unless `record` is false.
  mutating func shown(_ key: String?, table: String?, record: Bool = true) -> ShownString? {
    guard let key else { return nil }
    // An empty string looks the same localized or not: never raw.
    guard !key.isEmpty else { return ShownString(key, key: key) }
    let lookup = self.lookup(table)
    let (text, reason) = lookup.lookUp(key)
    var state = ShownString.State.translated
    // Untranslated is judged by the development value first: most strings shown differ from it
    // (or have none, in the development language), and the word-by-word judgement of the text,
    // which costs far more, is then not made (half the instructions of `report` went there).
    if let reason {
      state = .raw
      if record, recordedRaw.insert(TableKey(table: table ?? "", key: key)).inserted {
        rawStrings.append(RawString(key: key, table: table ?? "", reason: reason))
      }
    } else if let development = developmentText(key, table: table), development.text == text,
      development.judgement.needsTranslation(copy: text, in: matched, words: sameWords),
      !options.judging.doNotTranslate.matchesAny(key), !options.names.contains(table: table, key: key),
      !isAccepted(key, through: lookup)
    {
      state = .untranslated
      if record, recordedUntranslated.insert(TableKey(table: table ?? "", key: key)).inserted {
        untranslatedStrings.append(
          UntranslatedString(
            key: key, table: table ?? "", text: text, file: lookup.path, reason: cachedUntranslatedReason(lookup)))
      }
    }
    return ShownString(options.pseudo ? PseudoLocalization.transform(text) : text, key: key, state: state)
  }

  /// Plain text the page does not localize (default values).
  func plain(_ text: String) -> ShownString { ShownString(text) }

  mutating func row(for specifier: Specifier, table: String?) -> RenderedRow? {
    let type = specifier.type ?? ""
    let title = shown(specifier.title, table: table)
    switch specifier.kind {
    case .toggleSwitch(let toggle):
      let on = Self.isOn(toggle)
      return RenderedRow(
        type: type, key: specifier.key, title: title, value: ShownString(chrome.string(on ? .on : .off)),
        control: .toggle(isOn: on))
    case .slider(let slider):
      let minimum = slider.minimumValue ?? 0
      let maximum = slider.maximumValue ?? max(minimum, 1)
      let value = min(max(slider.defaultValue?.numberValue ?? minimum, minimum), maximum)
      return RenderedRow(
        type: type, key: specifier.key, title: nil, value: plain(PlistValue.format(value)),
        control: .slider(minimum: minimum, maximum: maximum, value: value))
    case .textField(let field):
      let text = field.defaultValue?.displayText ?? ""
      let secure = field.isSecure ?? false
      let shownText = secure ? String(repeating: "•", count: text.count) : text
      return RenderedRow(
        type: type, key: specifier.key, title: title, value: shownText.isEmpty ? nil : plain(shownText),
        control: .textField(secure: secure))
    case .titleValue(let titleValue):
      var value: ShownString?
      if let current = titleValue.defaultValue {
        if let index = titleValue.values?.firstIndex(where: { $0.sameSetting(as: current) }),
          let titles = titleValue.titles, index < titles.count
        {
          value = shown(titles[index], table: table)
        } else {
          value = plain(current.displayText)
        }
      }
      return RenderedRow(type: type, key: specifier.key, title: title, value: value, control: .titleValue)
    case .multiValue(let multi):
      var choices: [ShownString] = []
      for choice in multi.titles ?? [] {
        if let shownChoice = shown(choice, table: table) { choices.append(shownChoice) }
      }
      var value: ShownString?
      var selected: Int?
      if let current = multi.defaultValue, let index = multi.values?.firstIndex(where: { $0.sameSetting(as: current) })
      {
        if index < choices.count { selected = index }
        let titles = multi.shortTitles.flatMap { index < $0.count ? $0 : nil } ?? multi.titles
        if let titles, index < titles.count { value = shown(titles[index], table: table) }
      }
      return RenderedRow(
        type: type, key: specifier.key, title: title, value: value, control: .multiValue, choices: choices,
        selected: selected)
    case .childPane:
      return RenderedRow(type: type, key: specifier.key, title: title, value: nil, control: .childPane)
    case .group, .radioGroup, .unknown, .untyped:
      return nil
    }
  }

  /// One row per choice, the default checked; sorted by shown title when the page asks.
  mutating func radioRows(_ specifier: Specifier, _ radio: Specifier.RadioGroup, table: String?) -> [RenderedRow] {
    let titles = radio.titles ?? []
    let values = radio.values ?? []
    var choices: [(title: ShownString, selected: Bool)] = []
    for (index, title) in titles.enumerated() {
      let selected = index < values.count && radio.defaultValue.map { values[index].sameSetting(as: $0) } == true
      if let shownTitle = shown(title, table: table) { choices.append((shownTitle, selected)) }
    }
    if radio.displaySortedByTitle == true {
      choices.sort { $0.title.text.localizedStandardCompare($1.title.text) == .orderedAscending }
    }
    return choices.map { choice in
      RenderedRow(
        type: specifier.type ?? "", key: specifier.key, title: choice.title,
        value: choice.selected ? ShownString("✓") : nil, control: .radioOption(selected: choice.selected))
    }
  }

  /// A switch is on when its default equals `TrueValue` (a Boolean YES when absent).
  static func isOn(_ toggle: Specifier.ToggleSwitch) -> Bool {
    guard let current = toggle.defaultValue else { return false }
    if let trueValue = toggle.trueValue { return current.sameSetting(as: trueValue) }
    if case .string(let text) = current { return ["yes", "true", "1"].contains(text.lowercased()) }
    return current.sameSetting(as: .bool(true))
  }
}
