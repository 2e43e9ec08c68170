import Foundation

/// What runs of one command took, as whole processes.
public struct ProcessRuns: Sendable {
  /// Wall times in seconds, in the order they ran.
  public var times: [Double] = []
  /// The exit status of the last run.
  public var status: Int32 = 0

  /// The median wall time.
  public var median: Double { times.isEmpty ? 0 : times.sorted()[times.count / 2] }
}

/// A command line to time: the executable and its arguments.
public struct CommandLineRun: Sendable {
  /// What the table calls it.
  public var label: String
  /// The executable's path.
  public var executable: String
  /// The arguments (without the executable).
  public var arguments: [String]
  /// The folder it runs in; nil: this process's.
  public var folder: String?

  /// Creates a command line, run in `folder` when one is given.
  public init(_ label: String, _ executable: String, _ arguments: [String], in folder: String? = nil) {
    self.label = label
    self.executable = executable
    self.arguments = arguments
    self.folder = folder
  }
}

/// Runs a command once with standard output and error sent to /dev/null and returns its wall
/// time, peak resident memory (true only when this process is small: see `peakMemory(of:)`)
/// and exit status (128 plus the signal's number when a signal ended it).
///
/// fork, execv and wait4 (which also reports the child's peak memory). Not posix_spawn: it
/// shares the parent's memory until exec, so the child's peak would start at the parent's size;
/// and not Foundation's `Process`, whose `waitUntilExit` polls and adds tens of milliseconds.
public func runOnce(_ command: CommandLineRun) throws -> (seconds: Double, peakBytes: Int, status: Int32) {
  // Everything the child needs is prepared before fork: between fork and exec it only calls
  // async-signal-safe functions.
  let argv = ([command.executable] + command.arguments).map { strdup($0) }
  let folder = command.folder.flatMap { strdup($0) }
  defer {
    for argument in argv { free(argument) }
    folder.map { free($0) }
  }
  var vector = argv + [nil]
  let start = DispatchTime.now().uptimeNanoseconds
  let pid = vector.withUnsafeMutableBufferPointer { args -> pid_t in
    let child = fork()
    if child == 0 {
      let null = open("/dev/null", O_WRONLY)
      dup2(null, 1)
      dup2(null, 2)
      if let folder, chdir(folder) != 0 { _exit(127) }
      if let base = args.baseAddress, let path = base[0] { execv(path, base) }
      _exit(127)
    }
    return child
  }
  guard pid > 0 else { throw CocoaError(.executableLoad) }
  var raw: Int32 = 0
  var usage = rusage()
  while wait4(pid, &raw, 0, &usage) < 0, errno == EINTR {}
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  // Killed by a signal: 128 plus its number, as a shell says, so that a crash is not exit 0.
  let signal = raw & 0x7F
  return (seconds, usage.ru_maxrss * 1024, signal != 0 ? 128 + signal : (raw >> 8) & 0xFF)
}

/// The peak resident memory of one run of `command`, in bytes.
///
/// A process's peak starts at its parent's size when forked (the kernel carries the forked
/// copy's high-water mark over exec), and a benchmark holding its generated files is large. So
/// the run is started by a fresh copy of this executable (`--peak-of`, see `servePeakOfRequest`),
/// which is small, and which prints the figure.
public func peakMemory(of command: CommandLineRun) throws -> Int {
  let helper = Process()
  helper.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  helper.arguments = ["--peak-of", command.executable] + command.arguments
  let pipe = Pipe()
  helper.standardOutput = pipe
  try helper.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  helper.waitUntilExit()
  return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
}

/// When this process was started by `peakMemory(of:)`: runs the command once, prints its peak
/// resident memory in bytes and exits. Call it first thing in a benchmark's main.
public func servePeakOfRequest() {
  let args = CommandLine.arguments
  guard args.count >= 3, args[1] == "--peak-of" else { return }
  let run = try? runOnce(CommandLineRun("", args[2], Array(args.dropFirst(3))))
  print(run?.peakBytes ?? 0)
  exit(0)
}

/// Runs every command `rounds` times, interleaved (one of each per round), so that a machine
/// whose speed drifts from one minute to the next slows all of them alike.
public func measureInterleaved(_ commands: [CommandLineRun], rounds: Int) throws -> [ProcessRuns] {
  var results = Array(repeating: ProcessRuns(), count: commands.count)
  for _ in 0..<rounds {
    for (i, command) in commands.enumerated() {
      let run = try runOnce(command)
      results[i].times.append(run.seconds)
      results[i].status = run.status
    }
  }
  return results
}

/// Milliseconds with one decimal.
public func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

/// A number with `digits` decimals.
public func fixed(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

/// `text` padded with spaces to `width` characters.
public func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// The integer after `name` on the command line, or `value`.
public func intOption(_ name: String, default value: Int) -> Int {
  let args = CommandLine.arguments
  guard let i = args.firstIndex(of: name), i + 1 < args.count, let n = Int(args[i + 1]) else { return value }
  return n
}

/// The `settings-l10n` to measure: the one after `--binary` (for instance the static build that
/// the install script makes), else the release build at the repository's top (`swift build -c
/// release --product settings-l10n` there); exits 2 saying how to build it when there is none.
public func releaseBinary() -> String {
  let given = pathOption("--binary")
  let binary = given ?? repositoryRoot.appendingPathComponent(".build/release/settings-l10n").path
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    let advice =
      given == nil
      ? "run `swift build -c release --product settings-l10n` in \(repositoryRoot.path) first"
      : "not an executable file"
    FileHandle.standardError.write(Data("no \(binary); \(advice)\n".utf8))
    exit(2)
  }
  return binary
}

