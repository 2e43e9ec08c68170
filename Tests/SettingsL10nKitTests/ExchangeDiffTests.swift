import TestSupport
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

@Suite("Exchange: unified diff")
struct ExchangeDiffTests {
  @Test("equal texts give no diff")
  func equal() {
    #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldName: "a/x", newName: "b/x") == "")
  }

  @Test("a change in the middle shows three lines of context on each side")
  func middle() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    let expected = """
      --- a/x
      +++ b/x
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """
    #expect(UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x") == expected)
  }

  @Test("distant changes make separate hunks; an insertion at the end counts from the line before")
  func hunks() {
    let old = (1...20).map { "\($0)\n" }.joined()
    let new = "0\n" + old + "21\n"
    let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
    #expect(
      diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,3 +1,4 @@", "@@ -18,3 +19,4 @@"])
  }

  @Test("a new file diffs from /dev/null, and a missing final newline is marked")
  func newFile() {
    let diff = UnifiedDiff.render(old: nil, new: "a\nb", oldName: "a/x", newName: "b/x")
    #expect(diff == "--- /dev/null\n+++ b/x\n@@ -0,0 +1,2 @@\n+a\n+b\n\\ No newline at end of file\n")
  }

  @Test("CRLF and CR end lines like LF; a deletion at the top counts from line 0")
  func lineEndings() {
    let diff = UnifiedDiff.render(old: "x\r\na\r\nb\r\n", new: "a\rb\r", oldName: "a/x", newName: "b/x")
    #expect(diff == "--- a/x\n+++ b/x\n@@ -1,3 +1,2 @@\n-x\n a\n b\n")
  }

  @Test("lines split at LF, CR and CR LF only, whatever characters stand around them")
  func linesSplitAtBreaks() {
    // The rule by Unicode scalars, as a reference.
    func reference(_ text: String) -> [UnifiedDiff.Line] {
      var lines: [UnifiedDiff.Line] = []
      var current = ""
      var scalars = Array(text.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        guard scalar == "\n" || scalar == "\r" else {
          current.unicodeScalars.append(scalar)
          continue
        }
        lines.append(UnifiedDiff.Line(text: Substring(current), terminated: true))
        current = ""
        if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
      }
      if !current.isEmpty { lines.append(UnifiedDiff.Line(text: Substring(current), terminated: false)) }
      return lines
    }
    var random = SplitMix(state: 5)
    let pieces = ["a", "é", "日本", "\n", "\r", "\r\n", "\u{2028}", "e\u{301}", "👍🏽", "\u{85}", " "]
    for _ in 0..<500 {
      let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
      let lines = UnifiedDiff.lines(of: text)
      let expected = reference(text)
      #expect(lines.map { Array($0.text.utf8) } == expected.map { Array($0.text.utf8) }, "\(text.debugDescription)")
      #expect(lines.map(\.terminated) == expected.map(\.terminated), "\(text.debugDescription)")
    }
  }

  @Test(
    "the edit script is minimal",
    arguments: [
      ("abcabba", "cbabac", 5), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("ab", "ba", 2),
    ])
  func minimal(old: String, new: String, edits: Int) {
    let a = old.map { UnifiedDiff.Line(text: Substring(String($0)), terminated: true) }
    let b = new.map { UnifiedDiff.Line(text: Substring(String($0)), terminated: true) }
    let steps = UnifiedDiff.script(a, b)
    #expect(steps.filter { if case .keep = $0 { false } else { true } }.count == edits)
    // Replaying the script turns a into b.
    var result: [UnifiedDiff.Line] = []
    for step in steps {
      switch step {
      case .keep(let i, _): result.append(a[i])
      case .insert(let j): result.append(b[j])
      case .delete: break
      }
    }
    #expect(result == b)
  }
}

@Suite("Exchange: unified diff on large inputs")
struct ExchangeLargeDiffTests {
  @Test("a large rewrite falls back to delete-then-insert and still replays to the new text")
  func largeRewrite() {
    let a = (0..<5_000).map { UnifiedDiff.Line(text: Substring("old \($0)"), terminated: true) }
    let b = (0..<5_000).map { UnifiedDiff.Line(text: Substring("new \($0)"), terminated: true) }
    let steps = UnifiedDiff.script(a, b)
    #expect(steps.count == 10_000)
    #expect(steps.compactMap { if case .insert(let j) = $0 { b[j] } else { nil } } == b)
  }

  @Test("common ends are kept, so one change in a large file is one small hunk")
  func largeFileOneChange() {
    let old = (0..<20_000).map { "\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "\n10000\n", with: "\nten thousand\n")
    let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
    #expect(diff.hasPrefix("--- a/x\n+++ b/x\n@@ -9998,7 +9998,7 @@\n"))
    #expect(diff.split(separator: "\n").count == 11)
  }
}
