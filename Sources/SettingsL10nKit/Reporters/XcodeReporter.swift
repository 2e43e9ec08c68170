/// `path:line:col: error: message [id]`, one finding per line, as Xcode, compilers and editors print them.
public struct XcodeReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// One line per finding, in the stable order; nothing when there is none.
  public func render(_ outcome: CheckOutcome) -> String {
    outcome.report.findings.map { finding in
      "\(ReportPaths.place(finding, bundle: outcome.report.bundle)): \(finding.severity.rawValue): "
        + "\(XcodeReporter.oneLine(finding.message)) [\(finding.id)]\n"
    }.joined()
  }

  /// The message on one line (line breaks in keys would split a record).
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
  }
}
