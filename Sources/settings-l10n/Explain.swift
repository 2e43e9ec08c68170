import ArgumentParser
import Findings
import SettingsL10nKit

extension SettingsL10n {
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "explain",
      abstract: "Explain a finding: what it means, what users see, how to fix or silence it.",
      discussion: CommandExamples.discussion(
        """
        With an id (as printed in brackets after each finding, such as missing-key), prints what the \
        finding means, what a user sees on the device, how to fix it, how to silence it in \
        .settings-l10n.yml, and an example. Without one, lists every id with its severity and title.

        Exit status: 0; 2 for an id no finding has.
        """, command: "explain"))

    @Argument(help: "A finding id, such as missing-key.", completion: .list(FindingCatalog.rules.map(\.id.rawValue)))
    var id: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
      let text: String
      do {
        text = try FindingCatalog.explain(id, json: format == .json)
      } catch {
        Terminal.fail("\(error)")
        throw ExitCode(2)
      }
      try writeStandardOutput(text)
    }
  }
}
