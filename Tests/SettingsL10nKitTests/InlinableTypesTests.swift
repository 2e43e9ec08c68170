import Foundation
import Testing

/// The compiler (Swift 6.3, without library evolution) inlines an `@inlinable` member of a
/// `package` type into another module only when the type itself is `@usableFromInline` (or
/// public); otherwise every use is a call, and a generic one is never specialized. The core's
/// scanners and writers are inlinable so that the parsers and reporters of the other modules
/// run them without calls, so each type that has such members must say so.
@Suite("Inlinable types")
struct InlinableTypesTests {
  /// A top-level type declaration or extension: its kind, name, place (`file:line`), attribute
  /// lines and declaration line, and the lines of its body.
  struct Block {
    let keyword: String
    let name: String
    let place: String
    let attributes: [String]
    let body: [Substring]
  }

  /// The top-level blocks of a source file (a block ends at the first line that is a lone `}`).
  static func blocks(of text: String, file: String) -> [Block] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let pattern =
      /^(?:(?:package|public|internal|fileprivate|private|final|@frozen) )*(struct|enum|class|protocol|extension) (\w+)/
    var blocks: [Block] = []
    var i = 0
    while i < lines.count {
      guard let match = lines[i].prefixMatch(of: pattern) else {
        i += 1
        continue
      }
      var attributes: [String] = []
      var a = i - 1
      while a >= 0, lines[a].hasPrefix("@") {
        attributes.append(String(lines[a]))
        a -= 1
      }
      // A one-line declaration (`package enum Tag {}`) has no body lines.
      var end = i + 1
      if !lines[i].hasSuffix("}") {
        while end < lines.count, lines[end] != "}" { end += 1 }
      }
      blocks.append(
        Block(
          keyword: String(match.1), name: String(match.2), place: "\(file):\(i + 1)",
          attributes: attributes.reversed() + [String(lines[i])],
          body: lines[i].hasSuffix("}") ? [] : Array(lines[(i + 1)..<min(end, lines.count)])))
      i = lines[i].hasSuffix("}") ? i + 1 : end + 1
    }
    return blocks
  }

  /// Every block of every library's sources.
  static var sourceBlocks: [Block] {
    let root = ArchitectureFenceTests.root
    return ArchitectureFenceTests.swiftFiles(below: root.appendingPathComponent("Sources")).flatMap { file in
      let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      return blocks(of: text, file: file)
    }
  }

  @Test("a package type with inlinable members is @usableFromInline, so other modules inline them")
  func packageTypesWithInlinableMembersAreUsableFromInline() throws {
    let blocks = Self.sourceBlocks
    try #require(blocks.contains { $0.name == "ByteClass" && $0.keyword == "enum" }, "the sources were not found")
    let inlinable = Set(
      blocks.filter { block in block.body.contains { $0.contains("@inlinable") } }.map(\.name))
    #expect(inlinable.contains("ByteClass"))
    let offending = blocks.filter { block in
      block.keyword != "extension" && inlinable.contains(block.name)
        && block.attributes.contains { $0.hasPrefix("package ") || $0.contains(" package ") }
        && !block.attributes.contains("@usableFromInline")
    }
    let places = offending.map { "\($0.place) \($0.name)" }
    #expect(places.isEmpty, "package types with inlinable members that are not @usableFromInline")
  }

  @Test("the block reader sees a type's attribute lines and its extensions' bodies")
  func blockReader() {
    let text = """
      /// A doc line.
      @usableFromInline
      package enum A {
        @inlinable package static var x: Int { 1 }
      }

      package struct B {
        let y: Int
      }

      extension B {
        @inlinable package var z: Int { 2 }
      }
      package enum C {}
      @usableFromInline
      package enum D {
        @inlinable package static var w: Int { 3 }
      }
      """
    let blocks = Self.blocks(of: text, file: "F.swift")
    // A one-line declaration has no body and does not swallow the declaration after it.
    #expect(blocks.map(\.name) == ["A", "B", "B", "C", "D"])
    #expect(blocks.map(\.keyword) == ["enum", "struct", "extension", "enum", "enum"])
    #expect(blocks[3].body.isEmpty)
    #expect(blocks[4].attributes == ["@usableFromInline", "package enum D {"])
    #expect(blocks[0].attributes == ["@usableFromInline", "package enum A {"])
    #expect(blocks[1].attributes == ["package struct B {"])
    #expect(blocks[2].body.contains { $0.contains("@inlinable") })
    #expect(blocks[1].place == "F.swift:7")
  }
}
