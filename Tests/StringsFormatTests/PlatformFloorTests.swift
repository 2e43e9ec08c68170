import Foundation
import Testing

/// The package builds on macOS 13 and later (Xcode 16 on macOS 14 included). Linux cannot
/// build for macOS, so what needs a newer macOS is kept out by reading the sources.
@Suite("macOS 13 is the floor")
struct PlatformFloorTests {
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
