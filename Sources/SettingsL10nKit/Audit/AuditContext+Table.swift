import BundleIO
import ByteCore
import Findings
import Foundation
import L10nRules
import SettingsSchema

/// What auditing one table file of a folder gave.
struct TableAudit: Sendable {
  /// The table's name.
  var table: String
  /// False when the file could not be read (a finding says why).
  var isRead: Bool
  var findings: [Finding]
  /// Required keys the table translates (counted for translating folders only).
  var translated = 0
  /// Required keys the table has with the development value (`untranslated` findings): not translated.
  var untranslated = 0
  /// Keys no page file uses.
  var stale = 0
  /// Indexes in `RequiredTable.uses` of required keys the development table lacks and this one has.
  var translatesWithoutReference: [Int] = []
  /// Indexes in `RequiredTable.uses` of required keys the development table lacks and this one
  /// holds with a value equal to the key (`"Ctrl" = "Ctrl";`): kept as written.
  var keepsAsWritten: [Int] = []
  /// Development values to translate that the table was compared on (a language that is not a
  /// variant of the development language), for `UnchangedValues`.
  var compared = 0
  /// How many of them it keeps unchanged.
  var unchanged = 0
  /// Indexes in `RequiredTable.reference` of those it keeps unchanged that the data may call names.
  var nameCandidates: [Int] = []

