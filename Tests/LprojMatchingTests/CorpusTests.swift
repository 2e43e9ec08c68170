import Foundation
import LprojMatching
import Testing

/// The real bundles in `../shared/corpus`, beside the project, when they are there.
enum Corpus {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus")

  static var bundles: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map { root.appendingPathComponent("\($0)/Settings.bundle") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  static var isPresent: Bool { !bundles.isEmpty }
}

@Suite(.enabled(if: Corpus.isPresent, "../shared/corpus is not beside the project"))
struct CorpusTests {
  @Test func everyFolderNameParses() throws {
    for url in Corpus.bundles {
      let bundle = try BundleLocalizations(contentsOf: url)
      #expect(bundle.findings.isEmpty, "\(url.path): \(bundle.findings)")
      let onDisk = try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".lproj") }
      #expect(bundle.lprojs.count == onDisk.count, "\(url.path)")
    }
  }

  @Test func vlcResolvesRegionalVariants() throws {
    let url = Corpus.root.appendingPathComponent("videolan__vlc-ios/Settings.bundle")
    let matcher = try LprojMatcher(localizations: BundleLocalizations(contentsOf: url))
    #expect(try matcher.resolve(preferences: ["en-AU"], table: "Root").chain == ["en-GB", "en"])
    // es-AR's chain (es-419, es) meets es and es-MX at the same distance: es is listed first.
    #expect(try matcher.resolve(preferences: ["es-AR"]).lproj == "es")
    #expect(try matcher.resolve(preferences: ["pt-AO"]).lproj == "pt-PT")
    #expect(try matcher.resolve(preferences: ["nb-NO"]).lproj == "nb")
  }
}
