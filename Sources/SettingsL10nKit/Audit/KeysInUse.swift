import BundleIO
import ByteCore
import Findings
import SettingsSchema
import StringsFormat

/// The one stale-key rule (DESIGN.md, "Keys in use"). A key is in use in a table when any page
/// file of the bundle takes it from the table (from a page the chosen reader shows or not,
/// reached by a link or not, under any element type, in any field the Settings app or
/// InAppSettingsKit looks up), when the app's code reads it from the table, or when any string
/// value of a page or any literal of the app's code spells it (an app-specific field such as
/// VLC's `infobuttonvalue`, a key the code passes along before reading it). Every other key of
/// the table is stale. `check` reports what this finds and `sync`/`extract --prune` remove it.
struct KeysInUse: Sendable {
  /// For each table, the first use of each key the chosen reader shows, in page then element order.
  private let shownByTable: [String: [LocalizableString]]
  /// For each table, the other keys in use (pages or fields the chosen reader does not show), each once.
  private let othersByTable: [String: [String]]
  /// The `ByteDigest` of every string value of every page and of every literal of the app's
  /// code: a key among them is in use in any table, though not required.
  private let spelled: Set<Int>
  /// What code was searched besides the pages, for the stale message (empty when none was).
  let searched: String

  /// The keys in use in every table of a walked bundle (keys compared exactly, as the device
  /// does), and of the app's code around it.
  init(walk: BundleWalk, code: CodeReferences = CodeReferences()) {
    var shown: [String: [LocalizableString]] = [:]
    var seen: [String: Set<ExactKey>] = [:]
    for string in walk.strings {
      guard let table = string.table else { continue }
      if seen[table, default: []].insert(ExactKey(string.key)).inserted { shown[table, default: []].append(string) }
    }
    // A key the code reads is required as a page's is, after the pages' keys.
    for (table, reads) in code.reads.sorted(by: { $0.key < $1.key }) {
      for read in reads where seen[table, default: []].insert(ExactKey(read.key)).inserted {
        shown[table, default: []].append(
          LocalizableString(
            key: read.key, table: table, page: "", file: read.file, line: read.line, column: read.column,
            specifierIndex: -1, specifierType: nil, field: .code("\(read.shownFile):\(read.line)"),
            preferenceKey: nil))
      }
    }
    // A field of the app's own on a page whose table the code reads with computed keys: the code
    // reads the field's value from the table (VLC's `infobuttonvalue`). Required when the
    // development table has it (a value it lacks is then shown as written, as meant).
    for page in walk.pages {
      guard let table = page.table, code.computedReads[table, default: 0] > 0 else { continue }
      for specifier in page.specifiers {
        for name in specifier.unknownKeys where !name.hasPrefix("IASK") {
          guard case .string(let value)? = specifier.raw[name], !value.isEmpty,
            seen[table, default: []].insert(ExactKey(value)).inserted
          else { continue }
          let location = specifier.keyLocations[name] ?? specifier.location
          shown[table, default: []].append(
            LocalizableString(
              key: value, table: table, page: page.name, file: page.file, line: location?.line,
              column: location?.column, specifierIndex: specifier.index, specifierType: specifier.type,
              field: .appField(name), preferenceKey: specifier.key))
        }
      }
    }
    var values = code.literalDigests
    for page in walk.pages {
      for specifier in page.specifiers { Self.strings(in: .dictionary(specifier.raw), into: &values) }
    }
    spelled = values
    searched = code.root == nil ? "" : " nor by the app's code in " + code.searchedPhrase
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

  /// Every string in a page's value, at any depth.
  private static func strings(in value: PlistValue, into values: inout Set<Int>) {
    switch value {
    case .string(let text): values.insert(ByteDigest.of(utf8: text))
    case .array(let items): for item in items { strings(in: item, into: &values) }
    case .dictionary(let members): for member in members.values { strings(in: member, into: &values) }
    default: break
    }
  }

  /// The tables with keys the chosen reader shows or the app's code reads, sorted.
  var tables: [String] { shownByTable.keys.sorted() }

  /// The first use of each key the chosen reader shows from `table`, in first-use order.
  func shown(table: String) -> [LocalizableString] { shownByTable[table] ?? [] }

  /// The keys in use in `table` that the chosen reader does not show, each once.
  func others(table: String) -> [String] { othersByTable[table] ?? [] }

  /// Calls `body` with the position of each stale key of a file of table `name`, in the table's
  /// order, holding no list of them (a table may have millions). `shown` marks the positions of
  /// the shown keys when the caller has looked them up already (nil: they are looked up here).
  /// Only the keys in use are looked up, not each key of the table.
  func forEachStalePosition(in table: StringsTable, name: String, shown: [Bool]? = nil, _ body: (Int) -> Void) {
    var used = shown ?? [Bool](repeating: false, count: table.count)
    if shown == nil {
      for use in self.shown(table: name) {
        if let position = table.position(of: use.key) { used[position] = true }
      }
    }
    for key in others(table: name) {
      if let position = table.position(of: key) { used[position] = true }
    }
    // Only the keys left are looked up among the values spelled elsewhere (they are few), by
    // the digest of the index's bytes: no string is made for a key that no one spells.
    for position in used.indices
    where !used[position] && !table.key(at: position, satisfies: { spelled.contains(ByteDigest.of(decoding: $0)) }) {
      body(position)
    }
  }

  /// The `stale-key` finding of a key, saying what was searched; `pruned` when the command removes the key.
  func stale(_ key: String, table: String, pruned: Bool, into message: inout MessageText) -> FindingText {
    .staleKey(key, table: table, searched: searched, pruned: pruned, in: &message)
  }

  /// The `stale-key` findings of a table file, in the table's order, each at its (winning) entry's
  /// key: a warning, or a note when `pruned` (the command removes the keys). Past
  /// `TableFindings.listedPerID` they are only counted and one finding more says how many, so a
  /// table of millions of stale keys costs its keys, not a finding each. `kept` drops the keys
  /// whose finding it refuses (the configuration's `ignore:`); `each` is handed every key kept,
  /// listed or not, by its position in the table (what `--prune` removes).
  func staleFindings(
    _ table: LoadedTable, pruned: Bool, kept: ((Finding) -> Bool)? = nil, each: (Int) -> Void = { _ in }
  ) -> [Finding] {
    var locator = KeyLocator(table)
    var findings = TableFindings()
    let effective = table.effective
    forEachStalePosition(in: effective, name: table.table) { position in
      // With no rule to ask, a key past the listed ones is counted and handed on as it is: no
      // string and no finding is made for each of millions.
      if kept == nil, findings.isFull(AuditID.staleKey) { return each(position) }
      let key = effective.key(at: position)
      // The rule is asked about the finding before its message and location are worked out; the
      // finding listed is then made once, with both (each finding made is a box of its strings).
      if let kept,
        !kept(Finding(.staleKey(pruned: pruned), file: table.path, language: table.lproj, table: table.table, key: key))
      {
        return
      }
      each(position)
      if findings.isFull(AuditID.staleKey) { return }
      let location = effective.keyOffset(at: position).map { locator.location(at: $0) }
      let text = stale(key, table: table.table, pruned: pruned, into: &findings.message)
      findings.append(
        Finding(
          text, file: table.path, line: location?.line, column: location?.column, language: table.lproj,
          table: table.table, key: key))
    }
    return findings.inOrderAdded()
  }
}
