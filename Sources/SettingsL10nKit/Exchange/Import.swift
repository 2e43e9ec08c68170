import BundleIO
import ByteCore
import Findings

/// Options of `import`.
public struct ImportOptions: Sendable, Hashable {
  /// Create the `.lproj` folder of a target language the bundle has no folder for.
  public var createFolders: Bool
  /// The encoding of tables created from nothing (existing files keep theirs).
  public var newFileEncoding: StringsEncoding
  /// The `.lproj` folder (its name, without `.lproj`) every input goes to, in place of the one
  /// its target language or the file names (`--lproj`): a folder of the target language.
  public var folder: String?
  /// Write targets whose language is the development language's folder (which every other
  /// language is checked against) instead of refusing the import.
  public var allowDevelopmentLanguage: Bool
  /// Write a tool's unfinished work (fuzzy or machine-made targets, and targets marked new),
  /// which is otherwise left out with one warning (`--accept-unfinished`).
  public var acceptUnfinished: Bool

  /// Creates options.
  public init(
    createFolders: Bool = false, newFileEncoding: StringsEncoding = .utf8(bom: false), folder: String? = nil,
    allowDevelopmentLanguage: Bool = false, acceptUnfinished: Bool = false
  ) {
    self.acceptUnfinished = acceptUnfinished
    self.createFolders = createFolders
    self.newFileEncoding = newFileEncoding
    self.folder = folder
    self.allowDevelopmentLanguage = allowDevelopmentLanguage
  }
}

/// `import`: translations of any exchange format written back into the language's tables.
public enum Import {
  /// Plans the import of every input (whatever format its reader read it from); refuses
  /// (writing nothing) when an input is malformed, a table to change has errors, two units give
  /// one key different targets, a file targets the development language (unless
  /// `allowDevelopmentLanguage`), or no unit of any input is for a key the bundle's pages use.
  /// Every target to be written gets `check`'s checks (format-mismatch, untranslated,
  /// whitespace-mismatch, too-long), reported.
  ///
  /// Each file is mapped to a folder by `folder(for:…)` and its `original` to a table (when it
  /// names none, each unit to the one table whose pages use its key: `ImportByKey`). A unit is
  /// written when it has a non-empty target and its source still equals the development
  /// value; otherwise it is skipped and reported. A table created by an import also gets the
  /// development value (marked untranslated) for keys without a target, so that the device
  /// shows what it showed before instead of raw keys.
  public static func plan(_ bundle: LocalizedBundle, inputs: [TranslationInput], options: ImportOptions)
    throws(ExchangeError) -> ExchangeResult
  {
    guard let development = bundle.developmentLproj else {
      throw .usage("the bundle has no \(bundle.matcher.developmentLanguage).lproj for the development language")
    }
    var refusals: [Finding] = []
    var findings: [Finding] = []
    for input in inputs {
      refusals += input.findings.filter { $0.severity == .error }
      findings += input.findings.filter { $0.severity != .error }
    }
    let uses = StringUses(walk: bundle.walk, code: bundle.code)
    let grouped = try tables(of: inputs, in: bundle, development: development.name, uses: uses, options: options)
    var slots = grouped.slots
    let groups = grouped.groups
    // The tables are planned concurrently; each part's findings go back to its slot, so that
    // they are reported in the order of the files and units, as if planned one by one.
    var caches: [String: DevelopmentKeys] = [:]
    for group in groups where caches[group.table] == nil { caches[group.table] = DevelopmentKeys() }
    let context = ImportContext(
      uses: uses, checks: ImportChecks(bundle: bundle), options: options, developmentKeys: caches)
    let bundleRoot = WriteDestination.realPath(bundle.url.path)
    let results = Concurrently.map(groups.count) { index in
      groups[index].plan(bundle, context: context, bundleRoot: bundleRoot)
    }
    var editors: [TableEditor] = []
    var matched = 0
    var unfinished: [String: Int] = [:]
    for (group, planned) in zip(groups, results) {
      matched += planned.matched
      for (path, count) in planned.unfinished { unfinished[path, default: 0] += count }
      // What was said about a file before its table was planned (its folder) comes first.
      for (index, slot) in planned.slots {
        slots[index].findings += slot.findings
        slots[index].refusals += slot.refusals
      }
      if planned.editor.existing != nil {
        editors.append(planned.editor)
      } else if let created = newTable(planned, source: group.source, in: bundle, uses: uses, bundleRoot: bundleRoot) {
        editors.append(created)
      }
    }
    for slot in slots {
      findings += slot.findings
      refusals += slot.refusals
    }
    findings += unfinishedWork(unfinished, inputs: inputs, accepted: options.acceptUnfinished)
    guard refusals.isEmpty else { throw .refused(refusals) }
    // A file with no units at all (the export of a bundle with nothing to translate) is
    // imported as the nothing it is; one whose units are all for other keys is refused.
    guard matched > 0 || inputs.allSatisfy({ $0.files.allSatisfy(\.units.isEmpty) }) else {
      throw .refused(inputs.map { nothingMatched($0, uses: uses) })
    }
    return try Extract.finish(editors, findings: findings, encoding: options.newFileEncoding)
  }

