/// A table the reachable pages use: its required keys and the development language's values.
struct RequiredTable: Sendable {
  /// The table name (`Root`).
  var name: String
  /// Required keys in first-use order, each with where it is first used.
  var uses: [LocalizableString]
  /// Every required key, compared exactly.
  var keys: Set<ExactKey>
  /// Required keys the development table has, with its entries, in first-use order.
  var reference: [StringsEntry]
  /// The values of the `reference` entries, prepared for comparing.
  var references: ReferenceValues
  /// The key of each use, in `uses` order, prepared for looking up in every language's table.
  var useKeys: KeyList
  /// For each use, its index in `reference`, or -1 when the development table lacks the key.
  var referenceOfUse: [Int]
  /// The development table, when the development folder has it.
  var development: LoadedTable?
}

/// What every language's audit shares: the bundle, the required tables and the development language.
struct AuditContext: Sendable {
  let bundle: LocalizedBundle
  /// The development folder's name, or the configured language when the bundle lacks that folder.
  let developmentName: String
  /// The development folder's locale, for telling variants (`en-GB` of `en`).
  let developmentLocale: LocaleTag?
  /// The tables reachable pages use, by name.
  let required: [String: RequiredTable]
  /// Their names, sorted.
  let requiredNames: [String]
  /// Pages that have no table, by name (for the `--iask` hint on orphan tables).
  let pagesWithoutTable: Set<String>

  init(bundle: LocalizedBundle) {
    self.bundle = bundle
    let development = bundle.developmentLproj
    developmentName = development?.name ?? bundle.matcher.developmentLanguage
    developmentLocale = development?.locale
    var uses: [String: [LocalizableString]] = [:]
    var keys: [String: Set<ExactKey>] = [:]
    for string in bundle.walk.strings {
      guard let table = string.table else { continue }
      if keys[table, default: []].insert(ExactKey(string.key)).inserted {
        uses[table, default: []].append(string)
      }
    }
    var required: [String: RequiredTable] = [:]
    for table in bundle.walk.tables {
      let loaded = development.flatMap { bundle.table(table, in: $0.name) }
      let tableUses = uses[table] ?? []
      let reference = loaded.map { loaded in tableUses.compactMap { loaded.effective.entry(for: $0.key) } } ?? []
      required[table] = RequiredTable(
        name: table, uses: tableUses, keys: keys[table] ?? [], reference: reference,
        references: ReferenceValues(reference.map(\.value)), useKeys: KeyList(tableUses.map(\.key)),
        referenceOfUse: Self.referenceIndexes(uses: tableUses, reference: reference),
        development: loaded)
    }
    self.required = required
    requiredNames = required.keys.sorted()
    pagesWithoutTable = Set(bundle.walk.pages.filter { $0.table == nil }.map(\.name))
  }

  /// True when `lproj` is the development language's folder.
  func isDevelopment(_ lproj: Lproj) -> Bool { lproj.name == bundle.developmentLproj?.name }

  /// True when `lproj` is the development language or a variant of it (`en-GB` of `en`): such a
  /// value may equal the development value without being untranslated.
  func isDevelopmentVariant(_ lproj: Lproj) -> Bool {
    guard let mine = lproj.locale, let reference = developmentLocale else { return isDevelopment(lproj) }
    func language(_ tag: LocaleTag) -> String { tag.language == "no" ? "nb" : tag.language }
    return language(mine) == language(reference)
  }

  /// Maps each use to its entry in `reference`, which follows the uses' order and skips keys
  /// the development table lacks.
  static func referenceIndexes(uses: [LocalizableString], reference: [StringsEntry]) -> [Int] {
    var next = 0
    return uses.map { use in
      guard next < reference.count, ExactText.equal(reference[next].key, use.key) else { return -1 }
      next += 1
      return next - 1
    }
  }
}
