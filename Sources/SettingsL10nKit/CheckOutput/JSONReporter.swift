/// The `check --format json` contract of DESIGN.md: bundle, development language, findings,
/// languages with coverage, and a summary; one finding or language per line.
public struct JSONReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// The JSON document, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] {
    var json = OutputBytes(capacity: 256 + outcome.report.findings.count * 256)
    json.plain("{\n  \"version\": \(JSONOutput.version),\n")
    Self.appendMembers(of: outcome.report, indent: "  ", to: &json)
    json.raw("\n}\n")
    return json.finish()
  }

  /// Several bundles' reports: `{"version": 1, "bundles": [each report's object], "summary"}`.
  public func render(bundles outcomes: [CheckOutcome]) -> String {
    String(decoding: renderBytes(bundles: outcomes), as: UTF8.self)
  }

  /// `render(bundles:)` as UTF-8 bytes.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    var json = OutputBytes(capacity: 256 + outcomes.reduce(0) { $0 + $1.report.findings.count } * 256)
    json.plain("{\n  \"version\": \(JSONOutput.version),\n  \"bundles\": ")
    json.raw(outcomes.isEmpty ? "[]" : "[\n")
    for (index, outcome) in outcomes.enumerated() {
      json.raw("    {\n")
      Self.appendMembers(of: outcome.report, indent: "      ", to: &json)
      json.raw(index + 1 < outcomes.count ? "\n    },\n" : "\n    }\n  ]")
    }
    json.raw(",\n  ")
    Self.appendSummary(FindingSummary(adding: outcomes.map(\.report.summary)), to: &json)
    json.raw("\n}\n")
    return json.finish()
  }

  /// The members of one report's object (bundle to summary), each line after the first starting
  /// with `indent`, without the braces.
  static func appendMembers(of report: AuditResult, indent: String, to json: inout OutputBytes) {
    let inner = indent + "  "
    json.plain(indent)
    json.raw("\"bundle\": ")
    json.string(report.bundle)
    json.plain(",\n" + indent + "\"developmentLanguage\": ")
    json.string(report.developmentLanguage)
    json.plain(",\n" + indent + "\"findings\": ")
    json.raw(report.findings.isEmpty ? "[]" : "[\n")
    // Each finding is read in place, never copied.
    report.findings.forEachInPlace { index, finding in
      json.plain(inner)
      appendFinding(finding, to: &json)
      json.raw(index + 1 < report.findings.count ? ",\n" : "\n")
    }
    if !report.findings.isEmpty {
      json.plain(indent)
      json.raw("]")
    }
    json.plain(",\n" + indent + "\"languages\": ")
    json.raw(report.languages.isEmpty ? "[]" : "[\n")
    for (index, row) in report.languages.enumerated() {
      json.plain(inner)
      json.raw("{")
      json.field("\"lproj\": ", row.lproj)
      json.field(", \"locale\": ", row.locale)
      json.raw(", \"coverage\": ")
      json.plain(Self.fraction(row.translated, of: row.required))
      json.field(", \"missing\": ", row.missing)
      json.field(", \"stale\": ", row.stale)
      json.plain(index + 1 < report.languages.count ? "},\n" : "}\n" + indent + "]")
    }
    json.plain(",\n" + indent)
    appendSummary(report.summary, to: &json)
  }

  /// One finding's object, on one line.
  static func appendFinding(_ finding: borrowing Finding, to json: inout OutputBytes) {
    json.raw("{")
    json.field("\"id\": ", finding.id.rawValue)
    json.field(", \"severity\": ", finding.severity.rawValue)
    json.field(", \"message\": ", finding.message)
    json.field(", \"language\": ", finding.language)
    json.field(", \"table\": ", finding.table)
    json.field(", \"key\": ", finding.key)
    json.field(", \"file\": ", finding.file)
    json.field(", \"line\": ", finding.line)
    json.field(", \"column\": ", finding.column)
    json.field(", \"page\": ", finding.page)
    json.raw("}")
  }

  /// `"summary": {"errors": n, "warnings": n, "notes": n}`.
  static func appendSummary(_ summary: FindingSummary, to json: inout OutputBytes) {
    json.field("\"summary\": {\"errors\": ", summary.errors)
    json.field(", \"warnings\": ", summary.warnings)
    json.field(", \"notes\": ", summary.notes)
    json.raw("}")
  }

  /// `part / total` (1 when total is 0) rounded down to four decimals (never 1 while something is missing).
  static func fraction(_ part: Int, of total: Int) -> String {
    let scaled = total == 0 ? 10_000 : part * 10_000 / total
    let whole = scaled / 10_000
    let rest = scaled % 10_000
    guard rest != 0 else { return "\(whole)" }
    var digits = String(rest)
    digits = String(repeating: "0", count: 4 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}
