import BundleIO
import ByteCore
import Foundation

/// Command-line values that win over the configuration file (nil: not given).
public struct CheckOverrides: Sendable, Hashable {
  /// `--development-language`.
  public var developmentLanguage: String?
  /// `--iask` / `--no-iask`.
  public var iask: Bool?
  /// `--fail-on`.
  public var failOn: Severity?
  /// `--min-coverage`.
  public var minCoverage: Double?
  /// `--baseline`, relative to the start folder.
  public var baseline: String?
  /// `--ignore`: ids dropped on top of the configuration's rules.
  public var ignored: [DiagnosticID]
  /// `--language`.
  public var languages: [String]
  /// `--policy`.
  public var policy: CheckPolicy?

  /// Creates overrides.
  public init(
    developmentLanguage: String? = nil, iask: Bool? = nil, failOn: Severity? = nil, minCoverage: Double? = nil,
    baseline: String? = nil, ignored: [DiagnosticID] = [], languages: [String] = [], policy: CheckPolicy? = nil
  ) {
    self.policy = policy
    self.developmentLanguage = developmentLanguage
    self.iask = iask
    self.failOn = failOn
    self.minCoverage = minCoverage
    self.baseline = baseline
    self.ignored = ignored
    self.languages = languages
  }
}

/// `check` over the bundles of a repository (or the ones named), with the configuration file.
public struct RepositoryCheckRequest: Sendable {
  /// The folder the command runs in: the configuration is searched from it, bundles below it
  /// are discovered, and report paths are relative to it.
  public var startFolder: URL
  /// Bundles named on the command line, relative to `startFolder`; empty: the configuration's or all.
  public var bundles: [String]
  /// Which configuration file.
  public var config: ConfigChoice
  /// Flags, which win over the file.
  public var overrides: CheckOverrides
  /// `--write-baseline`, relative to `startFolder`.
  public var writeBaseline: String?
  /// The output form.
  public var format: CheckFormat
  /// Colour in text output.
  public var color: Bool
  /// The tool's version, for SARIF.
  public var toolVersion: String?
  /// What Markdown file links start with.
  public var linkBase: String?
  /// How many findings text, xcode and github output list (`--quiet`, `--max-findings`).
  public var listing: FindingListing

  /// Creates a request.
  public init(
    startFolder: URL, bundles: [String] = [], config: ConfigChoice = .search,
    overrides: CheckOverrides = CheckOverrides(),
    writeBaseline: String? = nil, format: CheckFormat = .text, color: Bool = false, toolVersion: String? = nil,
    linkBase: String? = nil, listing: FindingListing = FindingListing()
  ) {
    self.listing = listing
    self.startFolder = startFolder
    self.bundles = bundles
    self.config = config
    self.overrides = overrides
    self.writeBaseline = writeBaseline
    self.format = format
    self.color = color
    self.toolVersion = toolVersion
    self.linkBase = linkBase
  }
}

/// What a repository check found: one outcome per bundle, in the plan's order.
public struct RepositoryOutcome: Sendable {
  /// Each bundle's outcome.
  public var bundles: [CheckOutcome]
  /// True when the output names one bundle in the single-bundle shapes (one bundle was named).
  public var single: Bool

  /// True when every bundle passes its gate.
  public var passed: Bool { bundles.allSatisfy(\.gate.passed) }
}

/// The repository check: plan the bundles, check them in parallel, render one report.
public enum RepositoryCheck {
  /// The bundles the request checks, with their settings; throws for a bad configuration or request.
  public static func plan(_ request: RepositoryCheckRequest) throws -> RepositoryPlan {
    try CheckJob.validate(ignored: request.overrides.ignored, minCoverage: request.overrides.minCoverage)
    try CheckJob.validateListing(
      quiet: request.listing.quiet, maxFindings: request.listing.limit, format: request.format)
    return try RepositoryPlan.make(startFolder: request.startFolder, bundles: request.bundles, config: request.config)
  }

  /// Runs the check (planning it unless given the plan); throws for a bad configuration or
  /// request, or a bundle that cannot be read.
  public static func run(_ request: RepositoryCheckRequest, plan given: RepositoryPlan? = nil) throws
    -> (output: String, outcome: RepositoryOutcome)
  {
    let (bytes, outcome) = try runBytes(request, plan: given)
    return (String(decoding: bytes, as: UTF8.self), outcome)
  }

  /// `run`, with the report as the UTF-8 bytes to write (no string is made of a large report).
  public static func runBytes(_ request: RepositoryCheckRequest, plan given: RepositoryPlan? = nil) throws
    -> (output: [UInt8], outcome: RepositoryOutcome)
  {
    let plan = try given ?? self.plan(request)
    let requests = try checkRequests(plan, request)
    var outcomes = try checkAll(requests, namingBundles: plan.bundles.count > 1)
    if plan.bundles.count > 1, let path = writeBaselinePath(request) {
      outcomes = try recordBaselines(outcomes, requests, to: path, start: request.startFolder)
    }
    let outcome = RepositoryOutcome(bundles: outcomes, single: request.bundles.count == 1)
    return (renderBytes(outcome, request), outcome)
  }

