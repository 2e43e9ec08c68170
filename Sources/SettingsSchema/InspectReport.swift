import ByteCore
import StringsFormat

/// What `settings-l10n inspect` shows: the page tree, the findings and optionally the strings,
/// rendered as text or as a stable JSON object.
public struct InspectReport: Sendable {
  /// The bundle name or path to show (as the user gave it).
  public var bundle: String
  /// The walk to report.
  public var walk: BundleWalk
  /// Whether to list the extracted strings with their provenance.
  public var includeStrings: Bool

  /// Creates a report.
  public init(bundle: String, walk: BundleWalk, includeStrings: Bool = false) {
    self.bundle = bundle
    self.walk = walk
    self.includeStrings = includeStrings
  }

  /// Counts of findings by severity and by id.
  public struct Summary: Sendable, Hashable, Codable {
    /// Distinct pages loaded.
    public var pages: Int
    /// Localizable strings extracted.
    public var strings: Int
    /// Error findings.
    public var errors: Int
    /// Warning findings.
    public var warnings: Int
    /// Note findings.
    public var notes: Int
    /// Findings per id.
    public var byId: [String: Int]
  }

  /// The counts shown at the end of the report.
  public var summary: Summary {
    var byId: [String: Int] = [:]
    for finding in walk.findings { byId[finding.id.rawValue, default: 0] += 1 }
    return Summary(
      pages: walk.pages.count, strings: walk.strings.count,
      errors: walk.findings.count { $0.severity == .error },
      warnings: walk.findings.count { $0.severity == .warning },
      notes: walk.findings.count { $0.severity == .note }, byId: byId)
  }

  /// Pages by name and string counts by page name, so rendering stays linear in the tree size.
  var index: (pages: [String: Page], counts: [String: Int], shown: Set<String>) {
    var pages: [String: Page] = [:]
    for page in walk.pages where pages[page.name] == nil { pages[page.name] = page }
    var counts: [String: Int] = [:]
    for string in walk.strings { counts[string.page, default: 0] += 1 }
    return (pages, counts, Set(walk.shownPages))
  }

  // MARK: Text

  /// The report as text: tree, findings (`path:line:col: severity: message [id]`), summary, strings.
  public func text() -> String {
    var lines: [String] = []
    let counts = summary
    lines.append("\(printable(bundle)): \(plural(counts.pages, "page")), \(plural(counts.strings, "string"))")
    let index = self.index
    for node in walk.nodes {
      lines.append(indentation(node.depth) + treeLine(node, index))
    }
    lines.append("")
    if walk.findings.isEmpty {
      lines.append("No findings.")
    } else {
      lines.append("Findings:")
      lines += walk.findings.map { printable($0.description) }
    }
    var total =
      "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")), \(plural(counts.notes, "note"))"
    if !counts.byId.isEmpty {
      total += " (" + counts.byId.keys.sorted().map { "\($0) \(counts.byId[$0] ?? 0)" }.joined(separator: ", ") + ")"
    }
    lines.append(total)
    if includeStrings {
      lines.append("")
      lines.append("Strings:")
      lines += walk.strings.map(stringLine)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func treeLine(_ node: PageNode, _ index: (pages: [String: Page], counts: [String: Int], shown: Set<String>))
    -> String
  {
    var head = node.file.isEmpty ? "(empty File)" : printable(node.file)
    if let title = node.title { head += " \"\(printable(title))\"" }
    let detail: String
    switch node.state {
    case .expanded:
      if let page = index.pages[node.page] {
        let count = index.counts[page.name] ?? 0
        let table =
          page.table.map { "table \(printable($0))" } ?? (page.stringsTable == nil ? "no table" : "invalid table name")
        var parts = [table, plural(count, "string")]
        // A page the reader does not show is read for what it uses; its strings are not counted.
        if !index.shown.contains(page.name) {
          parts[1] = "not shown by \(walk.options.reader.name)"
        }
        if page.format != .xml { parts.append(page.format.rawValue) }
        detail = parts.joined(separator: ", ")
      } else {
        detail = "not loaded"
      }
    case .repeated: detail = "shown above"
    case .cycle: detail = "cycle, not followed"
    case .missing: detail = "missing"
    case .outsideBundle: detail = "outside the bundle, not read"
    case .invalid: detail = "not a readable page"
    case .skipped: detail = "skipped (limit)"
    }
    return "\(head): \(detail)"
  }

  private func stringLine(_ string: LocalizableString) -> String {
    var place = printable(string.file)
    if let line = string.line {
      place += ":\(line)"
      if let column = string.column { place += ":\(column)" }
    }
    let owner = "\(string.specifierType ?? "specifier") #\(string.specifierIndex)"
    let preference = string.preferenceKey.map { " (\(printable($0)))" } ?? ""
    return
      "\(place): [\(string.table.map(printable) ?? "no table")] \"\(printable(string.key))\" \(string.field) of \(owner)\(preference)"
  }

  /// Two spaces per level up to `maxIndentedDepth`, then `(depth N)`: output stays linear in deep trees.
  private func indentation(_ depth: Int) -> String {
    let shown = min(depth, InspectReport.maxIndentedDepth)
    let marker = depth > shown ? "(depth \(depth)) " : ""
    return String(repeating: "  ", count: shown) + marker
  }

  /// The deepest level drawn with indentation in the text tree.
  public static let maxIndentedDepth = 32

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Newlines, tabs and other control characters escaped, so one item stays on one line.
  private func printable(_ text: String) -> String { PrintableText.visible(text) }
}
