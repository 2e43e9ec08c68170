import Foundation
import PackagePlugin

/// Running the `settings-l10n` tool from a command plugin. Plugins can link no library target, so
/// the plugin targets that need this share this one file (a symbolic link in the others' folders).
enum ToolRun {
  /// Runs the tool built from this package with `arguments` and ends the plugin with its exit status.
  static func run(context: PluginContext, arguments: [String]) throws {
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
