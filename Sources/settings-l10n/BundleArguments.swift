import ArgumentParser
import BundleIO
import Foundation
import SettingsL10nKit

/// The bundle (or, without one, the repository's bundles) a table-writing command works on,
/// and how to load it. `extract`, `sync`, `import` and `export` follow it with the report's `--format`
/// (`OutputFormat.reportHelp`); `export` names its package with `--package`.
///
/// A group because its `validate()` must run before ArgumentParser reports a missing `import`
/// file. Each option group costs ArgumentParser about 1.5 million instructions a run (a
/// reflection of its type; callgrind), under half a millisecond: less than a copy of its
/// options in every command costs in keeping them the same.
struct BundleArguments: ParsableArguments {
  @Argument(
    help: """
      The Settings.bundle folder. sync and export --all without one work on every \
      bundle of the repository (.settings-l10n.yml's, or those found below the current folder).
      """)
  var bundle: String?

  @Option(help: OptionHelp.developmentLanguage)
  var developmentLanguage: String?

  @Flag(inversion: .prefixedNo, help: OptionHelp.iask)
  var iask: Bool?

  @Flag(help: "Print a unified diff of what would change and write nothing.")
  var dryRun = false

  @OptionGroup var configFile: ConfigOptions

  @Flag(help: WriteLock.noWaitHelp)
  var noWait = false

  @Option(help: ColorChoice.help)
  var color: ColorChoice = .auto

  func validate() throws {
    if let bundle { try BundleDiscovery.requireSettingsBundle(URL(fileURLWithPath: bundle), shown: bundle) }
  }

  /// The bundles named (the argument, then `more`) or, without any, the repository's, with their
  /// configured settings.
  func plan(more: [String] = []) throws -> RepositoryPlan {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let choice = configFile.choice
    let named = (bundle.map { [$0] } ?? []) + more
    return try withIOErrors { try RepositoryPlan.make(startFolder: here, bundles: named, config: choice) }
  }

  /// The named bundle, how to run a job on it (flags over the configuration) and its settings.
  func single() throws -> (bundle: PlannedBundle, run: ExchangeJobs.Run) {
    guard bundle != nil else { throw ValidationError("name the Settings.bundle folder") }
    let planned = try plan().bundles[0]
    return (planned, run(for: planned))
  }

  /// How to run a job on a planned bundle: flags over its settings, the lock as asked.
  func run(for planned: PlannedBundle) -> ExchangeJobs.Run {
    let load = RepositoryExchange.load(planned, developmentLanguage: developmentLanguage, iask: iask)
    return ExchangeJobs.Run(load: load, dryRun: dryRun, waiting: waiting(for: planned.displayPath))
  }

  /// How to take a bundle's lock, as `--no-wait` says.
  func waiting(for bundle: String) -> BundleLock.Waiting { WriteLock.waiting(noWait: noWait, for: bundle) }
}

/// Prints why a table-writing job stopped; refusals exit 1, usage, I/O and safety errors exit 2.
/// With several bundles, `bundle` names the one whose job stopped; `journalOf` (or `bundle`) places an
/// invalid journal in its bundle.
func exitCode(for error: ExchangeError, bundle: String? = nil, journalOf: String? = nil) -> ExitCode {
  let nothingWritten = "note: nothing was written" + (bundle.map { " to \($0)" } ?? "")
  switch error {
  case .refused:
    Terminal.error(error.description)
    Terminal.error(nothingWritten)
    return ExitCode(1)
  case .unsafe:
    Terminal.error(BundleSafety.describe(error, bundle: bundle ?? journalOf))
    Terminal.error(nothingWritten)
    return ExitCode(2)
  case .io, .usage, .busy:
    Terminal.fail(error.description, at: bundle)
    return ExitCode(2)
  }
}

/// Runs a job over several bundles, each on its own: prints the reports of those that ran
/// together and why each other stopped; exits with the worst of their statuses (as `runExchange`).
func runRepositoryExchange(format: OutputFormat, outcomes: [RepositoryExchange.BundleOutcome]) throws {
  var reports: [RepositoryExchange.BundleResult] = []
  var worst: ExitCode = .success
  for outcome in outcomes {
    switch outcome.result {
    case .success(let report):
      reports.append(RepositoryExchange.BundleResult(bundle: outcome.bundle, report: report))
    case .failure(let error):
      let code = exitCode(for: error, bundle: outcome.bundle)
      if code.rawValue > worst.rawValue { worst = code }
    }
  }
  try runRepositoryExchange(format: format) { reports }
  if worst != .success { throw worst }
}

/// Runs a job over several bundles: prints their reports together; exits as `runExchange` does.
func runRepositoryExchange(format: OutputFormat, _ job: () throws(ExchangeError) -> [RepositoryExchange.BundleResult])
  throws
{
  let reports: [RepositoryExchange.BundleResult]
  do {
    reports = try job()
  } catch {
    throw exitCode(for: error)
  }
  for item in reports {
    BundleSafety.report(item.report.recovered, bundle: item.bundle)
    BundleSafety.report(item.report.interrupted, bundle: item.bundle)
  }
  let text = try withIOErrors {
    format == .json ? try RepositoryExchange.json(reports) : RepositoryExchange.text(reports)
  }
  try writeStandardOutput(text)
}

/// `--encoding` of new table files.
enum NewFileEncoding: String, ArgumentChoice {
  case utf8
  case utf16

  var encoding: StringsEncoding { self == .utf8 ? .utf8(bom: false) : .utf16LittleEndian }
}

/// Runs a table-writing job: prints its report; refusals exit 1, usage, I/O and safety errors exit 2.
func runExchange(
  format: OutputFormat, bundle: String, diagnosticsToStandardError: Bool = false,
  _ job: () throws(ExchangeError) -> ExchangeResult
) throws {
  let report: ExchangeResult
  do {
    report = try job()
  } catch {
    throw exitCode(for: error, journalOf: bundle)
  }
  BundleSafety.report(report.recovered, bundle: bundle)
  BundleSafety.report(report.interrupted, bundle: bundle)
  if let output = report.output {
    try writeStandardOutput(output)
    if !report.findings.isEmpty { Terminal.error(report.findings.map(\.description).joined(separator: "\n")) }
  } else {
    if format == .json {
      try writeStandardOutput(try withIOErrors { try report.json() })
    } else if diagnosticsToStandardError {
      let streams = report.streamBytes()
      try writeStandardOutput(streams.output)
      if !streams.diagnostics.isEmpty {
        Terminal.error(String(decoding: streams.diagnostics.dropLast(), as: UTF8.self))
      }
    } else {
      try writeStandardOutput(report.textBytes())
    }
  }
}
