import Foundation
import Testing

/// `import` writes only what a translator meant for this bundle: never the development language
/// by accident, never a silent success that matched nothing.
@Suite("settings-l10n import: what it refuses")
struct ImportGateCLITests {
  /// An XLIFF 1.2 file with one `<file>` for `table`, `target-language` `language`, and `units` (id, source, target).
  static func xliff(language: String, table: String = "Root", units: [(String, String, String)]) -> String {
    let body = units.map { "<trans-unit id=\"\($0.0)\"><source>\($0.1)</source><target>\($0.2)</target></trans-unit>" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/\(table).strings" source-language="en" target-language="\(language)" datatype="plaintext">
          <body>\(body.joined())</body>
        </file>
      </xliff>

      """
  }

  @Test(
    "an XLIFF whose target language is the development language is refused (exit 1, nothing written) unless --allow-development-language"
  )
  func developmentLanguageTarget() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let file = bundle.root.appendingPathComponent("slip.xliff")
    try Self.xliff(language: "en", units: [("Sound", "Sound", "Ton"), ("Volume", "Volume", "Lautstärke")])
      .write(to: file, atomically: false, encoding: .utf8)
    let before = try bundle.snapshot()
    let refused = try CLI.run(["import", bundle.url.path, file.path, "--no-config"])
    #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
    #expect(refused.stderr.contains("slip.xliff"), "\(refused.stderr)")
    #expect(refused.stderr.contains("development language"), "\(refused.stderr)")
    #expect(refused.stderr.contains("--allow-development-language"), "\(refused.stderr)")
    #expect(try bundle.snapshot() == before, "nothing is written")

    let allowed = try CLI.run(["import", bundle.url.path, file.path, "--no-config", "--allow-development-language"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    let written = try String(contentsOf: bundle.url.appendingPathComponent("en.lproj/Root.strings"), encoding: .utf8)
    #expect(written.contains("\"Sound\" = \"Ton\";"), "\(written)")
  }

  @Test(
    "an import that matches nothing of the bundle says so and exits 1",
    arguments: [
      ("another table", "Other", [("Sound", "Sound", "Ton")]),
      (
        "no key of the bundle", "Root",
        [("Brightness", "Brightness", "Helligkeit"), ("Contrast", "Contrast", "Kontrast")]
      ),
    ])
  func matchedNothing(what: String, table: String, units: [(String, String, String)]) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let file = bundle.root.appendingPathComponent("other-app.xliff")
    try Self.xliff(language: "de", table: table, units: units).write(to: file, atomically: false, encoding: .utf8)
    let before = try bundle.snapshot()
    let run = try CLI.run(["import", bundle.url.path, file.path, "--no-config"])
    #expect(run.status == 1, "\(what): \(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("other-app.xliff"), "\(what): \(run.stderr)")
    #expect(run.stderr.contains("[nothing-matched]"), "\(what): \(run.stderr)")
    #expect(run.stderr.contains("Root"), "\(what): names the tables the bundle has: \(run.stderr)")
    #expect(try bundle.snapshot() == before)
  }

  @Test("an import of units that match but carry no translation is not refused")
  func matchedWithoutTargets() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let file = bundle.root.appendingPathComponent("same.xliff")
    // The German values as they are: nothing to change, and that is fine.
    try Self.xliff(language: "de", units: [("Sound", "Sound", "Ton (de)")]).write(
      to: file, atomically: false, encoding: .utf8)
    let run = try CLI.run(["import", bundle.url.path, file.path, "--no-config"])
    #expect(run.status == 0, "\(run.stderr)")
  }

  @Test(
    "a child pane whose File climbs out of the bundle is path-outside-bundle, and import and sync still write the tables"
  )
  func childPaneOutsideTheBundle() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try bundle.writeRootPage(childPaneFile: "../outside")
    let check = try CLI.run(["check", bundle.url.path, "--no-config", "--format", "xcode"])
    #expect(
      check.stdout.contains(
        "File \"../outside\" is a path that climbs out of the bundle; not read [path-outside-bundle]"),
      "\(check.stdout)")
    #expect(!check.stdout.contains("[invalid-table-name]"), "\(check.stdout)")

    let file = bundle.root.appendingPathComponent("de.xliff")
    try Self.xliff(language: "de", units: [("Dark mode", "Dark mode", "Dunkelmodus")]).write(
      to: file, atomically: false, encoding: .utf8)
    let imported = try CLI.run(["import", bundle.url.path, file.path, "--no-config"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let written = try String(contentsOf: bundle.url.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
    #expect(written.contains("\"Dark mode\" = \"Dunkelmodus\";"), "\(written)")
    try bundle.write("de.lproj/Root.strings", HostileBundle.strings(["Sound": "Ton"]))
    let sync = try CLI.run(["sync", bundle.url.path, "--no-config", "--fill-with-source"])
    #expect(sync.status == 0, "\(sync.stderr)")
    let synced = try String(contentsOf: bundle.url.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
    #expect(synced.contains("\"Volume\" = \"Volume\";"), "\(synced)")
    #expect(!FileManager.default.fileExists(atPath: bundle.root.appendingPathComponent("outside.plist").path))
  }
}

extension HostileBundle {
  /// Writes `Root.plist` as `page(table: "Root")` with a fourth element: a child pane (titled
  /// `Sound`) whose `File` is `file`.
  func writeRootPage(childPaneFile file: String) throws {
    let child = """
      \t\t<dict>
      \t\t\t<key>Type</key>
      \t\t\t<string>PSChildPaneSpecifier</string>
      \t\t\t<key>Title</key>
      \t\t\t<string>Sound</string>
      \t\t\t<key>File</key>
      \t\t\t<string>\(file)</string>
      \t\t</dict>

      """
    let page = Self.page(table: "Root").replacingOccurrences(of: "\t</array>", with: child + "\t</array>")
    try page.write(to: url.appendingPathComponent("Root.plist"), atomically: false, encoding: .utf8)
  }
}
