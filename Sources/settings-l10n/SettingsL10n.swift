import ArgumentParser
import ByteCore
import Foundation
import SettingsL10nKit

@main
struct SettingsL10n: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-l10n",
    abstract: "Localization tooling for iOS Settings bundles.",
    discussion: "Exit status: 0 ok, 1 the command found what it gates on, 2 usage or I/O error.",
    version: ToolVersion.current,
    subcommands: [
      StringsCommand.self,
      Inspect.self,
      Resolve.self,
      Check.self,
      Init.self,
      Extract.self,
      Sync.self,
      Export.self,
      Import.self,
      Render.self,
      Report.self,
      Explain.self,
    ]
  )

  /// The man page's EXAMPLES section (mdoc), which install.sh adds to generate-manual's page.
  @Flag(name: .customLong("man-examples"), help: .private)
  var manExamples = false

  /// Without a subcommand: the help, or with `--man-examples` the man page's examples.
  mutating func run() throws {
    guard manExamples else { throw CleanExit.helpRequest(self) }
    print(CommandExamples.manSection(), terminator: "")
  }

  /// Runs the command. Errors go to standard error as `error: message` (usage errors with the
  /// usage after them) and exit 2, the project's convention, instead of ArgumentParser's
  /// `Error:` and 64.
  static func main() {
    // A path whose bytes are not UTF-8 arrives as its alias; an argument that holds such bytes
    // and names no path is refused with its bytes shown, as a repaired string would mean another.
    let (arguments, unnamed) = ProcessContext.arguments()
    if let bytes = unnamed {
      Terminal.fail(
        "\(PrintableText.escapingBytes(bytes)): not UTF-8 and not a path that exists; settings-l10n takes "
          + "other arguments only as UTF-8")
      Foundation.exit(2)
    }
    // Foundation resolves relative paths against the current folder's path as a string, repaired.
    // (Help, the version and `explain` name no path, so they run there.)
    let namesNoPath =
      ["help", "explain"].contains(arguments.first ?? "")
      || arguments.contains { ["--help", "-h", "--version"].contains($0) || $0.hasPrefix("--generate-completion") }
    if !namesNoPath, let folder = ProcessContext.currentFolder(), folder.hasPrefix(PathAliases.prefix) {
      Terminal.fail(
        "the current folder's path, \(PathAliases.shown(folder)), is not UTF-8; run settings-l10n from a folder "
          + "whose path is (the repository's top, say), naming the bundle below it")
      Foundation.exit(2)
    }
    if let message = UnknownCommand.message(for: arguments) {
      Terminal.fail(message)
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let status as ExitCode {
      // The command's own exit status, its report already written: nothing to print. (Asking
      // ArgumentParser would build a usage message it then discards.)
      Foundation.exit(status.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // `--help` and `--version`: written as every output is, so that standard output that
        // cannot take them (full, closed) exits 2 with a message, not 0 with nothing shown.
        let text = fullMessage(for: error)
        do {
          try writeStandardOutput(text.hasSuffix("\n") ? text : text + "\n")
        } catch {
          Foundation.exit(2)
        }
        Foundation.exit(0)
      }
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
      let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
      Terminal.fail(String(lines.first ?? ""))
      for line in lines.dropFirst() where !line.isEmpty { Terminal.error(String(line)) }
      Foundation.exit(2)
    }
  }
}
