import BundleIO
import ByteCore
import Foundation

/// The four table-writing jobs from the bundle on disk: load, plan, then write everything
/// atomically, or (dry run) only report the diff.
public enum ExchangeJobs {
  /// How to run a job.
  public struct Run: Sendable {
    /// How to load the bundle (development language, `--iask`).
    public var load: LocalizedBundle.Options
    /// Write nothing; the report's text holds the diff.
    public var dryRun: Bool
    /// What to do when another process is writing the bundle: wait (and say so), or fail.
    public var waiting: BundleLock.Waiting

    /// Creates run settings.
    public init(
      load: LocalizedBundle.Options = LocalizedBundle.Options(), dryRun: Bool = false,
      waiting: BundleLock.Waiting = .wait(notice: { _ in })
    ) {
      self.load = load
      self.dryRun = dryRun
      self.waiting = waiting
    }
  }

  /// `extract`: see `Extract.plan`.
  public static func extract(bundle: URL, options: ExtractOptions, run: Run) throws(ExchangeError) -> ExchangeResult {
    try write(bundle, run) { loaded throws(ExchangeError) in try Extract.plan(loaded, options: options) }
  }

  /// `sync`: see `Sync.plan`.
  public static func sync(bundle: URL, options: SyncOptions, run: Run) throws(ExchangeError) -> ExchangeResult {
    try write(bundle, run) { loaded throws(ExchangeError) in try Sync.plan(loaded, options: options) }
  }

  /// `export` of languages (folder names or tags; empty with `all` means every language folder)
  /// in `options.format`. XLIFF (1.2 or 2.0): to standard output (one language, `output` nil),
  /// to a file (one language), or to `<tag>.xliff` files in the `output` folder. Xcode
  /// Localization Catalogs: `<tag>.xcloc/` folders in `output` (see `Export.packageName`). String Catalogs: one
  /// `<Table>.xcstrings` per table, every language in it, in `output` (languages are not named).
  public static func export(
    bundle: URL, languages: [String], all: Bool, output: URL?, displayOutput: String?, options: ExportOptions, run: Run
  ) throws(ExchangeError) -> ExchangeResult {
    // An export only reads the bundle: an interrupted write is reported, never settled.
    let interrupted = try BundleAccess.interruptedWrite(bundle, waiting: run.waiting)
    let loaded = try load(bundle, run)
    if options.format == .xcstrings {
      guard let output else { throw .usage("String Catalogs are written to a folder: name it with --output") }
      return try writeExport(
        exportCatalogs(loaded, output: output, displayOutput: displayOutput ?? output.path), interrupted: interrupted,
        run: run, outputFolder: (output, displayOutput ?? output.path))
    }
    let names = all ? Export.allLanguages(loaded) : languages
    guard !names.isEmpty else {
      throw .usage(all ? "the bundle has no language to export" : "name a language with --language, or use --all")
    }
    var changes: [(change: FileChange, summary: String)] = []
    var findings: [Finding] = []
    var catalogFolders: [URL] = []
    // The summaries of files of `--all` written as streams (FIFOs, devices) as they were made.
    var streamed: [String] = []
    let shared = Export.Shared(loaded)
    let shownOutput = displayOutput ?? output?.path ?? ""
    func url(_ name: String) -> URL? {
      output.map { all ? $0.appendingPathComponent(Export.packageName(name, in: loaded) + ".xliff") : $0 }
    }
    // The pages around the strings, drawn once for every language's catalog.
    let context = options.format == .xcloc && output != nil ? XcodeLocalizationCatalog.Context(loaded) : nil
    // Without an output only the first language is printed, so only it is made.
    let made = try Export.languages(
      output == nil ? Array(names.prefix(1)) : names, of: loaded, shared: shared, options: options,
      path: { options.format == .xcloc ? nil : url($0) })
    for (index, language) in made.enumerated() {
      let name = names[index]
      let files = language.files
      findings += language.findings
      if options.format == .xcloc {
        guard let output else {
          throw .usage("Xcode Localization Catalogs are written to a folder: name it with --output")
        }
        let catalog = XcodeLocalizationCatalog.changes(
          loaded, files: files, options: options, output: output, displayOutput: shownOutput,
          name: Export.packageName(name, in: loaded), context: context)
        changes += catalog.changes
        catalogFolders.append(catalog.folder)
        continue
      }
      let xml = language.xml ?? []
      guard let url = url(name) else {
        var report = ExchangeResult(
          changes: ChangeSet([]), summaries: [], findings: findings, output: String(decoding: xml, as: UTF8.self),
          dryRun: run.dryRun)
        report.interrupted = interrupted
        return report
      }
      let shown = all ? PrintedPaths.join(shownOutput, url.lastPathComponent) : shownOutput
      var units = 0
      var translated = 0
      for file in files {
        units += file.units.count
        for index in file.units.indices where file.units[index].target != nil { translated += 1 }
      }
      let summary = "\(shown): \(count(files.count, "file")), \(count(units, "unit")), \(translated) with a target"
      // A FIFO or device (`/dev/stdout` when it is a pipe) is written as a stream, never renamed
      // over: `--output` and each file of `--all` alike (there, never through a link in the folder).
      if case .stream(let path)? = try? OutputDestination.resolve(url.path) {
        if all, let output { try ExportOutputFolder.checkNoLinks(url, in: output, shown: shownOutput) }
        var report = ExchangeResult(
          changes: ChangeSet([]), summaries: [summary], findings: findings, dryRun: run.dryRun)
        report.interrupted = interrupted
        if all { streamed.append(summary) }
        guard !run.dryRun else {
          if all { continue }
          return report
        }
        do throws(StringsFileError) {
          try OutputDestination.stream(path: path).write(xml, shown: shown)
        } catch {
          guard case .unwritable(let path, let reason) = error else {
            throw .io(path: shown, reason: error.description)
          }
          throw .io(path: path, reason: "cannot write: \(reason)")
        }
        if all { continue }
        return report
      }
      changes.append((FileChange(url: url, displayPath: shown, before: language.before, after: xml), summary))
    }
    var planned = report(changes, findings: findings)
    planned.summaries = streamed + planned.summaries
    return try writeExport(
      planned, interrupted: interrupted, run: run, notesIn: catalogFolders,
      outputFolder: output.flatMap { all || options.format == .xcloc ? ($0, shownOutput) : nil })
  }

