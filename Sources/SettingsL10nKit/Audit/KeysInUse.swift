import SettingsSchema
import StringsFormat

/// The one stale-key rule. The keys in use in a table are the keys any page file of the bundle
/// takes from it: from a page the chosen reader shows or not, reached by a link or not, under any
/// element type, in any field the Settings app or InAppSettingsKit looks up. Every other key of
/// the table is stale. `check` reports what this finds and `sync`/`extract --prune` remove it.
struct KeysInUse: Sendable {
  /// For each table, the first use of each key the chosen reader shows, in page then element order.
  private let shownByTable: [String: [LocalizableString]]
  /// For each table, the other keys in use (pages or fields the chosen reader does not show), each once.
  private let othersByTable: [String: [String]]

  /// The keys in use in every table of a walked bundle (keys compared exactly, as the device does).
  init(walk: BundleWalk) {
    var shown: [String: [LocalizableString]] = [:]
    var seen: [String: Set<ExactKey>] = [:]
    for string in walk.strings {
      guard let table = string.table else { continue }
      if seen[table, default: []].insert(ExactKey(string.key)).inserted { shown[table, default: []].append(string) }
    }
    var others: [String: [String]] = [:]
    for string in walk.usedStrings {
      guard let table = string.table else { continue }
      if seen[table, default: []].insert(ExactKey(string.key)).inserted {
        others[table, default: []].append(string.key)
      }
    }
    shownByTable = shown
    othersByTable = others
  }

  /// The first use of each key the chosen reader shows from `table`, in first-use order.
  func shown(table: String) -> [LocalizableString] { shownByTable[table] ?? [] }

  /// The keys in use in `table` that the chosen reader does not show, each once.
  func others(table: String) -> [String] { othersByTable[table] ?? [] }

  /// The positions of the stale keys of a file of table `name`, in the table's order. `shown`
  /// marks the positions of the shown keys when the caller has looked them up already (nil: they
  /// are looked up here). Only the keys in use are looked up, not each key of the table.
  func stalePositions(in table: StringsTable, name: String, shown: [Bool]? = nil) -> [Int] {
    var used = shown ?? [Bool](repeating: false, count: table.count)
    if shown == nil {
      for use in self.shown(table: name) {
        if let position = table.position(of: use.key) { used[position] = true }
      }
    }
    for key in others(table: name) {
      if let position = table.position(of: key) { used[position] = true }
    }
    return used.indices.filter { !used[$0] }
  }

  /// The `stale-key` finding's message, worded once for every command; `pruned` when the command removes the key.
  static func staleMessage(_ key: String, table: String, pruned: Bool, into message: inout MessageText) -> String {
    message.quote(key)
    message.add(" is used by no page file of the bundle with table ")
    message.add(table)
    message.add(pruned ? "; removed" : " (--prune removes it)")
    return message.take()
  }

  /// The `stale-key` findings of a table file, in the table's order, each at its (winning) entry's
  /// key: a warning, or a note when `pruned` (the command removes the keys).
  func staleFindings(_ table: LoadedTable, pruned: Bool) -> [Finding] {
    let positions = stalePositions(in: table.effective, name: table.table)
    guard !positions.isEmpty else { return [] }
    var locator = KeyLocator(table)
    var message = MessageText()
    return positions.map { position in
      let key = table.effective.key(at: position)
      let location = table.effective.keyOffset(at: position).map { locator.location(at: $0) }
      return Finding(
        id: AuditID.staleKey, severity: pruned ? .note : .warning,
        message: Self.staleMessage(key, table: table.table, pruned: pruned, into: &message), file: table.path,
        line: location?.line, column: location?.column, language: table.lproj, table: table.table, key: key)
    }
  }
}
