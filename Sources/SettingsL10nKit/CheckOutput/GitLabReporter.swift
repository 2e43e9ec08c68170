import ByteCore
import TextSyntax

/// GitLab's Code Quality report: a JSON array of issues (`description`, `check_name`,
/// `fingerprint`, `severity`, `location.path`, `location.lines.begin`), which GitLab shows in
/// merge requests. Its consumers fix its shape, so it is the one JSON output without `"version"`.
public struct GitLabReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// `--format gitlab`.
  public static var format: CheckFormat { .gitlab }
  /// What `--help` says of the format.
  public static var formatHelp: String? { "Code Quality" }
  /// A format for programs: every finding is listed.
  public static var listsEveryFinding: Bool { true }

  /// The reporter with `check`'s options (none shape it).
  public init(options: ReporterOptions) { self.init() }

  /// The JSON array, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] { renderBytes(bundles: [outcome]) }

  /// Every bundle's findings in one array, paths from the current folder.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    let count = outcomes.reduce(0) { $0 + $1.report.findings.count }
    var json = JSONWriter(OutputBytes(capacity: 16 + count * 320))
    json.beginArray()
    for outcome in outcomes {
      for finding in outcome.report.findings {
        json.beginObject(.inline)
        json.member("description", finding.message)
        json.member("check_name", finding.id.rawValue)
        json.key("fingerprint")
        json.string(unescaped: { SARIFReporter.appendHash(of: finding, to: &$0) })
        json.member("severity", Self.severity(finding.severity))
        // A finding about the bundle or a folder names it; one without a line is at line 1.
        let path =
          finding.file.map { PrintedPaths.join(outcome.report.bundle, $0) }
          ?? PrintedPaths.normalized(outcome.report.bundle)
        json.key("location")
        json.beginObject(.inline)
        json.member("path", path)
        json.key("lines")
        json.beginObject(.inline)
        json.member("begin", finding.line ?? 1)
        json.endObject()
        json.endObject()
        json.endObject()
      }
    }
    json.endArray()
    json.endLine()
    return json.sink.finish()
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

extension CheckFormat {
  /// GitLab's Code Quality report (a JSON array), shown in merge requests.
  public static let gitlab = CheckFormat(name: "gitlab")
}
