import ArgumentParser
import SettingsL10nKit

extension SettingsL10n.StringsCommand {
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lint",
      abstract: "Report syntax errors and suspicious content in .strings files.",
      discussion: "Exit status: 0 when no file has errors, 1 when one does, 2 when a file cannot be read."
    )

    @Argument(help: "The .strings files to check.")
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    @OptionGroup var limits: FileSizeOptions

    func run() throws {
      let reports = try withIOErrors { try StringsJobs.lint(paths: files, maxBytes: limits.maxBytes) }
      print(StringsJobs.render(reports, format: format, color: Terminal.useColor), terminator: "")
      if reports.contains(where: \.hasErrors) { throw ExitCode(1) }
    }
  }
}
