import Foundation
import Testing

@testable import SettingsL10nKit

/// A comment on an entry's line, and the blanks that end it, belong to that entry whichever
/// command edits the table.
@Suite("Exchange: a same-line comment stays with its entry")
struct EntryCommentTests {
  static let write = ExchangeJobs.Run()
  static let trailers = [" /* c */", " // c", " /* c */ // d", "   \t"]

  /// The basic fixture with `lproj/Root.strings` holding `text` (UTF-8).
  static func bundle(_ lproj: String, _ text: String) throws -> BundleCopy {
    let copy = try BundleCopy(fixture: "basic")
    try Data(text.utf8).write(to: copy.url.appendingPathComponent("\(lproj).lproj/Root.strings"))
    return copy
  }

  static func text(_ copy: BundleCopy, _ path: String) throws -> String {
    String(decoding: try copy.bytes(path), as: UTF8.self)
  }

  @Test("sync --fill-with-source adds keys after the last entry's line", arguments: trailers)
  func sync(trailer: String) throws {
    let line = "\"Theme\" = \"Design\";\(trailer)\n"
    let copy = try Self.bundle("de", line)
    _ = try ExchangeJobs.sync(
      bundle: copy.url, options: SyncOptions(languages: ["de"], fillWithSource: true), run: Self.write)
    let after = try Self.text(copy, "de.lproj/Root.strings")
    #expect(after.hasPrefix(line + "\n"), "\(after)")
    #expect(try copy.document("de.lproj/Root.strings").makeTable().count > 1)
  }

  @Test("extract adds keys after the last entry's line", arguments: trailers)
  func extract(trailer: String) throws {
    let line = "\"Theme\" = \"Theme\";\(trailer)\n"
    let copy = try Self.bundle("en", line)
    _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: Self.write)
    let after = try Self.text(copy, "en.lproj/Root.strings")
    #expect(after.hasPrefix(line + "\n"), "\(after)")
  }

  @Test("import adds keys after the last entry's line", arguments: trailers)
  func importing(trailer: String) throws {
    let line = "\"Theme\" = \"Design\";\(trailer)\n"
    let copy = try Self.bundle("de", line)
    let xliff = try copy.writeBeside(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Root.strings" source-language="en" target-language="de" datatype="plaintext">
          <body><trans-unit id="Sounds"><source>Sounds</source><target>Töne</target></trans-unit></body>
        </file>
      </xliff>
      """)
    _ = try ExchangeJobs.importFiles(bundle: copy.url, files: [xliff], options: ImportOptions(), run: Self.write)
    let after = try Self.text(copy, "de.lproj/Root.strings")
    #expect(after.hasPrefix(line + "\n"), "\(after)")
    #expect(try copy.document("de.lproj/Root.strings").makeTable()["Sounds"] == .string("Töne"))
  }

  @Test("sync --prune removes a stale entry with its same-line comment", arguments: trailers)
  func prune(trailer: String) throws {
    let copy = try Self.bundle(
      "de", "\"Theme\" = \"Design\";\n\"Old setting\" = \"Alt\";\(trailer)\n\"Sounds\" = \"Töne\";\n")
    _ = try ExchangeJobs.sync(bundle: copy.url, options: SyncOptions(languages: ["de"], prune: true), run: Self.write)
    #expect(try Self.text(copy, "de.lproj/Root.strings") == "\"Theme\" = \"Design\";\n\"Sounds\" = \"Töne\";\n")
  }
}
