import Foundation

/// Instruction counts of whole processes, from valgrind's callgrind: unlike wall times they do
/// not move with the load of a shared machine, so they are what compares two builds.
///
/// Callgrind runs a copy of the binary without its debug information (`objcopy --strip-debug`):
/// valgrind cannot read the DWARF that Swift emits and would stop. Symbols stay, so a profile
/// made the same way (`--callgrind-out-file=FILE`, then `callgrind_annotate`) names functions.
public struct InstructionCounter {
  /// The stripped copy that callgrind runs.
  public let binary: String

  /// Makes the stripped copy of `binary` in `directory`; nil, saying why on standard error,
  /// when valgrind or objcopy is not installed.
  public init?(binary original: String, in directory: URL) {
    guard Self.tool("valgrind", ["--version"]) == 0 else {
      FileHandle.standardError.write(Data("instruction counts skipped: valgrind is not installed\n".utf8))
      return nil
    }
    let copy = directory.appendingPathComponent("settings-l10n-stripped-\(getpid())-\(UUID().uuidString)").path
    guard Self.tool("objcopy", ["--strip-debug", original, copy]) == 0 else {
      FileHandle.standardError.write(
        Data("instruction counts skipped: objcopy (binutils) could not strip \(original)\n".utf8))
      return nil
    }
    binary = copy
  }

  /// The instructions one run of the binary with `arguments` executes (all its threads), or nil
  /// when callgrind reports none.
  public func count(_ arguments: [String]) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary] + arguments
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    guard (try? process.run()) != nil else { return nil }
    let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // `==123== Collected : 24639230`
    guard let line = report.split(separator: "\n").last(where: { $0.contains("Collected :") }),
      let figure = line.split(separator: " ").last
    else { return nil }
    return Int(figure)
  }

  /// The exit status of a tool found on the PATH, its output discarded (127 when it is missing).
  private static func tool(_ name: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return 127 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// Prints `millions of instructions` for each command, when `--instructions` is on the command
/// line and valgrind is installed, and notes each figure in `log` for BENCHMARKS.md: counts, not
/// times, are what compares two builds.
public func printInstructionCounts(
  _ title: String, binary: String, in directory: URL, _ commands: [(label: String, arguments: [String])],
  log: inout TargetLog
) {
  guard CommandLine.arguments.contains("--instructions"),
    let counter = InstructionCounter(binary: binary, in: directory)
  else { return }
  print("\n\(title): instructions (callgrind, millions; all threads)")
  defer { try? FileManager.default.removeItem(atPath: counter.binary) }
  for (label, arguments) in commands {
    let figure = counter.count(arguments).map { fixed(Double($0) / 1e6) } ?? "?"
    print("  \(padded(label, 44)) \(figure)")
    log.note("\(title): \(label): \(figure) M instructions (callgrind)")
  }
}
