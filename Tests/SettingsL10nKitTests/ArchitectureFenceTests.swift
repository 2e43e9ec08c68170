import Foundation
import Testing

/// The fence is the compiler's: every Swift target but ByteCore builds with strict memory
/// safety, its warnings errors, and the `unsafe` keyword that lets an unsafe construct through
/// appears in the sources only in ByteCore and in the one file that calls the ICU shim.
@Suite("Architecture fence")
struct ArchitectureFenceTests {
  static let root = RenderFixtures.packageRoot

  /// The settings each fenced target names, written once in the manifest.
  static let fencedSettings =
    #"let fenced: [SwiftSetting] = [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]"#

  /// The Swift targets built without the settings: the core alone (this list may only shrink).
  static let unfenced: Set<String> = ["ByteCore"]

  /// The files outside ByteCore that may hold the `unsafe` keyword: the calls of the ICU shim.
  static let unsafeAllowed: Set<String> = ["Sources/LprojMatching/ICU.swift"]

  /// Each target declaration of a manifest: its name and the text of its declaration.
  static func targets(inManifest text: String) -> [(name: String, declaration: String)] {
    let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary(", ".plugin(", ".binaryTarget("]
    var starts: [String.Index] = []
    for kind in kinds {
      var from = text.startIndex
      while let found = text.range(of: kind, range: from..<text.endIndex) {
        starts.append(found.lowerBound)
        from = found.upperBound
      }
    }
    starts.sort()
    return starts.indices.compactMap { i in
      let declaration = String(text[starts[i]..<(i + 1 < starts.count ? starts[i + 1] : text.endIndex)])
      guard
        declaration.hasPrefix(".target(") || declaration.hasPrefix(".executableTarget(")
          || declaration.hasPrefix(".testTarget(")
      else { return nil }
      guard let name = declaration.components(separatedBy: "name: \"").dropFirst().first?.split(separator: "\"").first
      else { return nil }
      return (String(name), declaration)
    }
  }

  /// The folder of a target's sources: its `path:` if it names one, else SwiftPM's default.
  static func folder(of target: (name: String, declaration: String)) -> URL {
    if let path = target.declaration.components(separatedBy: "path: \"").dropFirst().first?.split(separator: "\"").first
    {
      return root.appendingPathComponent(String(path))
    }
    let parent = target.declaration.hasPrefix(".testTarget(") ? "Tests" : "Sources"
    return root.appendingPathComponent(parent).appendingPathComponent(target.name)
  }

  /// The Swift files below `folder`, relative to the package root.
  static func swiftFiles(below folder: URL) -> [String] {
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    let prefix = String(folder.path.dropFirst(root.path.count + 1))
    return files.filter { $0.hasSuffix(".swift") }.map { prefix + "/" + $0 }.sorted()
  }

  @Test func everySwiftTargetButTheCoreBuildsWithStrictMemorySafety() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
    #expect(manifest.contains(Self.fencedSettings))
    #expect(!manifest.contains("unsafeFlags"))
    let swiftTargets = Self.targets(inManifest: manifest).filter {
      !Self.swiftFiles(below: Self.folder(of: $0)).isEmpty
    }
    try #require(
      swiftTargets.contains { $0.name == "SettingsL10nKit" } && swiftTargets.contains { $0.name == "ByteCore" })
    #expect(!swiftTargets.contains { $0.name == "CLocaleMatcher" }, "a C target is not Swift-compiled")
    for target in swiftTargets {
      let fenced = target.declaration.contains("swiftSettings: fenced")
      if Self.unfenced.contains(target.name) {
        #expect(!fenced, "\(target.name) is fenced now: take it off the list of unfenced targets")
      } else {
        #expect(fenced, "\(target.name) must build with swiftSettings: fenced")
      }
    }
  }

  /// The lines of Swift source that use the `unsafe` keyword or attribute (comments and string
  /// literals aside; `.unsafe(…)`, a case so named, is no keyword).
  static func unsafeUses(in text: String) -> [Int] {
    let keyword = try! Regex(#"(^|[^.\w@"])unsafe\s+[\w$(&\[.]|@unsafe\b"#)
    var lines: [Int] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        .replacing(try! Regex(#""([^"\\]|\\.)*""#), with: "\"\"")
      if code.contains(keyword) { lines.append(number + 1) }
    }
    return lines
  }

  @Test func theUnsafeKeywordIsOnlyInTheCoreAndTheICUCalls() {
    var found: [String] = []
    for file in Self.swiftFiles(below: Self.root.appendingPathComponent("Sources"))
    where !file.hasPrefix("Sources/ByteCore/") && !Self.unsafeAllowed.contains(file) {
      let text = (try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      found += Self.unsafeUses(in: text).map { "\(file):\($0)" }
    }
    #expect(found == [])
    for file in Self.unsafeAllowed {
      let text = (try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      #expect(!Self.unsafeUses(in: text).isEmpty, "\(file) needs no unsafe now: take it off the list")
    }
  }

  @Test func theKeywordIsToldFromItsNamesakes() {
    let planted = """
      let a = unsafe pointer.pointee
      let b = try unsafe withStringResult { 0 }
      @unsafe func c() {}
      throw .unsafe([invalid])
      case unsafe(Finding)
      // unsafe in a comment
      let d = "unsafe text"
      let e = unsafeBitCast(f, to: Int.self)
      """
    #expect(Self.unsafeUses(in: planted) == [1, 2, 3])
  }
}
