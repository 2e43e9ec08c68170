import BenchSupport
import Foundation
import Testing

@Suite("a build side by side with a baseline build")
struct SideBySideTests {
  static func row(_ baseline: Double, _ this: Double, counts: (Int, Int)? = nil) -> SideBySideRow {
    SideBySideRow(
      title: "VLC", label: "check", baseline: baseline, this: this, baselineCount: counts?.0, thisCount: counts?.1)
  }

  @Test("instructions decide when both were counted, whatever the wall times say")
  func instructionsDecide() {
    #expect(Self.row(0.020, 0.025, counts: (150_000_000, 140_000_000)).notSlower)
    #expect(!Self.row(0.025, 0.020, counts: (140_000_000, 150_000_000)).notSlower)
    #expect(Self.row(0.025, 0.020, counts: (140_000_000, 140_000_000)).notSlower)
  }

  @Test("without counts the medians decide")
  func timesDecide() {
    #expect(Self.row(0.025, 0.020).notSlower)
    #expect(!Self.row(0.020, 0.025).notSlower)
  }

  @Test("the page's line gives both times and both counts")
  func figure() {
    #expect(
      Self.row(0.020, 0.018, counts: (150_000_000, 135_000_000)).figure
        == "VLC: check: baseline 20.0 ms, this build 18.0 ms, 0.90x; instructions 150.0 M → 135.0 M, 0.900x")
    #expect(Self.row(0.020, 0.018).figure == "VLC: check: baseline 20.0 ms, this build 18.0 ms, 0.90x")
  }

  @Test("the repository's top is where the benchmarks find the release binary and BENCHMARKS.md")
  func repositoryTop() throws {
    let manifest = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("name: \"SettingsL10n\""))
  }
}
