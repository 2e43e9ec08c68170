/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`; notes become `::notice`).
///
/// GitHub shows only the first 10 error and 10 warning annotations of a step, so errors come
/// first, then warnings, then notes (each in the stable order), and a last `::notice` gives the
/// totals and points at the job summary, which lists every finding.
public struct GitHubReporter: CheckReporter {
  /// How many annotations of one severity GitHub shows per step.
  public static let annotationsShown = 10
  /// How many findings to annotate (the most important first).
  public var listing: FindingListing

  /// Creates the reporter.
  public init(listing: FindingListing = FindingListing()) { self.listing = listing }

  /// The commands for one bundle, then its counts, verdict and the closing notice.
  public func render(_ outcome: CheckOutcome) -> String {
    let (lines, omitted) = annotations([outcome])
    var summary = "\(outcome.report.summary.description)"
    if outcome.accepted > 0 { summary += "; \(outcome.accepted) accepted by the baseline" }
    if outcome.ignoredByRules > 0 { summary += "; \(outcome.ignoredByRules) ignored by the configuration" }
    if let line = listing.omittedLine(omitted) { summary += "; " + line }
    var out = lines
    out.append(summary)
    out.append(outcome.gate.description)
    out.append(notice(outcome.report.summary, bundles: 1, passed: outcome.gate.passed))
    return out.joined(separator: "\n") + "\n"
  }

  /// The commands for several bundles, each bundle's counts and verdict, and the closing notice.
  public func render(bundles outcomes: [CheckOutcome]) -> String {
    var (lines, omitted) = annotations(outcomes)
    for outcome in outcomes {
      let bundle = ReportText.escapingControls(outcome.report.bundle)
      lines.append("\(bundle): \(outcome.report.summary.description); \(outcome.gate.description)")
    }
    if let line = listing.omittedLine(omitted) { lines.append(line) }
    let total = FindingSummary(outcomes.lazy.flatMap(\.report.findings))
    lines.append(notice(total, bundles: outcomes.count, passed: outcomes.allSatisfy(\.gate.passed)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command per finding listed, the most important first: by severity, then by how much a
  /// kind of finding breaks (a file the device cannot load before one missing key; a string no
  /// language is asked for before a stale key), then in each bundle's stable order; and how
  /// many findings were left out.
  func annotations(_ outcomes: [CheckOutcome]) -> (lines: [String], omitted: Int) {
    var order: [(severity: Severity, rank: Int, bundle: Int, index: Int)] = []
    for (bundle, outcome) in outcomes.enumerated() {
      for (index, finding) in outcome.report.findings.enumerated() {
        order.append((finding.severity, Self.rank(finding.id), bundle, index))
      }
    }
    order.sort { a, b in
      if a.severity != b.severity { return a.severity > b.severity }
      if a.rank != b.rank { return a.rank < b.rank }
      return (a.bundle, a.index) < (b.bundle, b.index)
    }
    let shown = listing.quiet ? 0 : min(order.count, listing.limit ?? order.count)
    let lines = order.prefix(shown).map { item in
      let report = outcomes[item.bundle].report
      return command(report.findings[item.index], bundle: report.bundle)
    }
    return (lines, order.count - shown)
  }

  /// Kinds that break more come first within a severity; the others keep rank 2.
  static func rank(_ id: DiagnosticID) -> Int {
    switch id.rawValue {
    case "syntax-error", "missing-table", "missing-page", "page-cycle", "path-outside-bundle", "unreadable-file",
      "file-too-large", "duplicate-lproj", "invalid-lproj-name", "not-in-development-table", "orphan-table":
      0
    case "format-mismatch", "missing-key", "titles-values-mismatch", "missing-required-key":
      1
    case "stale-key":
      3
    default:
      2
    }
  }

  /// `::error file=…,line=…,col=…,title=id (language)::message`.
  func command(_ finding: Finding, bundle: String) -> String {
    let command =
      switch finding.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    var properties: [String] = []
    if let file = finding.file {
      properties.append("file=" + Self.escapeProperty(ReportPaths.join(bundle, file)))
      if let line = finding.line {
        properties.append("line=\(line)")
        if let column = finding.column { properties.append("col=\(column)") }
      }
    }
    var title = finding.id.rawValue
    if let language = finding.language { title += " (\(language))" }
    properties.append("title=" + Self.escapeProperty(title))
    return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))"
  }

  /// The closing notice: the totals, and where to find what GitHub does not show.
  func notice(_ summary: FindingSummary, bundles: Int, passed: Bool) -> String {
    var text = "settings-l10n check \(passed ? "passed" : "failed"): \(summary.description)"
    if bundles > 1 { text += " in \(bundles) bundles" }
    if summary.errors > Self.annotationsShown || summary.warnings > Self.annotationsShown {
      text += "; GitHub annotates only the first \(Self.annotationsShown) errors and \(Self.annotationsShown) warnings "
        + "of a step, so see the job summary (check --format markdown) for all of them"
    } else {
      text += "; the job summary (check --format markdown) has coverage per language"
    }
    return "::notice title=settings-l10n::" + Self.escapeData(text)
  }

  /// Escapes a command's message: `%`, CR and LF.
  /// Other control characters are shown as escapes first, so none reaches the log.
  static func escapeData(_ text: String) -> String { escape(ReportText.escapingControls(text), property: false) }

  /// Escapes a property value: as data, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String { escape(ReportText.escapingControls(text), property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    // Most messages need nothing escaped: return them as they are.
    func special(_ b: UInt8) -> Bool { b == 0x25 || b == 0x0D || b == 0x0A || (property && (b == 0x3A || b == 0x2C)) }
    guard text.utf8.contains(where: special) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for b in text.utf8 {
      switch b {
      case 0x25: out += Array("%25".utf8)
      case 0x0D: out += Array("%0D".utf8)
      case 0x0A: out += Array("%0A".utf8)
      case 0x3A where property: out += Array("%3A".utf8)
      case 0x2C where property: out += Array("%2C".utf8)
      default: out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
