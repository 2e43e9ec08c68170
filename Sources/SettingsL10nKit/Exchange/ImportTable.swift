import BundleIO
import ByteCore
import SettingsSchema
import StringsFormat

/// What `import` reports about one `<file>` (one table of one input): its findings and
/// refusals, in the order its units come.
struct ImportSlot {
  var findings: [Finding] = []
  var refusals: [Finding] = []
}

/// Every `<file>` whose targets go to one table of one folder, in the order given.
///
/// Two such groups never touch the same table, and conflicts between targets are only looked
/// for within one table, so each group is planned on its own (concurrently with the others).
struct TableImport {
  /// A `<file>` of an input, and the slot its findings go to.
  struct Part {
    var slot: Int
    var path: String
    var file: TranslationFile
  }

  /// What planning a group gives: the editor, the targets written (by key), each part's
  /// findings, and how many units are for a key the pages use (with a target or not).
  struct Planned {
    var editor: TableEditor
    var written: [ExactKey: Written]
    var slots: [(index: Int, slot: ImportSlot)]
    var matched = 0
    /// By input path, how many targets were unfinished work (written only when accepted).
    var unfinished: [String: Int] = [:]
  }

  let lproj: String
  let table: String
  /// The development language's table.
  let source: LoadedTable
  var parts: [Part] = []

  /// Plans the targets of every part into the table, in order: a unit is written when its
  /// state lets it be (`TranslationState.isWritten`), its target is non-empty and its source
  /// still equals the development value; a second target for a key is a conflict when it
  /// differs from the first.
  func plan(
    _ bundle: LocalizedBundle, context: ImportContext, bundleRoot: String?
  ) -> Planned {
    var editor = TableEditor(bundle: bundle, lproj: lproj, table: table, bundleRoot: bundleRoot)
    var written: [ExactKey: Written] = Dictionary(minimumCapacity: parts.first?.file.units.count ?? 0)
    var slots: [(index: Int, slot: ImportSlot)] = []
    var matched = 0
    var unfinished: [String: Int] = [:]
    let accepting = context.options.acceptUnfinished
    // The language's table, unwrapped once: a table inside an optional is copied at every use.
    let current = editor.existing?.effective
    let currentTable = current ?? source.effective
    let hasCurrentTable = current != nil
    let sourceTable = source.effective
    let comparesUntranslated = ImportChecks.comparesUntranslated(bundle, lproj: lproj)
    let folder = bundle.localizations.lproj(named: lproj)
    let usedKeys = context.uses.usedKeys(table: table)
    let checks = context.checks
    let developmentKeys = context.developmentKeys(table)
    for part in parts {
      var slot = ImportSlot()
      let path = part.path
      // A String Catalog holds every language: its findings name the one they are about.
      let language = part.file.targetNamesFolder ? " for \(lproj).lproj" : ""
      for unit in part.file.units {
        func finding(_ text: FindingText) -> Finding {
          Finding(
            .aboutUnit(quoted: unit.key.quotedLiteral, language: language, text), file: path,
            line: unit.location?.line, column: unit.location?.column, language: lproj, table: table, key: unit.key)
        }
        guard let target = unit.target else {
          if usedKeys.contains(unit.key) { matched += 1 }
          continue
        }
        if let why = unit.unwritable {
          if usedKeys.contains(unit.key) { matched += 1 }
          slot.findings.append(finding(.unitNotImportable(why)))
          continue
        }
        let isUnfinished = unit.state.isUnfinished(target: target, source: unit.source)
        if isUnfinished, usedKeys.contains(unit.key) { unfinished[path, default: 0] += 1 }
        guard unit.state.isWritten(target: target, source: unit.source, acceptingUnfinished: accepting) else {
          if usedKeys.contains(unit.key) { matched += 1 }
          if isUnfinished {
            // Counted: one warning per input says how many were left out.
          } else if unit.state == .copied, hasCurrentTable, let existing = currentTable.position(of: unit.key),
            !currentTable.hasValue(target, at: existing)
          {
            slot.findings.append(
              finding(.stateNotImported(copyKept: ())))
          }
          continue
        }
        let key = ExactKey(unit.key)
        let development: DevelopmentKey
        if let known = developmentKeys[key] {
          development = known
        } else {
          development = DevelopmentKey(unit.key, usedKeys: usedKeys, table: sourceTable, named: table, checks: checks)
          developmentKeys[key] = development
        }
        let position: Int
        let prepared: ImportChecks.Development
        switch development {
        case .unused:
          slot.findings.append(finding(.staleUnit()))
          continue
        case .missing:
          matched += 1
          slot.findings.append(
            finding(.sourceChanged(keyGone: ())))
          continue
        case .present(let at, let found):
          matched += 1
          position = at
          prepared = found
        }
        let value = prepared.value
        // Compared byte for byte (as keys are), not by Unicode equivalence.
        guard ExactKey(unit.source) == ExactKey(value) else {
          slot.findings.append(
            finding(.sourceChanged(value: value.quotedLiteral)))
          continue
        }
        guard !target.isEmpty || value.isEmpty else {
          slot.findings.append(finding(.emptyTarget()))
          continue
        }
        for text in checks.check(prepared, target: target, comparesUntranslated: comparesUntranslated, in: folder) {
          slot.findings.append(finding(text))
        }
        if let previous = written[key] {
          if ExactKey(previous.value) != ExactKey(target) {
            slot.refusals.append(
              Finding(
                .conflictingTargets(
                  quoted: unit.key.quotedLiteral, file: "\(lproj).lproj/\(table).strings", previous: previous.origin),
                file: path, line: unit.location?.line, column: unit.location?.column, language: lproj, table: table,
                key: unit.key))
          }
          continue
        }
        written[key] = Written(value: target, path: path, location: unit.location)
        if hasCurrentTable, let existing = currentTable.position(of: unit.key) {
          if !currentTable.hasValue(target, at: existing) {
            editor.set(unit.key, value: target)
            if unit.state == .needsReview {
              let replaced = currentTable.value(at: existing).string.map { " \($0.quotedLiteral)" } ?? ""
              slot.findings.append(
                finding(.needsReviewImported(replaced: replaced)))
            }
          }
        } else {
          editor.add(unit.key, value: target, comment: sourceTable.entry(at: position).comment)
        }
      }
      slots.append((part.slot, slot))
    }
    return Planned(editor: editor, written: written, slots: slots, matched: matched, unfinished: unfinished)
  }
}

