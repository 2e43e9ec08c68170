import ArgumentParser
import BundleIO
import SettingsL10nKit

extension SettingsL10n {
  struct Import: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Write translations (XLIFF 1.2 or 2.0, .xcloc, .xcstrings) into the bundle's tables.",
      usage: "settings-l10n import <bundle> <files> ... [--dry-run] [<options>]",
      discussion: CommandExamples.discussion(
        """
        Each input is read by its content: an .xcloc folder (its Localized Contents XLIFF), a \
        String Catalog (every language but the source language), XLIFF 2.0 or XLIFF 1.2; - reads \
        one file from standard input. One rule of states for every format: a translated target \
        is written; one to review is written, and said when it replaces a value; a copy of the \
        development value only when it was changed; unfinished work (needs-translation, \
        approved="no", XLIFF 2.0 initial, new) only with --accept-unfinished, else counted in one \
        warning; one not to translate (translate="no", shouldTranslate false, also from a \
        <group>) never. A unit's key is its resname when it has one, else its id. Each table goes to the folder --lproj names, else back to the .lproj \
        folder it was exported from (as the XLIFF names it, or a catalog language key that is a folder's \
        exact name), else to the one folder whose locale is its target language; never to a \
        merely close folder, except that a full tag with no folder of its own (de-DE) goes to the \
        one folder its Apple parent chain reaches (de), with a note. Two folders for one locale \
        (es-MX and es_MX) refuse the import \
        unless --lproj names one; --create makes the folder of a language the bundle has none \
        for. A unit is written when its source still equals the development \
        value; otherwise it is skipped and reported. Each target gets check's checks (format \
        specifiers, untranslated, whitespace, length), reported; none refuses it (the Settings app \
        never formats these strings). A malformed file, a table with syntax errors, two \
        different targets for one key, a file whose target language is the development language \
        (unless --allow-development-language), or inputs none of whose units is for a key the pages \
        use (a file for another bundle) refuse the whole import: nothing is written. All tables \
        change or none does, under the bundle's write lock. Findings go to standard error, so \
        that a --dry-run's standard output is a clean unified diff.
        Exit status: 0 when done; 1 when refused (nothing written); 2 on a usage, I/O or safety \
        error (a path leaving the bundle, an ambiguous folder, a file changed meanwhile, --no-wait).
        """, command: "import"))

    @OptionGroup var target: BundleArguments
    var color: ColorChoice { target.color }

    @Option(help: OutputFormat.reportHelp)
    var format: OutputFormat = .text

    @Argument(
      help: "The files to import: .xliff (1.2 or 2.0), .xcstrings, or .xcloc folders (- reads one from standard input)."
    )
    var files: [String]

    @Flag(help: "Create the .lproj folder of a target language the bundle has none for.")
    var create = false

    @Option(
      name: .customLong("lproj"),
      help: ArgumentHelp(
        "The .lproj folder to write into (its name without .lproj, e.g. es_MX), when the target language alone does not say which.",
        valueName: "folder"))
    var lproj: String?

    @Option(help: "Encoding of new files: utf8, or utf16 (UTF-16LE with BOM).")
    var encoding: NewFileEncoding = .utf8

    // Kept so that scripts written when a format mismatch refused the import still run.
    @Flag(help: ArgumentHelp("No effect: a format mismatch never refuses an import.", visibility: .hidden))
    var allowFormatMismatch = false

    @Flag(
      help:
        "Write a file whose target language is the development language (refused otherwise: it replaces the reference values)."
    )
    var allowDevelopmentLanguage = false

    @Flag(
      help:
        "Write a tool's unfinished work too: fuzzy, needs-translation, approved=\"no\", XLIFF 2.0 initial, and targets marked new."
    )
    var acceptUnfinished = false

    func validate() throws {
      if target.bundle == nil { throw ValidationError("name the Settings.bundle folder, then the files to import") }
      if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func perform() throws {
      let options = ImportOptions(
        createFolders: create, newFileEncoding: encoding.encoding, folder: lproj,
        allowDevelopmentLanguage: allowDevelopmentLanguage, acceptUnfinished: acceptUnfinished)
      let input = try Terminal.standardInput(if: files)
      let (bundle, run) = try target.single()
      try runExchange(format: format, bundle: bundle.displayPath, diagnosticsToStandardError: true) {
        () throws(ExchangeError) in
        try ExchangeJobs.importFiles(bundle: bundle.url, files: files, standardInput: input, options: options, run: run)
      }
    }
  }
}
