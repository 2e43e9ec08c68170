import Foundation
import Testing

/// `strings dump` prints the table a device reads: for a file Foundation rejects that is no
/// table at all, so it prints nothing and names the fault where Foundation does.
@Suite("settings-l10n strings dump refuses what Foundation rejects")
struct StringsDumpRefusalCLITests {
  /// The vectors whose expected result is Foundation's error, with that message.
  static func rejected() throws -> [(name: String, error: String)] {
    let folder = CLI.fixtures.appendingPathComponent("strings-vectors")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap { name in
      guard name.hasSuffix(".expected.json") else { return nil }
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let error = object["error"] as? String
      else { return nil }
      return (String(name.dropLast(".expected.json".count)), error)
    }
  }

  /// The line Foundation names in its message (`… on line 3`, `… at line 2`), if it names one.
  static func foundationLine(_ message: String) -> Int? {
    let words = message.split(separator: " ")
    guard let index = words.lastIndex(where: { $0 == "line" }), index + 1 < words.count else { return nil }
    return Int(words[index + 1].prefix { $0.isNumber })
  }

  @Test("every vector Foundation rejects: exit 1, nothing on standard output, the first error at Foundation's line")
  func refusesAtFoundationsLine() throws {
    let cases = try Self.rejected()
    #expect(cases.count > 20)
    var lined = 0
    for (name, error) in cases {
      let file = CLI.fixtures.appendingPathComponent("strings-vectors/\(name).strings").path
      let result = try CLI.run(["strings", "dump", file])
      #expect(result.status == 1, "\(name)")
      #expect(result.stdout.isEmpty, "\(name): \(result.stdout)")
      let first = try #require(result.stderr.split(separator: "\n").first { $0.contains(": error: ") }, "\(name)")
      // Named by file, as the command prints it (relative to the working folder).
      #expect(first.contains("\(name).strings:"), "\(name): \(first)")
      guard let line = Self.foundationLine(error) else { continue }
      #expect(first.contains("\(name).strings:\(line):"), "\(name): Foundation says \"\(error)\"; dump says \(first)")
      lined += 1
    }
    #expect(lined > 15)
  }

  @Test("lint keeps its place: the missing semicolon is shown after the value")
  func lintKeepsItsPlace() throws {
    let file = CLI.fixtures.appendingPathComponent("strings-vectors/missing_semicolon_last.strings").path
    let lint = try CLI.run(["strings", "lint", file])
    #expect(lint.status == 1)
    #expect(lint.stdout.contains("missing_semicolon_last.strings:2:10: error: missing ';'"), "\(lint.stdout)")
  }
}
