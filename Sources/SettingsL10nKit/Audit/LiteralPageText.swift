extension RequiredTable {
  /// True when the development table names its strings by identifiers (`SETTINGS_LAB` =
  /// "Lab", `MUL_VAL_1` = "Maybe"): nine keys in ten or more differ from their values (real
  /// tables are keyed one way or the other; a mixed one counts as keyed by its text). Such a team
  /// gives every string it translates an identifier, so a page's plain text that no language's
  /// table has (a font or encoding name, a sample's label, a licence) is written as it is on
  /// purpose, not forgotten. In a table keyed by the text itself, the same string is a key
  /// the development table lacks.
  var isKeyedByIdentifiers: Bool {
    guard let development else { return false }
    let effective = development.effective
    guard effective.count > 0 else { return false }
    var differing = 0
    for position in 0..<effective.count {
      guard case .string(let value) = effective.value(at: position) else { continue }
      if value != effective.key(at: position) { differing += 1 }
    }
    return 10 * differing >= 9 * effective.count
  }

  /// True when use `index` is page text shown as written on purpose: the table is keyed by
  /// identifiers (`isKeyedByIdentifiers`) and no language's table has the text (`holders`, the
  /// folders whose table has it, is empty).
  func isLiteral(_ index: Int, holders: [Int]?, keyedByIdentifiers: Bool) -> Bool {
    keyedByIdentifiers && (holders ?? []).isEmpty
  }
}

extension AuditContext {
  /// For each table, the uses the development table lacks that some translating folder holds
  /// with a value equal to the text (`"Ctrl" = "Ctrl";` in ja and ko) and none translates
  /// otherwise: every user sees the same text, shown as written on purpose (a key's name on a
  /// keyboard, a product's name), so nobody is asked to add or translate it. `audits` are the
  /// table audits of the translating folders (`comparesValues`).
  func shownAsWritten(_ audits: [TableAudit]) -> [String: Set<Int>] {
    var kept: [String: Set<Int>] = [:]
    var translated: [String: Set<Int>] = [:]
    for audit in audits {
      if !audit.keepsAsWritten.isEmpty { kept[audit.table, default: []].formUnion(audit.keepsAsWritten) }
      if !audit.translatesWithoutReference.isEmpty {
        translated[audit.table, default: []].formUnion(audit.translatesWithoutReference)
      }
    }
    var shown: [String: Set<Int>] = [:]
    for (table, uses) in kept { shown[table] = uses.subtracting(translated[table] ?? []) }
    return shown
  }

  /// `shownAsWritten(_:)` of the translating folders' tables the pages use, each read and
  /// audited here (for `extract`, which writes what the audit requires).
  func shownAsWrittenReadingTables() -> [String: Set<Int>] {
    let folders = bundle.localizations.lprojs.filter { comparesValues(of: $0) }
    let files = folders.flatMap { lproj in
      (bundle.readableTables[lproj.name] ?? []).filter { required[$0] != nil }.map { (lproj, $0) }
    }
    return shownAsWritten(Concurrently.map(files.count) { index in auditTable(files[index].1, of: files[index].0) })
  }
}
