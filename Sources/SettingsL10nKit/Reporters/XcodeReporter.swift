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
    // Newlines are LF, VT, FF, CR (ASCII) or NEL, LS, PS (lead bytes C2 and E2): a byte scan
    // finds the messages that have none, which is nearly all.
    guard text.utf8.contains(where: { ($0 >= 0x0A && $0 <= 0x0D) || $0 == 0xC2 || $0 == 0xE2 }),
      text.contains(where: \.isNewline)
    else { return text }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
  }
}
