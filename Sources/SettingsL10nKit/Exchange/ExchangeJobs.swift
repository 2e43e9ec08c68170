import Foundation

/// The four table-writing jobs from the bundle on disk: load, plan, then write everything
/// atomically, or (dry run) only report the diff.
public enum ExchangeJobs {
  /// How to run a job.
  public struct Run: Sendable, Hashable {
    /// How to load the bundle (development language, `--iask`).
    public var load: LocalizedBundle.Options
    /// Write nothing; the report's text holds the diff.
    public var dryRun: Bool

    /// Creates run settings.
    public init(load: LocalizedBundle.Options = LocalizedBundle.Options(), dryRun: Bool = false) {
      self.load = load
      self.dryRun = dryRun
    }
  }

  /// `extract`: see `Extract.plan`.
  public static func extract(bundle: URL, options: ExtractOptions, run: Run) throws(ExchangeError) -> ExchangeReport {
    try finish(Extract.plan(load(bundle, run), options: options), run)
  }

  /// `sync`: see `Sync.plan`.
  public static func sync(bundle: URL, options: SyncOptions, run: Run) throws(ExchangeError) -> ExchangeReport {
    try finish(Sync.plan(load(bundle, run), options: options), run)
  }

  /// `export` of languages (folder names or tags; empty with `all` means every language folder)
  /// to XLIFF: to standard output (one language, `output` nil), to a file (one language), or to
  /// `<folder>.xliff` files in the `output` folder.
  public static func export(
    bundle: URL, languages: [String], all: Bool, output: URL?, displayOutput: String?, options: ExportOptions, run: Run
  ) throws(ExchangeError) -> ExchangeReport {
    let loaded = try load(bundle, run)
    let names = all ? Export.allLanguages(loaded) : languages
    guard !names.isEmpty else { throw .usage(all ? "the bundle has no language to export" : "name a language with --language, or use --all") }
    var changes: [FileChange] = []
    var summaries: [String] = []
    var findings: [Finding] = []
    let shared = Export.Shared(loaded)
    for name in names {
      let (document, found) = try Export.document(loaded, language: name, options: options, shared: shared)
      findings += found
      let xml = document.xml()
      guard let output else {
        return ExchangeReport(changes: ChangeSet([]), summaries: [], findings: findings, output: xml, dryRun: run.dryRun)
      }
      let url = all ? output.appendingPathComponent("\(name).xliff") : output
      let shown = all ? "\(displayOutput ?? output.path)/\(name).xliff" : displayOutput ?? output.path
      let before = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
      let units = document.files.reduce(0) { $0 + $1.units.count }
      let translated = document.files.reduce(0) { $0 + $1.units.filter { $0.target != nil }.count }
      changes.append(FileChange(url: url, displayPath: shown, before: before, after: Array(xml.utf8)))
      summaries.append("\(shown): \(count(document.files.count, "file")), \(count(units, "unit")), \(translated) with a target")
    }
    return try finish(ExchangeReport(changes: ChangeSet(changes), summaries: summaries, findings: findings, dryRun: run.dryRun), run)
  }

  /// `import`: reads the XLIFF files, then see `Import.plan`.
  public static func importXLIFF(bundle: URL, files: [String], options: ImportOptions, run: Run) throws(ExchangeError) -> ExchangeReport {
    var inputs: [XLIFFInput] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .io(path: path, reason: "cannot read the file")
      }
      inputs.append(XLIFFInput(path: path, bytes: [UInt8](data)))
    }
    return try finish(Import.plan(load(bundle, run), inputs: inputs, options: options), run)
  }

  private static func load(_ bundle: URL, _ run: Run) throws(ExchangeError) -> LocalizedBundle {
    do {
      return try LocalizedBundle.load(bundle, options: run.load)
    } catch {
      throw .io(path: bundle.path, reason: "\(error)")
    }
  }

  private static func finish(_ report: ExchangeReport, _ run: Run) throws(ExchangeError) -> ExchangeReport {
    var report = report
    report.dryRun = run.dryRun
    guard !run.dryRun else { return report }
    do {
      try report.changes.apply()
    } catch let error as ExchangeError {
      throw error
    } catch {
      throw .io(path: report.changes.changes.first?.displayPath ?? "", reason: "\(error)")
    }
    return report
  }
}
