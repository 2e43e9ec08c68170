import BenchSupport
import Foundation
import Testing

@Suite("figures the benchmarks write into BENCHMARKS.md")
struct FiguresPageTests {
  static let page = """
    # Benchmarks
    intro
    <!-- figures: check-bench -->
    old figures
    <!-- end figures: check-bench -->
    ## History
    kept as it is
    """

  @Test("the figures replace what is between the benchmark's markers, and nothing else")
  func replaces() throws {
    let updated = try #require(FiguresPage.replacing("check-bench", with: "- new figure", in: Self.page))
    #expect(
      updated == """
        # Benchmarks
        intro
        <!-- figures: check-bench -->
        - new figure
        <!-- end figures: check-bench -->
        ## History
        kept as it is
        """)
    // Written again, the page is the same: the section does not grow.
    #expect(FiguresPage.replacing("check-bench", with: "- new figure\n", in: updated) == updated)
  }

  @Test(
    "a page without the markers once each, in order, is not written",
    arguments: [
      "no markers",
      "<!-- figures: check-bench -->\nonly the start",
      "<!-- end figures: check-bench -->\n<!-- figures: check-bench -->",
      "<!-- figures: check-bench -->\n<!-- end figures: check-bench -->\n<!-- figures: check-bench -->\n<!-- end figures: check-bench -->",
      "<!-- figures: strings-bench -->\n<!-- end figures: strings-bench -->",
    ])
  func refuses(_ page: String) {
    #expect(FiguresPage.replacing("check-bench", with: "x", in: page) == nil)
  }

  @Test("the figures list every target with its verdict, and the notes")
  func figures() {
    var log = TargetLog()
    log.note("the start floor 20.0 ms")
    log.check(true, "check: 40.0 ms, 2.0x the start floor (target <= 4x)")
    log.check(false, "import: 120.0 ms, 6.0x the start floor (target <= 5x)")
    let text = log.figures(benchmark: "check-bench")
    #expect(text.contains("\n- the start floor 20.0 ms\n"))
    #expect(text.contains("\n- meets: check: 40.0 ms, 2.0x the start floor (target <= 4x)\n"))
    #expect(text.contains("\n- **misses**: import: 120.0 ms, 6.0x the start floor (target <= 5x)\n"))
    #expect(text.hasSuffix("1 of 2 targets missed.\n"))
  }

  @Test("an open target is shown as missed with what is in the way, and is not counted as a miss")
  func openTargets() {
    var log = TargetLog()
    #expect(log.check(true, "check: 1.0 s (target <= 2 s)", open: "not needed") == "meets")
    #expect(log.check(false, "sync: 9.0 s (target <= 2 s)", open: "one edit per key") == "misses (open)")
    let text = log.figures(benchmark: "bounds-bench")
    #expect(text.contains("\n- meets: check: 1.0 s (target <= 2 s)\n"))
    #expect(text.contains("\n- **misses**: sync: 9.0 s (target <= 2 s) (open: one edit per key)\n"))
    #expect(text.hasSuffix("0 of 2 targets missed; 1 open (known, not yet met).\n"))
  }

  @Test(
    "BENCHMARKS.md has a place for each benchmark's figures",
    arguments: ["strings-bench", "check-bench", "bounds-bench"])
  func pageHasMarkers(_ benchmark: String) throws {
    let root = repositoryRoot
    let page = try String(contentsOf: root.appendingPathComponent("BENCHMARKS.md"), encoding: .utf8)
    #expect(FiguresPage.replacing(benchmark, with: "x", in: page) != nil)
  }
}
