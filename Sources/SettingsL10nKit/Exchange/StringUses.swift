/// The localizable strings of a bundle's reachable pages, grouped by table and key.
struct StringUses {
  /// The tables pages use, sorted.
  let tables: [String]
  /// The stale-key rule: which keys of each table are in use.
  let inUse: KeysInUse
  private let keysByTable: [String: [String]]
  private let usesByTable: [String: [ExactKey: [LocalizableString]]]
  /// Keys in use in each table that the chosen reader does not show.
  private let othersByTable: [String: Set<ExactKey>]

  init(walk: BundleWalk, code: CodeReferences = CodeReferences()) {
    let inUse = KeysInUse(walk: walk, code: code)
    var uses: [String: [ExactKey: [LocalizableString]]] = [:]
    let codeReads = inUse.tables.flatMap { inUse.shown(table: $0).filter(\.field.isCode) }
    for string in walk.strings + codeReads {
      guard let table = string.table else { continue }
      uses[table, default: [:]][ExactKey(string.key), default: []].append(string)
    }
    var keys: [String: [String]] = [:]
    var others: [String: Set<ExactKey>] = [:]
    for table in Set(walk.strings.compactMap(\.table)).union(walk.usedStrings.compactMap(\.table)).union(inUse.tables) {
      keys[table] = inUse.shown(table: table).map(\.key)
      others[table] = Set(inUse.others(table: table).map(ExactKey.init))
    }
    tables = walk.tables
    self.inUse = inUse
    keysByTable = keys
    usesByTable = uses
    othersByTable = others
  }

  /// The keys a table must hold, in first-use order, each once (compared exactly).
  func requiredKeys(table: String) -> [String] { keysByTable[table] ?? [] }

  /// True when a page file of the bundle uses the key in the table (so it is not stale).
  func isUsed(_ key: String, table: String) -> Bool { usedKeys(table: table).contains(key) }

  /// The keys of one table pages use, looked up once for the many keys of a file.
  func usedKeys(table: String) -> UsedKeys { UsedKeys(shown: usesByTable[table], used: othersByTable[table]) }

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
    describeUses(of: key, table: table, Self.describe)
  }

  /// Where a key of a table appears, in a translator's words (`StringLocations`), for export's notes.
  /// Every use is named: a translator who is told "and 3 more" cannot find them.
  func location(of key: String, table: String, in locations: StringLocations) -> String {
    describeUses(of: key, table: table, limit: nil, locations.describe)
  }

  /// True when a use of the key is a short title (`ShortTitles`), which truncates beside its row's title.
  func isShortTitle(_ key: String, table: String) -> Bool {
    usesByTable[table]?[ExactKey(key)]?.contains { if case .shortTitles = $0.field { true } else { false } } == true
  }

  /// The first `limit` uses of a key (all when nil), each described, and how many more there are.
  private func describeUses(
    of key: String, table: String, limit: Int? = 4, _ describe: (LocalizableString) -> String
  ) -> String {
    let uses = usesByTable[table]?[ExactKey(key)] ?? []
    let limit = limit ?? uses.count
    let shown = uses.prefix(limit).map(describe)
    let more = uses.count > limit ? ["and \(uses.count - limit) more"] : []
    return (shown + more).joined(separator: "; ")
  }

  static func describe(_ use: LocalizableString) -> String {
    if use.field.isCode { return use.field.description }
    var specifier = [use.specifierType ?? "no Type"]
    if let key = use.preferenceKey { specifier.append("Key \(key)") }
    return
      "\(use.page), PreferenceSpecifiers[\(use.specifierIndex)] (\(specifier.joined(separator: ", "))), \(use.field)"
  }
}
