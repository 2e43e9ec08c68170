import ArgumentParser
import Foundation

@main
struct SettingsL10n: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-l10n",
    abstract: "Localization tooling for iOS Settings bundles.",
    discussion: "Exit status: 0 ok, 1 the command found what it gates on, 2 usage or I/O error.",
    version: "0.1.0",
    subcommands: [
      StringsCommand.self,
      Inspect.self,
      Resolve.self,
      Check.self,
      Extract.self,
      Sync.self,
      Export.self,
      Import.self,
      Render.self,
      Report.self,
    ]
  )

  /// Runs the command; usage errors exit 2 (the project's convention) instead of 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error).rawValue == 64 {
        Terminal.error(fullMessage(for: error))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
