import ByteCore

/// `path:line:col: error: message [id]`, one finding per line, as Xcode, compilers and editors print them.
public struct XcodeReporter: CheckReporter {
  /// How many findings to list.
  public var listing: FindingListing

  /// Creates the reporter.
  public init(listing: FindingListing = FindingListing()) { self.listing = listing }

  /// `--format xcode`.
  public static var format: CheckFormat { .xcode }
  /// Lines for people and editors: `--quiet` and `--max-findings` shorten them.
  public static var listsEveryFinding: Bool { false }

  /// The reporter with `check`'s options.
  public init(options: ReporterOptions) { self.init(listing: options.listing) }

  /// Every bundle's lines, then the counts of all and the verdict.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    var out = OutputBytes(capacity: 256 + outcomes.reduce(0) { $0 + $1.report.findings.count } * 224)
    for outcome in outcomes { write(outcome, to: &out) }
    let total = FindingSummary(adding: outcomes.map(\.report.summary))
    Self.verdict(
      "\(AuditMessage.count(outcomes.count, "bundle")): \(total.description)", CheckReporters.verdict(outcomes),
      to: &out)
    return out.finish()
  }

  /// One line per finding, in the stable order; findings left out by the listing are counted
  /// on a line of their own; then the counts and the verdict, as compilers end their output.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] {
    var out = OutputBytes(capacity: 256 + outcome.report.findings.count * 224)
    write(outcome, to: &out)
    Self.verdict(outcome.report.summary.description, outcome.gate.description, to: &out)
    return out.finish()
  }

  /// The last line: the counts, then the verdict (no `error:` label, so that Xcode shows it in
  /// the build log without counting it as one more issue).
  static func verdict(_ counts: String, _ verdict: String, to out: inout OutputBytes) {
    out.escaped(counts + "; " + verdict)
    out.raw("\n")
  }

  /// Appends the lines of one bundle's findings.
  func write(_ outcome: CheckOutcome, to out: inout OutputBytes) {
    let (shown, omitted) = listing.listed(outcome.report.findings)
    let base = PrintedPaths.normalized(outcome.report.bundle)
    // Each finding is read in place, never copied.
    shown.forEachInPlace { _, finding in line(finding, base: base, to: &out) }
    if let line = listing.omittedLine(omitted) { out.plain("note: " + line + "\n") }
  }

  /// Appends one finding's line.
  private func line(_ finding: borrowing Finding, base: String, to out: inout OutputBytes) {
    PrintedPaths.appendPlace(finding, base: base, to: &out)
    out.raw(": ")
    out.raw(PrintedPaths.label(finding.severity))
    out.escaped(finding.message)
    out.raw(" [")
    out.plain(finding.id.rawValue)
    out.raw("]\n")
  }

  /// The message on one line, control characters escaped (a newline in a key would split a
  /// record; an escape sequence would reach the terminal).
  static func oneLine(_ text: String) -> String { PrintableText.escapingControls(text) }
}

extension CheckFormat {
  /// `path:line:col: error: message [id]`, as Xcode and most editors read.
  public static let xcode = CheckFormat(name: "xcode")
}
