import ArgumentParser
import ByteCore
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Check: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check a Settings bundle's translations: the CI gate for missing and stale strings.",
      discussion: CommandExamples.discussion(
        """
        Compares every language's tables with the pages and with the development language's \
        tables, and reports missing keys and tables, stale keys, untranslated values (not names \
        and placeables such as OK, G.722, iCloud, URLs or %d MB, nor a word most languages keep), \
        empty values, duplicate keys, printf format mismatches (a note: these strings are never \
        formatted), whitespace that differs from the development value's, short titles longer \
        than it, defaults that are none of their values, syntax errors, and problems with pages \
        and .lproj folders, with each language's coverage. \
        Without --iask the keys required are those the Settings app shows; with --iask, those \
        InAppSettingsKit shows.

        Without a bundle it checks every bundle of the repository (those listed in \
        .settings-l10n.yml, or every *.bundle holding a Root*.plist below the current folder), \
        in parallel, in one report with one exit status. Settings come from .settings-l10n.yml \
        (here or in a parent folder); flags win over it.

        The text report ends with the findings counted by id and by language, the counts and \
        the verdict; --quiet prints only those, --max-findings N lists the first N findings. \
        With more than 40 findings it leads with those counts, the first findings of each id \
        and the .settings-l10n.yml rule that would accept the largest class; --all-findings \
        lists every finding instead.

        Exit status: 0 when the gate passes; 1 when a finding at or above --fail-on remains \
        (after --ignore, the configuration's ignore rules and --baseline) or a language is below \
        --min-coverage; 2 on a usage, configuration or I/O error, or when BUNDLE is not a \
        Settings bundle.
        """, command: "check"))

    @Argument(
      help: """
        Settings.bundle folders. None: the bundles listed in .settings-l10n.yml, or else every \
        *.bundle holding a Root*.plist below the current folder.
        """)
    var bundles: [String] = []

    @Option(help: ArgumentHelp(CheckReporters.help))
    var format: CheckFormat = .text

    @Option(name: .customLong("language"), help: OptionHelp.onlyLanguage)
    var languages: [String] = []

    @Option(help: OptionHelp.developmentLanguage)
    var developmentLanguage: String?

    @Flag(inversion: .prefixedNo, help: OptionHelp.iask)
    var iask: Bool?

    enum FailOn: String, ArgumentChoice {
      case error, warning, note
    }

    @Option(help: "Fail on findings of this severity or worse: error (default), warning or note.")
    var failOn: FailOn?

    @Option(
      help:
        "What blocks: pull-request (the default: strings waiting for translators warn; a string missing from the development table is an error) or release (every language needs every string)."
    )
    var policy: CheckPolicy?

    @Option(
      help: ArgumentHelp(
        "Fail when a language translates less of the required keys than this: a fraction (0.9, as coverage in JSON) or a percentage (90%).",
        valueName: "fraction|percent%"))
    var minCoverage: String?

    @Option(name: .customLong("ignore"), help: "Drop findings with this id (such as untranslated); repeat for more.")
    var ignored: [String] = []

    @Option(help: "Accept the findings recorded in this file: only new findings fail.")
    var baseline: String?

    @Option(
      help: """
        Record the current findings in this file (they are then accepted); with --baseline naming the same absent file, \
        a first run records it and passes. Several bundles share one file, each under its path from the file's folder.
        """)
    var writeBaseline: String?

    @Flag(help: "Print only the summary and the verdict (text, xcode and github output).")
    var quiet = false

    @Option(help: "List at most this many findings (text, xcode and github output); the counts still cover all.")
    var maxFindings: Int?

    @Flag(
      help:
        "Text output: list every finding, however many (by default more than 40 are digested: the first of each id).")
    var allFindings = false

    @OptionGroup var configFile: ConfigOptions

    @Option(help: "What markdown file links start with: the current folder's URL (such as a blob URL at a commit).")
    var linkBase: String?

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    @Option(
      help: """
        Write the report to this file instead of standard output: a regular file is replaced atomically, a link to         one written through, a FIFO or device written as a stream, anything else refused (exit 2).
        """)
    var output: String?

    func validate() throws {
      if let minCoverage { _ = try CoverageThreshold.percent(minCoverage) }
      try NumericBounds.check(maxFindings, NumericBounds.findings, option: "--max-findings")
    }

    func perform() throws {
      let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let request = RepositoryCheckRequest(
        startFolder: here, bundles: bundles,
        config: configFile.choice,
        overrides: CheckOverrides(
          developmentLanguage: developmentLanguage, iask: iask,
          failOn: failOn.flatMap { Severity(rawValue: $0.rawValue) },
          minCoverage: try minCoverage.map(CoverageThreshold.percent), baseline: baseline,
          ignored: ignored.map(DiagnosticID.init(rawValue:)), languages: languages, policy: policy),
        writeBaseline: writeBaseline, format: format, color: output == nil && useColor,
        toolVersion: ToolVersion.current,
        linkBase: linkBase, listing: FindingListing(quiet: quiet, limit: maxFindings, all: allFindings))
      let plan = try withIOErrors { try RepositoryCheck.plan(request) }
      for bundle in plan.bundles { try BundleSafety.reportInterruptedWrite(bundle.url.path, shown: bundle.displayPath) }
      let (output, outcome) = try withIOErrors { try RepositoryCheck.runBytes(request, plan: plan) }
      // The report's bytes as they are: no string is made of them.
      if let path = self.output { try writeOutput(output, to: path) } else { try writeStandardOutput(output) }
      // The process ends with the report written, its findings left to it: released one by one,
      // their strings cost some 3 M instructions on a bundle of 60 languages.
      Foundation.exit(outcome.passed ? 0 : 1)
    }
  }
}

extension CheckFormat: ArgumentChoice {}
extension CheckPolicy: ArgumentChoice {}
