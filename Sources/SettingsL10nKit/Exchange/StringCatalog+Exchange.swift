import BundleIO
import ByteCore

extension StringCatalog {
  /// The String Catalogs of a bundle, one per table the pages use, each with the development
  /// language and every other language folder but Base; and what was left out.
  ///
  /// Each language is keyed by its folder's BCP 47 tag (the folder name when two folders share
  /// a tag, so the way back stays exact); each key gets the comment and where it appears as
  /// `comment`, `extractionState` `manual` (Xcode does not extract Settings strings, and keeps
  /// manual ones), and one string unit per language that has a value, in the state
  /// `TranslationState`'s table gives it: a language without a translation of a key is left out
  /// of that key, as Xcode leaves it out, so that no service takes the development value for a
  /// translation; a language with no translation in the whole table gets `new` units instead
  /// (else the catalog would lose the language).
  static func catalogs(_ bundle: LocalizedBundle) throws(ExchangeError) -> (
    catalogs: [(table: String, catalog: StringCatalog)], findings: [Finding]
  ) {
    let folders = Export.allLanguages(bundle)
    let keys = folders.map { folder in
      bundle.localizations.lproj(named: folder).map {
        LanguageFolders.hasTwin($0, in: bundle.localizations) ? folder : $0.locale?.canonical ?? folder
      }
        ?? folder
    }
    var findings: [Finding] = []
    var reported: Set<String> = []
    func report(_ found: [Finding]) {
      for finding in found where reported.insert(finding.description).inserted { findings.append(finding) }
    }
    /// Each language's units, by table path and key.
    var perLanguage: [(language: String, units: [String: [ExactKey: TranslationUnit]])] = []
    var sourceFiles: [TranslationFile] = []
    // What every language shares (the keys in use, the names vote) is worked out once, not once
    // per language: with hundreds of languages that made the export quadratic.
    let shared = Export.Shared(bundle)
    for (index, folder) in folders.enumerated() {
      let (files, found) = try Export.files(bundle, language: folder, shared: shared)
      report(found.filter { $0.id != .newLanguage })
      var units: [String: [ExactKey: TranslationUnit]] = [:]
      for file in files {
        units[file.original] = Dictionary(
          file.units.map { (ExactKey($0.key), $0) }, uniquingKeysWith: { first, _ in first })
      }
      perLanguage.append((keys[index], units))
      if index == 0 { sourceFiles = files }
    }
    if folders.isEmpty {
      let development = bundle.developmentLproj?.name ?? bundle.matcher.developmentLanguage
      let (files, found) = try Export.files(bundle, language: development, shared: shared)
      sourceFiles = files
      report(found)
    }
    let sourceLanguage = sourceFiles.first?.sourceLanguage ?? bundle.developmentLproj?.locale?.canonical ?? "en"
    var catalogs: [(table: String, catalog: StringCatalog)] = []
    for file in sourceFiles {
      guard let table = file.table else { continue }
      var keys: [ExactKey: Int] = [:]
      var entries: [Entry] = []
      for units in perLanguage.map({ $0.units[file.original] ?? [:] }) {
        for unit in units.values where keys[ExactKey(unit.key)] == nil {
          keys[ExactKey(unit.key)] = entries.count
          entries.append(
            Entry(
              key: unit.key, comment: unit.note, extractionState: "manual",
              shouldTranslate: unit.state == .doNotTranslate ? false : nil,
              localizations: [sourceLanguage: Localization(state: "translated", value: unit.source)]))
        }
      }
      if perLanguage.isEmpty {
        entries = file.units.map {
          Entry(
            key: $0.key, comment: $0.note, extractionState: "manual",
            shouldTranslate: $0.state == .doNotTranslate ? false : nil,
            localizations: [sourceLanguage: Localization(state: "translated", value: $0.source)])
        }
      }
      for (language, units) in perLanguage {
        let table = units[file.original] ?? [:]
        // A catalog has no list of languages: a language is in it only through its string units.
        // One with no translation in this table at all would vanish, and its translators with
        // it (XLIFF carries its units without targets); its units are written as Xcode marks a
        // string not yet translated, `new` with the development value, which import never writes.
        if !table.values.contains(where: { $0.target != nil && $0.state.catalog != nil }) {
          for unit in table.values where unit.state != .doNotTranslate {
            guard let index = keys[ExactKey(unit.key)] else { continue }
            entries[index].localizations[language] = Localization(state: "new", value: unit.source)
          }
          continue
        }
        for unit in table.values {
          guard let index = keys[ExactKey(unit.key)], let target = unit.target, let state = unit.state.catalog else {
            continue
          }
          entries[index].localizations[language] = Localization(state: state, value: target)
        }
      }
      catalogs.append((table, StringCatalog(sourceLanguage: sourceLanguage, entries: entries)))
    }
    return (catalogs, findings)
  }

