import ByteCore
import SettingsSchema

/// Where strings appear, in the words a translator sees on screen rather than the plist's:
/// the page trail, the group, the row and its role (`Root › Playback › "Default speed" (a choice)`),
/// each title in the development language.
struct StringLocations {
  /// The trail of each shown page from its root page (`Root › More`).
  private let trails: [String: String]
  /// For each page, by `PreferenceSpecifiers` index, each element and the title of the group
  /// it is in (nil before the first group): found in one step for each use, however long the page.
  private let elements: [String: [Int: (specifier: Specifier, group: String?)]]
  private let tables: [String: String]
  private let words: (_ key: String, _ table: String?) -> String

  /// Locations of a walk's strings; `development` gives the development value of a key in a
  /// table (nil when the table lacks it: the key is then shown as written).
  init(walk: BundleWalk, development: @escaping (_ key: String, _ table: String) -> String?) {
    let words = { (key: String, table: String?) -> String in
      Self.oneLine(table.flatMap { development(key, $0) } ?? key)
    }
    var pages: [String: Page] = [:]
    for page in walk.pages where pages[page.name] == nil { pages[page.name] = page }
    var trails: [String: String] = [:]
    var nodeTrails: [String] = []
    for node in walk.nodes {
      var trail = node.page
      if let parent = node.parent, parent < nodeTrails.count {
        let table = pages[walk.nodes[parent].page]?.table
        trail = nodeTrails[parent] + " › " + (node.title.map { words($0, table) } ?? node.page)
      }
      nodeTrails.append(trail)
      if node.state == .expanded, trails[node.page] == nil { trails[node.page] = trail }
    }
    var elements: [String: [Int: (specifier: Specifier, group: String?)]] = [:]
    for page in pages.values {
      var current: String?
      var byIndex: [Int: (specifier: Specifier, group: String?)] = Dictionary(minimumCapacity: page.specifiers.count)
      for specifier in page.specifiers {
        switch specifier.kind {
        // A group without a header (or with an empty one) shows none: the trail skips it.
        case .group, .radioGroup:
          current = specifier.title.map { words($0, page.table) }.flatMap { $0.isEmpty ? nil : $0 }
        default: break
        }
        byIndex[specifier.index] = (specifier, current)
      }
      elements[page.name] = byIndex
    }
    self.trails = trails
    self.elements = elements
    self.tables = pages.compactMapValues(\.table)
    self.words = words
  }

  /// One use in words: `Root › General › "Theme" › option 2 of 3`.
  func describe(_ use: LocalizableString) -> String {
    let trail = trails[use.page] ?? use.page
    let element = elements[use.page]?[use.specifierIndex]
    let specifier = element?.specifier
    let group = element?.group
    // The element's title, in the cases that name it (a title's own use names its key instead):
    // each is looked up and put on one line.
    var title: String? { specifier?.title.map { "\"" + words($0, tables[use.page]) + "\"" } }
    let kind = specifier?.kind ?? .untyped
    var parts = [trail]
    switch (use.field, kind) {
    case (.title, .group), (.title, .radioGroup):
      parts.append("\"" + words(use.key, use.table) + "\" (" + Self.role(kind) + ")")
    case (.footerText, _):
      parts += [title, "footer (a group footer)"].compactMap { $0 }
    case (.title, _):
      parts += [group, "\"" + words(use.key, use.table) + "\" (" + Self.role(kind) + ")"].compactMap { $0 }
    case (.titles(let index), _):
      parts += [group, title, "option \(index + 1) of \(Self.count(of: "Titles", in: specifier))"].compactMap { $0 }
    case (.shortTitles(let index), _):
      parts += [group, title, "short form of option \(index + 1)"].compactMap { $0 }
    case (.code(let place), _):
      // Not on a page: the app shows it on a screen of its own.
      return "the app's own screens (its code reads this key at \(place))"
    case (.appField(let name), _):
      parts += [group, title, "\(name) (shown by the app's own code)"].compactMap { $0 }
    case (.inAppSettingsKit(let path), _):
      parts += [group, title, Self.iaskField[path] ?? path].compactMap { $0 }
    }
    return parts.joined(separator: " › ")
  }

  /// What a row is, as the Settings app draws it.
  private static func role(_ kind: Specifier.Kind) -> String {
    switch kind {
    case .group: "a group header"
    case .radioGroup: "the header of a group of choices"
    case .childPane: "a link to a page"
    case .toggleSwitch: "a switch"
    case .slider: "a slider"
    case .titleValue: "a read-only value"
    case .textField: "a text field"
    case .multiValue: "a choice"
    case .unknown, .untyped: "a row"
    }
  }

  /// The fields only InAppSettingsKit shows, in words.
  private static let iaskField = [
    "IASKSubtitle": "subtitle", "IASKPlaceholder": "placeholder text", "IASKMailComposeSubject": "e-mail subject",
    "IASKMailComposeBody": "e-mail body", "IASKChildTitle": "title of the page it opens",
  ]

  /// The number of items of an array field of an element.
  private static func count(of field: String, in specifier: Specifier?) -> Int {
    if case .array(let items)? = specifier?.raw[field] { return items.count }
    return 0
  }

  /// Text on one line, for a trail: runs of whitespace and line breaks as one space.
  private static func oneLine(_ text: String) -> String {
    // Most titles are one line already; splitting them by Character costs more than the rest of a note.
    if TextBytes.isSingleSpaced(text) { return text }
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
