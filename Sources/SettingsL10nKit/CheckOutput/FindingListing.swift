/// How many findings a line-oriented report lists (`--quiet`, `--max-findings`); counts and the
/// verdict always cover all of them.
public struct FindingListing: Sendable, Hashable {
  /// List none: only the summary and the verdict.
  public var quiet: Bool
  /// List at most this many.
  public var limit: Int?
  /// Text output: list every finding even when there are many (`--all-findings`).
  public var all: Bool

  /// Above this many findings, text output leads with a digest (counts, the first findings of
  /// each id, the configuration that would accept a class) instead of listing every one.
  public static let digestAbove = 40

  /// Creates a listing rule.
  public init(quiet: Bool = false, limit: Int? = nil, all: Bool = false) {
    self.quiet = quiet
    self.limit = limit
    self.all = all
  }

  /// True when text output digests these many findings rather than listing them.
  func digests(_ count: Int) -> Bool { !quiet && limit == nil && !all && count > Self.digestAbove }

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

  /// The line closing a digest: how to see every finding.
  static func digestLine(_ total: Int, shown: Int) -> String {
    "\(shown) of \(AuditMessage.count(total, "finding")) listed: --all-findings lists every one, --format json gives them to a program"
  }
}
