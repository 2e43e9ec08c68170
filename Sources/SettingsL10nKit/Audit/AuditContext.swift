import BundleIO
import ByteCore
import L10nRules

/// A table the reachable pages use: its required keys and the development language's values.
///
/// A class: every table file's audit reads it from both threads, and copying a struct of arrays
/// would retain each of them each time.
final class RequiredTable: Sendable {
  /// The table name (`Root`).
  let name: String
  /// Required keys in first-use order, each with where it is first used.
  let uses: [LocalizableString]
  /// Required keys the development table has, with its entries, in first-use order.
  let reference: [StringsEntry]
  /// The values of the `reference` entries, prepared for comparing.
  let references: ReferenceValues
  /// The key of each use, in `uses` order, prepared for looking up in every language's table.
  let useKeys: KeyList
  /// For each use, its index in `reference`, or -1 when the development table lacks the key.
  let referenceOfUse: [Int]
  /// The development table, when the development folder has it.
  let development: LoadedTable?
  /// For each `reference` entry, the line of its key in the development file (nil for a property list).
  let referenceLines: [Int?]
  /// Keys some page file takes from the table that are not required (pages or fields the chosen
  /// reader does not show): never stale.
  let alsoUsed: Set<ExactKey>
  /// For each use: the key is some element's `ShortTitles` entry (shown beside the row title).
  let isShortTitle: [Bool]
  /// For each use: the key matches `doNotTranslate`, or is a looked-up value the development table
  /// lacks (used, so never stale, but not required).
  let isExempt: [Bool]

  /// A table used by `uses` (first uses, each key once), with the development folder's table;
  /// uses whose key is `exempt` keep their keys from being stale but are not required.
  init(
    name: String, uses: [LocalizableString], development: LoadedTable?, alsoUsed: Set<ExactKey> = [],
    shortTitles: Set<ExactKey> = [], exempt: (String) -> Bool = { _ in false }
  ) {
    self.name = name
    self.uses = uses
    self.development = development
    self.alsoUsed = alsoUsed
    isShortTitle = uses.map { !shortTitles.isEmpty && shortTitles.contains(ExactKey($0.key)) }
    // A looked-up value (a URL, a file name) the development table lacks is shown as written, as meant.
    let isExempt = uses.map { use in
      exempt(use.key) || use.field.isLookedUpValue && development?.effective.contains(use.key) != true
    }
    self.isExempt = isExempt
    let reference =
      development.map { loaded in
        uses.indices.compactMap { isExempt[$0] ? nil : loaded.effective.entry(for: uses[$0].key) }
      } ?? []
    self.reference = reference
    references = ReferenceValues(reference.map(\.value))
    useKeys = KeyList(uses.map(\.key))
    referenceOfUse = Self.referenceIndexes(uses: uses, reference: reference)
    referenceLines = Self.lines(of: reference, in: development)
  }

  /// The line of each entry's key in the development file, found in one pass over its text.
  private static func lines(of entries: [StringsEntry], in development: LoadedTable?) -> [Int?] {
    guard let development, development.document.syntax == .text else { return entries.map { _ in nil } }
    let order = entries.indices.sorted { entries[$0].keyRange.lowerBound < entries[$1].keyRange.lowerBound }
    let locations = LineCursor.locations(
      of: order.map { entries[$0].keyRange.lowerBound }, in: development.document.text)
    var lines = [Int?](repeating: nil, count: entries.count)
    for (i, location) in zip(order, locations) { lines[i] = location.line }
    return lines
  }

  /// Maps each use to its entry in `reference`, which follows the uses' order and skips keys
  /// the development table lacks.
  private static func referenceIndexes(uses: [LocalizableString], reference: [StringsEntry]) -> [Int] {
    var next = 0
    return uses.map { use in
      guard next < reference.count, ExactKey(reference[next].key) == ExactKey(use.key) else { return -1 }
      next += 1
      return next - 1
    }
  }
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
  /// Key patterns that are never required nor untranslated.
  let doNotTranslate: [Glob]
  /// The stale-key rule: which keys of each table some page file takes.
  let inUse: KeysInUse

  /// The context of a loaded bundle; `inUse` is the bundle's stale-key rule when the caller
  /// has worked it out already (made here when nil).
  init(bundle: LocalizedBundle, doNotTranslate: [Glob] = [], inUse: KeysInUse? = nil) {
    self.bundle = bundle
    self.doNotTranslate = doNotTranslate
    let development = bundle.developmentLproj
    developmentName = development?.name ?? bundle.matcher.developmentLanguage
    developmentLocale = development?.locale
    let inUse = inUse ?? KeysInUse(walk: bundle.walk, code: bundle.code)
    self.inUse = inUse
    var shortTitles: [String: Set<ExactKey>] = [:]
    for string in bundle.walk.strings {
      guard let table = string.table else { continue }
      if case .shortTitles = string.field { shortTitles[table, default: []].insert(ExactKey(string.key)) }
    }
    var uses: [String: [LocalizableString]] = [:]
    var alsoUsed: [String: Set<ExactKey>] = [:]
    // A table only the app's code reads is used as a page's is, when the development folder has it.
    let codeTables = bundle.code.reads.keys.filter { table in
      development.map { bundle.readableTables[$0.name]?.contains(table) == true } ?? false
    }
    let names = Set(bundle.walk.tables).union(codeTables).sorted()
    for table in names {
      uses[table] = inUse.shown(table: table)
      alsoUsed[table] = Set(inUse.others(table: table).map(ExactKey.init))
    }
    // Each table's development values are prepared on their own (a bundle may have a hundred tables).
    let (usesOf, alsoUsedOf, shortTitlesOf) = (uses, alsoUsed, shortTitles)
    let prepared = Concurrently.map(names.count) { index in
      let table = names[index]
      return RequiredTable(
        name: table, uses: usesOf[table] ?? [], development: development.flatMap { bundle.table(table, in: $0.name) },
        alsoUsed: alsoUsedOf[table] ?? [], shortTitles: shortTitlesOf[table] ?? [],
        exempt: { key in doNotTranslate.matchesAny(key) })
    }
    var required: [String: RequiredTable] = [:]
    for (name, table) in zip(names, prepared) { required[name] = table }
    self.required = required
    requiredNames = required.keys.sorted()
  }

  /// True when `key` matches a `doNotTranslate` pattern.
  func isExempt(_ key: String) -> Bool { doNotTranslate.matchesAny(key) }

  /// True when `lproj` is the development language's folder.
  func isDevelopment(_ lproj: Lproj) -> Bool { lproj.name == bundle.developmentLproj?.name }

  /// True when `lproj` is the development language or a variant of it (`en-GB` of `en`): such a
  /// value may equal the development value without being untranslated.
  func isDevelopmentVariant(_ lproj: Lproj) -> Bool {
    UntranslatedRule.isDevelopmentVariant(lproj, development: bundle.developmentLproj)
  }

  /// True when `lproj`'s values are compared with the development values: a translating folder
  /// (not the development language, `Base` or a variant); only such a folder votes on names.
  func comparesValues(of lproj: Lproj) -> Bool {
    !isDevelopment(lproj) && !lproj.isBase && !isDevelopmentVariant(lproj)
  }
}
