import ArgumentParser
import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Inspect: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "inspect",
      abstract: "Show a Settings bundle's page tree, findings and localizable strings.",
      discussion: CommandExamples.discussion(
        """
        Walks Root.plist (and Root~ipad, Root~iphone, *.inApp variants) through every child pane and \
        prints each page with its strings table and string count, then every finding (pages \
        and .lproj folders) as path:line:col: severity: message [id]. --iask and the ignore: rules \
        come from .settings-l10n.yml (here or in a parent folder), as for check; --iask wins over it.

        Exit status: 0 when the bundle was read, whatever it holds; 2 on a usage or I/O error \
        (for instance, BUNDLE is not a folder, or not a Settings bundle).
        """, command: "inspect"))

    @Argument(help: "The Settings.bundle folder.")
    var bundle: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "List every extracted string with its page, specifier and field.")
    var strings = false

    @Flag(
      inversion: .prefixedNo,
      help:
        "InAppSettingsKit conventions: a page without StringsTable uses a table named after the page, and IASK element strings are extracted."
    )
    var iask: Bool?

    @OptionGroup var configFile: ConfigOptions

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    func perform() throws {
      let planned = try configFile.planned(bundle)
      try BundleSafety.reportInterruptedWrite(bundle)
      let output: String
      do {
        try BundleDiscovery.requireSettingsBundle(URL(fileURLWithPath: bundle), shown: bundle)
        let load = RepositoryExchange.load(planned, developmentLanguage: nil, iask: iask)
        let report = try InspectJob.report(
          bundleAt: URL(fileURLWithPath: bundle), bundlePath: PathAliases.shown(bundle),
          iask: load.reading.iaskTableConvention,
          strings: strings,
          isDropped: { load.judging.ignoreRules.drops($0) })
        output = format == .json ? try report.json() : report.text()
      } catch {
        Terminal.fail("\(error)")
        throw ExitCode(2)
      }
      try writeStandardOutput(output)
    }
  }
}
