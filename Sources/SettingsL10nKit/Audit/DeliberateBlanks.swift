import BundleIO
import Findings

/// Empty values that are meant: a blank label is a slip when one language leaves empty what the
/// others write, and a choice when the languages agree on it. So an empty translation of an
/// empty development value says nothing (the translator kept what the development language
/// shows), and an empty development value says nothing when every other language's copy of the
/// table leaves it empty too. Anything else empty is reported (`empty-value`).
extension AuditContext {
  /// Removes the `empty-value` findings of blanks the languages agree on from `audits`, whose
  /// folder each `folders` gives (one per audit).
  func dropDeliberateBlanks(from audits: inout [TableAudit?], folders: [Lproj]) {
    var developmentBlanks: [String: Set<String>] = [:]
    var copies: [String: Int] = [:]
    var blankCopies: [String: [String: Int]] = [:]
    for (index, audit) in audits.enumerated() {
      guard let audit, audit.isRead else { continue }
      let blanks = Self.blankKeys(of: audit)
      if isDevelopment(folders[index]) {
        developmentBlanks[audit.table, default: []].formUnion(blanks)
      } else {
        copies[audit.table, default: 0] += 1
        for key in blanks { blankCopies[audit.table, default: [:]][key, default: 0] += 1 }
      }
    }
    guard !developmentBlanks.isEmpty else { return }
    for index in audits.indices {
      guard let table = audits[index]?.table, let blanks = developmentBlanks[table], !blanks.isEmpty else { continue }
      let development = isDevelopment(folders[index])
      let others = copies[table] ?? 0
      audits[index]?.findings.removeAll { finding in
        guard finding.id == AuditID.emptyValue, let key = finding.key, blanks.contains(key) else { return false }
        return !development || (others > 0 && blankCopies[table]?[key] == others)
      }
    }
  }

  /// The keys whose value an audit found empty.
  private static func blankKeys(of audit: TableAudit) -> Set<String> {
    // Each finding's fields are read in place: a finding is large, and copying every one of a
    // table's thousands cost more than the rest of this.
    var keys: Set<String> = []
    for i in audit.findings.indices where audit.findings[i].id == AuditID.emptyValue {
      if let key = audit.findings[i].key { keys.insert(key) }
    }
    return keys
  }
}
