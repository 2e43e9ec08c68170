import Foundation
import Testing

/// What users of git, swift and xcodebuild expect of a command line: a suggestion for a
/// mistyped command, examples in every help page, `-o` beside every `--output`, usage lines
/// that show what is required, a verdict line after Xcode-style findings, and one JSON style.
@Suite("settings-l10n behaves like its neighbours")
struct CommandLineConventionsTests {
  /// Every command that runs (not the `strings` group, whose subcommands have the examples).
  static let leafCommands = CommandLineSurfaceTests.commands.filter { !$0.isEmpty && $0 != "strings" }
  static let translations = CLI.fixtures.appendingPathComponent("check/bundles/translations/Settings.bundle")

  @Test(
    "a mistyped command names the nearest one and exits 2",
    arguments: [(["chek"], "'check'"), (["exprot", "x"], "'export'"), (["strings", "fromat"], "'format'")])
  func didYouMean(_ arguments: [String], _ suggestion: String) throws {
    let run = try CLI.run(arguments)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("did you mean \(suggestion)?"), "\(run.stderr)")
  }

  @Test("a word far from every command lists the commands, without a guess")
  func unknownCommandListsCommands() throws {
    let run = try CLI.run(["frobnicate"])
    #expect(run.status == 2)
    #expect(!run.stderr.contains("did you mean"), "\(run.stderr)")
    #expect(run.stderr.contains("commands: strings, inspect, resolve, check"), "\(run.stderr)")
  }

  @Test(
    "every command's help has examples of that command", arguments: Self.leafCommands)
  func helpHasExamples(_ command: String) throws {
    let words = command.split(separator: " ").map(String.init)
    let help = try CLI.run(words + ["--help"])
    #expect(help.status == 0)
    let examples = try #require(help.stdout.components(separatedBy: "Examples:\n").dropFirst().first, "\(help.stdout)")
    #expect(examples.contains("  settings-l10n \(command)"), "\(examples)")
  }

  @Test("the man page's EXAMPLES section has every command's examples")
  func manExamples() throws {
    let run = try CLI.run(["--man-examples"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix(".Sh EXAMPLES\n"), "\(run.stdout)")
    for command in Self.leafCommands {
      #expect(run.stdout.contains("\nsettings-l10n \(command)"), "\(command)")
    }
    #expect(!(try CLI.run(["--help"])).stdout.contains("man-examples"))
  }

  @Test("-o is --output wherever --output exists")
  func shortOutput() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("de.xliff")
    let run = try CLI.run(["export", Self.translations.path, "--language", "de", "-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: out.path))
    for command in ["export", "report"] {
      let help = try CLI.run([command, "--help"])
      #expect(help.stdout.contains("-o, --output <output>"), "\(command): \(help.stdout)")
    }
  }

  @Test(
    "a command that needs a bundle shows <bundle> as required in its usage", arguments: ["extract", "import", "export"])
  func usageShowsRequiredBundle(_ command: String) throws {
    let help = try CLI.run([command, "--help"])
    let usage = try #require(
      help.stdout.components(separatedBy: "USAGE: ").dropFirst().first?.components(separatedBy: "\n\n").first)
    #expect(usage.hasPrefix("settings-l10n \(command) <bundle>"), "\(usage)")
  }

  @Test("--format xcode ends with the counts and the verdict, which Xcode does not count as an issue")
  func xcodeVerdict() throws {
    let failed = try CLI.run(["check", Self.translations.path, "--format", "xcode"])
    #expect(failed.status == 1)
    let last = try #require(failed.stdout.split(separator: "\n").last)
    #expect(
      last
        == "2 errors, 9 warnings, 2 notes; check failed (policy pull-request): 2 findings at or above error (--fail-on error)"
    )
    let quiet = try CLI.run(["check", Self.translations.path, "--format", "xcode", "--quiet"])
    #expect(
      quiet.stdout.hasSuffix("check failed (policy pull-request): 2 findings at or above error (--fail-on error)\n"),
      "\(quiet.stdout)")
    let clean = CLI.fixtures.appendingPathComponent("check/bundles/clean/Settings.bundle")
    let passed = try CLI.run(["check", clean.path, "--format", "xcode"])
    #expect(passed.stdout.hasSuffix("; check passed (policy pull-request)\n"), "\(passed.stdout)")
  }

  @Test(
    "every JSON output is spaced one way: \"key\": value",
    arguments: [
      ["check", "--format", "json"], ["inspect", "--format", "json"],
      ["resolve", "--language", "de", "--format", "json"],
    ])
  func oneJSONStyle(_ arguments: [String]) throws {
    var words = arguments
    words.insert(Self.translations.path, at: 1)
    let run = try CLI.run(words)
    #expect(run.status != 2, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("{\n  \"version\": 1,\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("\" : "), "\(run.stdout)")
  }
}