  /// Each bundle's `check` request: the flags over its settings.
  /// `--write-baseline`, as an absolute path (`-` as it is).
  static func writeBaselinePath(_ request: RepositoryCheckRequest) -> String? {
    request.writeBaseline.map {
      $0 == "-"
        ? $0 : URL(fileURLWithPath: $0, relativeTo: request.startFolder.standardizedFileURL).standardizedFileURL.path
    }
  }

  static func checkRequests(_ plan: RepositoryPlan, _ request: RepositoryCheckRequest) throws -> [CheckRequest] {
    let start = request.startFolder.standardizedFileURL
    func absolute(_ path: String) -> String { URL(fileURLWithPath: path, relativeTo: start).standardizedFileURL.path }
    // Several bundles' findings are recorded together, in one file (`recordBaselines`), and
    // replace any baseline: no bundle's own job reads or writes one.
    let recordsSeveral = request.writeBaseline != nil && plan.bundles.count > 1
    let overrides = request.overrides
    let requests = plan.bundles.map { bundle in
      let settings = bundle.settings
      let policy = overrides.policy ?? settings.policy ?? .default
      var check = CheckRequest(
        bundle: bundle.displayPath, bundleURL: bundle.url,
        audit: AuditOptions(
          reading: settings.reading(developmentLanguage: overrides.developmentLanguage, iask: overrides.iask),
          languages: overrides.languages, doNotTranslate: settings.doNotTranslate),
        ignored: overrides.ignored, ignoreRules: settings.ignore,
        gate: CheckGate(
          failOn: overrides.failOn ?? settings.failOn ?? .error,
          minCoverage: overrides.minCoverage ?? settings.minCoverage, policy: policy),
        baseline: recordsSeveral ? nil : overrides.baseline.map(absolute) ?? settings.baseline,
        writeBaseline: recordsSeveral ? nil : writeBaselinePath(request),
        format: request.format, color: request.color, toolVersion: request.toolVersion, linkBase: request.linkBase)
      // The policy's severities, then the configuration's own: what a team wrote down wins.
      check.severities = policy.severities.merging(settings.severity) { $1 }
      check.quiet = request.listing.quiet
      check.maxFindings = request.listing.limit
      check.allFindings = request.listing.all
      return check
    }
    // A baseline names files relative to its bundle: two bundles cannot share one bundle's file
    // (a file of several bundles' baselines gives each its own section; an unreadable one is
    // reported by each bundle's check).
    var users: [String: [String]] = [:]
    for check in requests { if let baseline = check.baseline { users[baseline, default: []].append(check.bundle) } }
    users = users.filter { path, bundles in
      bundles.count > 1 && ((try? Baseline.readText(URL(fileURLWithPath: path))).map(Baseline.holdsOneBundle) ?? false)
    }
    if let (path, bundles) = users.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
      throw RepositoryError.sharedBaseline(
        path: BundleDiscovery.relativePath(of: URL(fileURLWithPath: path), from: start), bundles: bundles)
    }
    return requests
  }

  /// `--write-baseline` over several bundles: one file, each bundle's findings in its own section
  /// (keyed by its path relative to the file's folder, or to the start folder for `-`); what is
  /// recorded is accepted from now on, as with one bundle.
  static func recordBaselines(_ outcomes: [CheckOutcome], _ requests: [CheckRequest], to path: String, start: URL)
    throws
    -> [CheckOutcome]
  {
    let folder = path == "-" ? start : URL(fileURLWithPath: path).deletingLastPathComponent()
    var sections: [String: Baseline] = [:]
    for (outcome, check) in zip(outcomes, requests) {
      let bundle = check.bundleURL ?? URL(fileURLWithPath: check.bundle)
      sections[BundleDiscovery.relativePath(of: bundle, from: folder)] = Baseline(
        findings: outcome.report.findings, languages: outcome.report.languages)
    }
    try BundleBaselines(bundles: sections).write(to: path)
    return zip(outcomes, requests).map { outcome, check in
      var report = outcome.report
      let recorded = report.findings.count
      report.findings = []
      return CheckOutcome(
        report: report, accepted: recorded, ignoredByRules: outcome.ignoredByRules, baselineWritten: recorded,
        gate: check.gate.evaluate(report, floors: Baseline.coverage(of: report.languages)))
    }
  }

  /// Checks every bundle, several at once (each bundle's tables are audited in parallel too);
  /// the first bundle's error in plan order is thrown, naming its bundle when there are several.
  static func checkAll(_ requests: [CheckRequest], namingBundles: Bool) throws -> [CheckOutcome] {
    try Concurrently.map(requests.count) { index in
      do {
        return try CheckJob.check(requests[index])
      } catch {
        guard namingBundles else { throw error }
        throw RepositoryError.inBundle(requests[index].bundle, "\(error)")
      }
    }
  }

  /// The report in the request's format: single-bundle shapes when one bundle was named.
  public static func render(_ outcome: RepositoryOutcome, _ request: RepositoryCheckRequest) -> String {
    String(decoding: renderBytes(outcome, request), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes.
  public static func renderBytes(_ outcome: RepositoryOutcome, _ request: RepositoryCheckRequest) -> [UInt8] {
    let reporter = CheckReporters.reporter(
      request.format,
      options: ReporterOptions(
        color: request.color, listing: request.listing, toolVersion: request.toolVersion, linkBase: request.linkBase))
    if outcome.single, let only = outcome.bundles.first { return reporter.renderBytes(only) }
    return reporter.renderBytes(bundles: outcome.bundles)
  }
}
