import ByteCore
import Findings

/// What a check blocks on where it runs: the severities some ids take over their defaults.
///
/// Adding a setting and running `extract` is the right thing to do, and it leaves every other
/// language without the new strings until translators deliver them; a pull request must not fail
/// for that, while forgetting `extract` (the Settings app would show the raw key everywhere) must.
/// A release is where missing translations block.
public enum CheckPolicy: String, Sendable, CaseIterable {
  /// For pull requests: what the change itself broke blocks; strings waiting for translators warn.
  case pullRequest = "pull-request"
  /// For releases: every language must have every string (the default severities).
  case release

  /// What `check` applies when neither `--policy` nor the configuration names a policy: a new
  /// user's first run, the daily workflow and the pre-commit hook fail on what a change broke,
  /// not on strings waiting for translators (README states it).
  public static let `default`: CheckPolicy = .pullRequest

  /// The severities this policy gives ids, over their defaults.
  public var severities: [DiagnosticID: Severity] {
    switch self {
    case .pullRequest:
      [AuditID.missingKey: .warning, AuditID.missingTable: .warning, AuditID.notInDevelopmentTable: .error]
    case .release:
      [:]
    }
  }
}

extension AuditResult {
  /// The report with each finding's severity replaced where `severities` names its id.
  public func withSeverities(_ severities: [DiagnosticID: Severity]) -> AuditResult {
    guard !severities.isEmpty else { return self }
    var copy = self
    // Findings come table by table and rule by rule: the id is looked up once for each run of one id.
    var last: (id: DiagnosticID, severity: Severity?)?
    for index in copy.findings.indices {
      let id = copy.findings[index].id
      let severity = last?.id == id ? last?.severity : severities[id]
      last = (id, severity)
      if let severity { copy.findings[index].severity = severity }
    }
    return copy
  }
}
