import ArgumentParser
import SettingsL10nKit

extension SettingsL10n {
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Write translated XLIFF files into the bundle's tables.",
      discussion: """
        Each <file>'s target-language is mapped to a .lproj folder (same name or locale, else the \
        closest folder of that language and script); --create makes the folder when there is none. \
        A unit is written when its <source> still equals the development value; otherwise it is \
        skipped and reported. Malformed XLIFF, a table with syntax errors or two different \
        targets for one key refuse the whole import: nothing is written.
        Exit status: 0 when done; 1 when refused (nothing written); 2 on a usage or I/O error.
        """)

    @OptionGroup var common: ExchangeBundleOptions

    @Argument(help: "The XLIFF files to import.")
    var files: [String]

    @Flag(help: "Create the .lproj folder of a target language the bundle has none for.")
    var create = false

    @Option(help: "Encoding of new files: utf8, or utf16 (UTF-16LE with BOM).")
    var encoding: NewFileEncoding = .utf8

    func validate() throws {
      if common.bundle == nil { throw ValidationError("name the Settings.bundle folder, then the XLIFF files") }
    }

    func run() throws {
      let options = ImportOptions(createFolders: create, newFileEncoding: encoding.encoding)
      let (url, run, _) = try common.single()
      try runExchange(format: common.format) { () throws(ExchangeError) in
        try ExchangeJobs.importXLIFF(bundle: url, files: files, options: options, run: run)
      }
    }
  }
}
