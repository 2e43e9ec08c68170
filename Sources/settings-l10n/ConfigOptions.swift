import ArgumentParser
import Foundation
import SettingsL10nKit

/// `--config FILE` and `--no-config`, which every command reading a bundle takes: each reads
/// the same `.settings-l10n.yml` the same way, so they all give the same numbers.
enum ConfigOptions {
  /// The help of `--config`.
  static let fileHelp: ArgumentHelp =
    "The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder)."
  /// The help of `--no-config`.
  static let noneHelp: ArgumentHelp = "Read no configuration file."

  /// Refuses both options at once.
  static func validate(config: String?, noConfig: Bool) throws {
    if config != nil, noConfig { throw ValidationError("use either --config or --no-config") }
  }

  /// Which file to read: the one named (relative to the current folder), none, or the nearest.
  static func choice(config: String?, noConfig: Bool) -> ConfigChoice {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return noConfig ? .none : config.map { .file(URL(fileURLWithPath: $0, relativeTo: here)) } ?? .search
  }

  /// One named bundle with the settings the configuration gives it (its `bundles:` entries over
  /// the top-level settings); a configuration error exits 2 naming its file, line and column.
  static func planned(_ bundle: String, config: String?, noConfig: Bool) throws -> PlannedBundle {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let choice = choice(config: config, noConfig: noConfig)
    return try withIOErrors { try RepositoryPlan.make(startFolder: here, bundles: [bundle], config: choice).bundles[0] }
  }
}
