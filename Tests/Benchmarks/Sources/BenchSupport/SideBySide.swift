import Foundation

/// Runs each command with this build and with a baseline build (`--baseline-binary`) of
/// `settings-l10n`, interleaved round by round with the start floor, and prints both medians,
/// their ratio and, with `--instructions`, both instruction counts (callgrind), which do not
/// drift with the load of a shared machine. DESIGN.md: no command gets slower than the last
/// tagged release on the same machine; the verdict compares instructions when they were
/// counted, else the medians.
public func compareSideBySide(
  _ title: String, binary: String, baseline: String, floor: CommandLineRun, rounds: Int,
  _ commands: [(label: String, arguments: [String])], in directory: URL, log: inout TargetLog
) throws {
  let runs = try measureInterleaved(
    [floor]
      + commands.flatMap {
        [CommandLineRun($0.label, baseline, $0.arguments), CommandLineRun($0.label, binary, $0.arguments)]
      }, rounds: rounds)
  let start = runs[0].median
  let counting = CommandLine.arguments.contains("--instructions")
  let thisCounter = counting ? InstructionCounter(binary: binary, in: directory) : nil
  let baseCounter = counting ? InstructionCounter(binary: baseline, in: directory) : nil
  defer {
    for counter in [thisCounter, baseCounter] { counter.map { try? FileManager.default.removeItem(atPath: $0.binary) } }
  }
  print(
    "\n\(title): this build against the baseline (median of \(rounds) interleaved runs; start floor \(milliseconds(start)))"
  )
  print("  baseline: \(baseline)")
  log.note("\(title): baseline `\(baseline)`; the start floor \(milliseconds(start))")
  print(
    "  \(padded("command", 28)) \(padded("baseline", 22)) \(padded("this build", 22)) time     "
      + (counting ? "instructions (M): baseline, this, ratio" : ""))
  for (i, command) in commands.enumerated() {
    let row = SideBySideRow(
      title: title, label: command.label, baseline: runs[1 + 2 * i].median, this: runs[2 + 2 * i].median,
      baselineCount: baseCounter?.count(command.arguments), thisCount: thisCounter?.count(command.arguments))
    let verdict = log.check(row.notSlower, "\(row.figure) (target: not slower than the baseline)")
    let (old, new) = (row.baseline, row.this)
    print(
      "  \(padded(command.label, 28)) \(padded(milliseconds(old) + " " + fixed(old / start) + "x", 22)) "
        + "\(padded(milliseconds(new) + " " + fixed(new / start) + "x", 22)) \(padded(fixed(new / old, 2) + "x", 8)) "
        + "\(row.counts) \(verdict)")
  }
}

/// One command run with a baseline build and with this one: medians in seconds and, when counted,
/// instructions.
public struct SideBySideRow: Sendable {
  /// The table's title and the command's label.
  public var title: String, label: String
  /// Median wall times in seconds.
  public var baseline: Double, this: Double
  /// Instruction counts; nil when not counted.
  public var baselineCount: Int?, thisCount: Int?

  /// Creates a row.
  public init(title: String, label: String, baseline: Double, this: Double, baselineCount: Int?, thisCount: Int?) {
    (self.title, self.label, self.baseline, self.this) = (title, label, baseline, this)
    (self.baselineCount, self.thisCount) = (baselineCount, thisCount)
  }

  /// Whether this build is not slower: by instructions when both were counted (they do not drift
  /// with the load of the machine), else by the medians.
  public var notSlower: Bool {
    if let baselineCount, let thisCount { return thisCount <= baselineCount }
    return this <= baseline
  }

  /// Both counts in millions and their ratio, or nothing when not counted.
  public var counts: String {
    guard let baselineCount, let thisCount else { return "" }
    return "\(fixed(Double(baselineCount) / 1e6)) \(fixed(Double(thisCount) / 1e6)) "
      + "\(fixed(Double(thisCount) / Double(baselineCount), 3))x"
  }

  /// The line BENCHMARKS.md shows.
  public var figure: String {
    var text =
      "\(title): \(label): baseline \(milliseconds(baseline)), this build \(milliseconds(this)), "
      + "\(fixed(this / baseline, 2))x"
    if let baselineCount, let thisCount {
      text +=
        "; instructions \(fixed(Double(baselineCount) / 1e6)) M → \(fixed(Double(thisCount) / 1e6)) M, "
        + "\(fixed(Double(thisCount) / Double(baselineCount), 3))x"
    }
    return text
  }
}
