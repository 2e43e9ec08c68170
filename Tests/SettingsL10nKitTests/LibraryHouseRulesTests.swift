import Foundation
import Testing

/// The libraries never print, exit or read the environment: only the command does (it reads the
/// environment through ByteCore's `ProcessContext`, which no library calls).
@Suite("house rules of the libraries")
struct LibraryHouseRulesTests {
  /// What a library's code must not say, and why.
  static let banned: [(text: String, why: String)] = [
    ("print(", "prints"), ("exit(", "exits"),
    ("FileHandle.standardOutput", "writes to standard output"),
    ("FileHandle.standardError", "writes to standard error"), ("fputs(", "prints"),
    ("ProcessInfo.processInfo.environment", "reads the environment"), ("getenv(", "reads the environment"),
    ("ProcessContext.", "reads the process's environment or arguments"),
  ]

  /// The library targets: every folder of Sources but the command, the plugins and the C shims.
  static func libraryFiles() -> [String] {
    let sources = RenderFixtures.packageRoot.appendingPathComponent("Sources")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    let libraries = folders.filter { name in
      name != "settings-l10n" && !name.hasSuffix("Plugin") && !name.hasPrefix("C") && name != "Packaging"
    }
    return libraries.sorted().flatMap { folder in
      (FileManager.default.enumerator(atPath: sources.appendingPathComponent(folder).path)?.allObjects as? [String]
        ?? [])
        .filter { $0.hasSuffix(".swift") }.map { "Sources/\(folder)/\($0)" }
    }.sorted()
  }

  /// The lines of a source file (relative to the package) with their 1-based numbers, each with
  /// its code: the line without its comment, since comments may name what they explain.
  static func codeLines(of file: String) throws -> [(number: Int, line: Substring, code: String)] {
    let text = try String(contentsOf: RenderFixtures.packageRoot.appendingPathComponent(file), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      (index + 1, line, line.components(separatedBy: "//").first ?? "")
    }
  }

  /// True when `code` names `banned` on its own: not as the end of a longer name
  /// (`Fingerprint(`) nor as a member of something else (`writer.print(`).
  static func calls(_ code: String, _ banned: String) -> Bool {
    var rest = code[...]
    while let found = rest.range(of: banned) {
      let before = found.lowerBound == code.startIndex ? nil : code[code.index(before: found.lowerBound)]
      if let before, before.isLetter || before.isNumber || before == "_" || before == "." {
        rest = code[found.upperBound...]
        continue
      }
      return true
    }
    return false
  }

  @Test("a call is told from a longer name and from a member of another type")
  func callsAreFound() {
    #expect(Self.calls("    print(x)", "print("))
    #expect(Self.calls("if bad { exit(1) }", "exit("))
    #expect(!Self.calls("let f = Fingerprint(finding)", "print("))
    #expect(!Self.calls("out.print(x)", "print("))
  }

  @Test("no library prints, exits or reads the environment")
  func librariesStayQuiet() throws {
    let files = Self.libraryFiles()
    #expect(files.count > 100, "the libraries' sources were not found")
    var found: [String] = []
    for file in files {
      for (number, line, code) in try Self.codeLines(of: file) {
        for (banned, why) in Self.banned where Self.calls(code, banned) {
          found.append("\(file):\(number): \(why): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
