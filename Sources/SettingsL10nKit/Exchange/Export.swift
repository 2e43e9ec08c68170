import Foundation

/// Options of `export`.
public struct ExportOptions: Sendable, Hashable {
  /// The tool named in each file's header.
  public var tool: XLIFFDocument.Tool

  /// Creates options.
  public init(tool: XLIFFDocument.Tool = XLIFFDocument.Tool(id: "settings-l10n", name: "settings-l10n", version: nil)) {
    self.tool = tool
  }
}

/// `export`: XLIFF 1.2 for translators, one `<file>` per table.
public enum Export {
  /// The XLIFF document for one language (a folder name or a BCP 47 tag; a language the bundle
  /// has no folder for yet gets a document without targets), and what was left out.
  ///
  /// Each table the pages use and the development language has becomes a `<file>` whose
  /// `original` is the development table's path; each required key the development table holds
  /// becomes a unit with the development value as `<source>`, the language's value as `<target>`
  /// when its table has the key, and a `<note>` with the comment and where the string appears.
  public static func document(
    _ bundle: LocalizedBundle, language: String, options: ExportOptions = ExportOptions()
  ) throws(ExchangeError) -> (document: XLIFFDocument, findings: [Finding]) {
    guard let development = bundle.developmentLproj else {
      throw .usage("the bundle has no \(bundle.matcher.developmentLanguage).lproj for the development language; run 'settings-l10n extract' first")
    }
    let (lproj, ambiguity) = LanguageFolders.folderForReading(language, in: bundle.localizations)
    let targetLanguage: String
    if let lproj {
      guard let locale = lproj.locale else { throw .usage("\(lproj.folderName) is not a language; name one with --language") }
      targetLanguage = locale.canonical
    } else {
      guard let tag = try? LocaleTag(language) else { throw .usage("\(language) is neither a .lproj folder of the bundle nor a language tag") }
      targetLanguage = tag.canonical
    }
    let sourceLanguage = development.locale?.canonical ?? "en"
    let uses = StringUses(walk: bundle.walk)
    var files: [XLIFFDocument.File] = []
    var findings: [Finding] = ambiguity.map { [$0] } ?? []
    if lproj == nil {
      findings.append(
        Finding(
          id: "new-language", severity: .note,
          message: "the bundle has no folder for \(targetLanguage) yet: the export has no targets; import it with --create"))
    }
    for table in uses.tables {
      guard let source = bundle.table(table, in: development.name) else {
        findings.append(
          Finding(
            id: "missing-table", severity: .warning,
            message: "the development language has no \(table).strings; its strings are not exported (run 'settings-l10n extract')",
            file: development.path(ofTable: table), language: development.name, table: table))
        continue
      }
      let translated = lproj.flatMap { bundle.table(table, in: $0.name)?.effective }
      var units: [XLIFFDocument.Unit] = []
      for key in uses.requiredKeys(table: table) {
        guard let entry = source.effective.entry(for: key), let value = entry.value.string else { continue }
        let translation = translated?.entry(for: key)
        let target = translation?.value.string
        let unsafe = [key, value, target ?? ""].lazy.compactMap(XMLEscaping.firstDisallowed).first
        if let unsafe {
          findings.append(
            Finding(
              id: "unit-not-exportable", severity: .warning,
              message: "key \(key.debugDescription) is left out: its text holds U+\(String(format: "%04X", unsafe.value)), which XML 1.0 (and so XLIFF) cannot carry",
              file: source.path, language: development.name, table: table, key: key
            ).located(at: source.location(of: entry)))
          continue
        }
        let whereUsed = uses.provenance(of: key, table: table)
        // A comment `extract` wrote already says where the string appears.
        let comment = entry.comment == whereUsed ? nil : entry.comment
        let note = [comment, "Settings: " + whereUsed].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        // A value `sync --fill-with-source` copied is marked as still to translate.
        let copied = translation?.comment?.hasPrefix(Sync.untranslatedMarker) == true
        let state = target == nil ? nil : copied ? "needs-translation" : "translated"
        units.append(XLIFFDocument.Unit(id: key, source: value, target: target, state: state, note: note))
      }
      files.append(
        XLIFFDocument.File(
          original: source.path, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, tool: options.tool,
          units: units, lproj: lproj.flatMap { $0.name == targetLanguage ? nil : $0.name }))
    }
    return (XLIFFDocument(files: files), findings)
  }

  /// The folders `--all` exports: every language folder but the development language's and Base.
  public static func allLanguages(_ bundle: LocalizedBundle) -> [String] {
    bundle.localizations.lprojs.filter { !$0.isBase && $0.name != bundle.developmentLproj?.name }.map(\.name)
  }
}
