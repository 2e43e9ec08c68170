import ArgumentParser
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Export: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Export a language's strings as XLIFF 1.2 for translators.",
      discussion: """
        One <file> per table (original = the development table's path in the bundle), one \
        <trans-unit> per required key with <source>, <target> when translated, and a <note> with \
        the comment and where the string appears. Without --output, or with --output -, the XLIFF \
        goes to standard output. A key or value holding a character XML 1.0 cannot carry (U+0000-U+001F but TAB, \
        LF, CR; U+FFFE, U+FFFF) is left out and reported.
        Exit status: 0 when done; 2 on a usage or I/O error.
        """)

    @OptionGroup var common: ExchangeBundleOptions
    var outputOptions: OutputOptions { common.outputOptions }

    @Option(name: .customLong("language"), help: "The language to export (a folder name or language tag).")
    var language: String?

    @Flag(help: "Export every language folder but the development language's, to <folder>.xliff in --output.")
    var all = false

    @Option(help: "The XLIFF file to write, - for standard output (with --all: the folder).")
    var output: String?

    func validate() throws {
      if all, language != nil { throw ValidationError("use either --language or --all") }
      if all, output == nil || output == "-" { throw ValidationError("--all needs --output DIR (a folder)") }
      if !all, language == nil { throw ValidationError("name a language with --language, or use --all") }
      if !all, common.bundle == nil { throw ValidationError("name the Settings.bundle folder (or use --all)") }
    }

    func run() throws {
      let tool = XLIFFDocument.Tool(
        id: "settings-l10n", name: "settings-l10n", version: ToolVersion.current)
      let output = self.output == "-" ? nil : self.output
      guard common.bundle != nil else {
        let plan = try common.plan()
        let folder = output ?? "."
        try runRepositoryExchange(format: common.format) { () throws(ExchangeError) in
          try RepositoryExchange.exportAll(
            plan, developmentLanguage: common.developmentLanguage, iask: common.iask,
            output: URL(fileURLWithPath: folder), displayOutput: folder, options: ExportOptions(tool: tool),
            dryRun: common.dryRun, waiting: { common.lock.waiting(for: $0.displayPath) })
        }
        return
      }
      let (bundle, run) = try common.single()
      try runExchange(format: common.format, bundle: bundle.displayPath) { () throws(ExchangeError) in
        try ExchangeJobs.export(
          bundle: bundle.url, languages: language.map { [$0] } ?? [], all: all,
          output: output.map { URL(fileURLWithPath: $0) }, displayOutput: output,
          options: ExportOptions(tool: tool), run: run)
      }
    }
  }
}
