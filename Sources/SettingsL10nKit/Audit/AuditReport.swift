/// What the audit of a bundle found: every finding, and each language's coverage.
public struct AuditReport: Sendable {
  /// The bundle path as the user gave it.
  public var bundle: String
  /// The development language's folder name (or the configured name when the bundle lacks it).
  public var developmentLanguage: String
  /// Every finding, in the stable order (file, line, column, id, key).
  public var findings: [Finding]
  /// One row per language folder (not `Base`), sorted by folder name.
  public var languages: [LanguageCoverage]

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
  public func filtered(_ keep: (Finding) -> Bool) -> AuditReport {
    var copy = self
    copy.findings = findings.filter(keep)
    return copy
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

  /// Counts `findings`, each read in place (not copied out of the array).
  public init(_ findings: [Finding]) {
    findings.withUnsafeBufferPointer { findings in
      for index in findings.indices { count(findings[index].severity) }
    }
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
