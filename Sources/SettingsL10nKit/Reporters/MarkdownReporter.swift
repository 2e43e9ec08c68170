/// A summary in GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY` and pull-request
/// comments: the verdict, each language's coverage with a bar, counts by finding kind, and each
/// language's first findings in a collapsed list linking to the files.
public struct MarkdownReporter: CheckReporter {
  /// What file links start with (the URL of the current folder, such as a repository's blob
  /// URL at a commit); links are relative without it.
  public var linkBase: String?
  /// How many findings of one language are listed at most (the rest are counted).
  public var findingsPerLanguage: Int
  /// The longest summary, in characters: GitHub refuses pull-request comments over 65,536
  /// characters (and job summaries over 1 MiB), so fewer findings per language are listed
  /// until the summary fits.
  public var maximumLength: Int

  /// Creates the reporter.
  public init(linkBase: String? = nil, findingsPerLanguage: Int = 10, maximumLength: Int = 65_000) {
    self.linkBase = linkBase
    self.findingsPerLanguage = findingsPerLanguage
    self.maximumLength = maximumLength
  }

  /// The summary of one bundle.
  public func render(_ outcome: CheckOutcome) -> String { render(bundles: [outcome]) }

  /// The summary of several bundles: one verdict, then a section per bundle, listing as many
  /// findings per language (up to `findingsPerLanguage`) as fit in `maximumLength`.
  public func render(bundles outcomes: [CheckOutcome]) -> String {
    let limits = [findingsPerLanguage, 5, 3, 1, 0].filter { $0 <= findingsPerLanguage }
    var text = ""
    for limit in limits {
      text = render(outcomes, listing: limit, shortened: limit < findingsPerLanguage)
      if text.count <= maximumLength { break }
    }
    return text
  }

  private func render(_ outcomes: [CheckOutcome], listing limit: Int, shortened: Bool) -> String {
    let passed = outcomes.allSatisfy(\.gate.passed)
    let total = FindingSummary(outcomes.lazy.flatMap(\.report.findings))
    var out = "## \(passed ? "✅" : "❌") Settings bundle localization: check \(passed ? "passed" : "failed")\n\n"
    if outcomes.count != 1 {
      out += "\(AuditMessage.count(outcomes.count, "bundle")); \(total.description)\n\n"
    }
    if shortened {
      let listed =
        switch limit {
        case 0: "No finding is listed"
        case 1: "Only each language's first finding is listed"
        default: "Only each language's first \(limit) findings are listed"
        }
      out += "_\(listed), to stay within GitHub's size limits; `settings-l10n check` lists them all._\n\n"
    }
    for outcome in outcomes { out += section(outcome, listing: limit) }
    return out
  }

  /// One bundle's heading, counts, coverage table, kinds and findings.
  func section(_ outcome: CheckOutcome, listing limit: Int) -> String {
    let report = outcome.report
    var out = "### " + MarkdownText.escape(ReportPaths.normalized(report.bundle)) + "\n\n"
    var facts = [
      "development language \(MarkdownText.escape(report.developmentLanguage))", report.summary.description,
    ]
    if outcome.accepted > 0 { facts.append("\(outcome.accepted) accepted by the baseline") }
    if outcome.ignoredByRules > 0 { facts.append("\(outcome.ignoredByRules) ignored by the configuration") }
    out += facts.joined(separator: " · ") + "\n\n"
    out += "**" + MarkdownText.escape(outcome.gate.description) + "**\n\n"
    if !report.languages.isEmpty { out += coverageTable(report, gate: outcome.gate.gate) }
    if !report.findings.isEmpty {
      out += kindsTable(report.findings)
      if limit > 0 { out += findingLists(report, listing: limit) }
    }
    return out
  }

  /// Language, locale, coverage with a bar, missing and stale counts.
  func coverageTable(_ report: AuditReport, gate: CheckGate) -> String {
    var out = "| Language | Locale | Coverage | | Missing | Stale |\n| :-- | :-- | --: | :-- | --: | --: |\n"
    for row in report.languages {
      let below = gate.minCoverage.map { row.coverage * 100 < $0 - 1e-9 } ?? false
      let name = MarkdownText.escape(row.lproj) + (row.isDevelopment ? " (development)" : "")
      let mark = below ? " ❌" : ""
      out += "| \(name) | \(MarkdownText.escape(row.locale)) | \(row.percentText)\(mark) | "
        + "`\(MarkdownText.bar(row.coverage))` | \(row.missing) | \(row.stale) |\n"
    }
    return out + "\n"
  }

  /// How many findings of each id, most severe kinds first.
  func kindsTable(_ findings: [Finding]) -> String {
    var counts: [DiagnosticID: (severity: Severity, count: Int)] = [:]
    for finding in findings {
      let current = counts[finding.id]
      counts[finding.id] = (max(current?.severity ?? finding.severity, finding.severity), (current?.count ?? 0) + 1)
    }
    let rows = counts.sorted { a, b in
      a.value.severity != b.value.severity ? a.value.severity > b.value.severity
        : a.value.count != b.value.count ? a.value.count > b.value.count : a.key < b.key
    }
    var out = "| Finding | Severity | Count |\n| :-- | :-- | --: |\n"
    for (id, value) in rows {
      out += "| `\(id.rawValue)` | \(value.severity.rawValue) | \(value.count) |\n"
    }
    return out + "\n"
  }

  /// One collapsed list per language (bundle-wide findings first), most severe first.
  func findingLists(_ report: AuditReport, listing limit: Int) -> String {
    var groups: [String?: [Finding]] = [:]
    for finding in report.findings { groups[finding.language, default: []].append(finding) }
    let names = groups.keys.sorted { a, b in
      switch (a, b) {
      case (nil, _): true
      case (_, nil): false
      case let (a?, b?): a < b
      }
    }
    var out = ""
    for name in names {
      let findings = (groups[name] ?? []).enumerated().sorted { a, b in
        a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
      }.map(\.element)
      let title = "<b>" + (name.map(MarkdownText.html) ?? "Pages and folders") + "</b>"
      out += "<details><summary>\(title): \(FindingSummary(findings).description)</summary>\n\n"
      for finding in findings.prefix(limit) { out += item(finding, bundle: report.bundle) }
      if findings.count > limit {
        out += "- … and \(findings.count - limit) more\n"
      }
      out += "\n</details>\n\n"
    }
    return out
  }

  /// `- **error** `missing-key` [de.lproj/Root.strings:3:1](link): message`.
  func item(_ finding: Finding, bundle: String) -> String {
    var line = "- **\(finding.severity.rawValue)** `\(finding.id.rawValue)`"
    if let file = finding.file {
      let path = ReportPaths.join(bundle, file)
      var shown = file
      if let number = finding.line {
        shown += ":\(number)"
        if let column = finding.column { shown += ":\(column)" }
      }
      line += " [\(MarkdownText.escape(shown))](\(MarkdownText.link(path, line: finding.line, base: linkBase)))"
    }
    return line + ": " + MarkdownText.escape(finding.message) + "\n"
  }
}
