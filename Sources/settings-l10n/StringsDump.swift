import ArgumentParser
import SettingsL10nKit

extension SettingsL10n.StringsCommand {
  struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "dump",
      abstract: "Print the table a device reads from a .strings file.",
      discussion: "Exit status: 0 when the file loads, 1 when it has errors (they go to standard error), 2 when it cannot be read."
    )

    @Argument(help: "The .strings file.")
    var file: String

    @Option(help: "Output format: json (keys sorted) or text (canonical .strings entries).")
    var format: ReportFormat = .json

    @OptionGroup var limits: FileSizeOptions

    func run() throws {
      let (output, errors) = try withIOErrors { try StringsJobs.dump(path: file, format: format, maxBytes: limits.maxBytes) }
      print(output, terminator: "")
      guard errors.isEmpty else {
        for error in errors { Terminal.error(DiagnosticRenderer().headline(error, path: file)) }
        throw ExitCode(1)
      }
    }
  }
}
