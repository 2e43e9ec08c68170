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
  public static func extract(bundle: URL, options: ExtractOptions, run: Run) throws(ExchangeError) -> ExchangeReport {
    try write(bundle, run) { loaded throws(ExchangeError) in try Extract.plan(loaded, options: options) }
  }

  /// `sync`: see `Sync.plan`.
  public static func sync(bundle: URL, options: SyncOptions, run: Run) throws(ExchangeError) -> ExchangeReport {
    try write(bundle, run) { loaded throws(ExchangeError) in try Sync.plan(loaded, options: options) }
  }

  /// `export` of languages (folder names or tags; empty with `all` means every language folder)
  /// to XLIFF: to standard output (one language, `output` nil), to a file (one language), or to
  /// `<folder>.xliff` files in the `output` folder.
  public static func export(
    bundle: URL, languages: [String], all: Bool, output: URL?, displayOutput: String?, options: ExportOptions, run: Run
  ) throws(ExchangeError) -> ExchangeReport {
    let recovered = try BundleAccess.recoverInterruptedWrite(bundle, waiting: run.waiting)
    let loaded = try load(bundle, run)
    let names = all ? Export.allLanguages(loaded) : languages
    guard !names.isEmpty else { throw .usage(all ? "the bundle has no language to export" : "name a language with --language, or use --all") }
    var changes: [FileChange] = []
    var summaries: [String] = []
    var findings: [Finding] = []
    for name in names {
      let (document, found) = try Export.document(loaded, language: name, options: options)
      findings += found
      let xml = document.xml()
      guard let output else {
        var report = ExchangeReport(changes: ChangeSet([]), summaries: [], findings: findings, output: xml, dryRun: run.dryRun)
        report.recovered = recovered
        return report
      }
      let url = all ? output.appendingPathComponent("\(name).xliff") : output
      let shown = all ? "\(displayOutput ?? output.path)/\(name).xliff" : displayOutput ?? output.path
      // Read without blocking: a FIFO at the output path is not waited on.
      let before = try? FileBytes.read(url)
      let units = document.files.reduce(0) { $0 + $1.units.count }
      let translated = document.files.reduce(0) { $0 + $1.units.filter { $0.target != nil }.count }
      changes.append(FileChange(url: url, displayPath: shown, before: before, after: Array(xml.utf8)))
      summaries.append("\(shown): \(count(document.files.count, "file")), \(count(units, "unit")), \(translated) with a target")
    }
    var report = ExchangeReport(changes: ChangeSet(changes), summaries: summaries, findings: findings, dryRun: run.dryRun)
    report.recovered = recovered
    if !run.dryRun { try report.changes.apply() }
    return report
  }

  /// `import`: reads the XLIFF files, then see `Import.plan`.
  /// `-` among `files` stands for `standardInput`.
  public static func importXLIFF(
    bundle: URL, files: [String], standardInput: [UInt8]? = nil, options: ImportOptions, run: Run
  ) throws(ExchangeError) -> ExchangeReport {
    var inputs: [XLIFFInput] = []
    for path in files {
      inputs.append(try XLIFFInput.read(path, standardInput: standardInput))
    }
    return try write(bundle, run) { loaded throws(ExchangeError) in try Import.plan(loaded, inputs: inputs, options: options) }
  }

  private static func load(_ bundle: URL, _ run: Run) throws(ExchangeError) -> LocalizedBundle {
    do {
      return try LocalizedBundle.load(bundle, options: run.load)
    } catch {
      throw .io(path: bundle.path, reason: "\(error)")
    }
  }

  /// Loads, plans and writes holding the bundle's lock from the first read to the last rename,
  /// after settling an interrupted write; a dry run only settles and plans. Every job that
  /// writes a bundle's tables (any importer) goes through here, so that the promises hold for it:
  /// table names refused unless plain, writes confined, one writer, all or nothing.
  static func write(
    _ bundle: URL, _ run: Run, plan: (LocalizedBundle) throws(ExchangeError) -> ExchangeReport
  ) throws(ExchangeError) -> ExchangeReport {
    func planned(_ recovered: WriteRecovery?) throws(ExchangeError) -> ExchangeReport {
      let loaded = try load(bundle, run)
      let unsafe = loaded.walk.findings.filter { $0.id == "invalid-table-name" }
      guard unsafe.isEmpty else { throw .unsafe(unsafe) }
      var report = try plan(loaded)
      report.recovered = recovered
      report.dryRun = run.dryRun
      return report
    }
    guard !run.dryRun else { return try planned(BundleAccess.recoverInterruptedWrite(bundle, waiting: run.waiting)) }
    return try BundleAccess.withWriteLock(bundle, waiting: run.waiting) { session throws(ExchangeError) in
      let report = try planned(session.recovered)
      try report.changes.apply(to: session)
      return report
    }
  }
}