  /// Counts one comparison of a value to translate for `UnchangedValues`' vote: whether the
  /// table keeps development value `reference` unchanged (`equal`).
  @inline(__always)
  mutating func countVote(equal: Bool, reference: Int, in references: ReferenceValues) {
    compared += 1
    guard equal else { return }
    unchanged += 1
    if references.mayBeName[reference] { nameCandidates.append(reference) }
  }
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
    var findings = TableFindings()
    var result = TableAudit(table: loaded.table, isRead: true, findings: [])
    fileFindings(loaded, into: &findings)
    if let table = required[loaded.table] {
      audit(loaded, against: table, of: lproj, into: &result, findings: &findings)
    } else if !isNamedAfterPageWithoutTable(loaded.table) {
      findings.append(orphanTable(loaded))
    }
    result.findings = findings.located(in: loaded.document.text)
    return result
  }

  /// Looks up every key the pages use from the table in a language's file: what is left over is stale.
  private func audit(
    _ loaded: LoadedTable, against table: RequiredTable, of lproj: Lproj,
    into result: inout TableAudit, findings: inout TableFindings
  ) {
    let translates = !isDevelopment(lproj) && !lproj.isBase
    let checksValues = comparesValues(of: lproj)
    // A table that does not load was reported once as syntax-error; its keys are not repeated.
    let compares = translates && loaded.document.loadsOnDevice
    let effective = loaded.effective
    let positions = effective.positions(of: table.useKeys)
    var used = [Bool](repeating: false, count: effective.count)
    // Built on the first missing key only: the table's keys by their look (invisible characters
    // and edge spaces removed), to say when a missing key is there in another spelling.
    var lookalikes: Lookalikes?
    // Read once here, not through the shared table on every use.
    let references = table.references
    let referenceOfUse = table.referenceOfUse
    let isShortTitle = table.isShortTitle
    // The file's text, read once: each value's bytes are asked about as a range of it.
    let text = effective.text
    // The words this language writes as English does: a copy of one of them is a translation.
    let sameWords = checksValues ? SameWords.words(for: lproj.locale) : nil
    for (use, found) in positions.enumerated() {
      if found >= 0 { used[found] = true }
      let reference = referenceOfUse[use]
      if reference < 0, found >= 0, loaded.document.loadsOnDevice, !table.isExempt[use] {
        // The development table lacks the key, yet this language shows its own text (a value
        // equal to the key, `Ctrl` for `Ctrl`, shows what every language shows: no translation).
        // Counted where the keys written as text are (`textKeyGaps`).
        if case .string(let value) = effective.value(at: found), !Self.copies(value, key: table.uses[use].key) {
          result.translatesWithoutReference.append(use)
        } else {
          result.keepsAsWritten.append(use)
        }
        continue
      }
      guard reference >= 0, compares else { continue }
      guard found >= 0 else {
        if findings.isFull(AuditID.missingKey) { continue }
        if lookalikes == nil { lookalikes = Self.lookalikes(of: effective) }
        let key = table.reference[reference].key
        let twin = lookalikes?.twin(of: key)
        let finding = missingKey(reference, table: table, in: loaded, lookalike: twin, message: &findings.message)
        findings.append(finding)
        continue
      }
      // The value's bytes in the file, when they are the value as it is: most checks need no more.
      let plain = effective.plainValueRange(at: found)
      let comparison = references.compare(plain, of: text, with: reference) { effective.value(at: found) }
      // A value check calls untranslated is a copy of the development text, not a translation:
      // coverage counts it apart, by the same rule (`dropNames` moves back the names).
      if checksValues, references.needsTranslation[reference] {
        result.countVote(equal: comparison.equal, reference: reference, in: references)
        if comparison.equal, !references.readsTheSame(reference, words: sameWords) {
          result.untranslated += 1
          if !findings.isFull(AuditID.untranslated) {
            let finding = untranslated(at: found, plain: plain, of: text, in: loaded, message: &findings.message)
            findings.append(finding, at: effective.keyOffset(at: found))
          }
        } else {
          result.translated += 1
        }
      } else {
        result.translated += 1
      }
      if comparison.mayHaveSpecifiers, case .string(let want) = references.values[reference],
        case .string(let got) = effective.value(at: found),
        let finding = formatMismatch(key: effective.key(at: found), want: want, got: got, in: loaded)
      {
        findings.append(finding, at: effective.keyOffset(at: found))
      }
      if translates {
        let bounds = references.bounds[reference]
        let shortTitle = isShortTitle[use]
        let cleared = plain.map { bounds.clears(text, $0, shortTitle: shortTitle) } ?? false
        if !cleared, !bounds.isBlank, case .string(let got) = effective.value(at: found) {
          let key = effective.key(at: found)
          for finding in shapeFindings(
            key: key, got: got, reference: references.shapes[reference], shortTitle: shortTitle, in: loaded)
          {
            findings.append(finding, at: effective.keyOffset(at: found))
          }
        }
      }
    }
    // The shown keys are looked up already; the rule adds the keys other pages or fields use.
    inUse.forEachStalePosition(in: effective, name: table.name, shown: used) { position in
      result.stale += 1
      staleKey(at: position, in: loaded, into: &findings)
    }
  }

  /// The parser's diagnostics (errors as `syntax-error`), duplicate keys and empty values of a file.
  private func fileFindings(_ loaded: LoadedTable, into findings: inout TableFindings) {
    var firstError = true
    for diagnostic in loaded.document.diagnostics {
      var text = FindingText(passingOn: diagnostic)
      if diagnostic.severity == .error {
        text = .syntaxError(
          diagnostic, consequence: firstError ? AuditMessage.doesNotLoad(loaded, reader: readerName) : "")
        firstError = false
      }
      findings.append(base(loaded, text).located(at: diagnostic.location))
    }
    let ignored = loaded.document.deviceStopOffset == nil ? 0 : loaded.document.entries.count { $0.isIgnoredOnDevice }
    if loaded.document.entries.count - ignored > loaded.effective.count {
      // Rare: map each duplicate's position back to its entry, so the finding carries its key.
      var keyAt: [Int: String] = [:]
      for entry in loaded.document.entries { keyAt[entry.keyRange.lowerBound] = entry.key }
      for diagnostic in loaded.document.lint() where diagnostic.id == AuditID.duplicateKey {
        var finding = base(loaded, FindingText(passingOn: diagnostic)).located(at: diagnostic.location)
        finding.key = diagnostic.location?.offset.flatMap { keyAt[$0] }
        findings.append(finding)
      }
    }
    let effective = loaded.effective
    let text = effective.text
    for position in 0..<effective.count {
      // Most values start with a letter or a printable ASCII byte: neither empty nor blank, without decoding.
      // A pattern, not `!=`: `Optional`'s `==` is generic and went through witness tables.
      if let range = effective.plainValueRange(at: position), case .text = ValueLook.of(text, range) { continue }
      guard case .string(let text) = effective.value(at: position) else { continue }
      let key = effective.key(at: position)
      guard !key.isEmpty else { continue }
      let offset = effective.keyOffset(at: position)
      if text.isEmpty {
        findings.append(
          about(key, in: loaded, emptyMessage(key, table: loaded.table)),
          at: offset)
      } else if text.allSatisfy(\.isWhitespace) {
        findings.append(
          about(
            key, in: loaded, .blankValue(quoted: MessageText.quoted(key), described: Whitespace.describe(text[...]))),
          at: offset)
      }
    }
  }

  /// Whitespace and length of a translation against its development value (`shape`).
  func shapeFindings(
    key: String, got: String, reference shape: TextShape, shortTitle: Bool, in loaded: LoadedTable
  ) -> [Finding] {
    let limit = shape.lengthLimit(shortTitle: shortTitle)
    let mine = TextShape(got, limit: limit)
    guard !got.isEmpty, !mine.isBlank else { return [] }
    var findings: [Finding] = []
    if let difference = mine.whitespaceDifference(from: shape) {
      findings.append(
        about(key, in: loaded, .whitespaceMismatch(quoted: MessageText.quoted(key), difference: difference)))
    }
    if limit < .max, mine.length > limit {
      let text = FindingText.tooLong(
        quoted: MessageText.quoted(key), length: mine.length, developmentLength: shape.length)
      findings.append(about(key, in: loaded, text))
    }
    return findings
  }

  /// What an empty value means: a blank label only where a page shows the key.
  func emptyMessage(_ key: String, table: String) -> FindingText {
    let quoted = MessageText.quoted(key)
    let exact = ExactKey(key)
    guard let required = required[table] else { return .emptyValue(quoted: quoted, .tableUnused(table)) }
    if required.uses.contains(where: { ExactKey($0.key) == exact }) {
      return .emptyValue(quoted: quoted, .shown(by: readerName))
    }
    if required.alsoUsed.contains(exact) { return .emptyValue(quoted: quoted, .unshown(by: readerName)) }
    return .emptyValue(quoted: quoted, .unused)
  }

  /// The app whose view of the pages decides what is required.
  var readerName: String { bundle.walk.options.reader.name }

  /// Reports the stale key of a used table at a position.
  func staleKey(at position: Int, in loaded: LoadedTable, into findings: inout TableFindings) {
    if findings.isFull(AuditID.staleKey) { return }
    let key = loaded.effective.key(at: position)
    let text = inUse.stale(key, table: loaded.table, pruned: false, into: &findings.message)
    findings.append(
      about(key, in: loaded, text),
      at: loaded.effective.keyOffset(at: position))
  }

  /// True for a table named after a page that has no StringsTable: the table InAppSettingsKit
  /// reads for that page. It is not an orphan of its own: the page's `page-without-table` note
  /// is the one thing to act on (name the table, or read the bundle with `--iask`), and the
  /// report gives the InAppSettingsKit sign once (`inAppSettingsKitSign`), where one warning
  /// for every language's copy of the table would repeat the note dozens of times.
  func isNamedAfterPageWithoutTable(_ table: String) -> Bool {
    bundle.walk.pages.contains { $0.stringsTable == nil && SettingsBundle.conventionalTable(of: $0.name) == table }
  }

  /// A table file that no reachable page names.
  func orphanTable(_ loaded: LoadedTable) -> Finding {
    base(loaded, .orphanTable(loaded.table, reader: readerName))
  }

  /// A required key the development table has and this one lacks.
  /// (`message` is where it is put together.)
  func missingKey(
    _ reference: Int, table: RequiredTable, in loaded: LoadedTable, lookalike: String? = nil, message: inout MessageText
  ) -> Finding {
    let key = table.reference[reference].key
    let development = table.development.flatMap { development in
      table.referenceLines[reference].map { (path: development.path, line: $0) }
    }
    let text = FindingText.missingKey(
      key, reader: readerName, reference: development, lookalike: lookalike.map { (path: loaded.path, key: $0) },
      in: &message)
    return about(key, in: loaded, text)
  }

  /// A key as it looks: without characters that print as nothing and without edge spaces.
  static func look(of key: String) -> String {
    guard TextBytes.mayLookOtherwise(key) else { return key }
    let scalars = key.unicodeScalars.filter { !PrintableText.printsAsNothing($0) }
    return String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
  }

  /// The keys of a table by their look, for telling a missing key from one spelled invisibly otherwise.
  /// Keys that look as they are spelled stand for themselves and are found by a lookup in the
  /// table, so only the others are kept; each look keeps its first key in table order.
  static func lookalikes(of table: StringsTable) -> Lookalikes {
    var byLook: [String: (key: String, position: Int)] = [:]
    for position in 0..<table.count where table.keyMayLookOtherwise(at: position) {
      let key = table.key(at: position)
      let look = look(of: key)
      if byLook[look] == nil { byLook[look] = (key, position) }
    }
    return Lookalikes(table: table, byLook: byLook)
  }

  /// A translation equal to the development value (a phrase to translate), at a position of the
  /// table; unlocated. `plain` is the range in `text` (the table's text) of the value's own
  /// bytes, when they are the value as it is; `message` is where the message is put together.
  func untranslated(
    at position: Int, plain: Range<Int>?, of text: [UInt8], in loaded: LoadedTable, message: inout MessageText
  ) -> Finding {
    // The value is decoded only when the file's bytes are not the value as it is.
    var decoded: String?
    if plain == nil, case .string(let text) = loaded.effective.value(at: position) { decoded = text }
    let key = loaded.effective.key(at: position)
    return about(key, in: loaded, .untranslated(key, value: decoded, plain: plain, of: text, in: &message))
  }

  /// printf specifiers of a translation that do not read the development value's arguments; unlocated.
  /// A note: neither the Settings app nor InAppSettingsKit formats these strings (both show them
  /// as they are), so a mismatch breaks nothing on the device; it is for translators' consistency.
  func formatMismatch(key: String, want: String, got: String, in loaded: LoadedTable) -> Finding? {
    guard let reason = FormatSpecifiers(want).mismatch(in: FormatSpecifiers(got)) else { return nil }
    let text = FindingText.formatMismatch(
      quoted: MessageText.quoted(key), reason: reason, got: MessageText.quoted(got), want: MessageText.quoted(want))
    return about(key, in: loaded, text)
  }

  /// A finding about a key of a table file, not yet located (`TableFindings` locates it at the key).
  func about(_ key: String, in loaded: LoadedTable, _ text: FindingText) -> Finding {
    Finding(text, file: loaded.path, language: loaded.lproj, table: loaded.table, key: key)
  }

  /// A finding about a table file, without a position.
  private func base(_ loaded: LoadedTable, _ text: FindingText) -> Finding {
    Finding(text, file: loaded.path, language: loaded.lproj, table: loaded.table)
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
