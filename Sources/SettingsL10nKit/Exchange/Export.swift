import BundleIO
import ByteCore
import Findings
import Foundation
import L10nRules
import StringsFormat
import TextSyntax

/// The package formats `export` writes.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// XLIFF 1.2, as Xcode writes it.
  case xliff
  /// XLIFF 2.0, core module.
  case xliff2
  /// Xcode Localization Catalogs, `<lang>.xcloc/` folders.
  case xcloc
  /// String Catalogs, one `<Table>.xcstrings` per table holding every language.
  case xcstrings
}

/// Options of `export`.
public struct ExportOptions: Sendable, Hashable {
  /// The tool named in each file's header.
  public var tool: XLIFFDocument.Tool
  /// What to write.
  public var format: ExportFormat
  /// What each table's `original` is relative to (`--original-paths`).
  public var originalPaths: OriginalPaths

  /// Creates options.
  public init(
    tool: XLIFFDocument.Tool = XLIFFDocument.Tool(id: "settings-l10n", name: "settings-l10n", version: nil),
    format: ExportFormat = .xliff, originalPaths: OriginalPaths = .bundle
  ) {
    self.tool = tool
    self.format = format
    self.originalPaths = originalPaths
  }
}

/// What an exported table's `original` path is relative to.
public enum OriginalPaths: String, Sendable, Hashable, CaseIterable {
  /// The bundle (`en.lproj/Root.strings`): what this tool's own import needs, and the default.
  case bundle
  /// The repository's root (`App/Settings.bundle/en.lproj/Root.strings`), as Xcode's own exports
  /// name files, so that Xcode's *Import Localizations* finds the tables.
  case repository
}

/// `export`: what a language's translators get, one `TranslationFile` per table, written as
/// XLIFF 1.2, XLIFF 2.0, an Xcode Localization Catalog or String Catalogs.
public enum Export {
  /// The XLIFF 1.2 document for one language (see `files`), and what was left out.
  public static func document(
    _ bundle: LocalizedBundle, language: String, options: ExportOptions = ExportOptions()
  ) throws(ExchangeError) -> (document: XLIFFDocument, findings: [Finding]) {
    let (files, findings) = try self.files(bundle, language: language)
    return (XLIFFDocument(files: files.map { XLIFFDocument.File($0, tool: options.tool) }), findings)
  }

  /// What the exports of every language share, worked out once for `--all`: the pages' string
  /// uses and, for each table, the development entries of its required keys with the note
  /// each unit carries (the entry's comment and where the key appears).
  struct Shared {
    let uses: StringUses
    private let rows: [String: [Row]]
    /// The keys whose development value the data calls a name, as `check` decides them from
    /// every folder: no language's copy of them is a value still to translate. Worked out on
    /// the first copy of a one-word value (`UnchangedValues.mayBeName`), the only kind that can
    /// be one: most exports never need it.
    private let names: Locked<DataNames?>
    private let bundle: LocalizedBundle

    /// A required key the development table holds with a value.
    struct Row {
      let key: String
      /// The key's position in the development table.
      let position: Int
      let value: String
      let note: String
      /// The most characters a translation may have (a short title's), nil when it wraps.
      let maxLength: Int?
      /// The first character of the key or the value that XML 1.0 cannot carry.
      let unsafe: Unicode.Scalar?
      /// True when the data may call the value a name (`UnchangedValues.mayBeName`).
      let mayBeName: Bool
      /// True when the configuration keeps the key as it is (`doNotTranslate`).
      let doNotTranslate: Bool
      /// Whether a copy of the value is untranslated, judged once for every language.
      let judgement: UntranslatedJudgement
    }

