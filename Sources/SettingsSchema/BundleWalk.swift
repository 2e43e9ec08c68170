import StringsFormat

/// One row of the page tree: a root page, or a child-pane link from its parent page.
public struct PageNode: Sendable, Hashable {
  /// What became of the link.
  public enum State: String, Sendable, Hashable, Codable {
    /// The page was loaded and its children follow this node.
    case expanded
    /// The page was already expanded elsewhere in the tree; its children are not repeated.
    case repeated
    /// The page is already open on this node's own path (`page-cycle`): not followed.
    case cycle
    /// No such page (`missing-page`).
    case missing
    /// The `File` leaves the bundle (`path-outside-bundle`): never read.
    case outsideBundle
    /// The file exists but is not a readable page (`syntax-error`, `invalid-value`, `limit-exceeded`).
    case invalid
    /// Not followed because a walk limit was reached.
    case skipped
  }

  /// The page name the link names (`File`, or the root page's name).
  public var page: String
  /// The file it names, relative to the bundle.
  public var file: String
  /// 0 for a root page, parent's depth + 1 for a child.
  public var depth: Int
  /// Index of the parent node in `BundleWalk.nodes`.
  public var parent: Int?
  /// Index of the child-pane specifier in the parent page.
  public var specifierIndex: Int?
  /// The child pane's `Title` (the child page's title in the Settings app).
  public var title: String?
  /// What became of the link.
  public var state: State

  /// Creates a node.
  public init(
    page: String, file: String, depth: Int, parent: Int?, specifierIndex: Int?, title: String?, state: State
  ) {
    self.page = page
    self.file = file
    self.depth = depth
    self.parent = parent
    self.specifierIndex = specifierIndex
    self.title = title
    self.state = state
  }
}

/// The result of walking a bundle: its pages, the page tree, orphan pages, strings and findings.
public struct BundleWalk: Sendable, Hashable {
  /// The options the walk used.
  public var options: SettingsBundle.Options
  /// Every page loaded, in the order the walk first reached it.
  public var pages: [Page]
  /// The page tree in depth-first order (children in specifier order).
  public var nodes: [PageNode]
  /// Top-level `.plist` files that no walk reaches, sorted.
  public var orphans: [String]
  /// Every localizable string the chosen reader shows (the Settings app, or InAppSettingsKit
  /// with `iaskTableConvention`), in page then specifier order: the keys tables must hold.
  public var strings: [LocalizableString]
  /// Every string any page file of the bundle takes from a table, under any element type and any
  /// field a reader localizes (unreached pages included): a key among them is never stale.
  public var usedStrings: [LocalizableString]
  /// The pages the chosen reader shows, in walk order (a subset of `pages`).
  public var shownPages: [String]
  /// Everything found, in the stable order.
  public var findings: [Finding]

  /// Creates a walk result.
  public init(
    options: SettingsBundle.Options, pages: [Page], nodes: [PageNode], orphans: [String],
    strings: [LocalizableString], usedStrings: [LocalizableString]? = nil, shownPages: [String]? = nil,
    findings: [Finding]
  ) {
    self.options = options
    self.pages = pages
    self.nodes = nodes
    self.orphans = orphans
    self.strings = strings
    self.usedStrings = usedStrings ?? strings
    self.shownPages = shownPages ?? pages.map(\.name)
    self.findings = findings
  }

  /// The loaded page with that name (`Root`).
  public func page(named name: String) -> Page? {
    pages.first { $0.name == name }
  }

  /// The tables the reached pages use, sorted.
  public var tables: [String] {
    Set(pages.compactMap(\.table)).sorted()
  }

  /// The keys a table must hold: the localizable strings of every reached page that uses it,
  /// in first-use order without repeats. A page's own top-level `Title` is not among them.
  public func requiredKeys(table: String) -> [String] {
    // Exact comparison, as the device compares keys: NFC and NFD spellings are two keys.
    var seen: Set<ExactKey> = []
    var keys: [String] = []
    for string in strings where string.table == table && seen.insert(ExactKey(string.key)).inserted {
      keys.append(string.key)
    }
    return keys
  }

  /// The strings found on one page.
  public func strings(onPage name: String) -> [LocalizableString] {
    strings.filter { $0.page == name }
  }
}
