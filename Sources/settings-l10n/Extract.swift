import ArgumentParser
import BundleIO
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Extract: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "extract",
      abstract: "Create or update the development language's tables from the pages.",
      usage: "settings-l10n extract <bundle> [--prune] [--dry-run] [<options>]",
      discussion: CommandExamples.discussion(
        """
        Each table gets every string its pages use. A new key gets value = key (what the Settings \
        app shows today) and a comment naming page, specifier and field; existing values and \
        comments stay as they are; keys no page uses are reported, and removed only with --prune. \
        Every file is checked before any is written, and files are replaced atomically; a table \
        with syntax errors is not changed (its errors are listed).
        Exit status: 0 when done; 1 when a file to change has errors (nothing written); 2 on a \
        usage, I/O or safety error (a table name or path leaving the bundle, an ambiguous folder, \
        a file changed meanwhile, --no-wait while another writer runs).
        """, command: "extract"))

    @OptionGroup var target: BundleArguments
    var color: ColorChoice { target.color }

    @Option(help: OutputFormat.reportHelp)
    var format: OutputFormat = .text

    @Flag(help: "Remove keys that no page uses.")
    var prune = false

    @Option(help: "Encoding of new files: utf8, or utf16 (UTF-16LE with BOM, the Xcode template's).")
    var encoding: NewFileEncoding = .utf8

    func validate() throws {
      if target.bundle == nil { throw ValidationError("name the Settings.bundle folder") }
    }

    func perform() throws {
      let options = ExtractOptions(prune: prune, newFileEncoding: encoding.encoding)
      let (bundle, run) = try target.single()
      try runExchange(format: format, bundle: bundle.displayPath) { () throws(ExchangeError) in
        try ExchangeJobs.extract(bundle: bundle.url, options: options, run: run)
      }
    }
  }
}
