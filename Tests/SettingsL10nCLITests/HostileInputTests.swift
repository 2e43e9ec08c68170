import Foundation
import Testing

/// Hostile inputs a repository can hold: special files, malformed XLIFF, absurd numbers, and
/// file names built to forge report lines or drive the terminal.
@Suite("hostile inputs")
struct HostileInputTests {
  static let clean = CLI.fixtures.appendingPathComponent("check/bundles/clean/Settings.bundle")
  static let exchange = CLI.fixtures.appendingPathComponent("exchange/basic/Settings.bundle")

  // MARK: Only regular files are opened

  @Test("a FIFO named like a table is a finding, never a blocked read")
  func fifoTable() throws {
    let (dir, bundle) = try CLI.copyBundle(Self.clean)
    defer { try? FileManager.default.removeItem(at: dir) }
    let more = bundle.appendingPathComponent("es.lproj/More.strings")
    let root = bundle.appendingPathComponent("es.lproj/Root.strings")
    try FileManager.default.removeItem(at: root)
    #expect(unsafe mkfifo(more.path, 0o644) == 0)
    #expect(unsafe mkfifo(root.path, 0o644) == 0)

    let started = Date()
    let check = try CLI.run(["check", "Settings.bundle"], in: dir, timeout: 30)
    #expect(Date().timeIntervalSince(started) < 30, "check must not wait on a FIFO")
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "es.lproj/More.strings: error: cannot read the file: not a regular file (a FIFO) [unreadable-file]"))
    #expect(
      check.stdout.contains(
        "es.lproj/Root.strings: error: cannot read the file: not a regular file (a FIFO) [unreadable-file]"))

    for arguments in [
      ["strings", "lint", "Settings.bundle/es.lproj/More.strings"],
      ["strings", "dump", "Settings.bundle/es.lproj/More.strings"],
      ["import", "Settings.bundle", "Settings.bundle/es.lproj/More.strings"],
    ] {
      let result = try CLI.run(arguments, in: dir, timeout: 30)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("not a regular file (a FIFO)"), "\(arguments): \(result.stderr)")
    }
    for arguments in [
      ["render", "Settings.bundle", "--language", "es"], ["export", "Settings.bundle", "--language", "es"],
    ] {
      let result = try CLI.run(arguments, in: dir, timeout: 30)
      #expect(result.status != 143 && result.status != 15, "\(arguments) was killed: it blocked")
    }
  }

  // MARK: XLIFF

  /// The first export of the basic fixture's German, with one edit.
  static func xliff(_ edit: (String) -> String) throws -> (dir: URL, file: URL, text: String) {
    let (dir, _) = try CLI.copyBundle(exchange)
    let exported = try CLI.run(["export", "Settings.bundle", "--language", "de"], in: dir)
    let text = edit(exported.stdout)
    let file = dir.appendingPathComponent("de.xliff")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (dir, file, text)
  }

  /// 1-based line and column of the first occurrence of `needle` after `after`.
  static func location(of needle: String, in text: String, after: String) -> (Int, Int)? {
    guard let start = text.range(of: after), let hit = text.range(of: needle, range: start.upperBound..<text.endIndex)
    else {
      return nil
    }
    let before = text[..<hit.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let column =
      before.distance(
        from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
    return (line, column)
  }

  @Test(
    "two <target> or two <source> elements in one trans-unit are a located error; nothing is written",
    arguments: ["target", "source"])
  func duplicateChild(_ element: String) throws {
    let close = "</\(element)>"
    let (dir, file, text) = try Self.xliff { xml in
      guard let range = xml.range(of: close) else { return xml }
      return xml.replacingCharacters(in: range, with: close + "<\(element)>Zweiter</\(element)>")
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(text.contains("<\(element)>Zweiter</\(element)>"))
    let before = try Data(contentsOf: dir.appendingPathComponent("Settings.bundle/de.lproj/Root.strings"))
    let result = try CLI.run(["import", "Settings.bundle", file.lastPathComponent], in: dir)
    #expect(result.status == 1)
    // The second element of the pair is the one reported.
    let (line, column) = try #require(Self.location(of: "<\(element)>", in: text, after: close))
    #expect(
      result.stderr.contains("de.xliff:\(line):\(column): error: a second <\(element)> in <trans-unit id="),
      "\(result.stderr)")
    #expect(result.stderr.contains("[xliff-malformed]"))
    #expect(try Data(contentsOf: dir.appendingPathComponent("Settings.bundle/de.lproj/Root.strings")) == before)
  }

  // MARK: Bounded numbers

  @Test(
    "numeric options out of range exit 2 at once with a message naming the option",
    arguments: [
      ["render", "--width", "9223372036854775807"], ["render", "--width", "99999999999"],
      ["render", "--width", "100000000"],
      ["render", "--width", "0"], ["render", "--width", "-5"], ["render", "--width", "1e3"],
      ["strings", "lint", "--max-file-size", "0"], ["strings", "lint", "--max-file-size", "-1"],
      ["strings", "dump", "--max-file-size", "9223372036854775807"],
      ["check", "--min-coverage", "150"], ["check", "--min-coverage", "nan"], ["check", "--min-coverage", "inf"],
      ["check", "--min-coverage", "-0.1"], ["check", "--min-coverage", "101%"], ["check", "--max-findings", "-1"],
      ["check", "--max-findings", "99999999999999999999"],
    ])
  func boundedOptions(_ arguments: [String]) throws {
    let target =
      arguments[0] == "strings"
      ? [CLI.fixtures.appendingPathComponent("strings-vectors/duplicate_keys.strings").path]
      : [
        CLI.fixtures.appendingPathComponent(
          arguments[0] == "render" ? "render/Settings.bundle" : "check/bundles/clean/Settings.bundle"
        ).path
      ]
    let started = Date()
    let result = try CLI.run(arguments + target, timeout: 60)
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(result.status == 2, "\(result.stderr)")
    let option = arguments.first { $0.hasPrefix("--") } ?? ""
    #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
    #expect(result.stderr.contains(option), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("a huge COLUMNS is clamped, not allocated")
  func hugeColumns() throws {
    let bundle = CLI.fixtures.appendingPathComponent("render/Settings.bundle").path
    let result = try CLI.run(
      ["render", bundle, "--language", "en"], environment: ["COLUMNS": "99999999999"], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    let widest = result.stdout.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 1000)
  }

  // MARK: Control characters in names

  static let forged = "x\nRoot.plist:1:1: error: FORGED"
  static let escape = "\u{1B}]8;;https:evil.example\u{07}link\u{1B}]8;;\u{07}\u{1B}[2J\u{9B}31m"

  /// True when no output line is forged and no control character but newline and tab is printed
  /// (C1 controls, U+0080 to U+009F, are left to JSON's own rules, which escape only C0 ones).
  static func clean(_ result: CLI.Result, json: Bool = false) -> Bool {
    let all = result.stdout + result.stderr
    let lines = all.split(separator: "\n", omittingEmptySubsequences: false)
    let forgedLine = lines.contains { $0.hasPrefix("Root.plist:1:1: error: FORGED") }
    let controls = all.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F
        || (!json && (0x80...0x9F).contains(scalar.value))
    }
    return !forgedLine && !controls
  }

  @Test("control characters in file names are escaped in every output format of every command")
  func controlCharacters() throws {
    let (dir, bundle) = try CLI.copyBundle(Self.clean)
    defer { try? FileManager.default.removeItem(at: dir) }
    let es = bundle.appendingPathComponent("es.lproj")
    try Data("\"a\" = \"b\";\n".utf8).write(to: es.appendingPathComponent(Self.forged + ".strings"))
    try Data("\"a\" = \"b\";\n".utf8).write(to: es.appendingPathComponent(Self.escape + ".strings"))
    let page = try Data(contentsOf: bundle.appendingPathComponent("Root.plist"))
    try page.write(to: bundle.appendingPathComponent(Self.forged + ".plist"))
    try page.write(to: bundle.appendingPathComponent(Self.escape + ".plist"))
    let lint = dir.appendingPathComponent(Self.escape + Self.forged + ".strings")
    try Data("\"a\" = \"b\"\n\"c\" = ;\n".utf8).write(to: lint)
    let messy = dir.appendingPathComponent(Self.escape + ".strings")
    try Data("\"a\"=\"b\";\n".utf8).write(to: messy)

    var runs: [[String]] = ["text", "xcode", "github", "json", "sarif"].map {
      ["check", "Settings.bundle", "--format", $0]
    }
    runs += [
      ["check", "Settings.bundle", "--color", "always"],
      ["inspect", "Settings.bundle"], ["inspect", "Settings.bundle", "--format", "json"],
      ["resolve", "Settings.bundle", "--language", "es", "--table", Self.escape + Self.forged],
      ["extract", "Settings.bundle", "--dry-run"], ["sync", "Settings.bundle", "--dry-run"],
      ["sync", "Settings.bundle", "--dry-run", "--format", "json"],
      ["strings", "lint", lint.lastPathComponent], ["strings", "lint", "--format", "json", lint.lastPathComponent],
      ["strings", "dump", lint.lastPathComponent], ["strings", "format", "--check", messy.lastPathComponent],
      ["strings", "format", messy.lastPathComponent, lint.lastPathComponent],
      ["render", "Settings.bundle", "--language", "es", "--page", Self.escape],
    ]
    for arguments in runs {
      let result = try CLI.run(arguments, in: dir)
      #expect(result.status != 2 || !result.stderr.isEmpty, "\(arguments)")
      if arguments.contains("--color") {
        // Colour codes are the tool's own; the names' escapes must still be escaped.
        let stripped = result.stdout.replacingOccurrences(
          of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
        #expect(Self.clean(CLI.Result(status: result.status, stdout: stripped, stderr: result.stderr)), "\(arguments)")
      } else {
        let json = arguments.contains("json") || arguments.contains("sarif")
        #expect(
          Self.clean(result, json: json),
          "\(arguments): \(result.stdout.debugDescription.prefix(3000)) \(result.stderr.debugDescription.prefix(500))")
      }
      if arguments.contains("json") || arguments.contains("sarif") {
        #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(arguments)")
      }
    }
    // The escaped names are still shown, readably.
    let xcode = try CLI.run(["check", "Settings.bundle", "--format", "xcode"], in: dir)
    #expect(xcode.stdout.contains(#"es.lproj/x\nRoot.plist:1:1: error: FORGED.strings: warning:"#))
    #expect(xcode.stdout.contains(#"\u{1b}]8;;https:evil.example\u{7}link"#))
  }
}
