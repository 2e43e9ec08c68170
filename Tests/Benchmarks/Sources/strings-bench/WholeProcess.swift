import BenchSupport
import Foundation

/// Child mode of this executable: the baseline process, which reads a file and parses it with
/// Foundation's PropertyListSerialization (as an app's `Bundle` does), and prints the count.
func foundationParseProcess(_ path: String) -> Never {
  let data = FileManager.default.contents(atPath: path) ?? Data()
  let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
  print((object as? [String: Any])?.count ?? -1)
  exit(0)
}

/// A temporary file holding `bytes`.
func temporaryFile(_ name: String, _ bytes: [UInt8]) -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("strings-bench-\(getpid())-\(name)")
  _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
  return url.path
}

/// `n` entries, all on one line or one per line (the same bytes but for the separators).
func generatedEntries(_ n: Int, oneLine: Bool) -> [UInt8] {
  var out: [UInt8] = []
  out.reserveCapacity(n * 20)
  for i in 0..<n {
    out += Array("\"k\(i)\" = \"v\(i)\";".utf8)
    out.append(oneLine ? 0x20 : 0x0A)
  }
  return out
}

/// The whole-process table: `settings-l10n strings …` against a process that parses the same
/// file with Foundation, measured interleaved in the same run; then one line against one per line.
func wholeProcessBenchmark(utf8: [UInt8], utf16: [UInt8], rounds: Int, log: inout TargetLog) throws {
  let ours = releaseBinary()
  let me = CommandLine.arguments[0]
  var files: [String] = []
  defer {
    for file in files { try? FileManager.default.removeItem(atPath: file) }
  }
  let version = CommandLineRun("settings-l10n --version", ours, ["--version"])

  print(
    "\nWhole processes (release settings-l10n vs a process parsing with Foundation; median of \(rounds) interleaved runs;"
  )
  print(
    "memory: peak resident above `settings-l10n --version`'s, as a multiple of the file size; targets: DESIGN.md's)")
  print(
    "  \(padded("command", 34)) \(padded("file", 9)) \(padded("ours", 10)) \(padded("Foundation", 11)) ratio    target  memory"
  )
  let bound = DesignTargets.boundedMemory
  let jobs: [(args: [String], target: Double)] = [
    (["strings", "lint"], DesignTargets.lintAndFormatSpeed),
    (["strings", "format", "--check"], DesignTargets.lintAndFormatSpeed),
    (["strings", "dump", "--format", "json"], DesignTargets.dumpSpeed),
  ]
  var measured: [(label: String, arguments: [String])] = [("--version", ["--version"])]
  for (name, bytes) in [("UTF-8", utf8), ("UTF-16LE", utf16)] {
    let path = temporaryFile(name, bytes)
    files.append(path)
    measured += jobs.map { ("\($0.args.joined(separator: " ")), \(name)", $0.args + [path]) }
    let baseline = CommandLineRun("Foundation", me, ["--foundation-parse", path])
    let commands =
      [version, baseline] + jobs.map { CommandLineRun($0.args.joined(separator: " "), ours, $0.args + [path]) }
    let runs = try measureInterleaved(commands, rounds: rounds)
    let baseMemory = try peakMemory(of: version)
    for (i, job) in jobs.enumerated() {
      let run = runs[i + 2]
      let ratio = runs[1].median / run.median
      let memory = Double(max(0, try peakMemory(of: commands[i + 2]) - baseMemory)) / Double(bytes.count)
      let speed = log.check(
        ratio >= job.target,
        "\(commands[i + 2].label) on \(name): \(milliseconds(run.median)), \(fixed(ratio))x the Foundation process's speed (target >= \(Int(job.target))x)"
      )
      let fits = log.check(
        memory <= bound,
        "\(commands[i + 2].label) on \(name): memory \(fixed(memory, 2))x the file (target <= \(fixed(bound, 0))x)")
      print(
        "  \(padded(commands[i + 2].label, 34)) \(padded(name, 9)) \(padded(milliseconds(run.median), 10)) "
          + "\(padded(milliseconds(runs[1].median), 11)) \(padded(fixed(ratio) + "x", 8)) >= \(Int(job.target))x \(speed)  "
          + "\(fixed(memory, 2))x \(fits)")
    }
  }

  // Linearity: the same entries on one line and one per line.
  let entries = intOption("--linear-entries", default: 1_000_000)
  let linear = DesignTargets.linearity
  let oneLine = generatedEntries(entries, oneLine: true)
  let onePerLine = generatedEntries(entries, oneLine: false)
  let onePath = temporaryFile("one-line", oneLine)
  let perPath = temporaryFile("one-per-line", onePerLine)
  files += [onePath, perPath]
  print(
    "\n\(entries) entries (\(fixed(Double(oneLine.count) / 1e6)) MB) on one line vs one per line (target: within \(linear)x)"
  )
  let linearJobs = jobs.map(\.args)
  let commands =
    [version]
    + linearJobs.flatMap { args in
      [CommandLineRun("one line", ours, args + [onePath]), CommandLineRun("one per line", ours, args + [perPath])]
    }
  let runs = try measureInterleaved(commands, rounds: rounds)
  for (i, args) in linearJobs.enumerated() {
    let one = runs[1 + 2 * i]
    let per = runs[2 + 2 * i]
    let ratio = max(one.median, per.median) / min(one.median, per.median)
    let label = args.joined(separator: " ")
    let verdict = log.check(
      ratio <= linear,
      "\(label): one line \(milliseconds(one.median)) vs one per line \(milliseconds(per.median)), \(fixed(ratio, 2))x (target <= \(linear)x)"
    )
    print(
      "  \(padded(label, 34)) one line \(padded(milliseconds(one.median), 10)) one per line \(padded(milliseconds(per.median), 10)) "
        + "\(fixed(ratio, 2))x \(verdict)")
  }
  let lint = runs[1]
  let memory = Double(max(0, try peakMemory(of: commands[1]) - peakMemory(of: version))) / Double(oneLine.count)
  let seconds = DesignTargets.boundedSeconds
  let fast = log.check(
    lint.median <= seconds,
    "lint of \(entries) entries on one line: \(milliseconds(lint.median)) (target <= \(fixed(seconds, 0)) s)")
  let small = log.check(
    memory <= bound,
    "lint of \(entries) entries on one line: memory \(fixed(memory, 2))x the file (target <= \(fixed(bound, 0))x)")
  print(
    "  lint, one line: \(milliseconds(lint.median)) (target <= \(fixed(seconds, 0)) s: \(fast)); memory \(fixed(memory, 2))x the file (target <= \(fixed(bound, 0))x: \(small))"
  )

  measured += linearJobs.flatMap { args in
    let label = args.joined(separator: " ")
    return [("\(label), one line", args + [onePath]), ("\(label), one per line", args + [perPath])]
  }
  printInstructionCounts(
    "Whole processes", binary: ours, in: FileManager.default.temporaryDirectory, measured, log: &log)
}