  /// Writes an export's files (outside the bundle, so without its lock), then the empty `Notes/`
  /// folders of Xcode Localization Catalogs; a dry run writes nothing.
  private static func writeExport(
    _ planned: ExchangeResult, interrupted: InterruptedWrite?, run: Run, notesIn folders: [URL] = [],
    outputFolder: (url: URL, shown: String)? = nil
  ) throws(ExchangeError) -> ExchangeResult {
    var report = planned
    report.interrupted = interrupted
    report.dryRun = run.dryRun
    if let outputFolder {
      try ExportOutputFolder.check(report.changes, notesIn: folders, in: outputFolder.url, shown: outputFolder.shown)
    }
    guard !run.dryRun else { return report }
    try report.changes.apply()
    for folder in folders { try XcodeLocalizationCatalog.createNotesFolder(in: folder) }
    return report
  }

  /// The String Catalogs of every table, in `output`.
  private static func exportCatalogs(_ bundle: LocalizedBundle, output: URL, displayOutput: String)
    throws(ExchangeError) -> ExchangeResult
  {
    let (catalogs, findings) = try StringCatalog.catalogs(bundle)
    var changes: [(change: FileChange, summary: String)] = []
    for (table, catalog) in catalogs {
      let url = output.appendingPathComponent("\(table).xcstrings")
      let shown = PrintedPaths.join(displayOutput, "\(table).xcstrings")
      let before = try? FileBytes.read(url)
      let languages = Set(catalog.entries.flatMap(\.localizations.keys)).count
      changes.append(
        (
          FileChange(url: url, displayPath: shown, before: before, after: Array(catalog.json().utf8)),
          "\(shown): \(count(catalog.entries.count, "key")), \(count(languages, "language"))"
        ))
    }
    return report(changes, findings: findings)
  }

