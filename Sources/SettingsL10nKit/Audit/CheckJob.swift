import BundleIO
import ByteCore
import Findings
import Foundation

/// An output form of `check`, by its `--format` name: each reporter declares its own beside it
/// (`CheckReporter.format`), and the list of reporters makes the names valid (`CheckFormat+Reporters`).
public struct CheckFormat: Sendable, Hashable {
  /// The `--format` name.
  public let rawValue: String

  /// A reporter's format (`static let` in the reporter's file).
  init(name: String) { rawValue = name }
}

/// Everything `check` is asked to do.
public struct CheckRequest: Sendable {
  /// The bundle folder, as the user gave it (reports name files under it).
  public var bundle: String
  /// Where to read the bundle from, when not at `bundle` relative to the working directory.
  public var bundleURL: URL?
  /// How to audit.
  public var audit: AuditOptions
  /// Finding ids to drop (`--ignore`).
  public var ignored: [DiagnosticID]
  /// Scoped rules dropping findings (the configuration's `ignore:`).
  public var ignoreRules: [IgnoreRule]
  /// When the check fails.
  public var gate: CheckGate
  /// A baseline file whose findings are accepted (`--baseline`).
  public var baseline: String?
  /// Where to record the current findings as the new baseline (`--write-baseline`).
  public var writeBaseline: String?
  /// The output form.
  public var format: CheckFormat
  /// Colour in text output.
  public var color: Bool
  /// The tool's version, for SARIF.
  public var toolVersion: String?
  /// What file links in Markdown start with (the current folder's URL); relative links without it.
  public var linkBase: String?
  /// Severities that replace the defaults of these ids (a policy's, then the configuration's).
  public var severities: [DiagnosticID: Severity] = [:]
  /// Text, xcode and github output: only the summary and the verdict (`--quiet`).
  public var quiet = false
  /// Text, xcode and github output: list at most this many findings (`--max-findings`).
  public var maxFindings: Int?
  /// Text output: list every finding, however many (`--all-findings`).
  public var allFindings = false

  /// Creates a request.
  public init(
    bundle: String, bundleURL: URL? = nil, audit: AuditOptions = AuditOptions(), ignored: [DiagnosticID] = [],
    ignoreRules: [IgnoreRule] = [], gate: CheckGate = CheckGate(), baseline: String? = nil,
    writeBaseline: String? = nil,
    format: CheckFormat = .text, color: Bool = false, toolVersion: String? = nil, linkBase: String? = nil
  ) {
    self.bundle = bundle
    self.bundleURL = bundleURL
    self.audit = audit
    self.ignored = ignored
    self.ignoreRules = ignoreRules
    self.linkBase = linkBase
    self.gate = gate
    self.baseline = baseline
    self.writeBaseline = writeBaseline
    self.format = format
    self.color = color
    self.toolVersion = toolVersion
  }
}

/// What `check` found, after ignores and the baseline, with the gate's verdict.
public struct CheckOutcome: Sendable {
  /// The report: its findings are the ones that count (not ignored, not accepted by the baseline).
  public var report: AuditResult
  /// Findings the baseline accepted.
  public var accepted: Int
  /// Findings dropped by the configuration's `ignore:` rules.
  public var ignoredByRules: Int
  /// How many findings were recorded with `--write-baseline`, if it was given.
  public var baselineWritten: Int?
  /// The gate's verdict.
  public var gate: GateResult

  /// Creates an outcome.
  public init(
    report: AuditResult, accepted: Int = 0, ignoredByRules: Int = 0, baselineWritten: Int? = nil, gate: GateResult
  ) {
    self.report = report
    self.accepted = accepted
    self.ignoredByRules = ignoredByRules
    self.baselineWritten = baselineWritten
    self.gate = gate
  }
}

/// The `check` job: audit, drop ignored ids, apply (or write) the baseline, judge, render.
public enum CheckJob {
  /// The outcome without rendering it.
  public static func check(_ request: CheckRequest) throws -> CheckOutcome {
    try validate(ignored: request.ignored, minCoverage: request.gate.minCoverage)
    let bundleURL = request.bundleURL ?? URL(fileURLWithPath: request.bundle)
    var baseline: Baseline?
    // `--baseline X --write-baseline X` on a first run (X absent) records X and passes, as SwiftLint does.
    if let path = request.baseline, path != request.writeBaseline || FileManager.default.fileExists(atPath: path) {
      baseline = try Baseline.read(from: URL(fileURLWithPath: path), bundle: bundleURL)
    }
    let ignored = Set(request.ignored)
    try BundleDiscovery.requireSettingsBundle(bundleURL, shown: request.bundle)
    var report = try Audit.run(bundleAt: bundleURL, bundlePath: request.bundle, options: request.audit)
      .withSeverities(request.severities)
    if !ignored.isEmpty { report = report.dropping { ignored.contains($0.id) }.report }
    let ignoredByRules: Int
    (report, ignoredByRules) = report.dropping(ignoredBy: request.ignoreRules)
    var accepted = 0
    var written: Int?
    var floors: [String: Int] = [:]
    if let path = request.writeBaseline {
      // The recorded findings and coverage are the accepted ones from now on.
      let recorded = Baseline(findings: report.findings, languages: report.languages)
      try recorded.write(to: path)
      written = report.findings.count
      accepted = report.findings.count
      report.findings = []
      floors = recorded.coverage
    } else if let baseline {
      let (new, count) = baseline.apply(to: report.findings)
      report.findings = new
      accepted = count
      floors = baseline.coverage
    }
    return CheckOutcome(
      report: report, accepted: accepted, ignoredByRules: ignoredByRules, baselineWritten: written,
      gate: request.gate.evaluate(report, floors: floors))
  }

  /// Refuses `--ignore` ids `check` never reports and a `--min-coverage` outside 0...100.
  public static func validate(ignored: [DiagnosticID], minCoverage: Double?) throws(CheckError) {
    for id in ignored where !AuditID.isKnown(id) { throw CheckError.unknownID(id.rawValue) }
    if let minimum = minCoverage, !(0...100).contains(minimum) { throw CheckError.invalidCoverage(minimum) }
  }

}
