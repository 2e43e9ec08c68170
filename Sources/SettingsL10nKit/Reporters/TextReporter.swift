/// For people: the findings grouped by language (bundle-wide ones first), a coverage table,
/// the counts and the verdict; paths relative to the bundle; ANSI colour when asked.
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

  /// The whole report.
  public func render(_ outcome: CheckOutcome) -> String {
    let report = outcome.report
    var out = paint(ReportText.escapingControls(report.bundle), .bold) + " (development language: \(report.developmentLanguage))\n"
    let (shown, omitted) = listing.listed(report.findings)
    for (title, findings) in groups(Array(shown), developmentLanguage: report.developmentLanguage) {
      out += "\n" + paint(title, .bold) + "\n"
      for finding in findings {
        out += "  " + line(finding, bundle: fullPaths ? report.bundle : nil) + "\n"
      }
    }
    if let line = listing.omittedLine(omitted) { out += "\n" + line + "\n" }
    if !report.languages.isEmpty, !listing.quiet {
      out += "\n" + coverageTable(report, gate: outcome.gate.gate)
    }
    out += tallies(report.findings)
    var counts = "\n\(AuditMessage.count(report.languages.count, "language")); \(report.summary.description)"
    if outcome.accepted > 0 { counts += "; \(outcome.accepted) accepted by the baseline" }
    if outcome.ignoredByRules > 0 { counts += "; \(outcome.ignoredByRules) ignored by the configuration" }
    if let written = outcome.baselineWritten { counts += "; \(AuditMessage.count(written, "finding")) written to the baseline" }
    out += counts + "\n"
    out += paint(outcome.gate.description, outcome.gate.passed ? .green : .red) + "\n"
    return out
  }

  /// `Findings by id: …` and `Findings by language: …` (bundle-wide ones as `(bundle)`), so a
  /// long report ends with what kinds of problem it holds and where; nothing without findings.
  func tallies(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "" }
    var byID: [String: Int] = [:]
    var byLanguage: [String: Int] = [:]
    for finding in findings {
      byID[finding.id.rawValue, default: 0] += 1
      byLanguage[finding.language.map { ReportText.escapingControls($0) } ?? "(bundle)", default: 0] += 1
    }
    func list(_ counts: [String: Int]) -> String {
      counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", ")
    }
    return "\nFindings by id: \(list(byID))\nFindings by language: \(list(byLanguage))\n"
  }

  /// Bundle-wide findings first, then each language's, in folder order.
  func groups(_ findings: [Finding], developmentLanguage: String) -> [(String, [Finding])] {
    var byLanguage: [String: [Finding]] = [:]
    var general: [Finding] = []
    for finding in findings {
      if let language = finding.language {
        byLanguage[language, default: []].append(finding)
      } else {
        general.append(finding)
      }
    }
    var groups: [(String, [Finding])] = []
    if !general.isEmpty { groups.append(("Pages and folders", general)) }
    for language in byLanguage.keys.sorted() {
      let shown = ReportText.escapingControls(language)
      let title = language == developmentLanguage ? "\(shown) (development language)" : shown
      groups.append((title, byLanguage[language] ?? []))
    }
    return groups
  }

  /// `de.lproj/Root.strings:3:1: error: message [id]`, the path under `bundle` when given.
  func line(_ finding: Finding, bundle: String? = nil) -> String {
    var place = ReportText.escapingControls(finding.file ?? "")
    if let bundle { place = ReportText.escapingControls(ReportPaths.place(finding, bundle: bundle)) }
    if bundle == nil, let line = finding.line {
      place += ":\(line)"
      if let column = finding.column { place += ":\(column)" }
    }
    let style: Style =
      switch finding.severity {
      case .error: .red
      case .warning: .yellow
      case .note: .cyan
      }
    let prefix = place.isEmpty ? "" : place + ": "
    return prefix + paint(finding.severity.rawValue + ":", style) + " \(XcodeReporter.oneLine(finding.message)) [\(finding.id)]"
  }

  /// The per-language coverage table.
  func coverageTable(_ report: AuditReport, gate: CheckGate) -> String {
    let rows = report.languages.map { row -> [String] in
      [ReportText.escapingControls(row.isDevelopment ? "\(row.lproj) (dev)" : row.lproj), ReportText.escapingControls(row.locale), row.percentText, "\(row.missing)", "\(row.stale)"]
    }
    let header = ["Language", "Locale", "Coverage", "Missing", "Stale"]
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
      let style: Style = below ? .red : row.missing == 0 ? .green : .yellow
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
}
