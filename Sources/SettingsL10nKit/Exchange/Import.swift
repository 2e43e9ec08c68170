/// Options of `import`.
public struct ImportOptions: Sendable, Hashable {
  /// Create the `.lproj` folder of a target language the bundle has no folder for.
  public var createFolders: Bool
  /// The encoding of tables created from nothing (existing files keep theirs).
  public var newFileEncoding: StringsEncoding
  /// Write targets whose printf specifiers do not read the development value's arguments
  /// (reported as `format-mismatch` errors) instead of refusing the import.
  public var allowFormatMismatch: Bool

  /// Creates options.
  public init(
    createFolders: Bool = false, newFileEncoding: StringsEncoding = .utf8(bom: false), allowFormatMismatch: Bool = false
  ) {
    self.createFolders = createFolders
    self.newFileEncoding = newFileEncoding
    self.allowFormatMismatch = allowFormatMismatch
  }
}

/// `import`: translations of any exchange format written back into the language's tables.
public enum Import {
  /// Plans the import of every input (whatever format its reader read it from); refuses
  /// (writing nothing) when an input is malformed, a table to change has errors, two units give
  /// one key different targets, or a target's printf specifiers differ from the development
  /// value's (unless `allowFormatMismatch`). Every target to be written gets `check`'s checks
  /// (untranslated, whitespace-mismatch, too-long), reported.
  ///
  /// Each file is mapped to a folder by `folder(for:…)` and its `original` to a table. A unit is
  /// written when it has a non-empty target and its source still equals the development
  /// value; otherwise it is skipped and reported. A table created by an import also gets the
  /// development value (marked untranslated) for keys without a target, so that the device
  /// shows what it showed before instead of raw keys.
  public static func plan(_ bundle: LocalizedBundle, inputs: [TranslationInput], options: ImportOptions) throws(ExchangeError) -> ExchangeReport {
    guard let development = bundle.developmentLproj else {
      throw .usage("the bundle has no \(bundle.matcher.developmentLanguage).lproj for the development language")
    }
    var refusals: [Finding] = []
    let uses = StringUses(walk: bundle.walk)
    let checks = ImportChecks(bundle: bundle)
    var findings: [Finding] = []
    for input in inputs {
      refusals += input.findings.filter { $0.severity == .error }
      findings += input.findings.filter { $0.severity != .error }
    }
    var editors: [String: TableEditor] = [:]
    var order: [String] = []
    /// The target written for each (folder, table, key), and where it came from, to find conflicts.
    var written: [String: [ExactKey: Written]] = [:]
    var folders: [FolderKey: String] = [:]
    /// What each table's keys are in the development language, found for the first language
    /// that has the key and reused for every other.
    var developmentKeys: [String: [ExactKey: DevelopmentKey]] = [:]
    for input in inputs {
      for file in input.files {
        func fileFinding(_ id: DiagnosticID, _ severity: Severity, _ message: String) -> Finding {
          Finding(id: id, severity: severity, message: message, file: input.path, line: file.location?.line, column: file.location?.column)
        }
        guard let language = file.targetLanguage else {
          refusals.append(fileFinding("xliff-malformed", .error, "\(file.original) has no target language"))
          continue
        }
        let lproj: String
        // Every file of a language maps to the same folder: found once (a refusal is found again
        // for each file, so that each is reported where it is).
        let folderKey = FolderKey(language: language, lproj: file.lproj)
        let found: Result<String, ImportFolderError>
        if let known = folders[folderKey] {
          found = .success(known)
        } else {
          found = try folder(for: file, language: language, in: bundle, create: options.createFolders, input: input.path)
        }
        switch found {
        case .success(let name):
          lproj = name
          folders[folderKey] = name
        case .failure(let error):
          refusals.append(fileFinding("unknown-language", .error, error.message))
          continue
        }
        guard let table = file.table, uses.tables.contains(table) else {
          findings.append(fileFinding("unknown-table", .warning, "no page uses the table of \(file.original); its units are skipped"))
          continue
        }
        guard let source = bundle.table(table, in: development.name) else {
          findings.append(fileFinding("missing-table", .warning, "the development language has no \(table).strings; the units of \(file.original) are skipped"))
          continue
        }
        let editorKey = "\(lproj)/\(table)"
        if editors[editorKey] == nil {
          editors[editorKey] = TableEditor(bundle: bundle, lproj: lproj, table: table)
          order.append(editorKey)
          written[editorKey] = Dictionary(minimumCapacity: file.units.count)
        }
        guard var editor = editors[editorKey] else { continue }
        // The language's table, unwrapped once per file: a table inside an optional is copied
        // at every use.
        let current = editor.existing?.effective
        let currentTable = current ?? source.effective
        let hasCurrentTable = current != nil
        let comparesUntranslated = ImportChecks.comparesUntranslated(bundle, lproj: lproj)
        // Looked up once per file, not per unit: the table's used keys, the development table
        // and the targets already written to this table.
        let usedKeys = uses.usedKeys(table: table)
        let sourceTable = source.effective
        var writtenHere = written.removeValue(forKey: editorKey) ?? [:]
        var known = developmentKeys.removeValue(forKey: table) ?? [:]
        defer {
          written[editorKey] = writtenHere
          developmentKeys[table] = known
        }
        for unit in file.units {
          func skip(_ id: DiagnosticID, _ message: String) {
            findings.append(
              Finding(
                id: id, severity: .warning, message: "unit \(unit.key.quotedLiteral): \(message); not imported", file: input.path,
                line: unit.location?.line, column: unit.location?.column, language: lproj, table: table, key: unit.key))
          }
          guard let target = unit.target else { continue }
          let key = ExactKey(unit.key)
          let development: DevelopmentKey
          if let found = known[key] {
            development = found
          } else {
            development = DevelopmentKey(unit.key, usedKeys: usedKeys, table: sourceTable, named: table, checks: checks)
            known[key] = development
          }
          let position: Int
          let prepared: ImportChecks.Development
          switch development {
          case .unused:
            skip("stale-unit", "no page uses this key")
            continue
          case .missing:
            skip("source-changed", "the development table no longer has this key")
            continue
          case .present(let at, let found):
            position = at
            prepared = found
          }
          let value = prepared.value
          // Compared byte for byte (as keys are), not by Unicode equivalence.
          guard ExactKey(unit.source) == ExactKey(value) else {
            skip("source-changed", "its source no longer equals the development value \(value.quotedLiteral)")
            continue
          }
          guard !target.isEmpty || value.isEmpty else {
            skip("empty-target", "the target is empty")
            continue
          }
          let verdict = checks.check(prepared, target: target, comparesUntranslated: comparesUntranslated)
          for (id, severity, message) in verdict.findings {
            findings.append(
              Finding(
                id: id, severity: severity, message: "unit \(unit.key.quotedLiteral): \(message)", file: input.path,
                line: unit.location?.line, column: unit.location?.column, language: lproj, table: table, key: unit.key))
          }
          if let reason = verdict.refusal {
            let mismatch = Finding(
              id: AuditID.formatMismatch, severity: .error,
              message: "unit \(unit.key.quotedLiteral): \(reason)"
                + (options.allowFormatMismatch ? "; imported (--allow-format-mismatch)" : "; nothing is imported (--allow-format-mismatch writes it anyway)"),
              file: input.path, line: unit.location?.line, column: unit.location?.column, language: lproj, table: table,
              key: unit.key)
            if options.allowFormatMismatch { findings.append(mismatch) } else { refusals.append(mismatch) }
          }
          if let previous = writtenHere[key] {
            if ExactKey(previous.value) != ExactKey(target) {
              refusals.append(
                Finding(
                  id: "conflicting-targets", severity: .error,
                  message: "unit \(unit.key.quotedLiteral) for \(lproj).lproj/\(table).strings has another target at \(previous.origin)",
                  file: input.path, line: unit.location?.line, column: unit.location?.column, language: lproj, table: table, key: unit.key))
            }
            continue
          }
          writtenHere[key] = Written(value: target, path: input.path, location: unit.location)
          if hasCurrentTable, let existing = currentTable.position(of: unit.key) {
            if currentTable.value(at: existing).string.map({ ExactKey($0) != ExactKey(target) }) ?? true { editor.set(unit.key, value: target) }
          } else {
            editor.add(unit.key, value: target, comment: sourceTable.entry(at: position).comment)
          }
        }
        editors[editorKey] = editor
      }
    }
    // New tables, in the required order: keys without a target keep showing the development value.
    for editorKey in order {
      guard let planned = editors[editorKey], planned.existing == nil,
        let source = bundle.table(planned.table, in: development.name)
      else { continue }
      // No target for a table the language lacks: the device keeps showing the development table.
      guard let done = written[editorKey], !done.isEmpty else {
        editors[editorKey] = nil
        continue
      }
      var editor = TableEditor(bundle: bundle, lproj: planned.lproj, table: planned.table)
      for key in uses.requiredKeys(table: planned.table) {
        guard let entry = source.effective.entry(for: key), let value = entry.value.string else { continue }
        if let target = done[ExactKey(key)] {
          editor.add(key, value: target.value, comment: entry.comment)
        } else {
          let comment = [Sync.untranslatedMarker, entry.comment].compactMap { $0 }.joined(separator: ". ")
          editor.add(key, value: value, comment: comment)
        }
      }
      editors[editorKey] = editor
    }
    guard refusals.isEmpty else { throw .refused(refusals) }
    return try Extract.finish(order.compactMap { editors[$0] }, findings: findings, encoding: options.newFileEncoding)
  }

