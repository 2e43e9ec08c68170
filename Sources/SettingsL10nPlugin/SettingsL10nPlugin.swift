import Foundation
import PackagePlugin

/// `swift package settings-l10n SUBCOMMAND …`: runs the `settings-l10n` tool built from this
/// package with every argument passed through, so a package that depends on SettingsL10n checks,
/// syncs or exports its Settings bundles without installing anything.
@main
struct SettingsL10nPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "settings-l10n")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    // Paths on the command line are the user's, relative to the folder `swift package` ran in,
    // which the plugin process inherits; standard input, output and error are passed through too.
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit else {
      Diagnostics.error("settings-l10n ended by signal \(process.terminationStatus)")
      exit(2)
    }
    // The tool's exit status is the answer (1: the gate failed, 2: usage or I/O error); its own
    // messages already said why, so the plugin adds none.
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