  /// One finding per input holding unfinished work (fuzzy, machine-made or new targets): a
  /// warning that it was left out, or with `--accept-unfinished` a note that it was written.
  private static func unfinishedWork(_ counts: [String: Int], inputs: [TranslationInput], accepted: Bool) -> [Finding] {
    var seen: Set<String> = []
    return inputs.compactMap { input in
      guard seen.insert(input.path).inserted, let count = counts[input.path], count > 0 else { return nil }
      let units = count == 1 ? "1 target is" : "\(count) targets are"
      return accepted
        ? Finding(.unfinishedImported(units: units), file: input.path)
        : Finding(.stateNotImported(units: units), file: input.path)
    }
  }

  /// An input none of whose units is for a key the bundle's pages use: it was meant for another
  /// bundle (or is empty), and an import that writes nothing must not look like one that worked.
  private static func nothingMatched(_ input: TranslationInput, uses: StringUses) -> Finding {
    // A file a service rewrote (`original="/en.xliff"`) has no table: its units were matched by key.
    let names = input.files.map { $0.table ?? "\($0.original) (no table: matched by key)" }
    var seen: Set<String> = []
    let tables = names.filter { seen.insert($0).inserted }
    let units = input.files.reduce(0) { $0 + $1.units.count }
    let has =
      tables.isEmpty
      ? "it has no units"
      : "its \(units == 1 ? "unit is" : "\(units) units are") for table\(tables.count == 1 ? "" : "s") \(PrintableText.escapingControls(tables.joined(separator: ", ")))"
    let expected =
      uses.tables.isEmpty
      ? "no page of the bundle uses a table"
      : "the bundle's pages use table\(uses.tables.count == 1 ? "" : "s") \(uses.tables.joined(separator: ", "))"
    return Finding(.nothingMatched(has: has, expected: expected), file: input.path)
  }

  /// A table the language lacks, made whole in the required order: keys without a target keep
  /// showing the development value (marked untranslated). Nil when no target goes to it: the
  /// device keeps showing the development table.
  private static func newTable(
    _ planned: TableImport.Planned, source: LoadedTable, in bundle: LocalizedBundle, uses: StringUses,
    bundleRoot: String?
  ) -> TableEditor? {
    guard !planned.written.isEmpty else { return nil }
    let table = planned.editor.table
    var editor = TableEditor(bundle: bundle, lproj: planned.editor.lproj, table: table, bundleRoot: bundleRoot)
    for key in uses.requiredKeys(table: table) {
      guard let entry = source.effective.entry(for: key), let value = entry.value.string else { continue }
      if let target = planned.written[ExactKey(key)] {
        editor.add(key, value: target.value, comment: entry.comment)
      } else {
        let comment = [Sync.untranslatedMarker, entry.comment].compactMap { $0 }.joined(separator: ". ")
        editor.add(key, value: value, comment: comment)
      }
    }
    return editor
  }

