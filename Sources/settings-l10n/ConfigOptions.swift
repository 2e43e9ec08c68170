import ArgumentParser
import Foundation
import SettingsL10nKit

/// `--config FILE` and `--no-config`, which every command reading a bundle takes: each reads
/// the same `.settings-l10n.yml` the same way, so they all give the same numbers.
struct ConfigOptions: ParsableArguments {
  @Option(help: "The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).")
  var config: String?

  @Flag(help: "Read no configuration file.")
  var noConfig = false

  /// Refuses both options at once.
  func validate() throws {
    if config != nil, noConfig { throw ValidationError("use either --config or --no-config") }
  }

  /// Which file to read: the one named (relative to the current folder), none, or the nearest.
  var choice: ConfigChoice {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return noConfig ? .none : config.map { .file(URL(fileURLWithPath: $0, relativeTo: here)) } ?? .search
  }

  /// One named bundle with the settings the configuration gives it (its `bundles:` entries over
  /// the top-level settings); a configuration error exits 2 naming its file, line and column.
  func planned(_ bundle: String) throws -> PlannedBundle {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return try withIOErrors { try RepositoryPlan.make(startFolder: here, bundles: [bundle], config: choice).bundles[0] }
  }
}
