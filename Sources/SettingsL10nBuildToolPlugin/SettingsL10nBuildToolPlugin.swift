import Foundation
import PackagePlugin

/// Checks the Settings bundles in the target it is applied to at every build:
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
    let tool = try context.tool(named: "settings-l10n")
    let package = context.package.directoryURL
    // The package's configuration applies as it does to `settings-l10n check` run next to
    // Package.swift; given explicitly because a build command's working folder is the build
    // system's choice, not the package's.
    let config = package.appendingPathComponent(".settings-l10n.yml")
    let hasConfig = SettingsBundles.isRegularFile(config)
    let configArguments = hasConfig ? ["--config", config.path] : ["--no-config"]
    let bundles = SettingsBundles.below(folder)
    guard !bundles.isEmpty else { return [] }
    // One command for all of the target's bundles: the build stops at the first command that
    // fails, so a command per bundle would show only the first failing bundle's findings.
    // No output files: SwiftPM (tools version 5.11 and later) runs such a command at every
    // build, so findings are shown again each time rather than once, and the tool, a read-only
    // gate, writes nothing. A stamp file would need `check` to write one.
    return [
      .buildCommand(
        displayName: "settings-l10n check \(bundles.map(\.lastPathComponent).joined(separator: " ")) (\(target.name))",
        executable: tool.url,
        arguments: ["check"] + bundles.map(\.path) + ["--format", "xcode"] + configArguments,
        inputFiles: bundles.flatMap(SettingsBundles.files(in:)) + (hasConfig ? [config] : []),
        outputFiles: [])
    ]
  }
}
