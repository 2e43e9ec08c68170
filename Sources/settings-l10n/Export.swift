import ArgumentParser
import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit

extension ExportFormat: ArgumentChoice {}
extension OriginalPaths: ArgumentChoice {}

extension SettingsL10n {
  struct Export: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Export strings for translators: XLIFF 1.2 or 2.0, Xcode Localization Catalogs, String Catalogs.",
      usage: """
        settings-l10n export <bundle> --language <language> [--package <package>] [-o <output>] [<options>]
          settings-l10n export [<bundle>] (--all | --package xcstrings) -o <folder> [<options>]
        """,
      discussion: CommandExamples.discussion(
        """
        --package names what to write, --format what is printed about it (text or json).
        xliff (default): XLIFF 1.2 as Xcode writes it, one <file> per table (original = the \
        development table's path in the bundle), one <trans-unit> per required key with <source>, \
        <target> when the language has a value (state translated, or needs-review-l10n with \
        state-qualifier x-copied-source for what 'check' calls untranslated), and a <note> with \
        the comment and where the string appears in words (Root › Playback › "Default speed" \
        (a choice)); a short title gets maxwidth (size-unit char), the length 'check' holds it \
        to. Without --output, or with --output -, it goes to standard output; with --all, \
        <tag>.xliff files in --output, named by the BCP 47 tag as Xcode names catalogs \
        (es-AR.xliff for es_AR.lproj).
        xliff2: the same in XLIFF 2.0 (core): <unit name="key">, <segment state> (translated; \
        initial with subState settings-l10n:copied for what 'check' calls untranslated; initial \
        without a target for missing values), <notes>, and a short title's limit as \
        slr:sizeRestriction (Size and Length Restriction module, code points).
        xcloc: <lang>.xcloc folders in --output, as 'xcodebuild -exportLocalizations' writes them \
        (contents.json, Localized Contents/<lang>.xliff, Source Contents/ with the development \
        tables and the page files, Notes/ with each page drawn in the development language as \
        'render --format html' draws it).
        xcstrings: one <Table>.xcstrings per table in --output, holding the development language \
        and every language folder (states translated, needs_review for untranslated; a language \
        without a translation is left out, as Xcode leaves it out), formatted as Xcode writes \
        it, keys in Xcode's order; no --language or --all.
        A key or value holding a character XML 1.0 cannot carry (U+0000-U+001F but TAB, LF, CR; \
        U+FFFE, U+FFFF) is left out of every format and reported. Without a bundle, --all (and \
        xcstrings) work on every bundle of the repository, each into its own folder of --output.
        Exit status: 0 when done; 2 on a usage or I/O error.
        """, command: "export"))

    @OptionGroup var target: BundleArguments
    var color: ColorChoice { target.color }

    @Option(help: "The translators' package to write: xliff, xliff2, xcloc or xcstrings (default: xliff).")
    var package: ExportFormat?

    @Option(help: OutputFormat.reportHelp)
    var format: ExportPrinted = .text

    /// The translators' package asked for.
    private var packageFormat: ExportFormat { package ?? .xliff }

    /// What is printed.
    private var printed: OutputFormat { format.report ?? .text }

    @Option(
      help:
        "What each table's original path is relative to: bundle (en.lproj/Root.strings, the default) or repository (App/Settings.bundle/en.lproj/Root.strings, as Xcode names files, so that Xcode can import the file)."
    )
    var originalPaths: OriginalPaths = .bundle

    @Option(name: .customLong("language"), help: "The language to export (a folder name or language tag).")
    var language: String?

    @Flag(
      help:
        "Export every language folder but the development language's and Base, one file or catalog each, into --output."
    )
    var all = false

    @Option(
      name: .shortAndLong,
      help:
        "The file to write (xliff, xliff2; - for standard output), or the folder (with --all, and for xcloc and xcstrings)."
    )
    var output: String?

    /// Every language of every table: String Catalogs hold them all, so they name none.
    private var everyLanguage: Bool { all || packageFormat == .xcstrings }

    func validate() throws {
      if let named = format.package {
        throw ValidationError(
          "--format names what is printed (text or json): name the package with --package \(named.rawValue)")
      }
      let format = packageFormat
      if format == .xcstrings {
        if all || language != nil {
          throw ValidationError("a String Catalog holds every language: leave out --language and --all")
        }
        if output == nil || output == "-" { throw ValidationError("--package xcstrings needs --output DIR (a folder)") }
        return
      }
      if all, language != nil { throw ValidationError("use either --language or --all") }
      if all || format == .xcloc, output == nil || output == "-" {
        throw ValidationError("\(all ? "--all" : "--package xcloc") needs --output DIR (a folder)")
      }
      if !all, language == nil { throw ValidationError("name a language with --language, or use --all") }
      if !all, target.bundle == nil { throw ValidationError("name the Settings.bundle folder (or use --all)") }
    }

    func perform() throws {
      let format = packageFormat
      let reportFormat = printed
      let tool = XLIFFDocument.Tool(
        id: "settings-l10n", name: "settings-l10n", version: ToolVersion.current)
      let options = ExportOptions(tool: tool, format: format, originalPaths: originalPaths)
      let output = self.output == "-" ? nil : self.output
      guard target.bundle != nil || !everyLanguage else {
        let plan = try target.plan()
        let folder = output ?? "."
        try runRepositoryExchange(format: reportFormat) { () throws(ExchangeError) in
          try RepositoryExchange.exportAll(
            plan, developmentLanguage: target.developmentLanguage, iask: target.iask,
            output: URL(fileURLWithPath: folder), displayOutput: PathAliases.shown(folder), options: options,
            dryRun: target.dryRun, waiting: { target.waiting(for: $0.displayPath) })
        }
        return
      }
      let (bundle, run) = try target.single()
      try runExchange(format: reportFormat, bundle: bundle.displayPath) { () throws(ExchangeError) in
        try ExchangeJobs.export(
          bundle: bundle.url, languages: language.map { [$0] } ?? [], all: all,
          output: output.map { URL(fileURLWithPath: $0) }, displayOutput: output.map(PathAliases.shown),
          options: options, run: run)
      }
    }
  }
}
