import ByteCore

/// A line diff (Myers' O(ND) algorithm) rendered in the unified format of `diff -u`.
///
/// It works on UTF-8 bytes and keeps, for each line, two offsets into them, and for the edit
/// script runs of lines, not a step per line: a dry run that prunes a table of millions of keys
/// holds the table, a few bytes a line and the diff it writes, not a string and a step per line.
public enum UnifiedDiff {
  /// The lines of a text: where each starts and where its text ends (before its line break).
  struct Lines {
    let text: [UInt8]
    private(set) var starts: [UInt32] = []
    private(set) var ends: [UInt32] = []

    /// The lines of `text`, split after each LF, CRLF or CR; nil past 4 GiB (offsets are 32 bits).
    init?(_ text: [UInt8]) {
      guard text.count <= Int(UInt32.max) else { return nil }
      self.text = text
      var start = 0
      let count = text.count
      // The breaks are searched for eight bytes at a time: a table of millions of short lines
      // is split in a pass over its words, not a step per byte.
      text.withByteView { view in
        let cursor = ByteCursor(view)
        while start < count, let at = cursor.find(0x0A, or: 0x0D, from: start, to: count) {
          starts.append(UInt32(start))
          ends.append(UInt32(at))
          start = at + 1
          if view[at] == 0x0D, start < count, view[start] == 0x0A { start += 1 }
        }
      }
      if start < count {
        starts.append(UInt32(start))
        ends.append(UInt32(count))
      }
    }

    var count: Int { starts.count }

    /// The bytes of line `i`, without its line break.
    func range(_ i: Int) -> Range<Int> { Int(starts[i])..<Int(ends[i]) }

    /// Whether line `i` ends in a line break (only the last line can lack one).
    func terminated(_ i: Int) -> Bool {
      (i + 1 < starts.count ? Int(starts[i + 1]) : text.count) > Int(ends[i])
    }

    /// Whether line `i` here and line `j` of `other` hold the same bytes.
    func same(_ i: Int, _ other: Lines, _ j: Int) -> Bool {
      let mine = range(i)
      let theirs = other.range(j)
      guard mine.count == theirs.count else { return false }
      return text.withByteView { a in
        other.text.withByteView { b in a.extracting(mine) == b.extracting(theirs) }
      }
    }
  }

  /// What a run of the edit script does with its lines.
  enum Kind: Equatable {
    case keep, delete, insert
  }

  /// `count` lines of the script: kept (from `old` in the old text and `new` in the new one),
  /// deleted (from `old`) or inserted (from `new`); a run's other position is where it stands.
  struct Run: Equatable {
    var kind: Kind
    var old: Int
    var new: Int
    var count: Int
  }

  /// The unified diff from `old` to `new` (nil old: a new file), with `context` lines around each
  /// change; empty when the texts are equal.
  public static func render(old: String?, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    var out = OutputBuffer(capacity: 0)
    write(
      old: old.map { Array($0.utf8) }, new: Array(new.utf8), oldName: oldName, newName: newName, context: context,
      escapingLines: false, into: &out)
    return out.text
  }

  /// Writes the unified diff from `old` to `new` (UTF-8; nil old: a new file) into `out`, each
  /// line with its control characters escaped when `escapingLines` (as
  /// `PrintableText.escapingControlsPerLine` escapes a diff); writes nothing when they are equal.
  package static func write(
    old: [UInt8]?, new: [UInt8], oldName: String, newName: String, context: Int = 3, escapingLines: Bool,
    into out: inout OutputBuffer
  ) {
    func writeNames() {
      writeLine("--- \(old == nil ? "/dev/null" : oldName)", escaping: escapingLines, into: &out)
      writeLine("+++ \(newName)", escaping: escapingLines, into: &out)
    }
    guard let a = Lines(old ?? []), let b = Lines(new) else {
      writeNames()
      out.write("(not shown: over 4 GiB)\n")
      return
    }
    let runs = script(a, b)
    guard runs.contains(where: { $0.kind != .keep }) else { return }
    // Room for every line once, with its sign: the diff of a rewrite is about both texts.
    out.reserve(Swift.min(a.text.count + b.text.count, 1 << 30) + 2 * (a.count + b.count) + 256)
    writeNames()
    var line: [UInt8] = []
    // A text with no byte that could need escaping in a line (its breaks all line feeds) has
    // no line that does: asked once of each text, not of each of its lines.
    let escapingOld = escapingLines && a.text.withByteView { PrintableText.mayNeedEscapingInALine($0) }
    let escapingNew = escapingLines && b.text.withByteView { PrintableText.mayNeedEscapingInALine($0) }
    for hunk in hunks(runs, context: context) {
      out.write(utf8: header(hunk))
      for run in hunk {
        for k in 0..<run.count {
          switch run.kind {
          case .keep: writeLine(0x20, a, run.old + k, escaping: escapingOld, scratch: &line, into: &out)
          case .delete: writeLine(0x2D, a, run.old + k, escaping: escapingOld, scratch: &line, into: &out)
          case .insert: writeLine(0x2B, b, run.new + k, escaping: escapingNew, scratch: &line, into: &out)
          }
        }
      }
    }
  }