    init(_ bundle: LocalizedBundle) {
      let uses = StringUses(walk: bundle.walk, code: bundle.code)
      let development = bundle.developmentLproj
      let locations = StringLocations(walk: bundle.walk) { key, table in
        guard let development, let effective = bundle.table(table, in: development.name)?.effective,
          let position = effective.position(of: key)
        else { return nil }
        return effective.value(at: position).string
      }
      var rows: [String: [Row]] = [:]
      for table in uses.tables {
        guard let development, let source = bundle.table(table, in: development.name) else { continue }
        rows[table] = uses.requiredKeys(table: table).compactMap { key -> Row? in
          guard let position = source.effective.position(of: key),
            case .string(let value) = source.effective.value(at: position)
          else {
            return nil
          }
          let comment = source.effective.comment(at: position)
          // A comment `extract` wrote says where the string appears in the plist's terms: the
          // note says it in the translator's.
          let extracted = comment == uses.provenance(of: key, table: table)
          // `check`'s limit: a translation longer than this is reported too long.
          let maxLength = uses.isShortTitle(key, table: table) ? TextShape(value).lengthLimit(shortTitle: true) : nil
          let limit = maxLength.map {
            "At most \($0) characters: a short title, shown beside its row's title, where a longer one is cut off."
          }
          let note = [
            extracted ? nil : comment, "Settings: " + uses.location(of: key, table: table, in: locations), limit,
          ]
          .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
          let unsafe = XMLEscaping.firstDisallowed(in: key) ?? XMLEscaping.firstDisallowed(in: value)
          return Row(
            key: key, position: position, value: value, note: note, maxLength: maxLength, unsafe: unsafe,
            mayBeName: UnchangedValues.mayBeName(value),
            doNotTranslate: bundle.options.judging.doNotTranslate.matchesAny(key),
            judgement: UntranslatedJudgement(value))
        }
      }
      self.uses = uses
      self.rows = rows
      names = Locked(nil)
      self.bundle = bundle
    }

    /// True when the data calls the development value of a row of `table` a name (the row's
    /// `key`, and its `mayBeName`).
    func isName(key: String, mayBeName: Bool, table: String) -> Bool {
      guard mayBeName else { return false }
      return names.withLock { names in
        if names == nil {
          names = Audit.names(bundle, doNotTranslate: bundle.options.judging.doNotTranslate, inUse: uses.inUse)
        }
        return names?.contains(table: table, key: key) == true
      }
    }

    /// The rows of a table, in the order of its required keys.
    func rows(table: String) -> [Row] { rows[table] ?? [] }
  }

  /// The units of one language (a folder name or a BCP 47 tag; a language the bundle has no
  /// folder for yet gets units without targets), and what was left out.
  ///
  /// Each table the pages use and the development language has becomes a file whose
  /// `original` is the development table's path; each required key the development table holds
  /// becomes a unit with the development value as source, the language's value as target
  /// when its table has the key, the state of that value (`copied` when `check` calls it
  /// untranslated or `sync --fill-with-source` copied it), and a note with the comment and where
  /// the string appears. Keys or values XML 1.0 cannot carry are left out for every format, so
  /// that all of them carry the same units.
  public static func files(_ bundle: LocalizedBundle, language: String) throws(ExchangeError) -> (
    files: [TranslationFile], findings: [Finding]
  ) {
    try files(bundle, language: language, shared: Shared(bundle))
  }

  /// True when the configuration's `ignore:` rules drop the `untranslated` finding `check`
  /// makes of `key` in `loaded`: check counts the value as translated, so export does.
  private static func accepts(_ key: String, in loaded: LoadedTable?, of bundle: LocalizedBundle) -> Bool {
    guard let loaded else { return false }
    return bundle.options.judging.ignoreRules.acceptsUntranslated(
      key: key, table: loaded.table, lproj: loaded.lproj, file: loaded.path)
  }

