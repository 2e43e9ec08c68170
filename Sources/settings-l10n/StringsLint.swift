import ArgumentParser
import SettingsL10nKit

extension SettingsL10n.StringsCommand {
  struct Lint: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "lint",
      abstract: "Report syntax errors and suspicious content in .strings files.",
      discussion: CommandExamples.discussion(
        "Exit status: 0 when no file has errors, 1 when one does, 2 when a file cannot be read.",
        command: "strings lint")
    )

    @Argument(help: "The .strings files to check (- reads one from standard input).")
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var options: StringsFileOptions

    var color: ColorChoice { options.color }

    func perform() throws {
      let input = try options.readOnlyInput(files)
      let reports = try withIOErrors {
        try StringsJobs.lint(paths: files, maxBytes: options.maxBytes, standardInput: input)
      }
      try writeStandardOutput(StringsJobs.render(reports, format: format, color: useColor))
      if reports.contains(where: \.hasErrors) { throw ExitCode(1) }
    }
  }
}
