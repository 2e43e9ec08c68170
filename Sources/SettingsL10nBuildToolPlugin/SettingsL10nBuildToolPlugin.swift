import Foundation
import PackagePlugin

/// Checks the Settings bundles in the target it is applied to when the target is built:
/// `settings-l10n check BUNDLE … --format xcode` runs as a build command, its findings appear
/// among the build's warnings and errors, and a failing gate fails the build.
@main
struct SettingsL10nBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // Only a module with sources has a folder of its own (a binary target has none). The
    // protocol's `directoryURL` needs tools version 6.1, above this package's 6.0; the concrete
    // types have it.
    let folder: URL
    switch target {
    case let module as SwiftSourceModuleTarget: folder = module.directoryURL
    case let module as ClangSourceModuleTarget: folder = module.directoryURL
    default: return []
    }
    return Self.commands(
      bundles: SettingsBundles.below(folder), tool: try context.tool(named: "settings-l10n").url,
      configFolder: context.package.directoryURL, target: target.name)
  }

  /// One command checking all of a target's bundles, or none without a bundle.
  ///
  /// One command for all of them: the build stops at the first command that fails, so a command
  /// per bundle would show only the first failing bundle's findings. No output files: the tool,
  /// a read-only gate, writes nothing. SwiftPM runs a command that failed again at the next
  /// build, and one that passed again when it plans the build again (README says so). No input
  /// files either: a listed file that is later deleted (a table, the configuration) would fail
  /// the build with "missing inputs" until the next planning. The configuration is looked up from `configFolder` when the command runs
  /// (`--config-from`), not when the build is planned, so one added or removed after the first
  /// build applies at the next build; a build command's working folder is the build system's
  /// choice, so the folder is given explicitly.
  static func commands(bundles: [URL], tool: URL, configFolder: URL, target: String) -> [Command] {
    guard !bundles.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "settings-l10n check \(bundles.map(\.lastPathComponent).joined(separator: " ")) (\(target))",
        executable: tool,
        arguments: ["check"] + bundles.map(\.path) + ["--format", "xcode", "--config-from", configFolder.path],
        inputFiles: [],
        outputFiles: [])
    ]
  }
}
