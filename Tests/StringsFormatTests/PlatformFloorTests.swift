import Foundation
import Testing

/// What the package's binaries run on: macOS 13 and later (Package.swift's deployment target).
/// Building needs the Xcode of the manifest's tools version, which needs a newer macOS; and no
/// Mac has run these tests: Linux cannot build for macOS, so what needs a newer macOS is kept out
/// by reading the sources, and the README must say all of that as it is.
@Suite("macOS 13 is the floor")
struct PlatformFloorTests {
  /// The Xcode each tools version needs, and the macOS that Xcode needs (Apple's release notes).
  static let buildHost: [String: (xcode: String, macOS: String)] = [
    "6.0": ("Xcode 16", "macOS 14.5"), "6.1": ("Xcode 16.3", "macOS 15.2"), "6.2": ("Xcode 26", "macOS 15.6"),
  ]

  @Test("the README says which macOS builds the package, which runs its binary, and that no Mac ran the tests")
  func readmeClaims() throws {
    let manifest = try String(contentsOf: Paths.package.appendingPathComponent("Package.swift"), encoding: .utf8)
    let toolsVersion = try #require(
      manifest.split(separator: "\n").first?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces))
    let host = try #require(Self.buildHost[toolsVersion], "tools version \(toolsVersion): add its Xcode and macOS")
    let readme = try String(contentsOf: Paths.package.appendingPathComponent("README.md"), encoding: .utf8)
      .replacingOccurrences(of: "\n", with: " ")
    #expect(
      readme.contains("\(host.xcode) or later, which runs on \(host.macOS) or later"), "README: building on macOS")
    #expect(readme.contains("runs on macOS 13 or later"), "README: the binary's macOS")
    #expect(readme.contains("No Mac has run this project's tests"), "README: no Mac ran the tests")
    #expect(!readme.contains("macOS 13 or later** ("), "README: the old claim that macOS 13 builds it")
  }

  @Test("Package.swift asks for macOS 13, not later")
  func packageFloor() throws {
    let manifest = try String(contentsOf: Paths.package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("platforms: [.macOS(.v13)]"))
  }

  /// What macOS 13 lacks, as the sources would spell it: macOS 15's Synchronization, 128-bit
  /// integers, `RangeSet` and `String(validating:as:)`; macOS 14's Observation, predicates,
  /// discarding task groups and `Locale.Components`; spans and `InlineArray` (macOS 26).
  static let newerThanMacOS13 = [
    "import Synchronization", "Mutex<", "Mutex(", "Atomic<", "Atomic(", "Int128", "RangeSet", "String(validating:",
    "import Observation", "@Observable", "#Predicate", "#Expression", "withDiscardingTaskGroup",
    "withThrowingDiscardingTaskGroup", "Locale.Components", "InlineArray", "Span<", "RawSpan", "UTF8Span",
    "MutableSpan", "OutputSpan",
  ]

  @Test("no source or test uses what macOS 13 lacks")
  func noNewerAPI() throws {
    var uses: [String] = []
    for folder in ["Sources", "Tests"] {
      let root = Paths.package.appendingPathComponent(folder)
      let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
      // Build folders (`Tests/Fuzz/.build` holds the dependencies' checkouts) are not the project's sources.
      let ours = files.filter { file in !file.split(separator: "/").contains { $0.hasPrefix(".") } }
      for file in ours.sorted() where file.hasSuffix(".swift") && file != "StringsFormatTests/PlatformFloorTests.swift"
      {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          for name in Self.newerThanMacOS13 where line.contains(name) {
            uses.append("\(folder)/\(file):\(number + 1): \(name)")
          }
        }
      }
    }
    #expect(uses == [])
  }
}
