import Foundation

/// What auditing one table file of a folder gave.
struct TableAudit: Sendable {
  /// The table's name.
  var table: String
  /// False when the file could not be read (a finding says why).
  var isRead: Bool
  var findings: [Finding]
  /// Required keys the table translates (counted for translating folders only).
  var translated = 0
  /// Keys no reachable page uses.
  var stale = 0
}

extension AuditContext {
  /// Reads one table file of a folder (unless loading parsed it already) and audits it; the
  /// file is let go when this returns, so a bundle streams through in little memory.
  func auditTable(_ name: String, of lproj: Lproj) -> TableAudit {
    switch bundle.readTable(name, in: lproj.name) {
    case .failure(let failure):
      return TableAudit(table: name, isRead: false, findings: failure.finding.map { [$0] } ?? [])
    case .success(let loaded):
      return audit(loaded, of: lproj)
    }
  }

  /// Audits a parsed table file: its own problems, then every key the pages use from it.
  func audit(_ loaded: LoadedTable, of lproj: Lproj) -> TableAudit {
    var result = TableAudit(table: loaded.table, isRead: true, findings: fileFindings(loaded))
    guard let table = required[loaded.table] else {
      result.findings.append(orphanTable(loaded))
      return result
    }
    let translates = !isDevelopment(lproj) && !lproj.isBase
    let checksValues = translates && !isDevelopmentVariant(lproj)
    // A table that does not load was reported once as syntax-error; its keys are not repeated.
    let compares = translates && loaded.document.loadsOnDevice
    let effective = loaded.effective
    // Look up every key the pages use: what is left over is stale.
    let positions = effective.positions(of: table.useKeys)
    var used = [Bool](repeating: false, count: effective.count)
    for (use, found) in positions.enumerated() {
      if found >= 0 { used[found] = true }
      let reference = table.referenceOfUse[use]
      guard reference >= 0, compares else { continue }
      guard found >= 0 else {
        result.findings.append(missingKey(table.reference[reference], table: table, in: loaded))
        continue
      }
      result.translated += 1
      let comparison = table.references.compare(effective, at: found, with: reference)
      if checksValues, comparison.equal, let finding = untranslated(effective.entry(at: found), in: loaded) {
        result.findings.append(finding)
      }
      if comparison.mayHaveSpecifiers, case .string(let want) = table.references.values[reference],
        case .string(let got) = effective.value(at: found),
        let finding = formatMismatch(effective.entry(at: found), want: want, got: got, in: loaded)
      {
        result.findings.append(finding)
      }
    }
    result.stale = staleKeys(used: used, in: loaded, table: table, into: &result.findings)
    return result
  }

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
    for position in 0..<effective.count {
      // Only an empty string is empty: a value with bytes in the file is not (without decoding it).
      let empty = effective.withPlainValueBytes(at: position) { plain in
        plain.map { $0.isEmpty } ?? (effective.value(at: position) == .string(""))
      }
      guard empty else { continue }
      let entry = effective.entry(at: position)
      guard !entry.key.isEmpty else { continue }
      findings.append(
        about(
          entry, in: loaded, id: AuditID.emptyValue, severity: .warning,
          message: "the value of \(AuditMessage.quote(entry.key)) is empty: the Settings app shows a blank label"))
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
      findings.append(
        about(
          entry, in: loaded, id: AuditID.staleKey, severity: .warning,
          message: "\(AuditMessage.quote(entry.key)) is not used by any reachable page with table \(table.name)"))
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
    guard case .string(let text) = entry.value, UntranslatedRule.hasLetters(text) else { return nil }
    return about(
      entry, in: loaded, id: AuditID.untranslated, severity: .warning,
      message: "\(AuditMessage.quote(entry.key)) has the development language's value \(AuditMessage.quote(text))")
  }

  /// printf specifiers of a translation that do not read the development value's arguments.
  func formatMismatch(_ entry: StringsEntry, want: String, got: String, in loaded: LoadedTable) -> Finding? {
    guard let reason = FormatSpecifiers(want).mismatch(in: FormatSpecifiers(got)) else { return nil }
    return about(
      entry, in: loaded, id: AuditID.formatMismatch, severity: .error,
      message: "\(AuditMessage.quote(entry.key)): \(reason) (\(AuditMessage.quote(got)) vs \(AuditMessage.quote(want)))")
  }

  /// A finding about an entry of a table file: its key, at the key's position.
  private func about(
    _ entry: StringsEntry, in loaded: LoadedTable, id: DiagnosticID, severity: Severity, message: String
  ) -> Finding {
    var finding = base(loaded, id: id, severity: severity, message: message)
    finding.key = entry.key
    return finding.located(at: loaded.location(of: entry))
  }

  /// A finding about a table file, without a position.
  private func base(_ loaded: LoadedTable, id: DiagnosticID, severity: Severity, message: String) -> Finding {
    Finding(id: id, severity: severity, message: message, file: loaded.path, language: loaded.lproj, table: loaded.table)
  }
}
