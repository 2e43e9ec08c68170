/// A line diff (Myers' O(ND) algorithm) rendered in the unified format of `diff -u`.
public enum UnifiedDiff {
  /// One line of a text with whether it ended in a line break.
  struct Line: Equatable {
    var text: Substring
    var terminated: Bool
  }

  /// An edit step of the shortest script: keep a line, delete one of `old`, insert one of `new`.
  enum Step: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  /// The unified diff from `old` to `new` (nil old: a new file), with `context` lines around each
  /// change; empty when the texts are equal.
  public static func render(old: String?, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let a = lines(of: old ?? "")
    let b = lines(of: new)
    let steps = script(a, b)
    guard steps.contains(where: { if case .keep = $0 { false } else { true } }) else { return "" }
    var out = "--- \(old == nil ? "/dev/null" : oldName)\n+++ \(newName)\n"
    for hunk in hunks(steps, context: context) {
      out += header(hunk, steps: steps, oldCount: a.count, newCount: b.count)
      for step in steps[hunk] {
        switch step {
        case .keep(let i, _): out += line(" ", a[i])
        case .delete(let i): out += line("-", a[i])
        case .insert(let j): out += line("+", b[j])
        }
      }
    }
    return out
  }

  private static func line(_ sign: String, _ line: Line) -> String {
    sign + line.text + "\n" + (line.terminated ? "" : "\\ No newline at end of file\n")
  }

  /// Splits after each LF, CRLF or CR; the break is not part of the line text.
  static func lines(of text: String) -> [Line] {
    // Searched in the UTF-8 bytes: LF and CR are ASCII, and no byte of another character equals
    // either, so each break found is a boundary between characters (`"\r\n"`, one Character,
    // is seen as its two bytes). A native string's UTF-8 offsets become indices in constant time.
    var text = text
    text.makeContiguousUTF8()
    let spans = { (bytes: [UInt8]) -> [(start: Int, end: Int, terminated: Bool)] in
      var spans: [(start: Int, end: Int, terminated: Bool)] = []
      var start = 0
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        i += 1
        guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
        spans.append((start, i - 1, true))
        if byte == UInt8(ascii: "\r"), i < bytes.count, bytes[i] == UInt8(ascii: "\n") { i += 1 }
        start = i
      }
      if start < bytes.count { spans.append((start, bytes.count, false)) }
      return spans
    }(Array(text.utf8))
    let utf8 = text.utf8
    return spans.map { span in
      let lower = utf8.index(utf8.startIndex, offsetBy: span.start)
      return Line(text: text[lower..<utf8.index(lower, offsetBy: span.end - span.start)], terminated: span.terminated)
    }
  }

  /// Above this many differing lines the script is not searched for: the changed middle is shown
  /// as deleted then inserted (memory of the search grows with the square of the difference).
  static let maxSearchedEdits = 2_000

  /// The shortest edit script from `a` to `b` (common ends kept first), deletions before insertions.
  static func script(_ a: [Line], _ b: [Line]) -> [Step] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    var steps = (0..<prefix).map { Step.keep(old: $0, new: $0) }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    if let middle = myers(a[oldMiddle], b[newMiddle], maxEdits: maxSearchedEdits) {
      steps += middle
    } else {
      steps += oldMiddle.map { Step.delete(old: $0) } + newMiddle.map { Step.insert(new: $0) }
    }
    steps += (0..<suffix).map { Step.keep(old: oldMiddle.upperBound + $0, new: newMiddle.upperBound + $0) }
    return steps
  }

  /// Myers' greedy search over two slices (indices are the slices' own); nil past `maxEdits`.
  private static func myers(_ a: ArraySlice<Line>, _ b: ArraySlice<Line>, maxEdits: Int) -> [Step]? {
    let n = a.count
    let m = b.count
    let aStart = a.startIndex
    let bStart = b.startIndex
    if n == 0 { return (0..<m).map { .insert(new: bStart + $0) } }
    if m == 0 { return (0..<n).map { .delete(old: aStart + $0) } }
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
        while x < n, y < m, a[aStart + x] == b[bStart + y] {
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
    var steps: [Step] = []
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
        steps.append(.keep(old: aStart + x, new: bStart + y))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          steps.append(.insert(new: bStart + y))
        } else {
          x -= 1
          steps.append(.delete(old: aStart + x))
        }
      }
    }
    return steps.reversed()
  }

  /// Ranges of steps to print: each change with `context` kept lines around it, close ones merged.
  static func hunks(_ steps: [Step], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, step) in steps.enumerated() {
      if case .keep = step { continue }
      let lower = Swift.max(0, index - context)
      let upper = Swift.min(steps.count, index + context + 1)
      if let last = ranges.last, lower <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<Swift.max(last.upperBound, upper)
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  private static func header(_ hunk: Range<Int>, steps: [Step], oldCount: Int, newCount: Int) -> String {
    var oldStart: Int?
    var newStart: Int?
    var oldLines = 0
    var newLines = 0
    for step in steps[hunk] {
      switch step {
      case .keep(let i, let j):
        oldStart = oldStart ?? i
        newStart = newStart ?? j
        oldLines += 1
        newLines += 1
      case .delete(let i):
        oldStart = oldStart ?? i
        oldLines += 1
      case .insert(let j):
        newStart = newStart ?? j
        newLines += 1
      }
    }
    // Where a side has no line in the hunk, the position is the line before it (0 at the top).
    let oldPosition = oldLines == 0 ? position(before: hunk.lowerBound, steps: steps, old: true) : (oldStart ?? 0) + 1
    let newPosition = newLines == 0 ? position(before: hunk.lowerBound, steps: steps, old: false) : (newStart ?? 0) + 1
    return "@@ -\(range(oldPosition, oldLines)) +\(range(newPosition, newLines)) @@\n"
  }

  private static func position(before index: Int, steps: [Step], old: Bool) -> Int {
    var count = 0
    for step in steps[..<index] {
      switch step {
      case .keep: count += 1
      case .delete: if old { count += 1 }
      case .insert: if !old { count += 1 }
      }
    }
    return count
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
