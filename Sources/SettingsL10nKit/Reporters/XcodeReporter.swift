/// `path:line:col: error: message [id]`, one finding per line, as Xcode, compilers and editors print them.
public struct XcodeReporter: CheckReporter {
  /// How many findings to list.
  public var listing: FindingListing

  /// Creates the reporter.
  public init(listing: FindingListing = FindingListing()) { self.listing = listing }

  /// One line per finding, in the stable order; nothing when there is none. Findings left out
  /// by the listing are counted on a last line.
  public func render(_ outcome: CheckOutcome) -> String {
    let (shown, omitted) = listing.listed(outcome.report.findings)
    return shown.map { finding in
      "\(ReportText.escapingControls(ReportPaths.place(finding, bundle: outcome.report.bundle))): "
        + "\(finding.severity.rawValue): \(XcodeReporter.oneLine(finding.message)) [\(finding.id)]\n"
    }.joined() + (listing.omittedLine(omitted).map { "note: \($0)\n" } ?? "")
  }

  /// The message on one line, control characters escaped (a newline in a key would split a
  /// record; an escape sequence would reach the terminal).
  static func oneLine(_ text: String) -> String { ReportText.escapingControls(text) }
}