  /// Writes a line of the diff's own (a file's names: they come from the repository) and a line
  /// feed, escaped as a hunk's lines are when `escaping`.
  package static func writeLine(_ text: String, escaping: Bool, into out: inout OutputBuffer) {
    let plain = !escaping || !text.withByteView { PrintableText.mayNeedEscapingInALine($0) }
    out.write(utf8: plain ? text : PrintableText.escapingControls(text, keepingTabs: true))
    out.write(0x0A)
  }

  /// Writes one line of a hunk: its sign, its text, a line feed, and the mark of a missing one.
  private static func writeLine(
    _ sign: UInt8, _ lines: Lines, _ i: Int, escaping: Bool, scratch: inout [UInt8], into out: inout OutputBuffer
  ) {
    let range = lines.range(i)
    lines.text.withByteView { text in
      let body = text.extracting(range)
      if !escaping || !PrintableText.mayNeedEscapingInALine(body) {
        out.write(sign)
        out.write(body)
      } else {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(sign)
        scratch.append(contentsOf: lines.text[range])
        out.write(utf8: PrintableText.escapingControls(String(decoding: scratch, as: UTF8.self), keepingTabs: true))
      }
    }
    out.write(0x0A)
    if !lines.terminated(i) { out.write("\\ No newline at end of file\n") }
  }

  /// Above this many differing lines the script is not searched for: the changed middle is shown
  /// as deleted then inserted (memory of the search grows with the square of the difference).
  static let maxSearchedEdits = 2_000

  /// The shortest edit script from `a` to `b` (common ends kept first), deletions before insertions.
  static func script(_ a: Lines, _ b: Lines) -> [Run] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a.same(prefix, b, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a.same(a.count - 1 - suffix, b, b.count - 1 - suffix) {
      suffix += 1
    }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    var runs = RunList()
    runs.append(.keep, old: 0, new: 0, count: prefix)
    if let middle = myers(a, oldMiddle, b, newMiddle, maxEdits: maxSearchedEdits) {
      for run in middle { runs.append(run.kind, old: run.old, new: run.new, count: run.count) }
    } else {
      runs.append(.delete, old: oldMiddle.lowerBound, new: newMiddle.lowerBound, count: oldMiddle.count)
      runs.append(.insert, old: oldMiddle.upperBound, new: newMiddle.lowerBound, count: newMiddle.count)
    }
    runs.append(.keep, old: oldMiddle.upperBound, new: newMiddle.upperBound, count: suffix)
    return runs.runs
  }

  /// Runs built in order, a line or a run at a time, each joined to the one before when it
  /// continues it.
  struct RunList {
    var runs: [Run] = []

    mutating func append(_ kind: Kind, old: Int, new: Int, count: Int) {
      guard count > 0 else { return }
      if let last = runs.last, last.kind == kind,
        last.old + (kind == .insert ? 0 : last.count) == old, last.new + (kind == .delete ? 0 : last.count) == new
      {
        runs[runs.count - 1].count += count
      } else {
        runs.append(Run(kind: kind, old: old, new: new, count: count))
      }
    }
  }

