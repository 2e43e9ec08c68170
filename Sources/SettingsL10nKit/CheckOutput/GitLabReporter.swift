/// GitLab's Code Quality report: a JSON array of issues (`description`, `check_name`,
/// `fingerprint`, `severity`, `location.path`, `location.lines.begin`), which GitLab shows in
/// merge requests. Its consumers fix its shape, so it is the one JSON output without `"version"`.
public struct GitLabReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// The JSON array, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] { renderBytes(bundles: [outcome]) }

  /// Every bundle's findings in one array, paths from the current folder.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    let count = outcomes.reduce(0) { $0 + $1.report.findings.count }
    var json = OutputBytes(capacity: 16 + count * 320)
    json.raw(count == 0 ? "[]\n" : "[\n")
    var written = 0
    for outcome in outcomes {
      for finding in outcome.report.findings {
        written += 1
        json.field("  {\"description\": ", finding.message)
        json.field(", \"check_name\": ", finding.id.rawValue)
        json.raw(", \"fingerprint\": \"")
        SARIFReporter.appendHash(of: finding, to: &json)
        json.raw("\", \"severity\": ")
        json.string(Self.severity(finding.severity))
        // A finding about the bundle or a folder names it; one without a line is at line 1.
        let path = finding.file.map { PrintedPaths.join(outcome.report.bundle, $0) } ?? PrintedPaths.normalized(outcome.report.bundle)
        json.field(", \"location\": {\"path\": ", path)
        json.raw(", \"lines\": {\"begin\": ")
        json.number(finding.line ?? 1)
        json.raw(written < count ? "}}},\n" : "}}}\n]\n")
      }
    }
    return json.finish()
  }

  /// GitLab's severity for ours: info, minor, major (critical and blocker are left to gates GitLab sets itself).
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning: "minor"
    case .note: "info"
    }
  }
}