  /// Every `<file>` of every input, in order, with a slot for what is reported about it (a file
  /// whose folder or table cannot be found is reported there), grouped by the table its targets
  /// go to, in the order the tables first appear.
  private static func tables(
    of inputs: [TranslationInput], in bundle: LocalizedBundle, development: String, uses: StringUses,
    options: ImportOptions
  ) throws(ExchangeError) -> (slots: [ImportSlot], groups: [TableImport]) {
    var slots: [ImportSlot] = []
    var groups: [TableImport] = []
    var groupOfTable: [String: Int] = [:]
    var folders: [FolderKey: String] = [:]
    let bundleName = bundle.url.standardizedFileURL.lastPathComponent
    for input in inputs {
      // An app-wide export (Xcode's Export Localizations) holds the app's other tables too:
      // they are skipped and summed up in one line instead of a warning each.
      var foreign: [String] = []
      defer {
        if !foreign.isEmpty {
          slots.append(ImportSlot(findings: [otherTables(foreign, input: input.path)]))
        }
      }
      // A file whose `<file>`s name different target languages is imported per `<file>`; each
      // one that differs from the first says so, as a stray language is most often a slip.
      let firstLanguage = input.files.first?.targetLanguage
      for file in input.files {
        if isForeign(file.original, bundleName: bundleName), !(file.table.map(uses.tables.contains) ?? false) {
          foreign.append(file.original)
          continue
        }
        let slot = slots.count
        slots.append(ImportSlot())
        func fileFinding(_ text: FindingText) -> Finding {
          Finding(text, file: input.path, line: file.location?.line, column: file.location?.column)
        }
        guard let language = file.targetLanguage else {
          slots[slot].refusals.append(fileFinding(.xliffMalformed(noTargetLanguage: file.original)))
          continue
        }
        if !file.targetNamesFolder, let firstLanguage, language != firstLanguage {
          slots[slot].findings.append(
            fileFinding(
              .mixedLanguages(
                original: file.original, language: PrintableText.escapingControls(language),
                first: PrintableText.escapingControls(firstLanguage))))
        }
        // Every file of a language maps to the same folder: found once (a refusal is found again
        // for each file, so that each is reported where it is).
        let folderKey = FolderKey(language: language, lproj: file.lproj, namesFolder: file.targetNamesFolder)
        let found: Result<String, ImportFolderError>
        // The language's tag, read once for its folder and the note about it (ICU canonicalizes it).
        var tag: LocaleTag?
        if let known = folders[folderKey] {
          found = .success(known)
        } else {
          tag = Self.tag(of: file, language: language)
          found = try folder(
            for: file, language: language, tag: tag, in: bundle, options: options, input: input.path)
        }
        let lproj: String
        switch found {
        case .success(let name):
          lproj = name
          if folders[folderKey] == nil, let note = parentFolderNote(language, tag: tag, folder: name, bundle: bundle) {
            slots[slot].findings.append(fileFinding(note))
          }
          folders[folderKey] = name
        case .failure(let error):
          slots[slot].refusals.append(fileFinding(.unknownLanguage(error.message)))
          continue
        }
        // The development language's values are what every language is checked against: a file
        // for it is most often a translator's slip, so it is written only when asked for.
        guard lproj != development || options.allowDevelopmentLanguage else {
          slots[slot].refusals.append(
            fileFinding(
              .developmentLanguageTarget(
                original: file.original, language: PrintableText.escapingControls(language), lproj: lproj)))
          continue
        }
        // The tables the file's units go to: the one its original names, else (a file a service
        // rewrote, `original="/en.xliff"`) for each unit the one table whose pages use its key.
        var targets: [(table: String, file: TranslationFile, slot: Int)] = []
        if let table = file.table {
          targets = [(table, file, slot)]
        } else {
          let split = ImportByKey.split(file, uses: uses, path: input.path)
          slots[slot].findings += split.findings
          // Each table's part reports to a slot of its own (tables are planned apart, and a
          // table's plan replaces its slot); this file's slot keeps what the split found.
          for part in split.files {
            slots.append(ImportSlot())
            targets.append((part.table, part.file, slots.count - 1))
          }
        }
        guard !targets.isEmpty, targets.allSatisfy({ uses.tables.contains($0.table) }) else {
          slots[slot].findings.append(
            fileFinding(.unknownTable(original: file.original)))
          continue
        }
        for (table, part, partSlot) in targets {
          guard let source = bundle.table(table, in: development) else {
            slots[partSlot].findings.append(
              fileFinding(.missingDevelopmentTable(table, original: file.original)))
            continue
          }
          let tableKey = "\(lproj)/\(table)"
          let group: Int
          if let known = groupOfTable[tableKey] {
            group = known
          } else {
            group = groups.count
            groupOfTable[tableKey] = group
            groups.append(TableImport(lproj: lproj, table: table, source: source))
          }
          groups[group].parts.append(TableImport.Part(slot: partSlot, path: input.path, file: part))
        }
      }
    }
    return (slots, groups)
  }

