import Findings
import L10nRules

extension AuditContext {
  /// The names the audits of every table file of every folder vote for.
  func names(in audits: [TableAudit?]) -> DataNames {
    var votes: [String: UnchangedValues] = [:]
    for case let audit? in audits where audit.compared > 0 {
      guard let table = required[audit.table] else { continue }
      votes[audit.table, default: UnchangedValues(count: table.reference.count)]
        .add(compared: audit.compared, unchanged: audit.unchanged, candidates: audit.nameCandidates)
    }
    var names = DataNames()
    for (name, vote) in votes where vote.hasNames {
      guard let table = required[name] else { continue }
      names.keys[name] = Set(table.reference.indices.filter(vote.isName).map { ExactKey(table.reference[$0].key) })
    }
    return names
  }

  /// Takes back the untranslated findings of values most translating languages keep unchanged
  /// (`UnchangedValues`), from the audits of every table file of every folder; returns the names.
  func dropNames(from audits: inout [TableAudit?]) -> DataNames {
    let names = names(in: audits)
    guard !names.keys.isEmpty else { return names }
    for index in audits.indices {
      guard let table = audits[index]?.table, let keys = names.keys[table] else { continue }
      let before = audits[index]?.findings.count ?? 0
      audits[index]?.findings.removeAll { finding in
        finding.id == AuditID.untranslated && finding.key.map { keys.contains(ExactKey($0)) } == true
      }
      // A name kept as it is counts as translated in coverage, as it is no longer untranslated.
      let dropped = before - (audits[index]?.findings.count ?? 0)
      audits[index]?.untranslated -= dropped
      audits[index]?.translated += dropped
    }
    return names
  }
}

extension AuditContext {
  /// A table file's vote alone: the counts `audit(_:of:)` takes from its comparisons (which
  /// values to translate it keeps as they are), without the findings. `Audit.names` checks
  /// against the whole audit in the tests.
  func vote(_ name: String, of lproj: Lproj) -> TableAudit? {
    guard comparesValues(of: lproj), let table = required[name],
      case .success(let loaded) = bundle.readTable(name, in: lproj.name), loaded.document.loadsOnDevice
    else { return nil }
    var result = TableAudit(table: name, isRead: true, findings: [])
    let effective = loaded.effective
    let references = table.references
    // Read once here, not through the shared table on every use.
    let referenceOfUse = table.referenceOfUse
    for (use, found) in effective.positions(of: table.useKeys).enumerated() where found >= 0 {
      let reference = referenceOfUse[use]
      guard reference >= 0, references.needsTranslation[reference] else { continue }
      let equal = references.compare(effective, at: found, with: reference).equal
      result.countVote(equal: equal, reference: reference, in: references)
    }
    return result
  }
}