  /// The units of one language, from what all languages share.
  static func files(
    _ bundle: LocalizedBundle, language: String, shared: Shared
  ) throws(ExchangeError) -> (files: [TranslationFile], findings: [Finding]) {
    guard let development = bundle.developmentLproj else {
      throw .usage(
        "the bundle has no \(bundle.matcher.developmentLanguage).lproj for the development language; run 'settings-l10n extract' first"
      )
    }
    let (lproj, ambiguity) = LanguageFolders.folderForReading(language, in: bundle.localizations)
    let targetLanguage: String
    if let lproj {
      guard let locale = lproj.locale else {
        throw .usage("\(lproj.folderName) is not a language; name one with --language")
      }
      targetLanguage = locale.canonical
    } else {
      guard let tag = try? LocaleTag(language) else {
        throw .usage("\(language) is neither a .lproj folder of the bundle nor a language tag")
      }
      targetLanguage = tag.canonical
    }
    // The folder travels with the export when the tag alone would not find it again: its name is
    // not the tag, or another folder has the same tag (`es-MX.lproj` beside `es_MX.lproj`).
    let folderName = lproj.flatMap {
      $0.name == targetLanguage && !LanguageFolders.hasTwin($0, in: bundle.localizations) ? nil : $0.name
    }
    let sourceLanguage = development.locale?.canonical ?? "en"
    let uses = shared.uses
    var files: [TranslationFile] = []
    var findings: [Finding] = ambiguity.map { [$0] } ?? []
    if lproj == nil {
      findings.append(
        Finding(.newLanguage(targetLanguage)))
    }
    // `check`'s rule: a language that is not a variant of the development language.
    let checksUntranslated = lproj.map { !UntranslatedRule.isDevelopmentVariant($0, development: development) } ?? false
    let sameWords = UntranslatedJudgement.words(for: lproj)
    for table in uses.tables {
      guard let source = bundle.table(table, in: development.name) else {
        findings.append(
          Finding(
            .missingDevelopmentTable(table),
            file: development.path(ofTable: table), language: development.name, table: table))
        continue
      }
      // Not optional: calls on an optional table copied it for every unit.
      let loaded = lproj.flatMap { bundle.table(table, in: $0.name) }
      let translated = loaded?.effective ?? Self.noTranslations
      let rows = shared.rows(table: table)
      var units: [TranslationUnit] = []
      units.reserveCapacity(rows.count)
      // Each row's fields are read in place: a row taken whole (as `for … in` hands it) is copied.
      for r in rows.indices {
        // The translation's value and comment only: its key is the row's.
        let position = translated.position(of: rows[r].key)
        let target: String? = if let position { translated.value(at: position).string } else { nil }
        if let unsafe = rows[r].unsafe ?? target.flatMap(XMLEscaping.firstDisallowed) {
          let location = source.effective.keyOffset(at: rows[r].position).map(source.lines.location(of:))
          findings.append(
            Finding(
              .unitNotExportable(quoted: rows[r].key.quotedLiteral, scalar: String(format: "%04X", unsafe.value)),
              file: source.path, line: location?.line, column: location?.column, language: development.name,
              table: table, key: rows[r].key))
          continue
        }
        // A key the configuration keeps as it is is marked so (`translate="no"`, `shouldTranslate`).
        let state: TranslationState
        if let target, let position {
          // A value `sync --fill-with-source` copied, or one `check` calls untranslated, is still to translate.
          let copied = translated.comment(at: position)?.hasPrefix(Sync.untranslatedMarker) == true
          let untranslated =
            checksUntranslated && TextBytes.equal(target, rows[r].value)
            && rows[r].judgement.needsTranslation(copy: target, in: lproj, words: sameWords)
            && !shared.isName(key: rows[r].key, mayBeName: rows[r].mayBeName, table: table)
            && !accepts(rows[r].key, in: loaded, of: bundle)
          state = rows[r].doNotTranslate ? .doNotTranslate : copied || untranslated ? .copied : .translated
        } else {
          state = rows[r].doNotTranslate ? .doNotTranslate : .new
        }
        units.append(
          TranslationUnit(
            key: rows[r].key, source: rows[r].value, target: target, state: state, note: rows[r].note,
            maxLength: rows[r].maxLength))
      }
      files.append(
        TranslationFile(
          original: source.path, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: units,
          lproj: folderName))
    }
    return (files, findings)
  }

  /// The table of a language without the table: no key has a translation.
  private static let noTranslations = StringsTable(StringsDocument(bytes: []))

  /// The name of a language's package (`<name>.xliff`, `<name>.xcloc`), as `xcodebuild
  /// -exportLocalizations` names catalogs: the BCP 47 tag (`es-AR` for `es_AR.lproj`), or the
  /// folder's own name when another folder has the same tag (`es-MX` beside `es_MX`). Import
  /// reads a package by its content, so a file named by the folder (`es_AR.xliff`) still reads.
  static func packageName(_ language: String, in bundle: LocalizedBundle) -> String {
    if let lproj = LanguageFolders.folderForReading(language, in: bundle.localizations).0 {
      return LanguageFolders.hasTwin(lproj, in: bundle.localizations)
        ? lproj.name : lproj.locale?.canonical ?? lproj.name
    }
    return (try? LocaleTag(language))?.canonical ?? language
  }

  /// The folders `--all` exports: every language folder but the development language's and Base.
  public static func allLanguages(_ bundle: LocalizedBundle) -> [String] {
    bundle.localizations.lprojs.filter { !$0.isBase && $0.name != bundle.developmentLproj?.name }.map(\.name)
  }
}
