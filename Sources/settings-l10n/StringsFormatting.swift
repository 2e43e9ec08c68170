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
        Files in a <lang>.lproj folder are written as that bundle's tables: under its write lock, \
        all of one bundle or none, never over a file changed since it was read (exit 2). \
        Exit status: 0 when done (with --check: nothing to change), 1 when a file was refused \
        (with --check: would change), 2 when a file cannot be read or written.
        """
    )

    @Argument(help: "The .strings files to format.")
    var files: [String]

    @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
    var check = false

    @OptionGroup var limits: FileSizeOptions

    @OptionGroup var lock: WriteLockOptions

    func run() throws {
      let (results, recovered): ([(path: String, outcome: StringsJobs.FormatOutcome)], [(bundle: String, recovery: WriteRecovery)])
      do {
        (results, recovered) = try StringsJobs.format(
          paths: files, check: check, maxBytes: limits.maxBytes, waiting: lock.waiting(for: "the bundle of these tables"))
      } catch let error as ExchangeError {
        Terminal.error(error.description)
        Terminal.error("nothing was written")
        throw ExitCode(2)
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(2)
      }
      for (bundle, recovery) in recovered { BundleSafety.report(recovery, bundle: bundle) }
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
