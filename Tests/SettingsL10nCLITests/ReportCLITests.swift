import Foundation
import Testing

@Suite("settings-l10n report")
struct ReportCLITests {
  static let folder = CLI.fixtures.appendingPathComponent("report")
  static let golden = folder.appendingPathComponent("expected/report.html")

  @Test("--output FILE writes the golden page and prints nothing; - and no --output print it")
  func output() throws {
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("review.html")
    let written = try CLI.run(["report", "Settings.bundle", "--output", file.path], in: Self.folder)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.isEmpty && written.stderr.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8) == golden)
    let dash = try CLI.run(["report", "Settings.bundle", "-o", "-"], in: Self.folder)
    #expect(dash.status == 0)
    #expect(dash.stdout == golden)
    #expect(try CLI.run(["report", "Settings.bundle"], in: Self.folder).stdout == golden)
  }

  @Test("no --output with a terminal for standard output: refused (exit 2) naming --output; -o - prints there anyway")
  func terminalNeedsAFile() throws {
    let terminal = try PseudoTerminal()
    let refused = try CLI.run(["report", "Settings.bundle"], in: Self.folder, standardOutput: terminal.secondary)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--output review.html"), "\(refused.stderr)")
    #expect(refused.stderr.contains("-o -"), "\(refused.stderr)")
    #expect(try terminal.output().isEmpty, "nothing reaches the terminal")
    let forced = try PseudoTerminal()
    let printed = try CLI.run(
      ["report", "Settings.bundle", "-o", "-"], in: Self.folder, standardOutput: forced.secondary)
    #expect(printed.status == 0, "\(printed.stderr)")
    let shown = String(decoding: try forced.output(), as: UTF8.self)
    #expect(shown.hasPrefix("<!DOCTYPE html>"), "\(shown.prefix(100))")
  }

  @Test("--output over a file keeps its mode, writes through a link, and leaves no temporary file")
  func outputReplacesFaithfully() throws {
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("review.html")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let link = dir.appendingPathComponent("link.html")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "review.html")
    let result = try CLI.run(["report", "Settings.bundle", "--output", link.path], in: Self.folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "review.html")
    #expect(try String(contentsOf: file, encoding: .utf8) == golden)
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["link.html", "review.html"])
  }

  @Test("--language limits the languages shown")
  func languages() throws {
    let result = try CLI.run(["report", "Settings.bundle", "--language", "he", "--language", "pt-BR"], in: Self.folder)
    #expect(result.status == 0)
    let sections = result.stdout.components(separatedBy: "<section class=\"language").count - 1
    #expect(sections == 3)  // he, pt_BR and the development language beside them
    #expect(result.stdout.contains("data-lproj=\"pt_BR\"") && !result.stdout.contains("data-lproj=\"de\""))
  }

  @Test("--page limits the pages drawn; a page not reached is an error")
  func pages() throws {
    let result = try CLI.run(["report", "Settings.bundle", "--page", "Privacy"], in: Self.folder)
    #expect(result.status == 0)
    #expect(result.stdout.contains("<h4 class=\"page-title\" style=\"grid-area: 2 / 1 / auto / -1\">Privacy</h4>"))
    #expect(!result.stdout.contains(">Root</h4>"))
    let missing = try CLI.run(["report", "Settings.bundle", "--page", "Nope"], in: Self.folder)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no page named 'Nope'"))
  }

  @Test("usage and I/O errors exit 2 and write nothing")
  func errors() throws {
    let missing = try CLI.run(["report", "/nonexistent/Settings.bundle"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("error: "))
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let nowhere = dir.appendingPathComponent("no/such/folder/review.html")
    let unwritable = try CLI.run(["report", "Settings.bundle", "-o", nowhere.path], in: Self.folder)
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.hasPrefix("error: "))
    let notABundle = try CLI.run(
      ["report", ".", "-o", dir.appendingPathComponent("review.html").path], in: Self.folder)
    #expect(notABundle.status == 2)
    #expect(notABundle.stderr.contains("not a Settings bundle") && notABundle.stderr.contains("Settings.bundle"))
    let language = try CLI.run(["report", "Settings.bundle", "--language", "tlh"], in: Self.folder)
    #expect(language.status == 2)
    #expect(language.stderr.contains("tlh"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}

@Suite(
  "report on the shared corpus",
  .enabled(if: FileManager.default.fileExists(atPath: CLI.corpus.path), "../shared/corpus is not beside the project"))
struct ReportCorpusTests {
  @Test(
    "every corpus bundle gives one page with a section per language; VLC's 62 languages stay under 5 MB",
    arguments: [
      "videolan__vlc-ios", "BelledonneCommunications__linphone-iphone", "futuretap__InAppSettingsKit",
      "threema-ch__threema-ios", "utmapp__UTM",
    ])
  func corpus(_ folder: String) throws {
    let bundle = CLI.corpus.appendingPathComponent("\(folder)/Settings.bundle").path
    let result = try CLI.run(["report", bundle])
    #expect(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: bundle).filter {
      $0.hasSuffix(".lproj") && $0 != "Base.lproj"
    }
    let sections = result.stdout.components(separatedBy: "<section class=\"language").count - 1
    #expect(sections == folders.count)
    #expect(result.stdout.utf8.count < 5_000_000)
    #expect(result.stdout.hasSuffix("</html>\n"))
  }
}
