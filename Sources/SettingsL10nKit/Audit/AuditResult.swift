import ByteCore
import Findings

/// What the audit of a bundle found: every finding, and each language's coverage.
public struct AuditResult: Sendable {
  /// The bundle path as the user gave it.
  public var bundle: String
  /// The development language's folder name (or the configured name when the bundle lacks it).
  public var developmentLanguage: String
  /// Every finding, in the stable order (file, line, column, id, key).
  public var findings: [Finding]
  /// One row per language folder (not `Base`), sorted by folder name.
  public var languages: [LanguageCoverage]
  /// What shows the bundle is written for InAppSettingsKit (`Root.inApp.plist`, an `IASK…`
  /// element) when it was read as the Settings app reads it; nil otherwise.
  public var inAppSettingsKitSign: String?
  /// What of the app's code was searched for the keys it reads (`664 source files under ../..`),
  /// and what was skipped; nil when no code was searched.
  public var codeSearch: String?
  /// The keys whose development value the data calls a name (never untranslated): what `render`
  /// and `report` need to mark untranslated text as `check` finds it.
  var names = DataNames()

  /// Creates a report.
  public init(bundle: String, developmentLanguage: String, findings: [Finding], languages: [LanguageCoverage]) {
    self.bundle = bundle
    self.developmentLanguage = developmentLanguage
    self.findings = findings
    self.languages = languages
  }

  /// Counts of findings by severity.
  public var summary: FindingSummary { FindingSummary(findings) }

  /// The same report with only the findings that pass `keep`.
  public func filtered(_ keep: (Finding) -> Bool) -> AuditResult {
    var copy = self
    copy.findings = findings.filter(keep)
    return copy
  }

  /// The report without the findings the configuration's `ignore:` rules match, and how many
  /// they dropped (see `dropping(_:)`).
  public func dropping(ignoredBy rules: [IgnoreRule]) -> (report: AuditResult, dropped: Int) {
    rules.isEmpty ? (self, 0) : dropping { finding in rules.drops(finding) }
  }

  /// The report without the findings `isDropped` accepts (`--ignore`, `ignore:` rules), and how
  /// many it dropped. The coverage rows follow: an accepted stale key is not counted as stale,
  /// an accepted untranslated value counts as translated. `check`, `report` and every other
  /// command adjust them here, so they all give the same rows.
  public func dropping(_ isDropped: (Finding) -> Bool) -> (report: AuditResult, dropped: Int) {
    var dropped = 0
    var stale: [String: Int] = [:]
    var accepted: [String: Int] = [:]
    var report = filtered { finding in
      guard isDropped(finding) else { return true }
      dropped += 1
      if let language = finding.language {
        if finding.id == AuditID.staleKey { stale[language, default: 0] += 1 }
        if finding.id == AuditID.untranslated { accepted[language, default: 0] += 1 }
      }
      return false
    }
    for index in report.languages.indices {
      let lproj = report.languages[index].lproj
      report.languages[index].stale -= stale[lproj] ?? 0
      let untranslated = min(accepted[lproj] ?? 0, report.languages[index].untranslated)
      report.languages[index].untranslated -= untranslated
      report.languages[index].translated += untranslated
    }
    return (report, dropped)
  }
}

/// Numbers of errors, warnings and notes.
public struct FindingSummary: Sendable, Hashable {
  /// Findings of severity error.
  public var errors = 0
  /// Findings of severity warning.
  public var warnings = 0
  /// Findings of severity note.
  public var notes = 0

  /// Counts `findings`.
  public init<S: Sequence>(_ findings: S) where S.Element == Finding {
    for finding in findings { count(finding.severity) }
  }

  /// Counts `findings`, each read where it is (its severity, not a copy of the finding).
  public init(_ findings: [Finding]) {
    for index in findings.indices { count(findings[index].severity) }
  }

  /// Counts findings by their severities alone (a reader that has the findings' severities
  /// need not copy each finding to count it).
  init(severities: some Sequence<Severity>) {
    for severity in severities { count(severity) }
  }

  /// The sum of several counts.
  public init(adding summaries: [FindingSummary]) {
    for summary in summaries {
      errors += summary.errors
      warnings += summary.warnings
      notes += summary.notes
    }
  }

  private mutating func count(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }

  /// `2 errors, 1 warning, 0 notes`.
  public var description: String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return [plural(errors, "error"), plural(warnings, "warning"), plural(notes, "note")].joined(separator: ", ")
  }
}