  /// The folder a `<file>` goes to, by the one language rule: the folder `--lproj` names, else
  /// the folder it was exported from (as the file names it), else the folder its target language names
  /// (`LanguageFolders`: by exact name only for a String Catalog's key; ambiguity refused with
  /// `.unsafe`), else (only with `--create`) a new folder named by the tag. Never a closest
  /// match: what `export` found no folder for, `import` writes nowhere without `--create`.
  static func folder(
    for file: TranslationFile, language: String, tag: LocaleTag?, in bundle: LocalizedBundle, options: ImportOptions,
    input: String
  ) throws(ExchangeError) -> Result<String, ImportFolderError> {
    guard let tag else {
      return .failure(ImportFolderError("target-language \(language.debugDescription) is not a language tag"))
    }
    let create = options.createFolders
    if let name = options.folder ?? file.lproj {
      let given = options.folder != nil
      guard LanguageFolders.isCreatable(name), let named = try? Lproj(name: name),
        LanguageFolders.isFolder(named, forWriting: tag)
      else {
        let message =
          given
          ? "--lproj \(PrintableText.escapingControls(name)) is not a folder of target-language \(PrintableText.escapingControls(language))"
          : "the file names the folder \(PrintableText.escapingControls(name).debugDescription), which is not a folder name for target-language \(PrintableText.escapingControls(language))"
        return .failure(ImportFolderError(message))
      }
      if bundle.localizations.lproj(named: name) != nil || create { return .success(name) }
      return .failure(
        ImportFolderError(
          "the bundle has no \(name).lproj\(given ? "" : " (this file was exported from it)"); --create makes it"))
    }
    if let lproj = try LanguageFolders.folderForWriting(
      language, tag: tag, in: bundle.localizations, exactNames: file.targetNamesFolder, file: input,
      location: file.location,
      option: "--lproj")
    {
      return .success(lproj.name)
    }
    if let parent = LanguageFolders.parentFolderForWriting(tag, in: bundle.localizations) {
      return .success(parent.name)
    }
    guard create else {
      return .failure(
        ImportFolderError(
          "the bundle has no .lproj folder for \(PrintableText.escapingControls(language)); --create makes \(tag.canonical).lproj"
        ))
    }
    guard LanguageFolders.isCreatable(tag.canonical) else {
      return .failure(ImportFolderError("\(tag.canonical) cannot be a folder name"))
    }
    return .success(tag.canonical)
  }
}

extension Import {
  /// True when a `<file>`'s `original` is a path in an app's repository outside the bundle
  /// (`App/Localizable.xcstrings`, `App/Base.lproj/Main.storyboard`), as Xcode's
  /// app-wide exports name them (the caller still imports one whose table the pages use); this tool's own (`en.lproj/Root.strings`), a service's
  /// (`/en.xliff`) and those naming the bundle (`App/Settings.bundle/en.lproj/Root.strings`) are not.
  fileprivate static func isForeign(_ original: String, bundleName: String) -> Bool {
    let parts = original.split(separator: "/")
    if parts.count < 2 || parts.contains(where: { $0 == bundleName }) { return false }
    return !(parts.count == 2 && parts[0].hasSuffix(".lproj"))
  }

  /// The one line about an app-wide export's other files: how many, and their names.
  fileprivate static func otherTables(_ originals: [String], input: String) -> Finding {
    let names = originals.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    var seen: Set<String> = []
    let distinct = names.filter { seen.insert($0).inserted }
    let shown = distinct.prefix(5).joined(separator: ", ") + (distinct.count > 5 ? ", …" : "")
    return Finding(
      .unknownTable(otherTables: originals.count, shown: PrintableText.escapingControls(shown)), file: input)
  }

  /// The tag of a `<file>`'s target language; nil when it is none. A catalog key may be spelled
  /// as a folder is (`de_DE`, `Japanese`): its tag is the folder's.
  fileprivate static func tag(of file: TranslationFile, language: String) -> LocaleTag? {
    let named = file.targetNamesFolder ? (try? Lproj(name: language))?.locale : nil
    return named ?? (try? LocaleTag(language))
  }

  /// The note said when a target language with no folder of its own is written into the folder
  /// of its parent (`de-DE` into `de.lproj`); nil when the folder is the language's own.
  fileprivate static func parentFolderNote(
    _ language: String, tag: LocaleTag?, folder: String, bundle: LocalizedBundle
  ) -> FindingText? {
    guard let tag, let lproj = bundle.localizations.lproj(named: folder), let locale = lproj.locale,
      locale.canonical != tag.canonical
    else { return nil }
    return .parentFolder(language: PrintableText.escapingControls(language), folder: folder)
  }
}

/// Why a target language has no folder.
struct ImportFolderError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// A target language and the folder a file names for it, which together decide the folder.
private struct FolderKey: Hashable {
  var language: String
  var lproj: String?
  var namesFolder: Bool
}
