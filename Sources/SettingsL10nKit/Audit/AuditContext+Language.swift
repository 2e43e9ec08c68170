import BundleIO
import ByteCore
import Findings
import Foundation
import L10nRules

extension AuditContext {
  /// Completes one folder's audit from the audits of its table files: appends their findings and
  /// those of the tables the pages use that it lacks to `findings`; returns its coverage (nil for
  /// Base). `holders` names, for each table and use the development table lacks, the other
  /// folders whose table has it.
  func audit(
    _ lproj: Lproj, tables: [TableAudit], holders: [String: [Int: [Int]]], textKeys: [String: [TextKeyUse]],
    audited: [Lproj], shownAsWritten: [String: Set<Int>], into findings: inout [Finding]
  ) -> LanguageCoverage? {
    for table in tables { findings += table.findings }
    let isDevelopment = isDevelopment(lproj)
    let translates = !isDevelopment && !lproj.isBase
    var requiredCount = 0
    var translated = tables.reduce(0) { $0 + $1.translated }
    var untranslated = tables.reduce(0) { $0 + $1.untranslated }
    let stale = tables.reduce(0) { $0 + $1.stale }
    let read = Set(tables.filter(\.isRead).map(\.table))

    for name in requiredNames {
      guard let table = required[name] else { continue }
      // Only keys the development table has are required: one it lacks shows as written in
      // every language and is reported once (not-in-development-table), not as each one's gap.
      requiredCount += table.reference.count
      if isDevelopment {
        findings += notInDevelopmentTable(
          table, lproj: lproj, holders: holders[name] ?? [:], textKeys: Set((textKeys[name] ?? []).map(\.use)),
          audited: audited, shownAsWritten: shownAsWritten[name] ?? [])
        if bundle.table(name, in: lproj.name)?.document.loadsOnDevice == true { translated += table.reference.count }
      } else if translates, !read.contains(name), !table.reference.isEmpty {
        if readsDevelopmentText(table, lproj: lproj) {
          translated += table.reference.count
        } else {
          findings.append(missingTable(table, lproj: lproj))
        }
      }
      let gaps = textKeyGaps(
        table, lproj: lproj, textKeys: textKeys[name] ?? [], audited: audited, tableRead: read.contains(name),
        keptAsWritten: Set(tables.first { $0.table == name }?.keepsAsWritten ?? []), into: &findings)
      requiredCount += gaps.required
      translated += gaps.translated
      untranslated += gaps.untranslated
    }

    // Base is a language of its own only when it is the development language (a Base-only bundle).
    guard !lproj.isBase || isDevelopment else { return nil }
    return LanguageCoverage(
      lproj: lproj.name, locale: lproj.locale?.canonical ?? lproj.name, isDevelopment: isDevelopment,
      required: requiredCount, translated: translated, untranslated: untranslated, stale: stale)
  }

  /// Required keys the development table lacks, each where a page first uses it, naming the
  /// languages that translate it anyway and those that show it as written. `holders` gives,
  /// for each such use, the folders (indices in `audited`) whose table has the key. A key that
  /// needs no translation (`15`, `1.5x`, `H.264`) reads right as written: not reported, nor is
  /// text no language has in a table keyed by identifiers (`RequiredTable.isLiteral`), nor a
  /// key every translating language has (no user sees it untranslated), nor text languages keep
  /// as written and none translates (`shownAsWritten`, uses of `table`).
  func notInDevelopmentTable(
    _ table: RequiredTable, lproj: Lproj, holders: [Int: [Int]], textKeys: Set<Int>, audited: [Lproj],
    shownAsWritten: Set<Int>
  ) -> [Finding] {
    let path = lproj.path(ofTable: table.name)
    let others = audited.indices.filter { !isDevelopment(audited[$0]) && !audited[$0].isBase }
    // A key written as text that a language translates is each lacking language's gap instead; page
    // text a table keyed by identifiers leaves to no language is shown as written on purpose.
    let keyedByIdentifiers = table.isKeyedByIdentifiers
    let reported = table.uses.indices.filter {
      table.referenceOfUse[$0] < 0 && developmentTableNeeds(table, use: $0, shownAsWritten: shownAsWritten)
        && !textKeys.contains($0)
        && !table.isLiteral($0, holders: holders[$0], keyedByIdentifiers: keyedByIdentifiers)
    }
    return reported.compactMap { index in
      let use = table.uses[index]
      let reason =
        table.development == nil ? "\(lproj.folderName) has no \(table.name).strings" : "it is not in \(path)"
      var holds = [Bool](repeating: false, count: audited.count)
      for holder in holders[index] ?? [] { holds[holder] = true }
      let having = (holders[index] ?? []).map { audited[$0].name }
      let lacking = others.filter { !holds[$0] }
      // Every translating language has it and the development language shows its own text:
      // no user sees a string left untranslated.
      if !having.isEmpty, lacking.allSatisfy({ !comparesValues(of: audited[$0]) }) { return nil }
      let raw = [lproj.name] + lacking.map { audited[$0].name }
      var shown = "\(AuditMessage.languages(raw)) show\(raw.count == 1 ? "s" : "") it as written in the page"
      if !having.isEmpty { shown += "; \(AuditMessage.languages(having)) translate\(having.count == 1 ? "s" : "") it" }
      return Finding(
        .notInDevelopmentTable(
          quoted: MessageText.quoted(use.key), field: "\(use.field)", reason: reason, shown: shown),
        file: use.file, line: use.line, column: use.column, page: use.page, language: lproj.name, table: table.name,
        key: use.key, specifierIndex: use.specifierIndex)
    }
  }

