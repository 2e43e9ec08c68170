import ArgumentParser
import SettingsL10nKit

extension SettingsL10n {
  struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "strings",
      abstract: "Read, check and rewrite .strings files on their own.",
      subcommands: [Lint.self, Format.self, Dump.self]
    )
  }
}

extension ReportFormat: ExpressibleByArgument {}
