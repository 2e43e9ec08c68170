import ArgumentParser
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Check: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check a Settings bundle's translations: the CI gate for missing and stale strings.",
      discussion: """
        Compares every language's tables with the pages and with the development language's \
        tables, and reports missing keys and tables, stale keys, untranslated and empty values, \
        duplicate keys, printf format mismatches, syntax errors, and problems with pages and \
        .lproj folders, with each language's coverage.

        The text report ends with the findings counted by id and by language, the counts and \
        the verdict; --quiet prints only those, --max-findings N lists the first N findings.

        Exit status: 0 when the gate passes; 1 when a finding at or above --fail-on remains \
        (after --ignore and --baseline) or a language is below --min-coverage; 2 on a usage or \
        I/O error, or when BUNDLE is not a Settings bundle.
        """)

    @Argument(help: "The Settings.bundle folder.")
    var bundle: String

    @Option(help: "Output format: text, json, xcode, github (workflow annotations) or sarif.")
    var format: CheckFormat = .text

    @Option(name: .customLong("language"), help: "Only this language (folder name or BCP 47 tag); repeat for more.")
    var languages: [String] = []

    @Option(help: "The development language's folder or tag (default: en if that lproj exists, else Base, else English).")
    var developmentLanguage: String?

    @Flag(help: "InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.")
    var iask = false

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
      case error, warning, note
    }

    @Option(help: "Fail on findings of this severity or worse: error, warning or note.")
    var failOn: FailOn = .error

    @Option(
      help: ArgumentHelp(
        "Fail when a language translates less of the required keys than this: a fraction (0.9, as coverage in JSON) or a percentage (90%).",
        valueName: "fraction|percent%"))
    var minCoverage: String?

    @Option(name: .customLong("ignore"), help: "Drop findings with this id (such as untranslated); repeat for more.")
    var ignored: [String] = []

    @Option(help: "Accept the findings recorded in this file: only new findings fail.")
    var baseline: String?

    @Option(help: "Record the current findings in this file (they are then accepted); with --baseline naming the same absent file, a first run records it and passes.")
    var writeBaseline: String?

    @Flag(help: "Print only the summary and the verdict (text, xcode and github output).")
    var quiet = false

    @Option(help: "List at most this many findings (text, xcode and github output); the counts still cover all.")
    var maxFindings: Int?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
      if let minCoverage { _ = try CoverageThreshold.percent(minCoverage) }
      try NumericBounds.check(maxFindings, NumericBounds.findings, option: "--max-findings")
    }

    func run() throws {
      try BundleSafety.recoverBeforeReading(bundle)
      var request = CheckRequest(
        bundle: bundle,
        audit: AuditOptions(developmentLanguage: developmentLanguage, iaskTableConvention: iask, languages: languages),
        ignored: ignored.map(DiagnosticID.init(rawValue:)), gate: CheckGate(failOn: Severity(rawValue: failOn.rawValue) ?? .error, minCoverage: try minCoverage.map(CoverageThreshold.percent)),
        baseline: baseline, writeBaseline: writeBaseline, format: format, color: outputOptions.useColor,
        toolVersion: ToolVersion.current)
      request.quiet = quiet
      request.maxFindings = maxFindings
      let (text, outcome) = try withIOErrors { try CheckJob.run(request) }
      print(text, terminator: "")
      if !outcome.gate.passed { throw ExitCode(1) }
    }
  }
}

extension CheckFormat: ExpressibleByArgument {}
