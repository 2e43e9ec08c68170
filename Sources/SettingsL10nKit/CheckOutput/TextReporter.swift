import ByteCore

/// For people: the findings grouped by language (bundle-wide ones first), or with many of them
/// a digest led by their counts, a coverage table, the counts and the verdict; paths relative
/// to the bundle; ANSI colour when asked.
public struct TextReporter: CheckReporter {
  /// Whether to colour severities, headings and coverage.
  public var color: Bool
  /// Whether finding paths start with the bundle path (as when several bundles are reported
  /// together), rather than being relative to the bundle named in the heading.
  public var fullPaths: Bool

  /// How many findings to list.
  public var listing: FindingListing

  /// Creates the reporter.
  public init(color: Bool = false, fullPaths: Bool = false, listing: FindingListing = FindingListing()) {
    self.color = color
    self.fullPaths = fullPaths
    self.listing = listing
  }

  /// `--format text`.
  public static var format: CheckFormat { .text }
  /// Lines for people and editors: `--quiet` and `--max-findings` shorten them.
  public static var listsEveryFinding: Bool { false }

  /// The reporter with `check`'s options.
  public init(options: ReporterOptions) { self.init(color: options.color, listing: options.listing) }

  /// Each bundle's report (paths from the current folder), then the totals and the verdict.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    var reporter = self
    reporter.fullPaths = true
    var out = OutputBytes(capacity: 4096 + outcomes.reduce(0) { $0 + $1.report.findings.count } * 224)
    for (index, outcome) in outcomes.enumerated() {
      if index > 0 { out.byte(UInt8(ascii: "\n")) }
      reporter.write(outcome, to: &out)
    }
    let total = FindingSummary(adding: outcomes.map(\.report.summary))
    out.plain(
      "\n" + reporter.paint("\(AuditMessage.count(outcomes.count, "bundle")): \(total.description)", .bold) + "\n")
    let passed = outcomes.allSatisfy(\.gate.passed)
    out.plain(reporter.paint(CheckReporters.verdict(outcomes), passed ? .green : .red) + "\n")
    return out.finish()
  }

  /// The whole report.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] {
    var out = OutputBytes(capacity: 4096 + outcome.report.findings.count * 192)
    write(outcome, to: &out)
    return out.finish()
  }

  /// Appends the whole report.
  func write(_ outcome: CheckOutcome, to out: inout OutputBytes) {
    let report = outcome.report
    start(.bold, &out)
    out.escaped(report.bundle)
    end(&out)
    out.raw(" (development language: ")
    out.plain(report.developmentLanguage)
    out.raw(")\n")
    // Paths start with the bundle's path as given, worked out once.
    let base = fullPaths ? PrintedPaths.normalized(report.bundle) : nil
    // Many findings: the counts and a digest lead, so what to do comes before any list.
    let digest = listing.digests(report.findings.count)
    if digest {
      out.plain(tallies(report.findings))
      writeDigest(report.findings, base: base, to: &out)
    } else {
      list(report, base: base, to: &out)
    }
    if let sign = report.inAppSettingsKitSign, !listing.quiet { out.plain("\n" + Self.inAppSettingsKitHint(sign)) }
    if let code = report.codeSearch, !listing.quiet { out.plain("\n" + code + "\n") }
    if !report.languages.isEmpty, !listing.quiet {
      out.plain("\n" + coverageTable(report, gate: outcome.gate.gate))
    }
    if !digest { out.plain(tallies(report.findings)) }
    var counts = "\n\(AuditMessage.count(report.languages.count, "language")); \(report.summary.description)"
    if outcome.accepted > 0 { counts += "; \(outcome.accepted) accepted by the baseline" }
    if outcome.ignoredByRules > 0 { counts += "; \(outcome.ignoredByRules) ignored by the configuration" }
    if let written = outcome.baselineWritten {
      counts += "; \(AuditMessage.count(written, "finding")) written to the baseline"
    }
    out.plain(counts + "\n")
    out.plain(paint(outcome.gate.description, outcome.gate.passed ? .green : .red) + "\n")
  }

  /// Appends the findings listed (every one, or as `--quiet` and `--max-findings` say), grouped
  /// by language.
  func list(_ report: AuditResult, base: String?, to out: inout OutputBytes) {
    let (shown, omitted) = listing.listed(report.findings)
    for (title, indices) in groups(report.findings.prefix(shown.count), developmentLanguage: report.developmentLanguage)
    {
      out.raw("\n")
      start(.bold, &out)
      out.plain(title)
      end(&out)
      out.raw("\n")
      for index in indices {
        out.raw("  ")
        line(report.findings[index], base: base, to: &out)
        out.raw("\n")
      }
    }
    if let line = listing.omittedLine(omitted) { out.plain("\n" + line + "\n") }
  }

  /// `Findings by id: …` and `Findings by language: …` (bundle-wide ones as `(bundle)`), so a
  /// long report ends with what kinds of problem it holds and where; nothing without findings.
  func tallies(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "" }
    var seen = FindingIDs()
    var perLanguage: [String?: Int] = [:]
    // A language's findings come together: each run of them is counted once.
    var run: (language: String?, count: Int) = (nil, 0)
    // Each field read in place: the closure of `forEachInPlace` took a copy of every finding.
    for index in findings.indices {
      seen.count(findings[index].id)
      if findings[index].language != run.language {
        if run.count > 0 { perLanguage[run.language, default: 0] += run.count }
        run = (findings[index].language, 0)
      }
      run.count += 1
    }
    if run.count > 0 { perLanguage[run.language, default: 0] += run.count }
    // Counted by the name as shown: two names that look the same once escaped share a count.
    var byLanguage: [String: Int] = [:]
    for (language, count) in perLanguage {
      byLanguage[language.map { PrintableText.escapingControls($0) } ?? "(bundle)", default: 0] += count
    }
    func list(_ counts: [String: Int]) -> String {
      counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", ")
    }
    let ids = Dictionary(seen.entries.map { ($0.id.rawValue, $0.value) }, uniquingKeysWith: +)
    return "\nFindings by id: \(list(ids))\nFindings by language: \(list(byLanguage))\n"
  }

  /// Bundle-wide findings first, then each language's, in folder order: each group's title
  /// and the indices of its findings.
  func groups(_ findings: ArraySlice<Finding>, developmentLanguage: String) -> [(String, [Int])] {
    var byLanguage: [String: [Int]] = [:]
    var general: [Int] = []
    // A language's findings mostly come together: each run of them is looked up once.
    var run: (language: String, indices: [Int])?
    for index in findings.indices {
      guard let language = findings[index].language else {
        general.append(index)
        continue
      }
      if run?.language != language {
        if let (previous, indices) = run { byLanguage[previous, default: []] += indices }
        run = (language, [])
      }
      run?.indices.append(index)
    }
    if let (previous, indices) = run { byLanguage[previous, default: []] += indices }
    var groups: [(String, [Int])] = []
    if !general.isEmpty { groups.append(("Pages and folders", general)) }
    for language in byLanguage.keys.sorted() {
      let shown = PrintableText.escapingControls(language)
      let title = language == developmentLanguage ? "\(shown) (development language)" : shown
      groups.append((title, byLanguage[language] ?? []))
    }
    return groups
  }

  /// Appends `de.lproj/Root.strings:3:1: error: message [id]`, the path under `base` (the
  /// bundle's normalized path) when given.
  func line(_ finding: borrowing Finding, base: String?, to out: inout OutputBytes) {
    let before = out.count
    if let base {
      PrintedPaths.appendPlace(finding, base: base, to: &out)
    } else {
      if let file = finding.file { out.escaped(file) }
      PrintedPaths.appendLineColumn(finding, to: &out)
    }
    if out.count > before { out.raw(": ") }
    if color {
      let style: Style =
        switch finding.severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
      start(style, &out)
      out.plain(finding.severity.rawValue)
      out.byte(UInt8(ascii: ":"))
      end(&out)
      out.raw(" ")
    } else {
      out.raw(PrintedPaths.label(finding.severity))
    }
    out.escaped(finding.message)
    out.raw(" [")
    out.plain(finding.id.rawValue)
    out.byte(UInt8(ascii: "]"))
  }

  /// The per-language coverage table: untranslated keys (copies of the development value) are
  /// counted apart from missing ones, and neither is covered.
  func coverageTable(_ report: AuditResult, gate: CheckGate) -> String {
    let rows = report.languages.map { row -> [String] in
      [
        PrintableText.escapingControls(row.isDevelopment ? "\(row.lproj) (dev)" : row.lproj),
        PrintableText.escapingControls(row.locale),
        row.percentText, "\(row.untranslated)", "\(row.missing)", "\(row.stale)",
      ]
    }
    let header = ["Language", "Locale", "Coverage", "Untranslated", "Missing", "Stale"]
    var widths = header.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func format(_ cells: [String]) -> [String] {
      cells.enumerated().map { index, cell in
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        return index < 2 ? cell + pad : pad + cell
      }
    }
    var out = paint(format(header).joined(separator: "  "), .bold) + "\n"
    for (row, cells) in zip(report.languages, rows) {
      var formatted = format(cells)
      let below = gate.minCoverage.map { row.coverage * 100 < $0 - 1e-9 } ?? false
      let style: Style = below ? .red : row.missing == 0 && row.untranslated == 0 ? .green : .yellow
      formatted[2] = paint(formatted[2], style)
      out += formatted.joined(separator: "  ") + "\n"
    }
    return out
  }

  enum Style: String {
    case bold = "1"
    case red = "1;31"
    case yellow = "1;33"
    case cyan = "1;36"
    case green = "32"
  }

  func paint(_ text: String, _ style: Style) -> String {
    color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// Starts `style` when colouring.
  func start(_ style: Style, _ out: inout OutputBytes) {
    guard color else { return }
    out.raw("\u{1B}[")
    out.plain(style.rawValue)
    out.byte(UInt8(ascii: "m"))
  }

  /// Ends a style started with `start`.
  func end(_ out: inout OutputBytes) {
    if color { out.raw("\u{1B}[0m") }
  }
}

extension CheckFormat {
  /// For people: findings grouped by language, then a coverage table.
  public static let text = CheckFormat(name: "text")
}
