import ArgumentParser
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Resolve: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "resolve",
      abstract: "Show which .lproj the Settings app reads for a user's languages, and the fallback chain.",
      discussion: CommandExamples.discussion(
        """
        Matches the preferred languages, in order, against the bundle's .lproj folders as Apple's \
        ualoc_localizationsToUse does: among folders of the same language, whatever their script \
        (nb, nn and no as one; yue and wuu read Chinese, ars Arabic, hi-Latn English), the one \
        whose parent chain (Apple's parents, then CLDR's) meets the preference's nearest, so \
        es-MX reads es-419, then es, \
        before a sibling es-AR. The first preference with a folder wins, except that pt-BR serves \
        pt-PT only when no preference matches; nothing matching means the development language. \
        The chain is the match, Base, the match's existing ancestors, the development language; \
        with --table, the table is read from the first folder of the chain that has it.
        Exit status: 0 on success; 2 on a usage or I/O error.
        """, command: "resolve"))

    @Argument(help: "The Settings.bundle folder.")
    var bundle: String

    @Option(
      name: .customLong("language"),
      help: "A preferred language (BCP 47), most preferred first; repeat for more.")
    var languages: [String]

    @Option(help: "A strings table (such as Root): show which folder it is read from.")
    var table: String?

    @Option(help: OptionHelp.developmentLanguage)
    var developmentLanguage: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    func perform() throws {
      try BundleSafety.reportInterruptedWrite(bundle)
      let output: String
      do {
        let localizations = try BundleLocalizations.beforeInterruptedWrite(URL(fileURLWithPath: bundle))
        let matcher = try LprojMatcher(
          localizations: localizations, developmentLanguage: developmentLanguage)
        let resolution = try matcher.resolve(preferences: languages, table: table)
        output = format == .json ? try resolution.json() : resolution.text()
      } catch {
        Terminal.fail("\(error)")
        throw ExitCode(2)
      }
      try writeStandardOutput(output)
    }
  }
}
