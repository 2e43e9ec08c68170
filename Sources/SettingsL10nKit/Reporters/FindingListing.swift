/// How many findings a line-oriented report lists (`--quiet`, `--max-findings`); counts and the
/// verdict always cover all of them.
public struct FindingListing: Sendable, Hashable {
  /// List none: only the summary and the verdict.
  public var quiet: Bool
  /// List at most this many.
  public var limit: Int?

  /// Creates a listing rule.
  public init(quiet: Bool = false, limit: Int? = nil) {
    self.quiet = quiet
    self.limit = limit
  }

  /// The findings to list, in order, and how many are left out.
  func listed(_ findings: [Finding]) -> (shown: ArraySlice<Finding>, omitted: Int) {
    let count = quiet ? 0 : min(findings.count, limit ?? findings.count)
    return (findings.prefix(count), findings.count - count)
  }

  /// The line saying how many findings were not listed, or nil when all were.
  func omittedLine(_ omitted: Int) -> String? {
    guard omitted > 0 else { return nil }
    let reason = quiet ? "--quiet" : "--max-findings \(limit ?? 0)"
    return "\(AuditMessage.count(omitted, "finding")) not listed (\(reason))"
  }
}