  /// A report of changes with one summary line each; files that would not change are left out of both.
  private static func report(_ changes: [(change: FileChange, summary: String)], findings: [Finding]) -> ExchangeResult
  {
    let changed = changes.filter(\.change.changesFile)
    return ExchangeResult(
      changes: ChangeSet(changed.map(\.change)), summaries: changed.map(\.summary), findings: findings, dryRun: false)
  }

  /// `import` of XLIFF 1.2 or 2.x files, String Catalogs and Xcode Localization Catalog
  /// folders (told apart by content), then see `Import.plan`. `-` among `files` stands for
  /// `standardInput`.
  public static func importFiles(
    bundle: URL, files: [String], standardInput: [UInt8]? = nil, options: ImportOptions, run: Run
  ) throws(ExchangeError) -> ExchangeResult {
    let inputs = try readInputs(files, standardInput: standardInput)
    return try write(bundle, run) { loaded throws(ExchangeError) in
      try Import.plan(loaded, inputs: inputs, options: options)
    }
  }

  /// Reads every file given to `import`, concurrently (a reader only reads); the first file in
  /// the order given that cannot be read is the error thrown, as when they are read one by one.
  static func readInputs(_ files: [String], standardInput: [UInt8]?) throws(ExchangeError) -> [TranslationInput] {
    try Concurrently.map(files.count) { index throws(ExchangeError) in
      try TranslationReader.read(files[index], standardInput: standardInput)
    }
  }

  /// `import` (any format): see `importFiles`.
  public static func importXLIFF(
    bundle: URL, files: [String], standardInput: [UInt8]? = nil, options: ImportOptions, run: Run
  ) throws(ExchangeError) -> ExchangeResult {
    try importFiles(bundle: bundle, files: files, standardInput: standardInput, options: options, run: run)
  }

  private static func load(_ bundle: URL, _ run: Run) throws(ExchangeError) -> LocalizedBundle {
    let loaded: LocalizedBundle
    do {
      loaded = try LocalizedBundle.load(bundle, options: run.load)
    } catch {
      throw .io(path: bundle.path, reason: "\(error)")
    }
    // A page that cannot be parsed hides which keys its tables need: a sync would report or
    // prune them as stale, an export would leave them out. Nothing is done until it is fixed.
    let invalid = Set(loaded.walk.nodes.filter { $0.state == .invalid }.map(\.file))
    guard invalid.isEmpty else {
      throw .refused(loaded.walk.findings.filter { $0.severity == .error && $0.file.map(invalid.contains) == true })
    }
    return loaded
  }

  /// Loads, plans and writes holding the bundle's lock from the first read to the last rename,
  /// after settling an interrupted write; a dry run only plans, reading the bundle as before an
  /// interrupted write. Every job that
  /// writes a bundle's tables (any importer) goes through here, so that the promises hold for it:
  /// table names refused unless plain, writes confined, one writer, all or nothing.
  static func write(
    _ bundle: URL, _ run: Run, plan: (LocalizedBundle) throws(ExchangeError) -> ExchangeResult
  ) throws(ExchangeError) -> ExchangeResult {
    func planned(_ recovered: WriteRecovery?, interrupted: InterruptedWrite? = nil) throws(ExchangeError)
      -> ExchangeResult
    {
      let loaded = try load(bundle, run)
      // A page's StringsTable names files to write; a child pane's File (an element's finding) names none.
      let unsafe = loaded.walk.findings.filter { $0.id == .invalidTableName && $0.specifierIndex == nil }
      guard unsafe.isEmpty else { throw .unsafe(unsafe) }
      var report = try plan(loaded)
      report.recovered = recovered
      report.interrupted = interrupted
      report.dryRun = run.dryRun
      return report
    }
    // A dry run only reads: an interrupted write is reported and the bundle read as before it.
    guard !run.dryRun else {
      return try planned(nil, interrupted: BundleAccess.interruptedWrite(bundle, waiting: run.waiting))
    }
    return try BundleAccess.withWriteLock(bundle, waiting: run.waiting) { session throws(ExchangeError) in
      let report = try planned(session.recovered)
      try report.changes.apply(to: session)
      return report
    }
  }
}
