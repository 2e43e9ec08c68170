import BundleIO
import Findings

/// Options of `extract`.
public struct ExtractOptions: Sendable, Hashable {
  /// Remove keys that no page uses.
  public var prune: Bool
  /// The encoding of tables created from nothing (existing files keep theirs).
  public var newFileEncoding: StringsEncoding

  /// Creates options.
  public init(prune: Bool = false, newFileEncoding: StringsEncoding = .utf8(bom: false)) {
    self.prune = prune
    self.newFileEncoding = newFileEncoding
  }
}

/// `extract`: the development language's tables made to hold every string their pages use.
public enum Extract {
  /// Plans the changes: a new key gets value = key and a comment naming where it appears;
  /// existing entries stay as they are; unused keys are reported, and removed with `prune`.
  public static func plan(_ bundle: LocalizedBundle, options: ExtractOptions) throws(ExchangeError) -> ExchangeResult {
    let uses = StringUses(walk: bundle.walk, code: bundle.code)
    let lproj = developmentFolder(of: bundle)
    var editors: [TableEditor] = []
    var findings: [Finding] = bundle.walk.findings.filter { $0.id == .pageWithoutTable }
    // What the development tables must hold is what `check` requires of them (one rule).
    let context = AuditContext(
      bundle: bundle, doNotTranslate: bundle.options.judging.doNotTranslate, inUse: uses.inUse)
    let shownAsWritten = context.shownAsWrittenReadingTables()
    for table in uses.tables {
      var editor = TableEditor(bundle: bundle, lproj: lproj, table: table)
      let effective = editor.existing?.effective
      if let required = context.required[table] {
        for use in required.uses.indices
        where context.developmentTableNeeds(required, use: use, shownAsWritten: shownAsWritten[table] ?? []) {
          let key = required.uses[use].key
          guard !(effective?.contains(key) ?? false) else { continue }
          editor.add(key, value: key, comment: uses.provenance(of: key, table: table))
        }
      }
      if let existing = editor.existing {
        findings += uses.inUse.staleFindings(
          existing, pruned: options.prune, each: { position in if options.prune { editor.remove(at: position) } })
      }
      editors.append(editor)
    }
    for (name, existing) in (bundle.tables[lproj] ?? [:]).sorted(by: { $0.key < $1.key })
    where !uses.tables.contains(name) {
      findings.append(
        Finding(
          .orphanTableLeft(name),
          file: existing.path, language: lproj, table: name))
    }
    return try finish(editors, findings: findings, encoding: options.newFileEncoding)
  }

  /// The development language's folder name: the bundle's, else the configured one, else `en`.
  static func developmentFolder(of bundle: LocalizedBundle) -> String {
    if let lproj = bundle.developmentLproj { return lproj.name }
    let configured = bundle.matcher.developmentLanguage
    return configured == "English" && bundle.localizations.lproj(named: "English") == nil ? "en" : configured
  }

  /// Builds every file's change; refuses (writing nothing) if any file cannot be changed.
  static func finish(_ editors: [TableEditor], findings: [Finding], encoding: StringsEncoding) throws(ExchangeError)
    -> ExchangeResult
  {
    var changes: [FileChange] = []
    var summaries: [String] = []
    var refusals: [Finding] = []
    for editor in editors where !editor.isEmpty {
      switch editor.change(newFileEncoding: encoding) {
      case .success(let change):
        if let change, change.changesFile {
          changes.append(change)
          summaries.append(editor.summary)
        }
      case .failure(.refused(let problems)): refusals += problems
      case .failure(let error): throw error
      }
    }
    guard refusals.isEmpty else { throw .refused(refusals) }
    return ExchangeResult(changes: ChangeSet(changes), summaries: summaries, findings: findings, dryRun: true)
  }
}
