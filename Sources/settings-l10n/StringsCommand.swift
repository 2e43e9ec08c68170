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

extension ReportFormat: ArgumentChoice {
  /// The help of the table-writing commands' `--format`.
  static let reportHelp: ArgumentHelp = "Report format: text or json."
}

/// `--max-file-size`, the size limit of every command that reads .strings files. Each declares
/// it, then `--color`, as plain options (not an option group, which ArgumentParser reflects on
/// every run) and checks it first in `validate()`.
enum FileSizeLimit {
  static let help: ArgumentHelp = "Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB)."

  /// A usage error when `maxBytes` is outside 1 byte to 2 GiB.
  static func check(_ maxBytes: Int) throws {
    try NumericBounds.check(maxBytes, NumericBounds.fileSize, option: "--max-file-size")
  }
}