  /// Myers' greedy search over lines `oldRange` of `a` and `newRange` of `b`; nil past `maxEdits`.
  private static func myers(_ a: Lines, _ oldRange: Range<Int>, _ b: Lines, _ newRange: Range<Int>, maxEdits: Int)
    -> [Run]?
  {
    let n = oldRange.count
    let m = newRange.count
    let aStart = oldRange.lowerBound
    let bStart = newRange.lowerBound
    if n == 0 || m == 0 {
      var runs = RunList()
      runs.append(.delete, old: aStart, new: bStart, count: n)
      runs.append(.insert, old: aStart + n, new: bStart, count: m)
      return runs.runs
    }
    let max = n + m
    let offset = max
    var v = [Int](repeating: 0, count: 2 * max + 2)
    // trace[d] holds v for k in -d...d as it was before round d.
    var trace: [[Int]] = []
    var found = false
    search: for d in 0...Swift.min(max, maxEdits) {
      trace.append(Array(v[(offset - d)...(offset + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a.same(aStart + x, b, bStart + y) {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m {
          found = true
          break search
        }
      }
    }
    guard found else { return nil }
    // The path is traced back from the end, one line at a time; each line joins the run after it.
    var reversed: [Run] = []
    func prepend(_ kind: Kind, _ old: Int, _ new: Int) {
      if let last = reversed.last, last.kind == kind,
        last.old == old + (kind == .insert ? 0 : 1), last.new == new + (kind == .delete ? 0 : 1)
      {
        reversed[reversed.count - 1].old = old
        reversed[reversed.count - 1].new = new
        reversed[reversed.count - 1].count += 1
      } else {
        reversed.append(Run(kind: kind, old: old, new: new, count: 1))
      }
    }
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[d]
      func value(_ k: Int) -> Int { saved[k + d] }
      let k = x - y
      let previousK = (k == -d || (k != d && value(k - 1) < value(k + 1))) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : value(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        prepend(.keep, aStart + x, bStart + y)
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          prepend(.insert, aStart + x, bStart + y)
        } else {
          x -= 1
          prepend(.delete, aStart + x, bStart + y)
        }
      }
    }
    return reversed.reversed()
  }

  /// The hunks to print: each change with `context` kept lines around it, changes closer than
  /// twice that joined; each hunk is the runs it prints, the kept ones cut to its context.
  static func hunks(_ runs: [Run], context: Int) -> [[Run]] {
    var hunks: [[Run]] = []
    var current: [Run] = []
    for (index, run) in runs.enumerated() {
      guard run.kind == .keep else {
        if current.isEmpty, index > 0, runs[index - 1].kind == .keep {
          let before = runs[index - 1]
          let lead = Swift.min(context, before.count)
          current.append(
            Run(kind: .keep, old: before.old + before.count - lead, new: before.new + before.count - lead, count: lead))
        }
        current.append(run)
        continue
      }
      guard !current.isEmpty else { continue }
      // A kept run is followed by a change unless it is the last: within twice the context,
      // the two changes share a hunk.
      if index < runs.count - 1, run.count <= 2 * context {
        current.append(run)
      } else {
        let trail = Swift.min(context, run.count)
        if trail > 0 { current.append(Run(kind: .keep, old: run.old, new: run.new, count: trail)) }
        hunks.append(current)
        current = []
      }
    }
    if !current.isEmpty { hunks.append(current) }
    return hunks
  }

  /// `@@ -start,count +start,count @@`: a side with no line in the hunk is placed at the line
  /// before it (0 at the top).
  private static func header(_ hunk: [Run]) -> String {
    let oldLines = hunk.reduce(0) { $0 + ($1.kind == .insert ? 0 : $1.count) }
    let newLines = hunk.reduce(0) { $0 + ($1.kind == .delete ? 0 : $1.count) }
    let oldStart = hunk.first.map(\.old) ?? 0
    let newStart = hunk.first.map(\.new) ?? 0
    return
      "@@ -\(range(oldLines == 0 ? oldStart : oldStart + 1, oldLines)) +\(range(newLines == 0 ? newStart : newStart + 1, newLines)) @@\n"
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
