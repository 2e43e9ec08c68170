import Foundation

extension AuditContext {
  /// Audits one folder: each of its table files once (each entry decoded once), then the
  /// tables the pages use that it lacks.
  func audit(_ lproj: Lproj) -> LanguageAudit {
    var findings: [Finding] = []
    let isDevelopment = isDevelopment(lproj)
    let translates = !isDevelopment && !lproj.isBase
    let checksValues = translates && !isDevelopmentVariant(lproj)
    var requiredCount = 0
    var translated = 0
    var stale = 0

    for name in lproj.tables.sorted() {
      guard let loaded = bundle.table(name, in: lproj.name) else { continue }
      let effective = loaded.effective
      findings += fileFindings(loaded)
      guard let table = required[name] else {
        findings.append(orphanTable(loaded))
        continue
      }
      // Look up every key the pages use: what is left over is stale.
      var lookup = EntryLookup(table: effective)
      let compares = translates && loaded.document.loadsOnDevice
      let referenceOfUse = table.referenceOfUse
      let referenceValues = table.referenceValues
      let referenceHasSpecifiers = table.referenceHasSpecifiers
      for (use, key) in table.useKeys.enumerated() {
        let found = lookup.index(of: key)
        let reference = referenceOfUse[use]
        guard reference >= 0 else { continue }
        // A table that does not load was reported once as syntax-error; its keys are not repeated.
        guard compares else { continue }
        guard let found else {
          findings.append(missingKey(table.reference[reference], table: table, in: loaded))
          continue
        }
        translated += 1
        let value = effective.value(at: found)
        let referenceValue = referenceValues[reference]
        if checksValues, value == referenceValue, let finding = untranslated(effective.entry(at: found), in: loaded) {
          findings.append(finding)
        }
        if case .string(let got) = value, case .string(let want) = referenceValue,
          referenceHasSpecifiers[reference] || FormatSpecifiers.mayContainSpecifiers(got),
          let finding = formatMismatch(effective.entry(at: found), want: want, got: got, in: loaded)
        {
          findings.append(finding)
        }
      }
      stale += staleKeys(used: lookup.used, in: loaded, table: table, into: &findings)
    }

    for name in requiredNames {
      guard let table = required[name] else { continue }
      requiredCount += table.reference.count
      let loaded = bundle.table(name, in: lproj.name)
      if isDevelopment {
        findings += notInDevelopmentTable(table, lproj: lproj)
        if loaded?.document.loadsOnDevice == true { translated += table.reference.count }
      } else if translates, loaded == nil, !table.reference.isEmpty {
        findings.append(missingTable(table, lproj: lproj))
      }
    }

    let coverage =
      lproj.isBase
      ? nil
      : LanguageCoverage(
        lproj: lproj.name, locale: lproj.locale?.canonical ?? lproj.name, isDevelopment: isDevelopment,
        required: requiredCount, translated: translated, stale: stale)
    return LanguageAudit(findings: findings, coverage: coverage)
  }

  // MARK: Table files

  /// The parser's diagnostics (errors as `syntax-error`), duplicate keys and empty values of a file.
  func fileFindings(_ loaded: LoadedTable) -> [Finding] {
    var findings: [Finding] = []
    var firstError = true
    for diagnostic in loaded.document.diagnostics {
      var finding = base(loaded, id: diagnostic.id, severity: diagnostic.severity, message: diagnostic.message)
        .located(at: diagnostic.location)
      if diagnostic.severity == .error {
        finding.id = AuditID.syntaxError
        finding.message = "\(diagnostic.message) (\(diagnostic.id))"
        if firstError { finding.message += AuditMessage.doesNotLoad(loaded) }
        firstError = false
      }
      findings.append(finding)
    }
    let ignored = loaded.document.deviceStopOffset == nil ? 0 : loaded.document.entries.count { $0.isIgnoredOnDevice }
    if loaded.document.entries.count - ignored > loaded.effective.count {
      for diagnostic in loaded.document.lint() where diagnostic.id == AuditID.duplicateKey {
        findings.append(
          base(loaded, id: AuditID.duplicateKey, severity: .warning, message: diagnostic.message).located(at: diagnostic.location))
      }
    }
    let effective = loaded.effective
    for position in 0..<effective.count where effective.value(at: position) == .string("") {
      let entry = effective.entry(at: position)
      guard !entry.key.isEmpty else { continue }
      var finding = base(
        loaded, id: AuditID.emptyValue, severity: .warning,
        message: "the value of \(AuditMessage.quote(entry.key)) is empty: the Settings app shows a blank label")
      finding.key = entry.key
      findings.append(finding.located(at: loaded.location(of: entry)))
    }
    return findings
  }

