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

  @Option(
    help: ArgumentHelp(
      "Look for .settings-l10n.yml in this folder or a parent, not the current folder's (for build systems and scripts that run elsewhere); none found is fine.",
      valueName: "folder"))
  var configFrom: String?

  /// Refuses two of the options at once.
  func validate() throws {
    if config != nil, noConfig { throw ValidationError("use either --config or --no-config") }
    if configFrom != nil, config != nil || noConfig {
      throw ValidationError("--config-from says where to look for a configuration: leave out --config and --no-config")
    }
  }

  /// Which file to read: the one named (relative to the current folder), none, or the nearest
  /// (to the current folder, or to --config-from's).
  var choice: ConfigChoice {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if noConfig { return .none }
    if let config { return .file(URL(fileURLWithPath: config, relativeTo: here)) }
    if let configFrom { return .searchFrom(URL(fileURLWithPath: configFrom, relativeTo: here).standardizedFileURL) }
    return .search
  }

  /// One named bundle with the settings the configuration gives it (its `bundles:` entries over
  /// the top-level settings); a configuration error exits 2 naming its file, line and column.
  func planned(_ bundle: String) throws -> PlannedBundle {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return try withIOErrors { try RepositoryPlan.make(startFolder: here, bundles: [bundle], config: choice).bundles[0] }
  }
}
