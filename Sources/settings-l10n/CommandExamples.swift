/// Example command lines, by command: each command's `--help` shows its own after its
/// description, and the man page's EXAMPLES section lists them all (`settings-l10n
/// --man-examples`, which install.sh runs), so the two cannot differ.
enum CommandExamples {
  /// One example: what it does, then the command line.
  struct Example {
    let purpose: String
    let line: String
  }

  /// The examples of each command, by its path below `settings-l10n` (`strings format`).
  static let all: [(command: String, examples: [Example])] = [
    (
      "check",
      [
        Example(
          purpose: "Check one bundle (exit 1 when the gate fails)", line: "settings-l10n check App/Settings.bundle"),
        Example(
          purpose: "Check in CI with Xcode-style output and a coverage floor",
          line: "settings-l10n check App/Settings.bundle --format xcode --min-coverage 90%"),
        Example(
          purpose: "Record today's findings once, then fail only on new ones",
          line: "settings-l10n check App/Settings.bundle --write-baseline ci/l10n-baseline.json"),
      ]
    ),
    ("init", [Example(purpose: "Write a .settings-l10n.yml for the bundles found here", line: "settings-l10n init")]),
    (
      "extract",
      [
        Example(
          purpose: "Write the pages' strings into the development tables",
          line: "settings-l10n extract App/Settings.bundle")
      ]
    ),
    (
      "sync",
      [
        Example(purpose: "Show what sync would change", line: "settings-l10n sync App/Settings.bundle --dry-run"),
        Example(purpose: "Sync every bundle of the repository", line: "settings-l10n sync"),
      ]
    ),
    (
      "export",
      [
        Example(
          purpose: "One XLIFF file for German",
          line: "settings-l10n export App/Settings.bundle --language de -o de.xliff"),
        Example(
          purpose: "String Catalogs for every language",
          line: "settings-l10n export App/Settings.bundle --package xcstrings -o l10n/"),
      ]
    ),
    (
      "import",
      [
        Example(
          purpose: "Write translators' work back, showing the diff first",
          line: "settings-l10n import App/Settings.bundle l10n/*.xcstrings --dry-run")
      ]
    ),
    (
      "inspect",
      [Example(purpose: "The page tree and every finding", line: "settings-l10n inspect App/Settings.bundle")]
    ),
    (
      "resolve",
      [
        Example(
          purpose: "Which .lproj the Settings app reads for these preferences",
          line: "settings-l10n resolve App/Settings.bundle --language de-AT --language en")
      ]
    ),
    (
      "render",
      [
        Example(
          purpose: "A page as an Austrian German user sees it",
          line: "settings-l10n render App/Settings.bundle --language de-AT --page Root")
      ]
    ),
    (
      "report",
      [
        Example(
          purpose: "One HTML page to review every page in every language",
          line: "settings-l10n report App/Settings.bundle -o review.html")
      ]
    ),
    (
      "explain",
      [
        Example(purpose: "Every finding id", line: "settings-l10n explain"),
        Example(purpose: "What a missing key means and how to fix it", line: "settings-l10n explain missing-key"),
      ]
    ),
    (
      "strings lint",
      [
        Example(
          purpose: "Errors in a table, with line and column", line: "settings-l10n strings lint de.lproj/Root.strings")
      ]
    ),
    (
      "strings format",
      [
        Example(
          purpose: "Whether tables are formatted as Xcode writes them",
          line: "settings-l10n strings format --check App/Settings.bundle/*.lproj/*.strings")
      ]
    ),
    (
      "strings dump",
      [
        Example(
          purpose: "The table a device reads, as JSON",
          line: "settings-l10n strings dump de.lproj/Root.strings --format json")
      ]
    ),
  ]

  /// A command's discussion followed by its examples.
  static func discussion(_ text: String, command: String) -> String {
    let examples = all.first { $0.command == command }?.examples ?? []
    guard !examples.isEmpty else { return text }
    let lines = examples.map { "  # \($0.purpose)\n  \($0.line)" }
    return text + "\n\nExamples:\n" + lines.joined(separator: "\n")
  }

  /// Every command's examples as an mdoc EXAMPLES section, for the man page.
  static func manSection() -> String {
    var out = ".Sh EXAMPLES\n"
    for (_, examples) in all {
      for example in examples {
        out += ".Pp\n\(example.purpose):\n.Bd -literal -offset indent\n\(example.line)\n.Ed\n"
      }
    }
    return out
  }
}
