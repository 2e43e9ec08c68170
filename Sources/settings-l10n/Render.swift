import ArgumentParser
import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Render: ParsableCommand, ColorChoosing {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Show a settings page as the Settings app would, in the user's languages.",
      discussion: CommandExamples.discussion(
        """
        Each table is read whole from the first .lproj of the fallback chain that has it; a key \
        missing from that file is shown raw (as written in the page), marked with * and counted \
        under the page. A table that does not load on a device (syntax error) gives nothing, so \
        its strings show raw. Right-to-left languages are laid out right to left. Settings come \
        from .settings-l10n.yml (here or in a parent folder), as for check; flags win over it.
        Exit status: 0 on success; 2 on a usage or I/O error.
        """, command: "render"))

    enum Format: String, ArgumentChoice {
      case text
      case json
      case html
    }

    @Argument(help: "The Settings.bundle folder.")
    var bundle: String

    @Option(
      name: .customLong("language"),
      help: "A preferred language (BCP 47), most preferred first; repeat for more (default: the development language).")
    var languages: [String] = []

    @Option(help: "The page to show (default: Root~iphone if the bundle has it, else Root).")
    var page: String?

    @Option(help: "Output format: text, json or html.")
    var format: Format = .text

    @Option(help: "Columns for text output, 24 to 1000 (default: the terminal's width, else 60).")
    var width: Int?

    @Flag(help: "Pseudo-localize: accented letters, about 35% longer, brackets around each string.")
    var pseudo = false

    @Flag(inversion: .prefixedNo, help: OptionHelp.iask)
    var iask: Bool?

    @Option(help: OptionHelp.developmentLanguage)
    var developmentLanguage: String?

    @OptionGroup var configFile: ConfigOptions

    @Option(help: ColorChoice.help)
    var color: ColorChoice = .auto

    func validate() throws {
      try NumericBounds.check(width, NumericBounds.width, option: "--width")
      try BundleDiscovery.requireSettingsBundle(URL(fileURLWithPath: bundle), shown: bundle)
    }

    func perform() throws {
      let planned = try configFile.planned(bundle)
      try BundleSafety.reportInterruptedWrite(bundle)
      let load = RepositoryExchange.load(planned, developmentLanguage: developmentLanguage, iask: iask)
      let options = RenderOptions(
        languages: languages, page: page, pseudo: pseudo, reading: load.reading,
        judging: load.judging)
      let rendered = try withIOErrors {
        try PageRenderer.render(bundleAt: URL(fileURLWithPath: bundle), options: options)
      }
      let output: String
      switch format {
      case .text:
        output = rendered.text(width: width ?? Terminal.columns.map { min($0, NumericBounds.width.upperBound) } ?? 60)
      case .json: output = rendered.json()
      case .html: output = rendered.html()
      }
      try writeStandardOutput(output)
    }
  }
}

extension Terminal {
  /// The terminal's width: `COLUMNS`, else the window size of standard output when it is a terminal.
  static var columns: Int? {
    if let text = environment("COLUMNS"), let value = Int(text), value > 0 {
      return value
    }
    return ProcessContext.terminalColumns(STDOUT_FILENO)
  }
}
