import ArgumentParser
import BundleIO
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Sync: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "sync",
      abstract: "Bring every other language's tables in line with the development language's.",
      discussion: CommandExamples.discussion(
        """
        Missing keys are reported, never written as empty values; --fill-with-source adds them \
        with the development value and a comment marking them untranslated. Keys no page file uses \
        (check's stale keys, the development language's too unless --language is given) are \
        reported, and removed only with --prune. Order, comments, encoding, byte order mark \
        and line endings of each file are kept; only the changed entries change.
        Without a bundle (every bundle of the repository), or with several, each bundle is synced \
        on its own, under its own lock and all or nothing, and reported by itself: one that fails \
        is left as it was and the others are still written.
        Exit status: 0 when done; 1 when a file to change has errors (nothing written to its \
        bundle); 2 on a \
        usage, I/O or safety error (a table name or path leaving the bundle, an ambiguous folder, \
        a file changed meanwhile, --no-wait while another writer runs).
        """, command: "sync"))

    @OptionGroup var target: BundleArguments
    var color: ColorChoice { target.color }

    @Argument(help: "More Settings.bundle folders: each is synced on its own, under its own lock, all or nothing.")
    var moreBundles: [String] = []

    @Option(help: OutputFormat.reportHelp)
    var format: OutputFormat = .text

    @Option(
      name: .customLong("language"), help: "A folder name or language tag to sync; repeat for more (default: all).")
    var languages: [String] = []

    @Flag(help: "Remove keys that no page uses.")
    var prune = false

    @Flag(help: "Add missing keys with the development value, commented as untranslated.")
    var fillWithSource = false

    @Option(help: "Encoding of new files: utf8, or utf16 (UTF-16LE with BOM).")
    var encoding: NewFileEncoding = .utf8

    func validate() throws {
      for bundle in moreBundles {
        try BundleDiscovery.requireSettingsBundle(URL(fileURLWithPath: bundle), shown: bundle)
      }
    }

    func perform() throws {
      let options = SyncOptions(
        languages: languages, prune: prune, fillWithSource: fillWithSource, newFileEncoding: encoding.encoding)
      guard target.bundle != nil, moreBundles.isEmpty else {
        let plan = try target.plan(more: moreBundles)
        try runRepositoryExchange(
          format: format,
          outcomes: RepositoryExchange.sync(
            plan, developmentLanguage: target.developmentLanguage, iask: target.iask, options: options,
            dryRun: target.dryRun, waiting: { target.waiting(for: $0.displayPath) }))
        return
      }
      let (bundle, run) = try target.single()
      var configured = options
      configured.ignoreRules = bundle.settings.ignore
      try runExchange(format: format, bundle: bundle.displayPath) { () throws(ExchangeError) in
        try ExchangeJobs.sync(bundle: bundle.url, options: configured, run: run)
      }
    }
  }
}
