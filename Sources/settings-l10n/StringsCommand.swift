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

extension ReportFormat: ArgumentChoice {}

/// The size limit every command that reads .strings files accepts.
struct FileSizeOptions: ParsableArguments {
  @Option(name: .customLong("max-file-size"), help: "Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).")
  var maxBytes: Int = StringsDocument.defaultMaxBytes

  @Option(help: ColorChoice.help)
  var color: ColorChoice = .auto

  func validate() throws {
    try NumericBounds.check(maxBytes, NumericBounds.fileSize, option: "--max-file-size")
  }
}