/// What every table's planning shares, read only (but for the caches of development keys).
struct ImportContext {
  let uses: StringUses
  let checks: ImportChecks
  let options: ImportOptions
  /// One cache per development table, made before the tables are planned.
  let developmentKeys: [String: DevelopmentKeys]

  /// The cache of a development table's keys.
  func developmentKeys(_ table: String) -> DevelopmentKeys { developmentKeys[table] ?? DevelopmentKeys() }
}

/// What a development table's keys are, found for the first folder that imports the key and
/// reused by every other (folders are planned concurrently, hence the lock).
final class DevelopmentKeys: Sendable {
  private let found = Locked<[ExactKey: DevelopmentKey]>([:])

  /// The key as found, nil until some folder found it. Two folders may both find it first: they
  /// find the same value, so either may store it.
  subscript(key: ExactKey) -> DevelopmentKey? {
    get { found.withLock { $0[key] } }
    set { found.withLock { $0[key] = newValue } }
  }
}

/// A target `import` writes, and the unit it came from (named only if another unit conflicts).
struct Written {
  var value: String
  var path: String
  var location: SourceLocation?

  /// `file:line:col`, or the file alone.
  var origin: String { "\(path)\(location.map { ":\($0)" } ?? "")" }
}

/// A key of a development table as `import` meets it: no page uses it, the table lacks it (or
/// its value is not text), or its position and value prepared for the checks.
enum DevelopmentKey: Sendable {
  case unused
  case missing
  case present(position: Int, ImportChecks.Development)

  init(_ key: String, usedKeys: StringUses.UsedKeys, table: StringsTable, named name: String, checks: ImportChecks) {
    guard usedKeys.contains(key) else {
      self = .unused
      return
    }
    // Positions, not whole entries: the comment is read only for a key the language lacks.
    guard let position = table.position(of: key), let value = table.value(at: position).string else {
      self = .missing
      return
    }
    self = .present(position: position, checks.development(key: key, table: name, value: value))
  }
}
