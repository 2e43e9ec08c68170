import ArgumentParser
import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Report: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract: "Write one self-contained HTML page for reviewing a bundle's translations.",
      discussion: CommandExamples.discussion(
        """
        The page holds a coverage chart (one bar per language: translated, untranslated and \
        missing strings), the findings of `check` by kind and by language, and every page in \
        every language as `render` draws it, beside the development language and a \
        pseudo-localization. It needs no network and no script: a language is picked with a \
        link. The file is written whole or not at all. The page grows with languages × pages: \
        --language and --page keep it small for a very large bundle. Without --output it goes \
        to standard output, which must not be a terminal (-o - insists). Settings come from \
        .settings-l10n.yml (here or in a parent folder), as for check; flags win over it.
        Exit status: 0 when written; 2 on a usage or I/O error.
        """, command: "report"))

    @Argument(help: "The Settings.bundle folder.")
    var bundle: String

    @Option(
      name: .shortAndLong,
      help: "The HTML file to write, or - for standard output (the default, unless standard output is a terminal).")
    var output: String?

    @Option(name: .customLong("language"), help: OptionHelp.onlyLanguage)
    var languages: [String] = []

    @Option(name: .customLong("page"), help: "Only this page (such as Root); repeat for more (default: every page).")
    var pages: [String] = []

    @Option(help: OptionHelp.developmentLanguage)
    var developmentLanguage: String?

    @Flag(inversion: .prefixedNo, help: OptionHelp.iask)
    var iask: Bool?

    @OptionGroup var configFile: ConfigOptions

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    func validate() throws {
      try BundleDiscovery.requireSettingsBundle(URL(fileURLWithPath: bundle), shown: bundle)
      // A page of megabytes is no use scrolled past in a terminal; a pipe or a redirect still gets it.
      if output == nil, isatty(STDOUT_FILENO) == 1 {
        throw ValidationError(
          "standard output is a terminal: write the page to a file with --output review.html (-o - prints it here anyway)"
        )
      }
    }

    func perform() throws {
      let planned = try configFile.planned(bundle)
      try BundleSafety.reportInterruptedWrite(bundle)
      let load = RepositoryExchange.load(planned, developmentLanguage: developmentLanguage, iask: iask)
      let options = ReviewOptions(
        reading: load.reading, languages: languages, pages: pages, judging: load.judging)
      let html = try withIOErrors {
        try BundleReviewBuilder.build(
          bundleAt: URL(fileURLWithPath: bundle), bundlePath: PathAliases.shown(bundle), options: options
        )
        .htmlBytes()
      }
      try writeOutput(html, to: output ?? "-")
    }
  }
}
