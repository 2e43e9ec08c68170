import TextSyntax

/// The `check --format json` contract of DESIGN.md: bundle, development language, findings,
/// languages with coverage, and a summary; one finding or language per line.
public struct JSONReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// `--format json`.
  public static var format: CheckFormat { .json }
  /// A format for programs: every finding is listed.
  public static var listsEveryFinding: Bool { true }

  /// The reporter with `check`'s options (none shape it).
  public init(options: ReporterOptions) { self.init() }

  /// The JSON document, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] {
    var json = JSONWriter(OutputBytes(capacity: 256 + outcome.report.findings.count * 512))
    json.beginVersionedObject()
    Self.appendMembers(of: outcome.report, to: &json)
    json.endObject()
    json.endLine()
    return json.sink.finish()
  }

  /// Several bundles' reports: `{"version": 1, "bundles": [each report's object], "summary"}`.
  public func render(bundles outcomes: [CheckOutcome]) -> String {
    String(decoding: renderBytes(bundles: outcomes), as: UTF8.self)
  }

  /// `render(bundles:)` as UTF-8 bytes.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    var json = JSONWriter(OutputBytes(capacity: 256 + outcomes.reduce(0) { $0 + $1.report.findings.count } * 512))
    json.beginVersionedObject()
    json.key("bundles")
    json.beginArray()
    for outcome in outcomes {
      json.beginObject()
      Self.appendMembers(of: outcome.report, to: &json)
      json.endObject()
    }
    json.endArray()
    Self.appendSummary(FindingSummary(adding: outcomes.map(\.report.summary)), to: &json)
    json.endObject()
    json.endLine()
    return json.sink.finish()
  }

  /// The members of one report's object (bundle to summary): one a line, each finding and
  /// language on a line of its own.
  static func appendMembers(of report: AuditResult, to json: inout JSONWriter<OutputBytes>) {
    json.member("bundle", report.bundle)
    json.member("developmentLanguage", report.developmentLanguage)
    json.key("findings")
    json.beginArray()
    // Each finding is read in place, never copied.
    report.findings.forEachInPlace { _, finding in appendFinding(finding, to: &json) }
    json.endArray()
    json.key("languages")
    json.beginArray()
    for row in report.languages {
      json.beginObject(.inline)
      json.member("lproj", row.lproj)
      json.member("locale", row.locale)
      json.key("coverage")
      json.decimal(row.tenThousandths, places: 4)
      json.member("missing", row.missing)
      json.member("stale", row.stale)
      json.endObject()
    }
    json.endArray()
    appendSummary(report.summary, to: &json)
  }

  /// One finding's object, on one line.
  static func appendFinding(_ finding: borrowing Finding, to json: inout JSONWriter<OutputBytes>) {
    json.beginObject(.inline)
    json.member("id", finding.id.rawValue)
    json.member("severity", finding.severity.rawValue)
    json.member("message", finding.message)
    json.stringMembers(language: finding.language, table: finding.table, key: finding.key)
    json.member("file", finding.file)
    json.member("line", finding.line)
    json.member("column", finding.column)
    json.member("page", finding.page)
    json.endObject()
  }

  /// `"summary": {"errors": n, "warnings": n, "notes": n}`.
  static func appendSummary(_ summary: FindingSummary, to json: inout JSONWriter<OutputBytes>) {
    json.key("summary")
    json.beginObject(.inline)
    json.member("errors", summary.errors)
    json.member("warnings", summary.warnings)
    json.member("notes", summary.notes)
    json.endObject()
  }
}

extension CheckFormat {
  /// The JSON contract of DESIGN.md.
  public static let json = CheckFormat(name: "json")
}
