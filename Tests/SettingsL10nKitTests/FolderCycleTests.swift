import Foundation
import Testing

/// The folders of SettingsL10nKit depend on one another in one direction only: a folder that
/// uses a type of another is above it, and no two folders use each other, however far round.
///
/// A folder uses another when its code (comments and string literals left out) names a type
/// declared at the top level of the other's files. Files at the kit's top level count as the
/// folder `.`.
@Suite("kit folder cycles")
struct FolderCycleTests {
  static let kit = RenderFixtures.packageRoot.appendingPathComponent("Sources/SettingsL10nKit")

  /// Swift source with comments and the text of string literals taken out (interpolations too:
  /// a type named only inside one is missed, which can hide an edge but never invent one).
  static func code(_ source: String) -> String {
    var out = ""
    var scalars = Array(source.unicodeScalars)[...]
    var commentDepth = 0
    while let first = scalars.first {
      let rest = scalars.dropFirst()
      if commentDepth > 0 {
        if first == "*", rest.first == "/" {
          commentDepth -= 1
          scalars = rest.dropFirst()
          continue
        }
        if first == "/", rest.first == "*" {
          commentDepth += 1
          scalars = rest.dropFirst()
          continue
        }
        if first == "\n" { out.unicodeScalars.append("\n") }
        scalars = rest
      } else if first == "/", rest.first == "/" {
        scalars = scalars.drop { $0 != "\n" }
      } else if first == "/", rest.first == "*" {
        commentDepth = 1
        scalars = rest.dropFirst()
      } else if first == "\"" {
        let multiLine = rest.prefix(2).elementsEqual(["\"", "\""])
        scalars = multiLine ? rest.dropFirst(2) : rest
        let close: [Unicode.Scalar] = multiLine ? ["\"", "\"", "\""] : ["\""]
        while let next = scalars.first, !scalars.starts(with: close) {
          if next == "\n" { out.unicodeScalars.append("\n") }
          scalars = scalars.dropFirst(next == "\\" ? 2 : 1)
        }
        scalars = scalars.dropFirst(close.count)
        out += "\"\""
      } else {
        out.unicodeScalars.append(first)
        scalars = rest
      }
    }
    return out
  }

  /// The names of the types a file declares at its top level (an unindented declaration).
  static func declaredTypes(_ code: String) -> Set<String> {
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated",
    ]
    let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    var names: Set<String> = []
    for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
      let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
      guard let kind = words.firstIndex(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }),
        kinds.contains(words[kind]), kind + 1 < words.count
      else { continue }
      names.insert(String(words[kind + 1]))
    }
    return names
  }

  /// The capitalized identifiers a piece of code names.
  static func typeNames(_ code: String) -> Set<String> {
    Set(
      code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        .filter { $0.first?.isUppercase ?? false }.map(String.init))
  }

  /// For each folder, the folders it uses and the type names that make each use.
  static func graph(_ folders: [String: [String]]) -> [String: [String: Set<String>]] {
    var owner: [String: String] = [:]
    let code = folders.mapValues { $0.map(Self.code) }
    for (folder, files) in code {
      for file in files { for name in declaredTypes(file) { owner[name] = folder } }
    }
    var uses: [String: [String: Set<String>]] = [:]
    for (folder, files) in code {
      for file in files {
        for name in typeNames(file) {
          guard let other = owner[name], other != folder else { continue }
          uses[folder, default: [:]][other, default: []].insert(name)
        }
      }
    }
    return uses
  }

  /// Every cycle, each as the folders round it from its smallest name, e.g. `["A", "B", "A"]`.
  static func cycles(_ uses: [String: [String: Set<String>]]) -> [[String]] {
    var found: Set<[String]> = []
    func walk(_ path: [String]) {
      guard let last = path.last else { return }
      for next in (uses[last] ?? [:]).keys.sorted() {
        if next == path[0] {
          found.insert(path + [next])
        } else if next > path[0], !path.contains(next) {
          walk(path + [next])
        }
      }
    }
    for start in uses.keys.sorted() { walk([start]) }
    return found.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The kit's Swift files, by folder (the top-level files as `.`).
  static func kitSources() throws -> [String: [String]] {
    var folders: [String: [String]] = [:]
    let files = FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = url.path.dropFirst(kit.path.count + 1)
      let folder = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : "."
      folders[folder, default: []].append(try String(contentsOf: url, encoding: .utf8))
    }
    return folders
  }

  @Test("no two folders of the kit use each other, directly or round several")
  func noCycles() throws {
    let folders = try Self.kitSources()
    try #require(folders.count >= 8, "the kit's folders are found")
    let uses = Self.graph(folders)
    let described = Self.cycles(uses).map { cycle in
      zip(cycle, cycle.dropFirst()).map { from, to in
        "\(from) → \(to) (\(uses[from]?[to]?.sorted().prefix(4).joined(separator: ", ") ?? ""))"
      }.joined(separator: ", ")
    }
    #expect(described == [], "folder cycles")
  }

  @Test("a folder uses another through the types it names in code, not in comments or strings")
  func readsUses() {
    let folders = [
      "Low": ["/// Uses `Top`.\npublic struct Base {\n  struct Nested {}\n}\nlet text = \"Top\"\n"],
      "Top": ["struct Top { var base: Base; var nested: Base.Nested }\n/* Mid */\n"],
      "Mid": ["enum Mid {\n  struct Top {}\n}\nextension Top {}\n"],
    ]
    let uses = Self.graph(folders)
    #expect(uses["Top"] == ["Low": ["Base"]])
    #expect(uses["Mid"] == ["Top": ["Top"]])
    #expect(uses["Low"] == nil)
    #expect(Self.cycles(uses) == [])
  }

  @Test("a cycle is found however many folders it goes round")
  func findsCycles() {
    let uses: [String: [String: Set<String>]] = [
      "A": ["B": ["B1"]], "B": ["C": ["C1"]], "C": ["A": ["A1"]], "D": ["E": ["E1"]], "E": ["D": ["D1"]],
    ]
    #expect(Self.cycles(uses) == [["A", "B", "C", "A"], ["D", "E", "D"]])
  }

  @Test("string literals and nested comments are taken out, line breaks kept")
  func stripsLiterals() {
    #expect(Self.code("a /* b /* c */ d */ e") == "a  e")
    #expect(Self.code("x = \"Q\\\"R\" + \"\"\"\nS\n\"\"\"") == "x = \"\" + \n\n\"\"")
    #expect(
      Self.declaredTypes("public final class A: B {}\n@usableFromInline struct C {}\n  enum D {}\n") == ["A", "C"])
  }
}