/// How `binary` links the Swift runtime, for the report: a `.build/release` build loads it as
/// shared libraries and spends a few milliseconds binding their symbols at each start, which the
/// installed binary (`install.sh`, linked statically) does not; side by side, compare the same kind.
public func linkage(of binary: String) -> String {
  guard let bytes = FileManager.default.contents(atPath: binary) else { return "unknown linkage" }
  return bytes.range(of: Data("libswiftCore.so".utf8)) == nil
    ? "static" : "dynamic: the Swift runtime's loading is measured too; install.sh builds are static"
}

/// The second `settings-l10n` to run side by side with the first (`--baseline-binary PATH`), for
/// instance a release build of an older commit; nil when none is given. Exits 2 when the path is
/// not an executable file.
public func baselineBinary() -> String? {
  guard let path = pathOption("--baseline-binary") else { return nil }
  guard FileManager.default.isExecutableFile(atPath: path) else {
    FileHandle.standardError.write(Data("no \(path): not an executable file\n".utf8))
    exit(2)
  }
  return path
}

/// The word after `name` on the command line, if any.
public func pathOption(_ name: String) -> String? {
  let args = CommandLine.arguments
  // Absolute, because some runs start in a folder of their own (a repository's bundles found
  // below it), where a relative `.build/release/settings-l10n` names nothing.
  return args.firstIndex(of: name).flatMap { i in
    i + 1 < args.count ? URL(fileURLWithPath: args[i + 1]).standardizedFileURL.path : nil
  }
}

/// Collects the targets a benchmark checks and the figures it shows, prints the verdict and
/// writes them into BENCHMARKS.md when asked (`--write-page PATH`).
public struct TargetLog {
  private(set) var missed: [String] = []
  /// Every target checked, in order, with whether it was met.
  private(set) var checked: [(met: Bool, what: String)] = []
  /// Targets known to be missed, each with what is in the way; they do not fail the run.
  private(set) var openTargets: [String] = []
  /// Figures shown without a target of their own (the start floor, say).
  private(set) var notes: [String] = []

  /// Creates an empty log.
  public init() {}

  /// Records `what` as met or missed; returns the word for the table.
  @discardableResult
  public mutating func check(_ met: Bool, _ what: @autoclosure () -> String) -> String {
    let text = what()
    checked.append((met, text))
    if !met { missed.append(text) }
    return met ? "meets" : "MISSES"
  }

  /// Records a target the tool is known not to meet yet, with what is still in the way: shown
  /// on the page and in the output as missed, but it does not fail the run, so a benchmark that
  /// gates CI keeps guarding every target that is met while the open ones stay in sight.
  /// When it is met after all, it counts as any met target does.
  @discardableResult
  public mutating func check(_ met: Bool, _ what: @autoclosure () -> String, open reason: String) -> String {
    let text = what()
    if met { return check(true, text) }
    let shown = "\(text) (open: \(reason))"
    checked.append((false, shown))
    openTargets.append(shown)
    return "misses (open)"
  }

  /// Records a figure for the page that has no target.
  public mutating func note(_ text: String) {
    notes.append(text)
  }

  /// The page's figures: when and where they were measured, the notes, then every target.
  public func figures(benchmark: String) -> String {
    let date = ISO8601DateFormatter().string(from: Date())
    // The command line as run, so that a debug build or smaller inputs are not taken for the
    // release figures.
    let command = ([benchmark] + CommandLine.arguments.dropFirst()).joined(separator: " ")
    var lines = ["`\(command)`, run \(date) on \(ProcessInfo.processInfo.activeProcessorCount) cores:", ""]
    lines += notes.map { "- \($0)" }
    lines += checked.map { "- \($0.met ? "meets" : "**misses**"): \($0.what)" }
    lines.append("")
    var summary =
      missed.isEmpty && openTargets.isEmpty
      ? "All \(checked.count) targets met" : "\(missed.count) of \(checked.count) targets missed"
    if !openTargets.isEmpty { summary += "; \(openTargets.count) open (known, not yet met)" }
    lines.append(summary + ".")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Prints every missed target (or that all were met), writes the figures into the page after
  /// `--write-page` when there is one, and exits 0 or 1 accordingly.
  public func finish(benchmark: String) -> Never {
    if !openTargets.isEmpty {
      print("\nopen targets (known, not yet met):\n  " + openTargets.joined(separator: "\n  "))
    }
    let met = openTargets.isEmpty ? "\nall targets met" : "\nevery other target met"
    print(missed.isEmpty ? met : "\ntargets missed:\n  " + missed.joined(separator: "\n  "))
    let args = CommandLine.arguments
    if let i = args.firstIndex(of: "--write-page"), i + 1 < args.count {
      FiguresPage.write(benchmark, figures: figures(benchmark: benchmark), to: args[i + 1])
      print("figures written to \(args[i + 1])")
    }
    exit(missed.isEmpty ? 0 : 1)
  }
}
