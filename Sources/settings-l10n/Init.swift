import ArgumentParser
import Foundation
import SettingsL10nKit

extension SettingsL10n {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Write a commented .settings-l10n.yml listing the Settings bundles below the current folder.",
      discussion: CommandExamples.discussion(
        """
        The file is written atomically. An existing file is never replaced without --force.
        Exit status: 0 when written; 2 when the file exists or cannot be written.
        """, command: "init"))

    @Flag(help: "Replace an existing .settings-l10n.yml.")
    var force = false

    func run() throws {
      let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let result = try withIOErrors { try StarterConfig.write(in: here, force: force) }
      let listed =
        result.bundles.isEmpty
        ? "no Settings bundle found below this folder: add them under bundles:"
        : "\(result.bundles.count) bundle\(result.bundles.count == 1 ? "" : "s"): \(result.bundles.joined(separator: ", "))"
      try writeStandardOutput("wrote \(RepositoryConfig.fileName) (\(listed))\n")
    }
  }
}