  /// True when the development table must hold the key of `table`'s use `index`: the one rule
  /// behind `not-in-development-table` and what `extract` writes. A key that reads right as
  /// written (`15`, `F1`, `H.264`), a `doNotTranslate` key, a looked-up value and text the
  /// languages keep as written (`shownAsWritten`, from `shownAsWritten(_:)`) are shown as
  /// written, as meant.
  func developmentTableNeeds(_ table: RequiredTable, use index: Int, shownAsWritten: Set<Int>) -> Bool {
    !table.isExempt[index] && UntranslatedRule.needsTranslation(table.uses[index].key)
      && !shownAsWritten.contains(index)
  }

  /// True when `lproj`, a variant of the development language (`en-GB` of `en`) lacking `table`,
  /// falls back to a table of its own language: its users read the development text, which is
  /// theirs, so nothing is missing.
  func readsDevelopmentText(_ table: RequiredTable, lproj: Lproj) -> Bool {
    guard isDevelopmentVariant(lproj) else { return false }
    let chain = bundle.matcher.chain(from: lproj)
    guard let fallback = bundle.matcher.lproj(forTable: table.name, in: chain) else { return false }
    return isDevelopmentVariant(fallback)
  }

  /// A table the pages use that the folder lacks: one finding listing its keys.
  func missingTable(_ table: RequiredTable, lproj: Lproj) -> Finding {
    let keys = table.reference.map(\.key)
    let chain = bundle.matcher.chain(from: lproj)
    let fallback = bundle.matcher.lproj(forTable: table.name, in: chain).map {
      "\($0.folderName)/\(table.name).strings"
    }
    let shown = fallback.map { "\(readerName) shows \($0) instead" } ?? "\(readerName) shows the raw keys"
    return Finding(
      .missingTable(table.name, count: keys.count, keys: AuditMessage.list(keys), shown: shown),
      file: lproj.path(ofTable: table.name), language: lproj.name, table: table.name)
  }
}

/// Pieces of the audit's messages.
enum AuditMessage {
  /// The first keys of a list, then how many more.
  static func list(_ keys: [String], limit: Int = 5) -> String {
    var shown = MessageText()
    for (index, key) in keys.prefix(limit).enumerated() {
      if index > 0 { shown.add(", ") }
      shown.quote(key)
    }
    return more(shown, total: keys.count, limit: limit)
  }

  /// Folder names, the first eight, then how many more.
  static func languages(_ names: [String], limit: Int = 8) -> String {
    var shown = MessageText()
    for (index, name) in names.prefix(limit).enumerated() {
      if index > 0 { shown.add(", ") }
      shown.add(name)
    }
    return more(shown, total: names.count, limit: limit)
  }

  /// The items shown, and ` and N more` when `total` passes `limit`.
  private static func more(_ shown: consuming MessageText, total: Int, limit: Int) -> String {
    if total > limit {
      shown.add(" and ")
      shown.add(total - limit)
      shown.add(" more")
    }
    return shown.text
  }

  /// `1 key`, `3 keys` (the kit's one plural, `count(_:_:)`).
  static func count(_ n: Int, _ noun: String) -> String { Findings.count(n, noun) }

  /// Appended to a table's first syntax error.
  static func doesNotLoad(_ loaded: LoadedTable, reader: String) -> String {
    "; \(reader) loads nothing from this file, so every \(loaded.table) string shows its raw key in \(loaded.lproj)"
  }
}
