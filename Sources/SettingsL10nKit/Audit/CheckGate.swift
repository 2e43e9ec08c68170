import ByteCore

/// When `check` fails: a finding at or above a severity, or a language below a coverage.
public struct CheckGate: Sendable, Hashable {
  /// The least severity that fails (`--fail-on`, default error).
  public var failOn: Severity
  /// The least coverage each language needs, in percent 0...100 (`--min-coverage`).
  public var minCoverage: Double?
  /// The policy whose severities the findings carry, named in the verdict; nil when none was applied.
  public var policy: CheckPolicy?

  /// Creates a gate.
  public init(failOn: Severity = .error, minCoverage: Double? = nil, policy: CheckPolicy? = nil) {
    self.policy = policy
    self.failOn = failOn
    self.minCoverage = minCoverage
  }

  /// Judges a report (its findings being those left after ignores and the baseline). A
  /// language below `minCoverage` whose coverage is at least what a baseline recorded for it
  /// (`floors`, in ten-thousandths by `.lproj` name) passes: the baseline accepts today's
  /// coverage as it accepts today's findings, and only a drop fails.
  public func evaluate(_ report: AuditResult, floors: [String: Int] = [:]) -> GateResult {
    let failing = report.findings.lazy.filter { $0.severity >= failOn }
    let below =
      minCoverage.map { minimum in
        report.languages.filter { language in
          guard language.coverage * 100 < minimum - 1e-9 else { return false }
          guard let floor = floors[language.lproj] else { return true }
          return language.tenThousandths < floor
        }
      } ?? []
    return GateResult(gate: self, failingFindings: FindingSummary(failing), languagesBelow: below)
  }
}

/// The gate's verdict.
public struct GateResult: Sendable, Hashable {
  /// The gate applied.
  public var gate: CheckGate
  /// The findings at or above `failOn`, counted by severity.
  public var failingFindings: FindingSummary
  /// Languages under `minCoverage`.
  public var languagesBelow: [LanguageCoverage]

  /// True when nothing fails.
  public var passed: Bool {
    failingFindings.errors + failingFindings.warnings + failingFindings.notes == 0 && languagesBelow.isEmpty
  }

  /// `check passed` or `check failed: …` with the reasons.
  public var description: String {
    let policy = gate.policy.map { " (policy \($0.rawValue))" } ?? ""
    guard !passed else { return "check passed" + policy }
    var reasons: [String] = []
    let counts = failingFindings
    let total = counts.errors + counts.warnings + counts.notes
    if total > 0 {
      reasons.append(
        "\(AuditMessage.count(total, "finding")) at or above \(gate.failOn.rawValue) (--fail-on \(gate.failOn.rawValue))"
      )
    }
    if !languagesBelow.isEmpty, let minimum = gate.minCoverage {
      let names = languagesBelow.map { "\($0.lproj) \($0.percentText)" }
      reasons.append(
        "\(AuditMessage.count(languagesBelow.count, "language")) below --min-coverage \(Self.percent(minimum)): "
          + AuditMessage.list(names, limit: 8).replacingOccurrences(of: "\"", with: ""))
    }
    return "check failed" + policy + ": " + reasons.joined(separator: "; ")
  }

  /// `90%`, `99.5%`.
  static func percent(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))%" : "\(value)%"
  }
}
