import Foundation
import Testing

/// The command line's own surface, byte for byte: every help page, the completion scripts and
/// the usage errors (with the order in which they are found), against `Fixtures/cli`. The option
/// declarations are shaped for a cheap ArgumentParser start (plain options rather than option
/// groups, value names given directly); these keep that from changing what users see.
@Suite("help, completion scripts and usage errors")
struct CommandLineSurfaceTests {
  static let folder = CLI.fixtures.appendingPathComponent("cli")

  static let commands = [
    "", "strings", "strings lint", "strings format", "strings dump", "inspect", "resolve", "check", "init",
    "extract", "sync", "export", "import", "render", "report", "explain",
  ]

  struct UsageError: Decodable, CustomTestStringConvertible {
    var name: String
    var args: [String]
    var testDescription: String { name }
  }

  static let usageErrors: [UsageError] = {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("usage-errors.json")) else { return [] }
    return (try? JSONDecoder().decode([UsageError].self, from: data)) ?? []
  }()

  private func expected(_ name: String) throws -> String {
    try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("help <command> and <command> --help print the recorded page", arguments: commands)
  func help(_ command: String) throws {
    let words = command.split(separator: " ").map(String.init)
    let page = try expected("help-\(command.isEmpty ? "settings-l10n" : words.joined(separator: "-")).txt")
    let help = try CLI.run(["help"] + words)
    #expect(help.status == 0)
    #expect(help.stderr.isEmpty)
    #expect(help.stdout == page)
    let flag = try CLI.run(words + ["--help"])
    #expect(flag.status == 0)
    #expect(flag.stdout == page)
  }

  @Test("--generate-completion-script prints the recorded script", arguments: ["bash", "zsh", "fish"])
  func completion(_ shell: String) throws {
    let script = try CLI.run(["--generate-completion-script", shell])
    #expect(script.status == 0)
    #expect(script.stdout == (try expected("completion.\(shell)")))
  }

  @Test("a usage error prints the recorded message and usage, and exits 2", arguments: usageErrors)
  func usageError(_ error: UsageError) throws {
    let run = try CLI.run(error.args, in: CLI.package)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == (try expected("usage-\(error.name).err")))
  }

  @Test("the usage errors are all recorded")
  func usageErrorsLoad() {
    #expect(Self.usageErrors.count >= 10)
  }
}
