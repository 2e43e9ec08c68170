// Whole-process benchmark of the code search that `check` makes around a bundle (release build).
//
//   swift build -c release --product settings-l10n
//   swift run -c release --package-path Tests/Benchmarks code-search-bench [--write-page BENCHMARKS.md]
//     [--rounds N] [--files N] [--keep DIR] [--binary PATH] [--baseline-binary PATH] [--instructions]
//
// One small bundle (Fixtures/code-references/App's) is checked twice, interleaved round by round
// (default 7 rounds) with the start floor: alone (no Xcode project around it, so no code is
// searched: the baseline, measured in the same run) and inside a generated app repository of
// --files Swift and Objective-C sources (default 20,000, about 3 KB each, every one with
// literals and table reads, so that no file can be passed over unread). The repository is a git
// repository when git is installed (`git init`, `git add`: the search lists git's index, as in
// a real checkout), else a plain folder (the search walks it). Prints both medians, what the
// search adds, the ratio of the two and DESIGN.md's target (the search adds at most 1 s for
// 20,000 files; proportionally for another --files), and exits 1 when it is missed.
// With --instructions, both runs' instruction counts (valgrind's callgrind); with
// --baseline-binary PATH, the check inside the repository also runs with that build, side by
// side. With --write-page BENCHMARKS.md, the figures replace the page's code-search-bench section.
import BenchSupport
import Foundation

servePeakOfRequest()
let rounds = intOption("--rounds", default: 7)
let fileCount = intOption("--files", default: 20_000)
let binary = releaseBinary()
let baseline = baselineBinary()
let keep = pathOption("--keep").map { URL(fileURLWithPath: $0) }
let temp = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("code-search-bench-\(getpid())")

// MARK: The repository

/// The Swift file number `n`: 24 literals with interpolation, 24 table reads, 24 comments with quotes.
func swiftSource(_ n: Int) -> String {
  var text = "import Foundation\n\nenum File\(n) {\n    static let bundle = Bundle.main\n    static let count = \(n)\n"
  for i in 0..<24 {
    text += "    static let label\(i) = \"Label \(i): \\(count) items\"\n"
    text += "    static let title\(i) = bundle.localizedString(forKey: \"KEY_\(i)\", value: \"\", table: \"Root\")\n"
    text += "    // A comment with \"quotes\" and a URL https://example.org/\(i)\n"
  }
  return text + "}\n"
}

/// The Objective-C file number `n`: 48 table reads.
func objectiveCSource(_ n: Int) -> String {
  var text = "#import <Foundation/Foundation.h>\n"
  for i in 0..<48 { text += "NSString *s\(i) = NSLocalizedStringFromTable(@\"KEY_\(i)\", @\"Root\", @\"c \(i)\");\n" }
  return text
}

/// Runs git with `arguments` in `folder`; false when git is missing or fails.
func git(_ arguments: [String], in folder: URL) -> Bool {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["git"] + arguments
  process.currentDirectoryURL = folder
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}

/// The app repository at `app`: a project folder, the bundle and `count` sources in folders of
/// 200; tracked by git when git is there. Returns how its files are listed.
func generateApp(at app: URL, bundle source: URL, count: Int) throws -> String {
  let manager = FileManager.default
  try? manager.removeItem(at: app)
  try manager.createDirectory(at: app.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
  try Data("// The project file; its content is not read.\n".utf8)
    .write(to: app.appendingPathComponent("App.xcodeproj/project.pbxproj"))
  try manager.copyItem(at: source, to: app.appendingPathComponent("Settings.bundle"))
  for n in 0..<count {
    let folder = app.appendingPathComponent("Sources/Module\(n / 200)")
    if n % 200 == 0 { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
    let (name, text) = n % 4 == 3 ? ("File\(n).m", objectiveCSource(n)) : ("File\(n).swift", swiftSource(n))
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  guard git(["init", "-q"], in: app), git(["add", "-A"], in: app) else {
    try? manager.removeItem(at: app.appendingPathComponent(".git"))
    return "a folder walk (git is not installed)"
  }
  return "git's index"
}

// MARK: Measuring

try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
var log = TargetLog()
let floor = buildStartFloor(in: temp.appendingPathComponent("start-floor"))
let fixture = repositoryRoot.appendingPathComponent("Fixtures/code-references/App/Settings.bundle")
let alone = temp.appendingPathComponent("alone/Settings.bundle")
try? FileManager.default.removeItem(at: alone)
try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
try FileManager.default.copyItem(at: fixture, to: alone)
let app = temp.appendingPathComponent("app")
print("binary: \(binary)" + (baseline.map { ", baseline: \($0)" } ?? ""))
print("generating \(fileCount) source files in \(app.path) …")
let listing = try generateApp(at: app, bundle: fixture, count: fileCount)
let inApp = app.appendingPathComponent("Settings.bundle")

let checkAlone = CommandLineRun("check, the bundle alone", binary, ["check", alone.path, "--format", "json"])
let checkInApp = CommandLineRun(
  "check, inside \(fileCount) source files", binary, ["check", inApp.path, "--format", "json"])

/// What `check` says it searched: `20,000 source files under …`, from its text output.
func searchedFiles() -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = ["check", inApp.path]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return "?" }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard let range = output.range(of: #"[0-9,]+ source files?"#, options: .regularExpression) else {
    return "no count in the output"
  }
  return String(output[range])
}
let searched = searchedFiles()

let runs = try measureInterleaved([floor, checkAlone, checkInApp], rounds: rounds)
let (start, without, with) = (runs[0].median, runs[1].median, runs[2].median)
let added = with - without
let limit = Double(fileCount) / 20_000
print("\ncode search (median of \(rounds) interleaved runs; listed by \(listing); check read \(searched))")
log.note("repository: \(fileCount) generated sources listed by \(listing); check read \(searched)")
log.note("the start floor \(milliseconds(start))")
for (i, command) in [checkAlone, checkInApp].enumerated() {
  let run = runs[i + 1]
  let peak = try peakMemory(of: command) / 1_000_000
  print(
    "  \(padded(command.label, 36)) \(padded(milliseconds(run.median), 10)) "
      + "\(fixed(run.median / start))x the start floor, peak \(peak) MB, exit \(run.status)")
  log.note("\(command.label): \(milliseconds(run.median)), peak \(peak) MB")
}
let verdict = log.check(
  added <= limit,
  "the code search adds \(milliseconds(added)) to check on \(fileCount) source files, "
    + "\(fixed(with / without))x the bundle alone (target <= \(milliseconds(limit)))")
print(
  "  \(padded("added by the code search", 36)) \(padded(milliseconds(added), 10)) "
    + "\(fixed(with / without))x the bundle alone, target <= \(milliseconds(limit)) \(verdict)")

printInstructionCounts(
  "code search", binary: binary, in: temp,
  [(checkAlone.label, checkAlone.arguments), (checkInApp.label, checkInApp.arguments)], log: &log)
if let baseline {
  try compareSideBySide(
    "code search", binary: binary, baseline: baseline, floor: floor, rounds: rounds,
    [(checkInApp.label, checkInApp.arguments)], in: temp, log: &log)
}
// `finish` exits: the generated repository goes first, unless --keep asked for it.
if keep == nil { try? FileManager.default.removeItem(at: temp) }
log.finish(benchmark: "code-search-bench")
