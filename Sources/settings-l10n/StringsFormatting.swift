import ArgumentParser
import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit

extension SettingsL10n.StringsCommand {
  struct Format: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract: "Rewrite .strings files in the Xcode style, in place.",
      discussion: CommandExamples.discussion(
        """
        Each entry gets its comment as /* … */ above it, "key" = "value"; and a blank line after. \
        Encoding, byte order mark and line endings are kept. Files with errors are left alone. \
        Files in a <lang>.lproj folder are written as that bundle's tables: under its write lock, \
        all of one bundle or none, never over a file changed since it was read (exit 2). \
        The file - formats standard input to standard output (unchanged when it has errors). \
        Exit status: 0 when done (with --check: nothing to change), 1 when a file was refused \
        (with --check: would change), 2 when a file cannot be read or written.
        """, command: "strings format")
    )

    @Argument(help: "The .strings files to format (-: standard input to standard output).")
    var files: [String]

    @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
    var check = false

    @OptionGroup var options: StringsFileOptions

    var color: ColorChoice { options.color }

    func validate() throws {
      if files.contains("-"), files.count > 1 {
        throw ValidationError("- (standard input to standard output) cannot be mixed with files")
      }
    }

    @Flag(help: WriteLock.noWaitHelp)
    var noWait = false

    func perform() throws {
      if let input = try Terminal.standardInput(if: files, limit: options.maxBytes) {
        return try formatStandardInput(input)
      }
      if check { for bundle in StringsJobs.bundles(holding: files) { try BundleSafety.reportInterruptedWrite(bundle) } }
      let (results, recovered):
        ([(path: String, outcome: StringsJobs.FormatOutcome)], [(bundle: String, recovery: WriteRecovery)])
      do {
        (results, recovered) = try StringsJobs.format(
          paths: files, check: check, maxBytes: options.maxBytes,
          waiting: WriteLock.waiting(noWait: noWait, for: "the bundle of these tables"))
      } catch let error as ExchangeError {
        if case .unsafe = error {
          Terminal.error(error.description)
          Terminal.error("note: nothing was written")
        } else {
          Terminal.fail(error.description)
        }
        throw ExitCode(2)
      } catch {
        Terminal.fail("\(error)")
        throw ExitCode(2)
      }
      for (bundle, recovery) in recovered { BundleSafety.report(recovery, bundle: bundle) }
      var failed = false
      var unformatted: [String] = []
      for (path, outcome) in results {
        let shown = PrintableText.escapingControls(PathAliases.shown(path))
        switch outcome {
        case .unchanged: break
        case .changed:
          try writeStandardOutput((check ? "\(shown): not formatted" : "\(shown): formatted") + "\n")
          if check { unformatted.append(shown) }
          failed = failed || check
        case .refused(let reason):
          Terminal.fail("\(path): \(reason)")
          failed = true
        }
      }
      if !unformatted.isEmpty { Terminal.error(Self.fixHint(unformatted)) }
      if failed { throw ExitCode(1) }
    }

    /// What to run to fix what --check rejected.
    static func fixHint(_ files: [String]) -> String {
      let quoted = files.map {
        $0.contains(where: { " '\"$\\`".contains($0) }) ? "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" : $0
      }
      return "note: to write \(files.count == 1 ? "it" : "them") in Xcode's format: settings-l10n strings format "
        + quoted.joined(separator: " ")
    }

    /// Standard input to standard output; with --check, only the verdict.
    private func formatStandardInput(_ input: [UInt8]) throws {
      let (bytes, outcome) = StringsJobs.formatStandardInput(input)
      if case .refused(let reason) = outcome {
        if !check { try writeStandardOutput(bytes) }
        Terminal.fail("<stdin>: \(reason)")
        throw ExitCode(1)
      }
      if check {
        if outcome == .changed {
          try writeStandardOutput("<stdin>: not formatted\n")
          Terminal.error("note: settings-l10n strings format - < FILE prints it in Xcode's format")
          throw ExitCode(1)
        }
        return
      }
      try writeStandardOutput(bytes)
    }
  }
}
