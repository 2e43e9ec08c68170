import Foundation
import Testing

@Suite("settings-l10n export --package xliff2|xcloc|xcstrings, and import of each")
struct ExchangeFormatsCLITests {
  @Test("String Catalogs: exported into a folder, imported back without a change; an edit is written")
  func catalogs() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let before = try ExchangeCLITests.snapshot(bundle)
    let output = dir.appendingPathComponent("catalogs")
    let export = try CLI.run(["export", bundle.path, "--package", "xcstrings", "--output", output.path])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.contains("/Root.xcstrings: 4 keys, 2 languages\n"))
    let root = output.appendingPathComponent("Root.xcstrings")
    let quiet = try CLI.run(["import", bundle.path, root.path, output.appendingPathComponent("More.xcstrings").path])
    #expect(quiet.status == 0 && quiet.stdout == "0 files written\n", "\(quiet.stdout)\(quiet.stderr)")
    #expect(try ExchangeCLITests.snapshot(bundle) == before)
    let edited = try String(contentsOf: root, encoding: .utf8).replacingOccurrences(
      of: "\"Design\"", with: "\"Farbschema\"")
    try Data(edited.utf8).write(to: root)
    let write = try CLI.run(["import", bundle.path, root.path, "--format", "json"])
    #expect(write.status == 0)
    #expect(write.stdout.contains("\"file\": \"de.lproj/Root.strings\""))
  }

  @Test("usage: a catalog names no language; xcloc and xcstrings need --output")
  func usage() throws {
    let language = try CLI.run([
      "export", ExchangeCLITests.basic.path, "--package", "xcstrings", "--language", "de", "--output", "x",
    ])
    #expect(language.status == 2)
    #expect(language.stderr.contains("a String Catalog holds every language"))
    #expect(try CLI.run(["export", ExchangeCLITests.basic.path, "--package", "xcloc", "--language", "de"]).status == 2)
    #expect(try CLI.run(["export", ExchangeCLITests.basic.path, "--package", "xcstrings"]).status == 2)
    #expect(try CLI.run(["export", ExchangeCLITests.basic.path, "--package", "docx", "--language", "de"]).status == 2)
  }

  @Test("--format names what export prints (text or json), --package what it writes")
  func formatIsWhatIsPrinted() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = dir.appendingPathComponent("catalogs")
    let json = try CLI.run([
      "export", bundle.path, "--package", "xcstrings", "--output", output.path, "--format", "json",
    ])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stderr.isEmpty, "\(json.stderr)")
    #expect(json.stdout.hasPrefix("{\n  \"version\": 1,"), "\(json.stdout)")
    let text = try CLI.run(["export", bundle.path, "--all", "--output", output.path, "--format", "text"])
    #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
    #expect(text.stdout.contains("de.xliff"), "\(text.stdout)")
    let both = try CLI.run([
      "export", bundle.path, "--package", "xcloc", "--format", "xliff2", "--all", "--output", output.path,
    ])
    #expect(both.status == 2)
    #expect(both.stderr.contains("--package"), "\(both.stderr)")
  }

  @Test(
    "a package named by --format, and --report-format (spellings of a tool never released), are refused and nothing is written",
    arguments: [
      (["--format", "xcstrings"], "name the package with --package xcstrings"),
      (["--format", "xcloc", "--all"], "name the package with --package xcloc"),
      (["--all", "--report-format", "json"], "--report-format"),
    ])
  func oldSpellingsRefused(arguments: [String], says: String) throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = dir.appendingPathComponent("out")
    let result = try CLI.run(["export", bundle.path, "--output", output.path] + arguments)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(says), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("XLIFF 2.0 to standard output; an .xcloc folder per language with --all")
  func xliff2AndCatalogFolders() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let xliff2 = try CLI.run(["export", bundle.path, "--package", "xliff2", "--language", "de"])
    #expect(xliff2.status == 0)
    #expect(
      xliff2.stdout.contains(
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\">"))
    let file = dir.appendingPathComponent("de2.xliff")
    try Data(xliff2.stdout.utf8).write(to: file)
    #expect(try CLI.run(["import", bundle.path, file.path]).stdout == "0 files written\n")
    let output = dir.appendingPathComponent("catalogs")
    let xcloc = try CLI.run(["export", bundle.path, "--package", "xcloc", "--all", "--output", output.path])
    #expect(xcloc.status == 0, "\(xcloc.stderr)")
    let catalog = output.appendingPathComponent("de.xcloc")
    for path in ["contents.json", "Localized Contents/de.xliff", "Source Contents/en.lproj/Root.strings", "Notes"] {
      #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent(path).path), "\(path)")
    }
    let back = try CLI.run(["import", bundle.path, catalog.path])
    #expect(back.status == 0 && back.stdout == "0 files written\n", "\(back.stderr)")
  }

  @Test("a malformed catalog refuses the import with file:line:col, and nothing is written")
  func malformed() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let before = try ExchangeCLITests.snapshot(bundle)
    let bad = dir.appendingPathComponent("Root.xcstrings")
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {,}\n}".utf8).write(to: bad)
    let result = try CLI.run(["import", bundle.path, bad.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "Root.xcstrings:3:16: error: a member name in double quotes was expected, found ',' [catalog-malformed]"),
      "\(result.stderr)")
    #expect(try ExchangeCLITests.snapshot(bundle) == before)
    let catalog = dir.appendingPathComponent("catalogs")
    #expect(try CLI.run(["export", bundle.path, "--package", "xcstrings", "--output", catalog.path]).status == 0)
    let piped = try CLI.run(
      ["import", bundle.path, "-"], input: Data(contentsOf: catalog.appendingPathComponent("Root.xcstrings")))
    #expect(piped.status == 1 && piped.stderr.contains("names its table only by its file name"), "\(piped.stderr)")
    let fifo = dir.appendingPathComponent("pipe.xliff")
    #expect(unsafe mkfifo(fifo.path, 0o600) == 0)
    let blocked = try CLI.run(["import", bundle.path, fifo.path])
    #expect(blocked.status == 2 && blocked.stderr.contains("not a regular file"))
  }
}
