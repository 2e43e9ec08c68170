import Foundation
import Testing

@Suite("settings-l10n strings")
struct StringsCLITests {
  static let linphoneChat = CLI.corpus.appendingPathComponent(
    "BelledonneCommunications__linphone-iphone/Settings.bundle/en.lproj/Chat.strings")

  @Test(
    "lint reports linphone's missing ';' at its line and column",
    .enabled(
      if: FileManager.default.fileExists(atPath: linphoneChat.path), "../shared/corpus is not beside the project"))
  func lintLinphone() throws {
    let result = try CLI.run(["strings", "lint", Self.linphoneChat.path])
    #expect(result.status == 1)
    let expected =
      "\(Self.linphoneChat.path):6:50: error: missing ';' after the entry for key \"Auto write to gallery\" [missing-semicolon]"
    #expect(result.stdout.contains(expected), "\(result.stdout)")
    // The source line and a caret under column 50.
    #expect(result.stdout.contains("\n" + String(repeating: " ", count: 49) + "^\n"))
  }

  /// Characters whose East Asian Width a hand-made table got wrong: U+303F is narrow, Tangut
  /// (U+17000) and the Kana Supplement (U+1B000) are wide.
  @Test(
    "lint's caret stands under the column, counting terminal columns as Unicode's East Asian Width does",
    arguments: [("\u{303F}\u{303F}", 2), ("\u{17000}\u{17000}", 4), ("\u{1B000}", 2), ("ab", 2)])
  func caretUnderWideText(prefix: String, columns: Int) throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("t.strings")
    try Data("\"\(prefix)\" = \"x\"\n".utf8).write(to: file)
    let result = try CLI.run(["strings", "lint", file.path])
    #expect(result.status == 1)
    // The missing ';' is reported after the value: the caret sits under the end of `"…" = "x"`.
    let caretLine = try #require(result.stdout.split(separator: "\n").last { $0.hasSuffix("^") })
    #expect(caretLine.count - 1 == columns + 8, "\(result.stdout)")
  }

  @Test("lint exits 0 on a clean file and 2 on a missing one")
  func lintStatuses() throws {
    let clean = CLI.fixtures.appendingPathComponent("strings-vectors/genstrings_style.strings").path
    #expect(try CLI.run(["strings", "lint", clean]).status == 0)
    let missing = try CLI.run(["strings", "lint", "/nonexistent/x.strings"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("/nonexistent/x.strings"))
  }

  @Test("lint --format json lists each diagnostic with its position")
  func lintJSON() throws {
    let file = CLI.fixtures.appendingPathComponent("strings-vectors/missing_semicolon_last.strings").path
    let result = try CLI.run(["strings", "lint", "--format", "json", file])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let items = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(items.count == 1)
    #expect(items.first?["id"] as? String == "missing-semicolon")
    #expect(items.first?["line"] as? Int == 2)
    #expect(items.first?["column"] as? Int == 10)
  }

  @Test("dump prints the vectors' expected JSON for every valid vector")
  func dumpMatchesVectors() throws {
    let folder = CLI.fixtures.appendingPathComponent("strings-vectors")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".expected.json")
    }
    var checked = 0
    for name in names.sorted() {
      let base = String(name.dropLast(".expected.json".count))
      let expected = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      guard !expected.contains("\"error\""), base != "nfc_nfd_keys" else { continue }
      let result = try CLI.run(["strings", "dump", folder.appendingPathComponent(base + ".strings").path])
      // The vector's table, as the "strings" member after "version", indented one level.
      let table = expected.dropLast().replacingOccurrences(of: "\n", with: "\n  ")
      #expect(result.stdout == "{\n  \"version\": 1,\n  \"strings\": \(table)\n}\n", "\(base)")
      #expect(result.status == 0, "\(base)")
      checked += 1
    }
    #expect(checked > 40)
  }

  @Test("format rewrites in the Xcode style, keeps UTF-16 and CRLF, and --check reports")
  func format() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Root.strings")
    let source = "// Group\r\n\"Group\"=\"Gruppe\" ;\r\n\"Name\" = 'Na\"me';\r\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in source.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(bytes).write(to: file)

    let check = try CLI.run(["strings", "format", "--check", file.path])
    #expect(check.status == 1)
    #expect(try Data(contentsOf: file) == Data(bytes), "--check must not write")

    #expect(try CLI.run(["strings", "format", file.path]).status == 0)
    let written = [UInt8](try Data(contentsOf: file))
    #expect(Array(written.prefix(2)) == [0xFF, 0xFE])
    let text = String(
      decoding: stride(from: 2, to: written.count, by: 2).map { UInt16(written[$0]) | UInt16(written[$0 + 1]) << 8 },
      as: UTF16.self)
    #expect(text == "/* Group */\r\n\"Group\" = \"Gruppe\";\r\n\r\n\"Name\" = \"Na\\\"me\";\r\n")
    #expect(try CLI.run(["strings", "format", "--check", file.path]).status == 0)
  }

  @Test("format leaves a file with errors alone and exits 1")
  func formatRefuses() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Broken.strings")
    try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: file)
    let result = try CLI.run(["strings", "format", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("has errors"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "\"a\" = \"b\"\n\"c\" = \"d\";\n")
  }

  @Test("usage errors exit 2")
  func usage() throws {
    let result = try CLI.run(["strings", "lint", "--format", "yaml", "x.strings"])
    #expect(result.status == 2)
  }
}
