import ByteCore
import Foundation
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
  func linesSplitAtBreaks() throws {
    // The rule by Unicode scalars, as a reference: each line's text and whether a break ends it.
    func reference(_ text: String) -> [([UInt8], Bool)] {
      var lines: [([UInt8], Bool)] = []
      var current = ""
      var scalars = Array(text.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        guard scalar == "\n" || scalar == "\r" else {
          current.unicodeScalars.append(scalar)
          continue
        }
        lines.append((Array(current.utf8), true))
        current = ""
        if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
      }
      if !current.isEmpty { lines.append((Array(current.utf8), false)) }
      return lines
    }
    var random = SplitMix(state: 5)
    let pieces = ["a", "é", "日本", "\n", "\r", "\r\n", "\u{2028}", "e\u{301}", "👍🏽", "\u{85}", " "]
    for _ in 0..<500 {
      let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
      let lines = try #require(UnifiedDiff.Lines(Array(text.utf8)))
      let expected = reference(text)
      let found = (0..<lines.count).map { (Array(lines.text[lines.range($0)]), lines.terminated($0)) }
      #expect(found.map(\.0) == expected.map(\.0), "\(text.debugDescription)")
      #expect(found.map(\.1) == expected.map(\.1), "\(text.debugDescription)")
    }
  }

  /// The lines of one character each.
  static func lines(_ characters: String) throws -> UnifiedDiff.Lines {
    try #require(UnifiedDiff.Lines(Array(characters.map { "\($0)\n" }.joined().utf8)))
  }

  @Test(
    "the edit script is minimal",
    arguments: [
      ("abcabba", "cbabac", 5), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("ab", "ba", 2),
    ])
  func minimal(old: String, new: String, edits: Int) throws {
    let a = try Self.lines(old)
    let b = try Self.lines(new)
    let runs = UnifiedDiff.script(a, b)
    #expect(runs.filter { $0.kind != .keep }.reduce(0) { $0 + $1.count } == edits)
    // Runs are joined: no two in a row do the same.
    #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.kind != $1.kind })
    // Replaying the script turns a into b.
    var result: [[UInt8]] = []
    for run in runs {
      for k in 0..<run.count {
        switch run.kind {
        case .keep: result.append(Array(a.text[a.range(run.old + k)]))
        case .insert: result.append(Array(b.text[b.range(run.new + k)]))
        case .delete: break
        }
      }
    }
    #expect(result == (0..<b.count).map { Array(b.text[b.range($0)]) })
  }

  @Test(
    "with escaping, a file's names are escaped as the diff's other lines are",
    arguments: [
      "de.lproj/R\u{1B}[31m.strings", "de.lproj/x##vso[task.complete].strings", "::stop-commands::x",
      "de.lproj/Root.strings",
    ])
  func escapedNames(path: String) {
    for before in [nil, Array("\"a\" = \"b\";\n".utf8)] {
      let changes = ChangeSet([
        FileChange(
          url: URL(fileURLWithPath: "/x"), displayPath: path, before: before, after: Array("\"a\" = \"c\";\n".utf8))
      ])
      var out = OutputBuffer(capacity: 0)
      changes.writeDiff(escapingLines: true, into: &out)
      #expect(out.text == PrintableText.escapingControlsPerLine(changes.diff()), "\(path.debugDescription)")
      #expect(!out.text.contains("\u{1B}") && !out.text.contains("##"), "\(out.text.debugDescription)")
    }
  }

  @Test("with escaping, each line is escaped as a report escapes a diff, and a plain diff is unchanged")
  func escapedLines() {
    var random = SplitMix(state: 11)
    let pieces = ["a", "é", "\u{1B}[31m", "\t", "::", "##", " ", "\n", "\r", "x:"]
    for _ in 0..<300 {
      let old = (0..<random.below(10)).map { _ in pieces[random.below(pieces.count)] }.joined()
      let new = (0..<random.below(10)).map { _ in pieces[random.below(pieces.count)] }.joined()
      var out = OutputBuffer(capacity: 0)
      UnifiedDiff.write(
        old: Array(old.utf8), new: Array(new.utf8), oldName: "a/x", newName: "b/x", escapingLines: true, into: &out)
      let plain = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
      #expect(
        out.text == PrintableText.escapingControlsPerLine(plain), "\(old.debugDescription) → \(new.debugDescription)")
    }
  }
}

@Suite("Exchange: unified diff on large inputs")
struct ExchangeLargeDiffTests {
  @Test("a large rewrite falls back to delete-then-insert, two runs however many lines")
  func largeRewrite() throws {
    let a = try #require(UnifiedDiff.Lines(Array((0..<5_000).map { "old \($0)\n" }.joined().utf8)))
    let b = try #require(UnifiedDiff.Lines(Array((0..<5_000).map { "new \($0)\n" }.joined().utf8)))
    #expect(
      UnifiedDiff.script(a, b) == [
        UnifiedDiff.Run(kind: .delete, old: 0, new: 0, count: 5_000),
        UnifiedDiff.Run(kind: .insert, old: 5_000, new: 0, count: 5_000),
      ])
  }

  @Test("a table pruned to its first and last lines: one hunk, each removed line once, in order")
  func prunedTable() {
    let old = (0..<50_000).map { "\"K\($0)\" = \"V\";\n" }.joined()
    let new = "\"K0\" = \"V\";\n\"K49999\" = \"V\";\n"
    let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
    let lines = diff.split(separator: "\n")
    #expect(lines.prefix(3) == ["--- a/x", "+++ b/x", "@@ -1,50000 +1,2 @@"])
    #expect(lines.filter { $0.hasPrefix("-\"") }.count == 49_998)
    #expect(lines[4] == "-\"K1\" = \"V\";")
    #expect(lines.last == " \"K49999\" = \"V\";")
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