  /// Reports the keys of a used table that no reachable page uses; returns how many.
  func staleKeys(
    used: [Bool], in loaded: LoadedTable, table: RequiredTable, into findings: inout [Finding]
  ) -> Int {
    var count = 0
    for position in used.indices where !used[position] {
      let entry = loaded.effective.entry(at: position)
      count += 1
      var finding = base(
        loaded, id: AuditID.staleKey, severity: .warning,
        message: "\(AuditMessage.quote(entry.key)) is not used by any reachable page with table \(table.name)")
      finding.key = entry.key
      findings.append(finding.located(at: loaded.location(of: entry)))
    }
    return count
  }

  /// A table file that no reachable page names.
  func orphanTable(_ loaded: LoadedTable) -> Finding {
    var message = "no reachable page uses table \(loaded.table); the Settings app never shows its strings"
    if pagesWithoutTable.contains(loaded.table), !bundle.walk.options.iaskTableConvention {
      message += " (page \(loaded.table).plist has no StringsTable; with --iask it uses this table, as InAppSettingsKit does)"
    }
    return base(loaded, id: AuditID.orphanTable, severity: .warning, message: message)
  }

  // MARK: Required tables

  /// Required keys the development table lacks, each where a page first uses it.
  func notInDevelopmentTable(_ table: RequiredTable, lproj: Lproj) -> [Finding] {
    let path = lproj.path(ofTable: table.name)
    let development = table.development?.effective
    return table.uses.filter { development?.contains($0.key) != true }.map { use in
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

  /// A required key the development table has and this one lacks.
  func missingKey(_ reference: StringsEntry, table: RequiredTable, in loaded: LoadedTable) -> Finding {
    var where_ = ""
    if let development = table.development, let location = development.location(of: reference) {
      where_ = " (\(development.path):\(location.line) has it)"
    }
    var finding = base(
      loaded, id: AuditID.missingKey, severity: .error,
      message: "\(AuditMessage.quote(reference.key)) is missing: the Settings app shows the raw key\(where_)")
    finding.key = reference.key
    return finding
  }

  /// A translation equal to the development value (which has letters).
  func untranslated(_ entry: StringsEntry, in loaded: LoadedTable) -> Finding? {
    guard case .string(let text) = entry.value,
      text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
    else { return nil }
    var finding = base(
      loaded, id: AuditID.untranslated, severity: .warning,
      message: "\(AuditMessage.quote(entry.key)) has the development language's value \(AuditMessage.quote(text))")
    finding.key = entry.key
    return finding.located(at: loaded.location(of: entry))
  }

  /// printf specifiers of a translation that do not read the development value's arguments.
  func formatMismatch(_ entry: StringsEntry, want: String, got: String, in loaded: LoadedTable) -> Finding? {
    guard let reason = FormatSpecifiers(want).mismatch(in: FormatSpecifiers(got)) else { return nil }
    var finding = base(
      loaded, id: AuditID.formatMismatch, severity: .error,
      message: "\(AuditMessage.quote(entry.key)): \(reason) (\(AuditMessage.quote(got)) vs \(AuditMessage.quote(want)))")
    finding.key = entry.key
    return finding.located(at: loaded.location(of: entry))
  }

  /// A finding about a table file, without a position.
  private func base(_ loaded: LoadedTable, id: DiagnosticID, severity: Severity, message: String) -> Finding {
    Finding(id: id, severity: severity, message: message, file: loaded.path, language: loaded.lproj, table: loaded.table)
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

/// Finds keys in a table by position and marks those found: what is left unmarked is stale.
struct EntryLookup {
  let table: StringsTable
  /// Which positions a lookup found.
  var used: [Bool]

  init(table: StringsTable) {
    self.table = table
    used = Array(repeating: false, count: table.count)
  }

  /// The position of the winning entry of `key`, if the table has it.
  mutating func index(of key: String) -> Int? {
    guard let position = table.position(of: key) else { return nil }
    used[position] = true
    return position
  }
}

/// Exact comparison of strings by their UTF-8 bytes, as the device compares keys.
enum ExactText {
  static func equal(_ a: String, _ b: String) -> Bool {
    let fast = a.utf8.withContiguousStorageIfAvailable { pa in
      b.utf8.withContiguousStorageIfAvailable { pb -> Bool in
        guard pa.count == pb.count, let x = pa.baseAddress, let y = pb.baseAddress else { return pa.count == pb.count }
        return memcmp(x, y, pa.count) == 0
      }
    }
    if let fast, let result = fast { return result }
    return a.utf8.elementsEqual(b.utf8)
  }
}
