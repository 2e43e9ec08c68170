import BundleIO
import Findings

/// Options of `sync`.
public struct SyncOptions: Sendable, Hashable {
  /// The folders to bring in line (names or BCP 47 tags); empty means every folder but the
  /// development language's.
  public var languages: [String]
  /// Remove keys that no page uses.
  public var prune: Bool
  /// Add missing keys with the development value and a comment marking them untranslated.
  public var fillWithSource: Bool
  /// The encoding of tables created from nothing (existing files keep theirs).
  public var newFileEncoding: StringsEncoding
  /// The configuration's `ignore:` rules: a key whose `stale-key` finding a rule drops is used
  /// by something the pages do not show (the app's own code), so it is neither reported nor pruned.
  public var ignoreRules: [IgnoreRule]

  /// Creates options.
  public init(
    languages: [String] = [], prune: Bool = false, fillWithSource: Bool = false,
    newFileEncoding: StringsEncoding = .utf8(bom: false), ignoreRules: [IgnoreRule] = []
  ) {
    self.ignoreRules = ignoreRules
    self.languages = languages
    self.prune = prune
    self.fillWithSource = fillWithSource
    self.newFileEncoding = newFileEncoding
  }
}

/// `sync`: every other language's tables brought in line with the development language's, and
/// every language's (the development language's too) rid of stale keys with `prune`.
public enum Sync {
  /// The comment that marks an entry `sync --fill-with-source` copied from the development language.
  public static let untranslatedMarker = "UNTRANSLATED: copied from the development language"

  /// Plans the changes. Missing keys are reported, and filled with the development value only
  /// with `fillWithSource` (never with an empty value); stale keys are reported, and removed
  /// with `prune`. Only the edited entries of a file change.
  public static func plan(_ bundle: LocalizedBundle, options: SyncOptions) throws(ExchangeError) -> ExchangeResult {
    let uses = StringUses(walk: bundle.walk, code: bundle.code)
    guard let development = bundle.developmentLproj else {
      throw .usage(
        "the bundle has no \(bundle.matcher.developmentLanguage).lproj for the development language; run 'settings-l10n extract' first"
      )
    }
    var targets = try folders(bundle, options.languages, excluding: development.name)
    // Every language's tables: the development language's lose their stale keys too (it has no
    // missing keys to fill), so that sync --prune removes what check calls stale.
    if options.languages.isEmpty {
      targets = bundle.localizations.lprojs.filter { $0.name == development.name || targets.contains($0) }
    }
    let bundleRoot = WriteDestination.realPath(bundle.url.path)
    var editors: [TableEditor] = []
    var findings: [Finding] = []
    for lproj in targets {
      for table in uses.tables {
        var editor = TableEditor(bundle: bundle, lproj: lproj.name, table: table, bundleRoot: bundleRoot)
        if lproj.name != development.name, let source = bundle.table(table, in: development.name) {
          findings += missing(in: &editor, source: source, required: uses.requiredKeys(table: table), options: options)
        }
        // Stale keys are stale whether or not the development language has the table.
        if let existing = editor.existing {
          // Rules match the id, language, table, key and file, the same pruned or not.
          let rules = options.ignoreRules
          let kept: ((Finding) -> Bool)? = rules.isEmpty ? nil : { finding in !rules.drops(finding) }
          findings += uses.inUse.staleFindings(
            existing, pruned: options.prune, kept: kept,
            each: { position in if options.prune { editor.remove(at: position) } })
        }
        editors.append(editor)
      }
    }
    return try Extract.finish(editors, findings: findings, encoding: options.newFileEncoding)
  }

  /// Required keys the language's table lacks and the development table holds as a string:
  /// added with the development value with `fillWithSource`, else reported.
  private static func missing(
    in editor: inout TableEditor, source: LoadedTable, required: [String], options: SyncOptions
  ) -> [Finding] {
    let existing = editor.existing?.effective
    let reference = source.effective
    let missing = required.compactMap { key -> (key: String, position: Int, value: String)? in
      guard existing?.contains(key) != true, let position = reference.position(of: key),
        case .string(let value) = reference.value(at: position)
      else { return nil }
      return (key, position, value)
    }
    guard !options.fillWithSource else {
      for (key, position, value) in missing {
        let comment = [untranslatedMarker, reference.comment(at: position)].compactMap { $0 }.joined(separator: ". ")
        editor.add(key, value: value, comment: comment)
      }
      return []
    }
    guard !missing.isEmpty else { return [] }
    return [
      missingFinding(
        missing.map(\.key), path: editor.path, lproj: editor.lproj, table: editor.table,
        wholeTable: editor.existing == nil)
    ]
  }

  static func missingFinding(_ keys: [String], path: String, lproj: String, table: String, wholeTable: Bool) -> Finding
  {
    let shown = keys.prefix(5).map(\.quotedLiteral).joined(separator: ", ") + (keys.count > 5 ? ", …" : "")
    return Finding(
      .missingKeys(count: keys.count, shown: shown, wholeTable: wholeTable), file: path, language: lproj,
      table: table)
  }

  /// The folders named by `languages` (folder names or tags), or every folder but the excluded one.
  static func folders(_ bundle: LocalizedBundle, _ languages: [String], excluding: String) throws(ExchangeError)
    -> [Lproj]
  {
    let all = bundle.localizations.lprojs.filter { $0.name != excluding }
    guard !languages.isEmpty else { return all }
    var result: [Lproj] = []
    for language in languages {
      guard let lproj = try LanguageFolders.folderForWriting(language, in: bundle.localizations) else {
        let names = bundle.localizations.lprojs.map(\.name).joined(separator: ", ")
        throw .usage("no .lproj folder for \(language) (the bundle has \(names))")
      }
      if lproj.name != excluding, !result.contains(lproj) { result.append(lproj) }
    }
    return result
  }
}
