/// The localizable strings of a bundle's reachable pages, grouped by table and key.
struct StringUses {
  /// The tables pages use, sorted.
  let tables: [String]
  private let keysByTable: [String: [String]]
  private let usesByTable: [String: [ExactKey: [LocalizableString]]]
  /// Keys any page file takes from each table (pages the reader does not show included).
  private let usedByTable: [String: Set<ExactKey>]
  /// The same keys (shown ones included) as a list, each once: what `stalePositions` looks up.
  private let usedKeyLists: [String: [String]]

  init(walk: BundleWalk) {
    var keys: [String: [String]] = [:]
    var uses: [String: [ExactKey: [LocalizableString]]] = [:]
    for string in walk.strings {
      guard let table = string.table else { continue }
      let key = ExactKey(string.key)
      if uses[table]?[key] == nil { keys[table, default: []].append(string.key) }
      uses[table, default: [:]][key, default: []].append(string)
    }
    var used: [String: Set<ExactKey>] = [:]
    for string in walk.usedStrings {
      guard let table = string.table else { continue }
      used[table, default: []].insert(ExactKey(string.key))
    }
    var lists = keys
    for (table, keys) in used {
      let shown = uses[table] ?? [:]
      lists[table, default: []] += keys.filter { shown[$0] == nil }.map(\.string)
    }
    tables = walk.tables
    keysByTable = keys
    usesByTable = uses
    usedByTable = used
    usedKeyLists = lists
  }

  /// The keys a table must hold, in first-use order, each once (compared exactly).
  func requiredKeys(table: String) -> [String] { keysByTable[table] ?? [] }

  /// True when a page file of the bundle uses the key in the table (so it is not stale).
  func isUsed(_ key: String, table: String) -> Bool { usedKeys(table: table).contains(key) }

  /// The positions of a table's keys that no page file takes from the table `name` (its stale
  /// keys), in the table's order. The used keys are looked up in the table, not each of the
  /// table's keys among them: no key string is made for the many keys that are used.
  func stalePositions(in table: StringsTable, name: String) -> [Int] {
    var used = [Bool](repeating: false, count: table.count)
    for key in usedKeyLists[name] ?? [] {
      if let position = table.position(of: key) { used[position] = true }
    }
    return used.indices.filter { !used[$0] }
  }

  /// The keys of one table pages use, looked up once for the many keys of a file.
  func usedKeys(table: String) -> UsedKeys { UsedKeys(shown: usesByTable[table], used: usedByTable[table]) }

  /// The keys of one table that a page file uses.
  struct UsedKeys {
    fileprivate let shown: [ExactKey: [LocalizableString]]?
    fileprivate let used: Set<ExactKey>?

    /// True when a page file uses the key (so it is not stale).
    func contains(_ key: String) -> Bool {
      let key = ExactKey(key)
      return shown?[key] != nil || used?.contains(key) == true
    }
  }

  /// Where a key of a table appears, for comments and notes:
  /// `Root, PreferenceSpecifiers[3] (PSToggleSwitchSpecifier, Key sound), Title`.
  func provenance(of key: String, table: String) -> String {
    let uses = usesByTable[table]?[ExactKey(key)] ?? []
    let shown = uses.prefix(4).map(Self.describe)
    let more = uses.count > 4 ? ["and \(uses.count - 4) more"] : []
    return (shown + more).joined(separator: "; ")
  }

  static func describe(_ use: LocalizableString) -> String {
    var specifier = [use.specifierType ?? "no Type"]
    if let key = use.preferenceKey { specifier.append("Key \(key)") }
    return "\(use.page), PreferenceSpecifiers[\(use.specifierIndex)] (\(specifier.joined(separator: ", "))), \(use.field)"
  }
}
