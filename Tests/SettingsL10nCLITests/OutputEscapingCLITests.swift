import Foundation
import Testing

/// A bundle whose table name, keys and values carry ESC, CSI (U+009B) and RIGHT-TO-LEFT OVERRIDE
/// (U+202E): what a planted bundle would use to move a terminal's cursor or reorder a line.
struct ControlCharacterBundle {
  static let hostile = "\u{1B}[2J\u{9B}31m\u{202E}"
  let bundle: HostileBundle
  var path: String { bundle.url.path }
  let table = "T" + hostile

  init() throws {
    bundle = try HostileBundle()
    let page: [String: Any] = [
      "StringsTable": table,
      "PreferenceSpecifiers": [
        [
          "Type": "PSToggleSwitchSpecifier", "Title": "Sound" + Self.hostile, "Key": "k" + Self.hostile,
          "DefaultValue": true,
        ],
        ["Type": "PSTitleValueSpecifier", "Title": "Version", "Key": "v", "DefaultValue": "1" + Self.hostile],
      ],
    ]
    try PropertyListSerialization.data(fromPropertyList: page, format: .binary, options: 0)
      .write(to: bundle.url.appendingPathComponent("Root.plist"))
    // .strings escapes: \U001B is ESC, \U009B CSI, \U202E RLO.
    let marks = "\\U001B[2J\\U009B31m\\U202E"
    try bundle.write(
      "en.lproj/\(table).strings", "\"Sound\(marks)\" = \"Sound\(marks)\";\n\"Version\" = \"Version\(marks)\";\n")
    try bundle.write(
      "de.lproj/\(table).strings", "\"Sound\(marks)\" = \"Ton\(marks)\";\n\"Stale\(marks)\" = \"x\(marks)\";\n")
  }

  /// The raw characters that must reach no output.
  static let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{9B}", "\u{202E}"]

  static func raw(in text: String) -> [String] {
    forbidden.filter { text.unicodeScalars.contains($0) }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }
}

/// No escape sequence or bidirectional override reaches any output: text escapes them as
/// `\u{…}`, JSON as `\uXXXX`, HTML and XML as character references.
@Suite("Output escaping: no control or bidi character in any output", .serialized)
struct OutputEscapingCLITests {
  static let commands: [[String]] = [
    ["inspect", "B"], ["inspect", "B", "--format", "json"],
    ["check", "B"], ["check", "B", "--format", "json"], ["check", "B", "--format", "sarif"],
    ["check", "B", "--format", "xcode"], ["check", "B", "--format", "github"], ["check", "B", "--format", "markdown"],
    ["render", "B", "--language", "de"], ["render", "B", "--language", "de", "--format", "json"],
    ["render", "B", "--language", "de", "--format", "html"],
    ["report", "B"],
    ["strings", "dump", "B/de.lproj/TABLE.strings"],
    ["strings", "dump", "B/de.lproj/TABLE.strings", "--format", "text"],
    ["strings", "lint", "B/de.lproj/TABLE.strings"],
    ["export", "B", "--language", "de"], ["export", "B", "--language", "de", "--package", "xliff2"],
    ["sync", "B", "--dry-run"], ["sync", "B", "--dry-run", "--format", "json"],
  ]

  @Test("every output format escapes ESC, U+009B and U+202E", arguments: commands)
  func everyFormat(arguments: [String]) throws {
    let hostile = try ControlCharacterBundle()
    defer { hostile.bundle.remove() }
    let resolved = arguments.map {
      $0.replacingOccurrences(of: "TABLE", with: hostile.table).replacingOccurrences(
        of: "B", with: hostile.path, options: .anchored)
    }
    let result = try CLI.run(resolved)
    #expect(result.status != 3, "\(result.stderr)")
    #expect(!result.stdout.isEmpty || !result.stderr.isEmpty)
    #expect(ControlCharacterBundle.raw(in: result.stdout) == [], "stdout: \(result.stdout.debugDescription)")
    #expect(ControlCharacterBundle.raw(in: result.stderr) == [], "stderr: \(result.stderr.debugDescription)")
  }

  @Test("JSON outputs keep the characters as \\u escapes, so a reader gets the real strings back")
  func jsonKeepsTheCharacters() throws {
    let hostile = try ControlCharacterBundle()
    defer { hostile.bundle.remove() }
    let result = try CLI.run(["inspect", hostile.path, "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\\u009b") && result.stdout.contains("\\u202e"), "\(result.stdout)")
    let decoded = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let reencoded = String(decoding: try JSONSerialization.data(withJSONObject: decoded), as: UTF8.self)
    #expect(reencoded.unicodeScalars.contains("\u{202E}") && reencoded.unicodeScalars.contains("\u{9B}"))
  }
}
