import ArgumentParser
import SettingsL10nKit

extension SettingsL10n {
  struct Import: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Write translated XLIFF files into the bundle's tables.",
      discussion: """
        import reads XLIFF 1.2 (.xliff, .xlf), as export and Xcode write it; - reads it from standard \
        input. Each <file> goes back to the .lproj folder it was exported from (its l10n:lproj), else to \
        the one folder whose locale is its target-language; never to a merely close folder. Two \
        folders for one locale (es-MX and es_MX) refuse the import; --create makes the folder of \
        a language the bundle has none for. A unit is written when its <source> still equals the \
        development value; otherwise it is skipped and reported. Malformed XLIFF, a table with \
        syntax errors or two different targets for one key refuse the whole import: nothing is \
        written. All tables change or none does, under the bundle's write lock.
        Exit status: 0 when done; 1 when refused (nothing written); 2 on a usage, I/O or safety \
        error (a path leaving the bundle, an ambiguous folder, a file changed meanwhile, --no-wait).
        """)

    @OptionGroup var common: ExchangeBundleOptions
    var outputOptions: OutputOptions { common.outputOptions }

    @Argument(help: "The XLIFF files to import (- reads one from standard input).")
    var files: [String]

    @Flag(help: "Create the .lproj folder of a target language the bundle has none for.")
    var create = false

    @Option(help: "Encoding of new files: utf8, or utf16 (UTF-16LE with BOM).")
    var encoding: NewFileEncoding = .utf8

    func validate() throws {
      if common.bundle == nil { throw ValidationError("name the Settings.bundle folder, then the XLIFF files") }
      if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
      let options = ImportOptions(createFolders: create, newFileEncoding: encoding.encoding)
      let input = try Terminal.standardInput(if: files)
      let (bundle, run) = try common.single()
      try runExchange(format: common.format, bundle: bundle.displayPath) { () throws(ExchangeError) in
        try ExchangeJobs.importXLIFF(bundle: bundle.url, files: files, standardInput: input, options: options, run: run)
      }
    }
  }
}