  /// The folder a `<file>` goes to, by the one language rule: the folder it was exported from
  /// (`l10n:lproj`), else the one folder whose canonical tag is its `target-language` (ambiguity
  /// refused with `.unsafe`), else (only with `create`) a new folder named by the tag. Never a
  /// closest match: what `export` found no folder for, `import` writes nowhere without `--create`.
  static func folder(
    for file: TranslationFile, language: String, in bundle: LocalizedBundle, create: Bool, input: String
  ) throws(ExchangeError) -> Result<String, ImportFolderError> {
    guard let tag = try? LocaleTag(language) else {
      return .failure(ImportFolderError("target-language \(language.debugDescription) is not a language tag"))
    }
    if let name = file.lproj {
      guard LanguageFolders.isCreatable(name), let named = try? Lproj(name: name), named.locale?.canonical == tag.canonical else {
        return .failure(
          ImportFolderError("l10n:lproj \(name.debugDescription) is not a folder name for target-language \(ReportText.escapingControls(language))"))
      }
      if bundle.localizations.lproj(named: name) != nil || create { return .success(name) }
      return .failure(ImportFolderError("the bundle has no \(name).lproj (this file was exported from it); --create makes it"))
    }
    if let lproj = try LanguageFolders.folderForWriting(
      language, tag: tag, in: bundle.localizations, exactNames: false, file: input, location: file.location)
    {
      return .success(lproj.name)
    }
    guard create else {
      return .failure(
        ImportFolderError("the bundle has no .lproj folder for \(ReportText.escapingControls(language)); --create makes \(tag.canonical).lproj"))
    }
    guard LanguageFolders.isCreatable(tag.canonical) else {
      return .failure(ImportFolderError("\(tag.canonical) cannot be a folder name"))
    }
    return .success(tag.canonical)
  }
}

/// Why a target language has no folder.
struct ImportFolderError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// A target `import` writes, and the unit it came from (named only if another unit conflicts).
private struct Written {
  var value: String
  var path: String
  var location: XMLLocation?

  /// `file:line:col`, or the file alone.
  var origin: String { "\(path)\(location.map { ":\($0)" } ?? "")" }
}

/// A key of a development table as `import` meets it: no page uses it, the table lacks it (or
/// its value is not text), or its position and value prepared for the checks.
private enum DevelopmentKey {
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

/// A target language and the folder a file names for it, which together decide the folder.
private struct FolderKey: Hashable {
  var language: String
  var lproj: String?
}
