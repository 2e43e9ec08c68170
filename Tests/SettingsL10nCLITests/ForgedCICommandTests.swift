import Foundation
import Testing

/// Folder names, keys and values that a CI system would read as a command if a line of output
/// began with them (GitHub's `::`, Azure's `##vso[`, the older `##[`): no output line, in any
/// format, carries them in that form.
@Suite("Forged CI commands: repository text never starts a command in any output", .serialized)
struct ForgedCICommandTests {
  static let folders = [
    "::notice title=Check passed::All good", "::stop-commands::x", " ##vso[task.complete result=Succeeded]",
  ]
  static let key = "::warning::forged key ##[error]x"

  /// A folder holding one hostile bundle per name in `folders`, each with a stale key named `key`.
  static func repository() throws -> (root: URL, bundles: [String]) {
    let root = try CLI.temporaryDirectory()
    var bundles: [String] = []
    for folder in folders {
      let bundle = try HostileBundle(languages: ["de"])
      let place = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
      try FileManager.default.moveItem(at: bundle.url, to: place.appendingPathComponent("Settings.bundle"))
      bundle.remove()
      // A comment's line starting `::` shows as a diff's context line, which begins with a blank.
      try Data("/*\n::stop-commands::y\n*/\n\"\(key)\" = \"\(key)\";\n\"Sound\" = \"Ton\";\n".utf8).write(
        to: place.appendingPathComponent("Settings.bundle/de.lproj/Root.strings"))
      bundles.append(folder + "/Settings.bundle")
    }
    return (root, bundles)
  }

  /// The lines of `text` a CI system reads as a command: `::` at the start (after blanks, as
  /// GitHub trims them), or `##[` / `##vso[` anywhere. The GitHub format's own annotations are
  /// commands by design; `allowAnnotations` lets only those through, with nothing forged in them.
  static func forged(_ text: String, allowAnnotations: Bool) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
      if line.contains("##[") || line.contains("##vso[") { return true }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("::") else { return false }
      guard allowAnnotations else { return true }
      let own = [
        "::error file=", "::warning file=", "::notice file=", "::error::", "::warning::", "::notice::",
        "::notice title=settings-l10n::",
      ]
      // Inside an annotation's properties the repository's text is GitHub-escaped (`%3A`).
      return !own.contains { trimmed.hasPrefix($0) } || trimmed.contains("::stop-commands")
        || trimmed.contains("title=Check passed::")
    }
  }

  static let formats = ["text", "xcode", "github", "markdown", "junit", "gitlab", "sarif", "json"]

  @Test("check with several bundles: no line of any format starts a CI command", arguments: formats)
  func check(format: String) throws {
    let (root, bundles) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLI.run(["check"] + bundles + ["--format", format], in: root)
    #expect(run.stdout.contains("Settings.bundle"), "\(format): \(run.stdout) \(run.stderr)")
    #expect(Self.forged(run.stdout, allowAnnotations: format == "github") == [], "\(format)")
    #expect(Self.forged(run.stderr, allowAnnotations: false) == [], "\(format)")
  }

  @Test(
    "other commands on such bundles: no line starts a CI command",
    arguments: [
      ["inspect", "B"], ["sync", "B", "--dry-run", "--prune", "--format", "json"], ["export", "B", "--language", "de"],
      ["sync", "B", "--dry-run", "--prune"], ["sync", "B", "--dry-run", "--fill-with-source"],
      ["strings", "lint", "B/de.lproj/Root.strings"], ["strings", "dump", "B/de.lproj/Root.strings"],
      ["strings", "dump", "B/de.lproj/Root.strings", "--format", "text"],
      ["render", "B", "--language", "de"], ["render", "B", "--language", "de", "--format", "html"],
      ["report", "B", "--output", "-"],
    ])
  func others(command: [String]) throws {
    let (root, bundles) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    for bundle in bundles {
      let run = try CLI.run(command.map { $0.replacingOccurrences(of: "B", with: bundle) }, in: root)
      #expect(Self.forged(run.stdout, allowAnnotations: false) == [], "\(command)")
      #expect(Self.forged(run.stderr, allowAnnotations: false) == [], "\(command)")
    }
  }

  @Test("the Markdown summary leaves no bare URL from the repository for GitHub to link")
  func markdownURLs() throws {
    let bundle = try HostileBundle(languages: ["de"])
    defer { bundle.remove() }
    try bundle.write("de.lproj/Root.strings", "\"https://evil.example/login\" = \"www.evil.example\";\n")
    let run = try CLI.run(["check", bundle.url.path, "--format", "markdown"])
    #expect(run.stdout.contains("evil"), "\(run.stdout)")
    #expect(!run.stdout.contains("https://evil"), "\(run.stdout)")
    #expect(!run.stdout.contains("www.evil"), "\(run.stdout)")
  }
}
