import ArgumentParser
import SettingsL10nKit

extension SettingsL10n.StringsCommand {
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract: "Rewrite .strings files in the Xcode style, in place.",
      discussion: """
        Each entry gets its comment as /* … */ above it, "key" = "value"; and a blank line after. \
        Encoding, byte order mark and line endings are kept. Files with errors are left alone. \
        Exit status: 0 when done (with --check: nothing to change), 1 when a file was refused \
        (with --check: would change), 2 when a file cannot be read or written.
        """
    )

    @Argument(help: "The .strings files to format.")
    var files: [String]

    @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
    var check = false

    @OptionGroup var limits: FileSizeOptions

    func run() throws {
      let results = try withIOErrors { try StringsJobs.format(paths: files, check: check, maxBytes: limits.maxBytes) }
      var failed = false
      for (path, outcome) in results {
        switch outcome {
        case .unchanged: break
        case .changed:
          print(check ? "\(path): not formatted" : "\(path): formatted")
          failed = failed || check
        case .refused(let reason):
          Terminal.error("\(path): \(reason)")
          failed = true
        }
      }
      if failed { throw ExitCode(1) }
    }
  }
}
