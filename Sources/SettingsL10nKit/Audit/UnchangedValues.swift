import Findings
import L10nRules

/// The data's own word on what nobody translates: a development value of one word (besides names
/// and placeables) that most of the languages translating the rest of its table keep unchanged
/// is a name (`Video`, `Proxy`, `Speex 16kHz`), not a gap, in every language of the bundle. A
/// phrase of several words is never taken for one: a new phrase copied into every language
/// stays untranslated everywhere.
struct UnchangedValues {
  /// The fewest languages translating a table for their choice to count: with fewer, one
  /// language's gaps would excuse themselves.
  static let quorum = 3

  /// Per reference value: how many translating languages keep it unchanged.
  private var kept: [Int]
  /// How many languages translate most of the table.
  private var translating = 0

  /// True when the data may call `value` a name: one word besides names and placeables (a
  /// phrase is translated).
  static func mayBeName(_ value: String) -> Bool {
    NamesAndPlaceables.words(in: value, upTo: 2) == 1
  }

  /// Votes on a table of `count` development values.
  init(count: Int) { kept = Array(repeating: 0, count: count) }

  /// One language's table: of `compared` values to translate it keeps `unchanged` as they are;
  /// `candidates` are the reference indexes of those that may be names (each once). Only a
  /// language that translates most of them votes.
  mutating func add(compared: Int, unchanged: Int, candidates: [Int]) {
    guard compared > 0, 2 * unchanged < compared else { return }
    translating += 1
    for r in candidates where kept.indices.contains(r) { kept[r] += 1 }
  }

  /// True when reference value `r` is kept unchanged by most translating languages.
  func isName(_ r: Int) -> Bool {
    translating >= Self.quorum && kept.indices.contains(r) && 2 * kept[r] > translating
  }

  /// True when some value is a name (most tables have none, and are left as they are).
  var hasNames: Bool { kept.indices.contains(where: isName) }
}

/// The keys, by table, whose development value the data calls a name (`UnchangedValues`): no
/// language's copy of them is untranslated, in `check`, `render`, `report` or `export` alike.
struct DataNames: Sendable, Hashable {
  var keys: [String: Set<ExactKey>] = [:]

  /// True when the development value of `key` in `table` is a name by the data.
  func contains(table: String?, key: String) -> Bool {
    guard let table, !keys.isEmpty else { return false }
    return keys[table]?.contains(ExactKey(key)) == true
  }
}

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
