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

extension OutputFormat: ArgumentChoice {
  /// The help of the table-writing commands' `--format`.
  static let reportHelp: ArgumentHelp = "Report format: text or json."
}

/// The options every strings subcommand takes: `--max-file-size`, the size limit of the files it
/// reads, checked before the command's own options (so a bad size is the error named, whatever
/// else is wrong), and `--color`.
struct StringsFileOptions: ParsableArguments {
  @Option(
    name: .customLong("max-file-size"), help: "Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).")
  var maxBytes: Int = StringsDocument.defaultMaxBytes

  @Option(help: ColorChoice.help)
  var color: ColorChoice = .auto

  /// A usage error when `maxBytes` is outside 1 byte to 2 GiB.
  func validate() throws {
    try NumericBounds.check(maxBytes, NumericBounds.fileSize, option: "--max-file-size")
  }
}

extension StringsFileOptions {
  /// What a command that only reads `paths` starts with: a warning for each interrupted write of
  /// a bundle holding one of them (read as it was; nothing is finished), then standard input
  /// when the paths name it.
  func readOnlyInput(_ paths: [String]) throws -> [UInt8]? {
    let input = try Terminal.standardInput(if: paths, limit: maxBytes)
    for bundle in StringsJobs.bundles(holding: paths) { try BundleSafety.reportInterruptedWrite(bundle) }
    return input
  }
}
