// Release-mode benchmark of the .strings reader and writer against Foundation.
//
//   swift run -c release --package-path Tests/Benchmarks strings-bench [--entries N] [--rounds N] [--binary PATH] [--instructions]
//
// Generates a file of N entries (a comment on every entry), in UTF-8 and in UTF-16LE with a BOM,
// and prints MB/s for our parse, parse + table, and write, and for Foundation's
// PropertyListSerialization on the same bytes, with the ratios and the targets they must meet
// (Targets.swift: DESIGN.md's for the whole processes, the bench's own for the core in process).
// Peak memory is measured in a child process (`--memory FILE`) from /proc/self/status.
//
// Then whole processes: the release `settings-l10n strings lint`, `format --check` and `dump`
// on the same files against a process that parses them with Foundation (this executable with
// `--foundation-parse FILE`), measured interleaved in the same run; and the same entries
// (--linear-entries N, default 1,000,000) on one line against one per line. With --instructions,
// each of those processes' instruction counts too (valgrind's callgrind; see InstructionCounter).
import BenchSupport
import ByteCore
import Foundation
import StringsFormat

servePeakOfRequest()
if let i = CommandLine.arguments.firstIndex(of: "--foundation-parse"), i + 1 < CommandLine.arguments.count {
  foundationParseProcess(CommandLine.arguments[i + 1])
}

/// Resident memory figures of this process, in bytes.
func memory(_ field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return digits * 1024
  }
  return 0
}

// Child mode: parse one file and report the peak resident memory the parse added.
if let i = CommandLine.arguments.firstIndex(of: "--memory"), i + 1 < CommandLine.arguments.count {
  let path = CommandLine.arguments[i + 1]
  let before = memory("VmRSS")
  let bytes = (try? FileBytes.read(URL(fileURLWithPath: path))) ?? []
  let document = StringsDocument(bytes: bytes)
  let table = document.makeTable()
  let peak = memory("VmHWM")
  print(peak - before, table.count)
  exit(0)
}

let entries = intOption("--entries", default: 50_000)
let rounds = intOption("--rounds", default: 7)

var source = "/* Settings strings: generated for the benchmark. */\n\n"
for i in 0..<entries {
  source += "/* Title of setting \(i) on the General page (PSToggleSwitchSpecifier). */\n"
  source += "\"SETTINGS_ITEM_\(i)_TITLE\" = \"Größe \(i): \\\"Nachricht\\\" anzeigen\";\n\n"
}
let utf8 = Array(source.utf8)
var utf16: [UInt8] = [0xFF, 0xFE]
utf16.reserveCapacity(source.utf16.count * 2 + 2)
for unit in source.utf16 {
  utf16.append(UInt8(truncatingIfNeeded: unit))
  utf16.append(UInt8(truncatingIfNeeded: unit >> 8))
}

/// The median seconds of `rounds` runs of `body`.
func time(_ body: () -> Int) -> Double {
  var samples: [Double] = []
  var sink = 0
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    sink &+= body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  if sink == Int.min { print(sink) }
  return samples.sorted()[samples.count / 2]
}

func mbps(_ bytes: Int, _ seconds: Double) -> Double { Double(bytes) / seconds / 1e6 }

var log = TargetLog()
print("strings-bench: \(entries) entries, comments on every entry, median of \(rounds) runs")
print("In process (the bench's own targets; DESIGN.md sets none for the parser and writer alone):")
for (name, bytes, parseTarget) in [
  ("UTF-8", utf8, OwnTargets.parseUTF8Speed), ("UTF-16LE", utf16, OwnTargets.parseUTF16Speed),
] {
  let data = Data(bytes)
  let document = StringsDocument(bytes: bytes)
  guard document.loadsOnDevice, document.entries.count == entries, document.serialized() == bytes else {
    print("error: the generated \(name) file did not round-trip")
    exit(1)
  }
  let foundation = time {
    let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return (object as? [String: Any])?.count ?? 0
  }
  let parse = time { StringsDocument(bytes: bytes).entries.count }
  let parseTable = time { StringsDocument(bytes: bytes).makeTable().count }
  let write = time { document.serialized().count }
  let format = time { ((try? document.formatted())?.serialized().count) ?? 0 }
  let edit = time {
    ((try? document.applying([.setValue(key: "SETTINGS_ITEM_\(entries / 2)_TITLE", value: "Neu")]))?.serialized().count)
      ?? 0
  }

  let size = Double(bytes.count) / 1e6
  print("\n\(name) file: \(fixed(size, 2)) MB")
  let rows: [(String, Double)] = [
    ("Foundation PropertyListSerialization", foundation),
    ("parse (lossless document, comments kept)", parse),
    ("parse + effective table", parseTable),
    ("write (unedited, byte-identical)", write),
    ("write (canonical Xcode style, from entries)", format),
    ("write (one value edited, re-parsed)", edit),
  ]
  for (label, seconds) in rows {
    print("  \(padded(label, 44)) \(padded(fixed(mbps(bytes.count, seconds)), 8)) MB/s  \(fixed(seconds * 1000, 2)) ms")
  }
  let ratio = foundation / parse
  let ratioTable = foundation / parseTable
  print(
    "  parse vs Foundation: \(fixed(ratio))x (target >= \(Int(parseTarget))x); parse + table: \(fixed(ratioTable))x")
  log.check(
    ratio >= parseTarget,
    "\(name): parse \(fixed(ratio))x Foundation's speed (bench's own target >= \(Int(parseTarget))x)")
  let writeRate = mbps(bytes.count, max(format, edit))
  let writeTarget = OwnTargets.writeMBPerSecond
  print("  write (slowest of canonical and edit): \(fixed(writeRate)) MB/s (target >= \(Int(writeTarget)) MB/s)")
  log.check(
    writeRate >= writeTarget, "\(name): write \(fixed(writeRate)) MB/s (bench's own target >= \(Int(writeTarget)) MB/s)"
  )

  // Peak memory, in a child process so this process's buffers do not count.
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("strings-bench-\(name).strings")
  try? data.write(to: file)
  let child = Process()
  child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  child.arguments = ["--memory", file.path]
  let pipe = Pipe()
  child.standardOutput = pipe
  if (try? child.run()) != nil {
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    if let peak = output.split(separator: " ").first.flatMap({ Int($0) }) {
      let factor = Double(peak) / Double(bytes.count)
      let limit = OwnTargets.parseMemory
      print(
        "  peak memory while reading and parsing: \(fixed(Double(peak) / 1e6)) MB = \(fixed(factor, 2))x the file (target <= \(fixed(limit, 0))x)"
      )
      log.check(
        factor <= limit,
        "\(name): peak memory \(fixed(factor, 2))x the file (bench's own target <= \(fixed(limit, 0))x)")
    }
  }
  try? FileManager.default.removeItem(at: file)
}
try wholeProcessBenchmark(utf8: utf8, utf16: utf16, rounds: rounds, log: &log)
log.finish(benchmark: "strings-bench")
