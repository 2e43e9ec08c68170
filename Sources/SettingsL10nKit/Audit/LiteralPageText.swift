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
