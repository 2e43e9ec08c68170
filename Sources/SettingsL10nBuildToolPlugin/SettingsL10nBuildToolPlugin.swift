import Foundation
import PackagePlugin

/// Checks the Settings bundles in the target it is applied to at every build: each one's
/// `settings-l10n check BUNDLE --format xcode` runs as a build command, its findings appear among
/// the build's warnings and errors, and a failing gate fails the build.
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
    return SettingsBundles.below(folder).map { bundle in
      // No output files: SwiftPM (tools version 5.11 and later) runs such a command at every
      // build, so findings are shown again each time rather than once, and the tool, a
      // read-only gate, writes nothing. A stamp file would need `check` to write one.
      .buildCommand(
        displayName: "settings-l10n check \(bundle.lastPathComponent) (\(target.name))",
        executable: tool.url,
        arguments: ["check", bundle.path, "--format", "xcode"] + configArguments,
        inputFiles: SettingsBundles.files(in: bundle) + (hasConfig ? [config] : []),
        outputFiles: [])
    }
  }
}
