import ByteCore
import Findings
import TextSyntax

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

  /// `--format markdown`.
  public static var format: CheckFormat { .markdown }
  /// What `--help` says of the format.
  public static var formatHelp: String? { "job summary" }
  /// A format for programs: every finding is listed.
  public static var listsEveryFinding: Bool { true }

  /// The reporter with `check`'s options.
  public init(options: ReporterOptions) { self.init(linkBase: options.linkBase) }

  /// The summary of one bundle.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] { renderBytes(bundles: [outcome]) }

  /// The summary of several bundles: one verdict, then a section per bundle, listing as many
  /// findings per language (up to `findingsPerLanguage`) as fit in `maximumLength`.
  public func render(bundles outcomes: [CheckOutcome]) -> String {
    String(decoding: renderBytes(bundles: outcomes), as: UTF8.self)
  }

  /// `render(bundles:)` as UTF-8 bytes.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    // Everything but the number of findings listed is the same in every try: made once.
    let sections = outcomes.map { Section($0, reporter: self) }
    let limits = [findingsPerLanguage, 5, 3, 1, 0].filter { $0 <= findingsPerLanguage }
    var text: [UInt8] = []
    for limit in limits {
      let (rendered, length) = render(outcomes, sections, listing: limit, shortened: limit < findingsPerLanguage)
      text = rendered
      if length <= maximumLength { break }
    }
    return text
  }

  /// The summary listing `limit` findings per language, and its length in characters.
  private func render(_ outcomes: [CheckOutcome], _ sections: [Section], listing limit: Int, shortened: Bool)
    -> (text: [UInt8], length: Int)
  {
    let passed = outcomes.allSatisfy(\.gate.passed)
    let total = FindingSummary(adding: outcomes.map(\.report.summary))
    var out = Pieces()
    out.add("## \(passed ? "✅" : "❌") Settings bundle localization: check \(passed ? "passed" : "failed")\n\n")
    if outcomes.count != 1 {
      out.add("\(AuditMessage.count(outcomes.count, "bundle")); \(total.description)\n\n")
    }
    if shortened {
      let listed =
        switch limit {
        case 0: "No finding is listed"
        case 1: "Only each language's first finding is listed"
        default: "Only each language's first \(limit) findings are listed"
        }
      out.add("_\(listed), to stay within GitHub's size limits; `settings-l10n check` lists them all._\n\n")
    }
    for section in sections { section.write(listing: limit, to: &out) }
    return (out.bytes.finish(), out.length)
  }

  /// The parts of one bundle's section that do not depend on how many findings are listed.
  private struct Section {
    /// Heading, counts, verdict, coverage and kinds tables.
    var head: Piece
    /// Each language's findings (bundle-wide ones first): the `<details>` opening, the items
    /// that may be listed, and how many findings the language has.
    var groups: [(opening: Piece, items: [Piece], count: Int)] = []

    init(_ outcome: CheckOutcome, reporter: MarkdownReporter) {
      head = Piece(reporter.head(outcome))
      guard !outcome.report.findings.isEmpty, reporter.findingsPerLanguage > 0 else { return }
      let report = outcome.report
      let base = PrintedPaths.normalized(report.bundle)
      for (name, indices) in reporter.findingGroups(report) {
        // Counted by severity: a finding is not copied to be counted.
        let summary = FindingSummary(severities: indices.lazy.map { report.findings[$0].severity })
        let title = "<b>" + (name.map(MarkdownText.html) ?? "Pages and folders") + "</b>"
        let opening = Piece("<details><summary>\(title): \(summary.description)</summary>\n\n")
        let items = indices.prefix(reporter.findingsPerLanguage).map {
          Piece(reporter.item(report.findings[$0], base: base))
        }
        groups.append((opening, items, indices.count))
      }
    }

    /// Appends the section with `limit` findings listed per language.
    func write(listing limit: Int, to out: inout Pieces) {
      out.add(head)
      guard limit > 0 else { return }
      for group in groups {
        out.add(group.opening)
        for item in group.items.prefix(limit) { out.add(item) }
        if group.count > limit { out.add("- … and \(group.count - limit) more\n") }
        out.add("\n</details>\n\n")
      }
    }
  }

  /// One bundle's heading, counts, verdict, coverage table and kinds.
  func head(_ outcome: CheckOutcome) -> String {
    let report = outcome.report
    var out = "### " + MarkdownText.escape(PrintedPaths.normalized(report.bundle)) + "\n\n"
    var facts = [
      "development language \(MarkdownText.escape(report.developmentLanguage))", report.summary.description,
    ]
    if outcome.accepted > 0 { facts.append("\(outcome.accepted) accepted by the baseline") }
    if outcome.ignoredByRules > 0 { facts.append("\(outcome.ignoredByRules) ignored by the configuration") }
    out += facts.joined(separator: " · ") + "\n\n"
    out += "**" + MarkdownText.escape(outcome.gate.description) + "**\n\n"
    if !report.languages.isEmpty { out += coverageTable(report, gate: outcome.gate.gate) }
    if !report.findings.isEmpty { out += kindsTable(report.findings) }
    return out
  }

  /// Language, locale, coverage with a bar, missing and stale counts.
  func coverageTable(_ report: AuditResult, gate: CheckGate) -> String {
    var out = "| Language | Locale | Coverage | | Missing | Stale |\n| :-- | :-- | --: | :-- | --: | --: |\n"
    for row in report.languages {
      let below = gate.minCoverage.map { row.coverage * 100 < $0 - 1e-9 } ?? false
      let name = MarkdownText.escape(row.lproj) + (row.isDevelopment ? " (development)" : "")
      let mark = below ? " ❌" : ""
      out +=
        "| \(name) | \(MarkdownText.escape(row.locale)) | \(row.percentText)\(mark) | "
        + "`\(MarkdownText.bar(row.coverage))` | \(row.missing) | \(row.stale) |\n"
    }
    return out + "\n"
  }

  /// How many findings of each id, most severe kinds first.
  func kindsTable(_ findings: [Finding]) -> String {
    // Each finding's id is found in a short list, not hashed.
    var seen = FindingIDs()
    var tallies: [(severity: Severity, count: Int)] = []
    findings.forEachInPlace { _, finding in
      let position = seen.position(of: finding.id)
      if position == tallies.count { tallies.append((finding.severity, 0)) }
      tallies[position] = (max(tallies[position].severity, finding.severity), tallies[position].count + 1)
    }
    var counts: [DiagnosticID: (severity: Severity, count: Int)] = [:]
    for (entry, tally) in zip(seen.entries, tallies) { counts[entry.id] = tally }
    let rows = counts.sorted { a, b in
      a.value.severity != b.value.severity
        ? a.value.severity > b.value.severity
        : a.value.count != b.value.count ? a.value.count > b.value.count : a.key < b.key
    }
    var out = "| Finding | Severity | Count | What it means |\n| :-- | :-- | --: | :-- |\n"
    for (id, value) in rows {
      out +=
        "| `\(id.rawValue)` | \(value.severity.rawValue) | \(value.count) | \(MarkdownText.escape(FindingCatalog.title(id))) |\n"
    }
    // The catalog's full explanation is one command away.
    return out
      + "\n`settings-l10n explain ID` tells what each finding means, what users see, and how to fix or silence it.\n\n"
  }

  /// The findings by language (bundle-wide ones, with no language, first; then by folder name),
  /// each language's most severe first and otherwise in the stable order, as indices.
  func findingGroups(_ report: AuditResult) -> [(name: String?, indices: [Int])] {
    var groups: [String?: [Int]] = [:]
    var severities: [Severity] = []
    severities.reserveCapacity(report.findings.count)
    // A language's findings mostly come together: each run of them is looked up once.
    var run: (language: String?, indices: [Int]) = (nil, [])
    report.findings.forEachInPlace { index, finding in
      severities.append(finding.severity)
      if finding.language != run.language {
        if !run.indices.isEmpty { groups[run.language, default: []] += run.indices }
        run = (finding.language, [])
      }
      run.indices.append(index)
    }
    if !run.indices.isEmpty { groups[run.language, default: []] += run.indices }
    let names = groups.keys.sorted { a, b in
      switch (a, b) {
      case (nil, _): true
      case (_, nil): false
      case (let a?, let b?): a < b
      }
    }
    return names.map { name in
      let indices = groups[name] ?? []
      let bySeverity = [Severity.error, .warning, .note].flatMap { severity in
        indices.filter { severities[$0] == severity }
      }
      return (name, bySeverity)
    }
  }

  /// `- **error** `missing-key` [de.lproj/Root.strings:3:1](link): message`, the link under
  /// `base` (the bundle's normalized path).
  func item(_ finding: Finding, base: String) -> String {
    // Written as bytes and made a string once: a summary lists hundreds of findings.
    var line = OutputBytes(capacity: 128 + finding.message.utf8.count)
    line.raw("- **")
    line.plain(finding.severity.rawValue)
    line.raw("** `")
    line.plain(finding.id.rawValue)
    line.raw("`")
    if let file = finding.file {
      let path = base == "." ? file : base + "/" + file
      var shown = file
      if let number = finding.line {
        shown += ":\(number)"
        if let column = finding.column { shown += ":\(column)" }
      }
      line.raw(" [")
      MarkdownText.append(shown, to: &line)
      line.raw("](")
      MarkdownText.appendLink(path, line: finding.line, base: linkBase, to: &line)
      line.raw(")")
    }
    line.raw(": ")
    MarkdownText.append(finding.message, to: &line)
    line.raw("\n")
    return line.text
  }
}

/// Text and its length in characters, worked out once: a summary made of pieces that each end
/// with a line break has the sum of their lengths (a character never spans a line break), so
/// trying several lengths of summary counts each piece once.
private struct Piece {
  var text: String
  var length: Int

  init(_ text: String) {
    self.text = text
    length = MarkdownText.characterCount(text)
  }
}

/// A summary being written, with its length in characters.
private struct Pieces {
  var bytes = OutputBytes(capacity: 1 << 16)
  var length = 0

  mutating func add(_ piece: Piece) {
    bytes.plain(piece.text)
    length += piece.length
  }

  mutating func add(_ text: String) { add(Piece(text)) }
}

extension CheckFormat {
  /// A Markdown summary for `$GITHUB_STEP_SUMMARY` and pull-request comments.
  public static let markdown = CheckFormat(name: "markdown")
}