  /// The units of every language but the source language, for `import`, each in the state
  /// `TranslationState`'s table gives its `stringUnit.state` and `shouldTranslate`; one whose
  /// value varies or in an unknown state is reported and skipped.
  consuming func translationInput(path: String, table: String) -> TranslationInput {
    var units = CatalogUnits(path: path, table: table, sourceLanguage: sourceLanguage)
    // Taken out of the catalog, so that letting each entry go frees it (a shared array would be
    // copied whole at the first entry let go).
    let entries = self.entries
    self.entries = []
    units.add(consuming: consume entries)
    return units.input()
  }
}

/// A catalog's units for `import`, made one entry at a time (see `StringCatalog.translationInput`),
/// so that an import can make them as the catalog is read.
struct CatalogUnits {
  let path: String
  let table: String
  let sourceLanguage: String
  private var findings: [Finding] = []
  private var byLanguage: [String: [TranslationUnit]] = [:]
  private var order: [String] = []

  /// Units of a catalog read from `path`, for `table`.
  init(path: String, table: String, sourceLanguage: String) {
    self.path = path
    self.table = table
    self.sourceLanguage = sourceLanguage
  }

  /// Adds the units of each entry in order, letting each entry go once its units are made, so
  /// that the entries and their units are not both held whole at the end of a large file.
  mutating func add(consuming entries: consuming [StringCatalog.Entry]) {
    for index in entries.indices {
      let entry = entries[index]
      entries[index] = StringCatalog.Entry(key: "", comment: nil, extractionState: nil, localizations: [:])
      add(entry)
    }
  }

  /// Adds the units of one entry, and the findings of those skipped.
  mutating func add(_ entry: StringCatalog.Entry) {
    let source = entry.localizations[sourceLanguage]?.value ?? entry.key
    for language in entry.localizations.keys.sorted() where language != sourceLanguage {
      guard let localization = entry.localizations[language] else { continue }
      func skip(_ id: DiagnosticID, _ why: String) {
        findings.append(
          Finding(
            .catalogEntryNotImported(id, quoted: entry.key.quotedLiteral, language: language, why: why),
            file: path, line: localization.location?.line, column: localization.location?.column, language: language,
            table: table, key: entry.key))
      }
      if localization.varies, entry.shouldTranslate != false {
        let kinds = localization.variationKinds.isEmpty ? ["variations"] : localization.variationKinds
        skip(
          .unitNotImportable,
          "its value varies by \(PrintableText.escapingControls(kinds.joined(separator: " and "))), which a .strings table cannot hold"
        )
        continue
      }
      guard let value = localization.value else { continue }
      guard
        let state = TranslationState(
          catalog: localization.state, value: value, source: source, shouldTranslate: entry.shouldTranslate != false)
      else {
        skip(
          .unknownState,
          "its state \((localization.state ?? "").debugDescription) is not translated, needs_review or new")
        continue
      }
      if byLanguage[language] == nil { order.append(language) }
      byLanguage[language, default: []].append(
        TranslationUnit(
          key: entry.key, source: source, target: value, state: state, note: entry.comment,
          location: localization.location))
    }
  }

  /// The input the units make, one file per language in the order the languages first appear.
  func input() -> TranslationInput {
    // A language key is a --language value: a folder's exact name (`es_MX`, written when two
    // folders share a tag) names that folder, any other key the folder of its tag.
    let files = order.map { language in
      TranslationFile(
        original: "\(table).xcstrings", sourceLanguage: sourceLanguage, targetLanguage: language,
        units: byLanguage[language] ?? [], targetNamesFolder: true)
    }
    return TranslationInput(path: path, files: files, findings: findings)
  }
}
