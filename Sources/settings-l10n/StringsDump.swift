import ArgumentParser
import ByteCore
import Foundation
import SettingsL10nKit

extension SettingsL10n.StringsCommand {
  struct Dump: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "dump",
      abstract: "Print the table a device reads from a .strings file.",
      discussion: CommandExamples.discussion(
        "Exit status: 0 when the file loads; 1 when a device rejects it (nothing is printed: a device reads no table; "
          + "the errors go to standard error, at the line CoreFoundation names); 2 when it cannot be read.",
        command: "strings dump")
    )

    @Argument(help: "The .strings file (- reads standard input).")
    var file: String

    @Option(help: "Output format: json (keys sorted) or text (canonical .strings entries).")
    var format: OutputFormat = .json

    @OptionGroup var options: StringsFileOptions

    var color: ColorChoice { options.color }

    func perform() throws {
      let input = try options.readOnlyInput([file])
      // Written as it is made; the first failed write ends the writing and is reported as any failed write is.
      var failure: (any Error)?
      let errors = try withIOErrors {
        try StringsJobs.dump(path: file, format: format, maxBytes: options.maxBytes, standardInput: input) { piece in
          guard failure == nil else { return }
          do { try writeStandardOutput(piece) } catch { failure = error }
        }
      }
      if let failure { throw failure }
      guard errors.isEmpty else {
        let renderer = DiagnosticRenderer(color: Terminal.colors(STDERR_FILENO))
        for error in errors { Terminal.error(renderer.headline(error, path: file == "-" ? "<stdin>" : file)) }
        throw ExitCode(1)
      }
    }
  }
}
