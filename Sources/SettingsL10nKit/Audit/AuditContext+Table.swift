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
  /// Keys no page file uses.
  var stale = 0
  /// Indexes in `RequiredTable.uses` of required keys the development table lacks and this one has.
  var translatesWithoutReference: [Int] = []
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
    // Built on the first missing key only: the table's keys by their look (invisible characters
    // and edge spaces removed), to say when a missing key is there in another spelling.
    var lookalikes: Lookalikes?
    for (use, found) in positions.enumerated() {
      if found >= 0 { used[found] = true }
      let reference = table.referenceOfUse[use]
      if reference < 0, found >= 0, loaded.document.loadsOnDevice, !table.isExempt[use] {
        // The development table lacks the key, yet this language shows its own text.
        result.translatesWithoutReference.append(use)
        if translates { result.translated += 1 }
        continue
      }
      guard reference >= 0, compares else { continue }
      guard found >= 0 else {
        if lookalikes == nil { lookalikes = Self.lookalikes(of: effective) }
        let key = table.reference[reference].key
        let twin = lookalikes?.twin(of: key)
        result.findings.append(missingKey(table.reference[reference], table: table, in: loaded, lookalike: twin))
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
      if translates {
        let shape = table.references.shapes[reference]
        let shortTitle = table.isShortTitle[use]
        let cleared = effective.withPlainValueBytes(at: found) { plain -> Bool in
          plain.map { shape.clears($0, shortTitle: shortTitle) } ?? false
        }
        if !cleared, !shape.isBlank, case .string(let got) = effective.value(at: found) {
          result.findings += shapeFindings(effective.entry(at: found), got: got, reference: shape, shortTitle: shortTitle, in: loaded)
        }
      }
    }
    // Keys other pages or fields use (an .inApp page without --iask) are not stale either.
    if let alsoUsed = table.alsoUsedKeys {
      for found in effective.positions(of: alsoUsed) where found >= 0 { used[found] = true }
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
      // Rare: map each duplicate's position back to its entry, so the finding carries its key.
      var keyAt: [Int: String] = [:]
      for entry in loaded.document.entries { keyAt[entry.keyRange.lowerBound] = entry.key }
      for diagnostic in loaded.document.lint() where diagnostic.id == AuditID.duplicateKey {
        var finding = base(loaded, id: AuditID.duplicateKey, severity: .warning, message: diagnostic.message)
          .located(at: diagnostic.location)
        finding.key = diagnostic.location.flatMap { keyAt[$0.offset] }
        findings.append(finding)
      }
    }
    let effective = loaded.effective
    for position in 0..<effective.count {
      // Most values start with a printable ASCII byte: neither empty nor blank, without decoding.
      let looks = effective.withPlainValueBytes(at: position) { plain -> ValueLook in
        guard let plain else { return .maybeBlank }
        return ValueLook.of(plain)
      }
      guard looks != .text else { continue }
      let entry = effective.entry(at: position)
      guard !entry.key.isEmpty, case .string(let text) = entry.value else { continue }
      if text.isEmpty {
        findings.append(
          about(entry, in: loaded, id: AuditID.emptyValue, severity: .warning, message: emptyMessage(entry.key, table: loaded.table)))
      } else if text.allSatisfy(\.isWhitespace) {
        findings.append(
          about(
            entry, in: loaded, id: AuditID.whitespaceMismatch, severity: .warning,
            message: "the value of \(AuditMessage.quote(entry.key)) is only whitespace (\(Whitespace.describe(text[...])))"))
      }
    }
    return findings
  }

  /// Whitespace and length of a translation against its development value (`shape`).
  func shapeFindings(
    _ entry: StringsEntry, got: String, reference shape: TextShape, shortTitle: Bool, in loaded: LoadedTable
  ) -> [Finding] {
    let mine = TextShape(got)
    guard !got.isEmpty, !mine.isBlank else { return [] }
    var findings: [Finding] = []
    if let difference = mine.whitespaceDifference(from: shape) {
      findings.append(
        about(
          entry, in: loaded, id: AuditID.whitespaceMismatch, severity: .warning,
          message: "\(AuditMessage.quote(entry.key)): the translation \(difference)"))
    }
    if mine.length > shape.lengthLimit(shortTitle: shortTitle) {
      let message =
        shortTitle
        ? "\(AuditMessage.quote(entry.key)) (a short title): the translation has \(mine.length) characters, more than the "
          + "development value's \(shape.length); a short title is shown beside the row's title, where space is short"
        : "\(AuditMessage.quote(entry.key)): the translation has \(mine.length) characters, over twice the development "
          + "value's \(shape.length); check that it is the right text and that it fits"
      findings.append(about(entry, in: loaded, id: AuditID.tooLong, severity: .note, message: message))
    }
    return findings
  }

  /// What an empty value means: a blank label only where a page shows the key.
  func emptyMessage(_ key: String, table: String) -> String {
    let quoted = "the value of \(AuditMessage.quote(key)) is empty"
    let exact = ExactKey(key)
    guard let required = required[table] else { return quoted + " (no reachable page uses table \(table))" }
    if required.uses.contains(where: { ExactKey($0.key) == exact }) {
      return quoted + ": \(readerName) shows a blank label"
    }
    if required.alsoUsed.contains(exact) {
      return quoted + ": a page \(readerName) does not show uses it, and would show a blank label"
    }
    return quoted + " (no page uses the key)"
  }

  /// The app whose view of the pages decides what is required.
  var readerName: String { bundle.walk.options.iaskTableConvention ? "InAppSettingsKit" : "the Settings app" }

  /// Reports the keys of a used table that no page file of the bundle uses; returns how many.
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
          message: "\(AuditMessage.quote(entry.key)) is not used by any page of the bundle with table \(table.name)"))
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
  func missingKey(_ reference: StringsEntry, table: RequiredTable, in loaded: LoadedTable, lookalike: String? = nil) -> Finding {
    var where_ = ""
    if let development = table.development, let location = development.location(of: reference) {
      where_ = " (\(development.path):\(location.line) has it)"
    }
    if let lookalike {
      where_ += "; \(loaded.path) has \(AuditMessage.quote(lookalike)), which looks the same but is another key"
    }
    var finding = base(
      loaded, id: AuditID.missingKey, severity: .error,
      message: "\(AuditMessage.quote(reference.key)) is missing: \(readerName) shows the raw key\(where_)")
    finding.key = reference.key
    return finding
  }

  /// A key as it looks: without characters that print as nothing and without edge spaces.
  static func look(of key: String) -> String {
    guard mayLookOtherwise(key) else { return key }
    let scalars = key.unicodeScalars.filter { !ReportText.printsAsNothing($0) }
    return String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
  }

  /// False when a key certainly looks as it is spelled: ASCII (every invisible character is
  /// beyond it) with no space or tab at either edge. Almost every key is such, so the check
  /// keeps the look of a table's keys from costing a Unicode walk each.
  static func mayLookOtherwise(_ key: String) -> Bool {
    var key = key
    return key.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      if first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 { return true }
      return bytes.contains { $0 >= 0x80 }
    }
  }

  /// The keys of a table by their look, for telling a missing key from one spelled invisibly otherwise.
  /// Keys that look as they are spelled stand for themselves and are found by a lookup in the
  /// table, so only the others are kept; each look keeps its first key in table order.
  static func lookalikes(of table: StringsTable) -> Lookalikes {
    var byLook: [String: (key: String, position: Int)] = [:]
    for position in 0..<table.count {
      let key = table.key(at: position)
      guard mayLookOtherwise(key) else { continue }
      let look = look(of: key)
      if byLook[look] == nil { byLook[look] = (key, position) }
    }
    return Lookalikes(table: table, byLook: byLook)
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
  func about(
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

/// The keys of a table that look alike once invisible characters and edge spaces are dropped.
struct Lookalikes {
  let table: StringsTable
  let byLook: [String: (key: String, position: Int)]

  /// The first key of the table (in table order) that looks like `key` but is spelled otherwise.
  func twin(of key: String) -> String? {
    let look = AuditContext.look(of: key)
    var best = byLook[look]
    if let position = table.position(of: look), position < best?.position ?? .max { best = (look, position) }
    guard let found = best, found.key != key else { return nil }
    return found.key
  }
}
