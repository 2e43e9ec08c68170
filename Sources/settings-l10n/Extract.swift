import ArgumentParser
import Foundation
import SettingsL10nKit

/// Options shared by the four table-writing commands.
struct ExchangeBundleOptions: ParsableArguments {
  @OptionGroup var target: BundleArguments

  @Option(help: "Report format: text or json.")
  var format: ReportFormat = .text

  var bundle: String { target.bundle }
  var outputOptions: OutputOptions { target.outputOptions }
  var url: URL { target.url }
  var run: ExchangeJobs.Run { target.run }
}

/// The bundle a table-writing command works on, and how to load it.
struct BundleArguments: ParsableArguments {
  @Argument(help: "The Settings.bundle folder.")
  var bundle: String

  @Option(help: "The development language's folder or tag (default: en if that lproj exists, else Base, else English).")
  var developmentLanguage: String?

  @Flag(help: "InAppSettingsKit convention: a page without StringsTable uses a table named after the page.")
  var iask = false

  @Flag(help: "Print a unified diff of what would change and write nothing.")
  var dryRun = false

  @OptionGroup var lock: WriteLockOptions

  @OptionGroup var outputOptions: OutputOptions

  var url: URL { URL(fileURLWithPath: bundle) }

  func validate() throws {
    try BundleDiscovery.requireSettingsBundle(url, shown: bundle)
  }

  var run: ExchangeJobs.Run {
    ExchangeJobs.Run(
      load: LocalizedBundle.Options(developmentLanguage: developmentLanguage, iaskTableConvention: iask), dryRun: dryRun,
      waiting: lock.waiting(for: bundle))
  }
}

/// `--encoding` of new table files.
enum NewFileEncoding: String, ExpressibleByArgument, CaseIterable {
  case utf8
  case utf16

  var encoding: StringsEncoding { self == .utf8 ? .utf8(bom: false) : .utf16LittleEndian }
}

/// Runs a table-writing job: prints its report; refusals exit 1, usage, I/O and safety errors exit 2.
func runExchange(format: ReportFormat, bundle: String, _ job: () throws(ExchangeError) -> ExchangeReport) throws {
  let report: ExchangeReport
  do {
    report = try job()
  } catch {
    switch error {
    case .refused:
      Terminal.error(error.description)
      Terminal.error("note: nothing was written")
      throw ExitCode(1)
    case .unsafe:
      Terminal.error(error.description)
      Terminal.error("note: nothing was written")
      throw ExitCode(2)
    case .io, .usage, .busy:
      Terminal.fail(error.description)
      throw ExitCode(2)
    }
  }
  BundleSafety.report(report.recovered, bundle: bundle)
  if let output = report.output {
    FileHandle.standardOutput.write(Data(output.utf8))
    if !report.findings.isEmpty { Terminal.error(report.findings.map(\.description).joined(separator: "\n")) }
  } else {
    let text = try withIOErrors { format == .json ? try report.json() : report.text() }
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

extension SettingsL10n {
  struct Extract: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "extract",
      abstract: "Create or update the development language's tables from the pages.",
      discussion: """
        Each table gets every string its pages use. A new key gets value = key (what the Settings \
        app shows today) and a comment naming page, specifier and field; existing values and \
        comments stay as they are; keys no page uses are reported, and removed only with --prune. \
        Every file is checked before any is written, and files are replaced atomically; a table \
        with syntax errors is not changed (its errors are listed).
        Exit status: 0 when done; 1 when a file to change has errors (nothing written); 2 on a \
        usage, I/O or safety error (a table name or path leaving the bundle, an ambiguous folder, \
        a file changed meanwhile, --no-wait while another writer runs).
        """)

    @OptionGroup var common: ExchangeBundleOptions
    var outputOptions: OutputOptions { common.outputOptions }

    @Flag(help: "Remove keys that no page uses.")
    var prune = false

    @Option(help: "Encoding of new files: utf8, or utf16 (UTF-16LE with BOM, the Xcode template's).")
    var encoding: NewFileEncoding = .utf8

    func run() throws {
      let options = ExtractOptions(prune: prune, newFileEncoding: encoding.encoding)
      try runExchange(format: common.format, bundle: common.bundle) { () throws(ExchangeError) in
        try ExchangeJobs.extract(bundle: common.url, options: options, run: common.run)
      }
    }
  }
}
