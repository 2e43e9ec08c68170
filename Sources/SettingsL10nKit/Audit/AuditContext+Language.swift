import Foundation

extension AuditContext {
  /// Completes one folder's audit from the audits of its table files: appends their findings and
  /// those of the tables the pages use that it lacks to `findings`; returns its coverage (nil for Base).
  func audit(_ lproj: Lproj, tables: [TableAudit], into findings: inout [Finding]) -> LanguageCoverage? {
    for table in tables { findings += table.findings }
    let isDevelopment = isDevelopment(lproj)
    let translates = !isDevelopment && !lproj.isBase
    var requiredCount = 0
    var translated = tables.reduce(0) { $0 + $1.translated }
    let stale = tables.reduce(0) { $0 + $1.stale }
    let read = Set(tables.filter(\.isRead).map(\.table))

    for name in requiredNames {
      guard let table = required[name] else { continue }
      requiredCount += table.reference.count
      if isDevelopment {
        findings += notInDevelopmentTable(table, lproj: lproj)
        if bundle.table(name, in: lproj.name)?.document.loadsOnDevice == true { translated += table.reference.count }
      } else if translates, !read.contains(name), !table.reference.isEmpty {
        findings.append(missingTable(table, lproj: lproj))
      }
    }

    guard !lproj.isBase else { return nil }
    return LanguageCoverage(
      lproj: lproj.name, locale: lproj.locale?.canonical ?? lproj.name, isDevelopment: isDevelopment,
      required: requiredCount, translated: translated, stale: stale)
  }

  /// Required keys the development table lacks, each where a page first uses it.
  func notInDevelopmentTable(_ table: RequiredTable, lproj: Lproj) -> [Finding] {
    let path = lproj.path(ofTable: table.name)
    let development = table.development?.effective
    return table.uses.filter { development?.contains($0.key) != true && !isExempt($0.key) }.map { use in
      let reason = table.development == nil ? "\(lproj.folderName) has no \(table.name).strings" : "it is not in \(path)"
      return Finding(
        id: AuditID.notInDevelopmentTable, severity: .warning,
        message: "\(AuditMessage.quote(use.key)) (\(use.field)) is shown as is: \(reason), so no language is asked to translate it",
        file: use.file, line: use.line, column: use.column, page: use.page, language: lproj.name, table: table.name,
        key: use.key, specifierIndex: use.specifierIndex)
    }
  }

  /// A table the pages use that the folder lacks: one finding listing its keys.
  func missingTable(_ table: RequiredTable, lproj: Lproj) -> Finding {
    let keys = table.reference.map(\.key)
    let chain = bundle.matcher.chain(from: lproj)
    let fallback = bundle.matcher.lproj(forTable: table.name, in: chain).map { "\($0.folderName)/\(table.name).strings" }
    let shown = fallback.map { "the Settings app shows \($0) instead" } ?? "the Settings app shows the raw keys"
    return Finding(
      id: AuditID.missingTable, severity: .error,
      message: "\(table.name).strings is missing: \(AuditMessage.count(keys.count, "key")) untranslated "
        + "(\(AuditMessage.list(keys))); \(shown)",
      file: lproj.path(ofTable: table.name), language: lproj.name, table: table.name)
  }
}

/// Pieces of the audit's messages.
enum AuditMessage {
  /// A key or value in quotes, shortened past 60 characters (the finding's `key` keeps it whole).
  static func quote(_ text: String) -> String {
    let short = text.utf8.count > 60 && text.count > 60 ? String(text.prefix(57)) + "…" : text
    return "\"" + ReportText.escapingControls(short, quotes: true) + "\""
  }

  /// The first keys of a list, then how many more.
  static func list(_ keys: [String], limit: Int = 5) -> String {
    let shown = keys.prefix(limit).map(quote).joined(separator: ", ")
    return keys.count > limit ? "\(shown) and \(keys.count - limit) more" : shown
  }

  /// `1 key`, `3 keys`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// Appended to a table's first syntax error.
  static func doesNotLoad(_ loaded: LoadedTable) -> String {
    "; the Settings app loads nothing from this file, so every \(loaded.table) string shows its raw key in \(loaded.lproj)"
  }
}
