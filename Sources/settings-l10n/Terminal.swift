import ArgumentParser
import ByteCore
import Foundation
import SettingsL10nKit

/// `--color auto|always|never`.
enum ColorChoice: String, ArgumentChoice, Sendable {
  case auto, always, never
}

extension ColorChoice {
  /// The help of `--color`, which every command that does a job (all but `init`) declares as
  /// `@Option(help: ColorChoice.help)`.
  ///
  /// A plain option in each command rather than a shared option group: every option group costs
  /// ArgumentParser a reflection of its type and several first-time protocol conformance lookups
  /// on each run.
  static let help: ArgumentHelp = "Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never."
}

/// A command with `--color`. Its choice holds for standard error too, from the start of its run
/// (what parsing reports before that follows `auto`): `run()` makes the choice, then calls `perform()`.
///
/// A default `run()` rather than a cast in `main`: a dynamic cast to a protocol costs first-time
/// conformance lookups, each a scan of every conformance record of every loaded library.
protocol ColorChoosing: ParsableCommand {
  var color: ColorChoice { get }

  /// The command's work, with its colour choice in force.
  func perform() throws
}

extension ColorChoosing {
  func run() throws {
    Terminal.choice.withLock { $0 = color }
    try perform()
  }

  /// Whether standard output gets colour.
  var useColor: Bool { Terminal.colors(STDOUT_FILENO, choice: color) }
}

/// Where the CLI meets the terminal: the one colour rule, standard input, and standard error.
enum Terminal {
  /// The `--color` of the running command (auto until a command says otherwise).
  static let choice = Locked<ColorChoice>(.auto)

  /// The colour rule: `always`, `never`, or (auto) a terminal with `NO_COLOR` unset or empty
  /// and `TERM` not `dumb`.
  static func colors(_ fd: Int32, choice: ColorChoice? = nil) -> Bool {
    switch choice ?? Terminal.choice.withLock({ $0 }) {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
      if environment("TERM") == "dumb" { return false }
      return isatty(fd) == 1
    }
  }

  /// An environment variable's value as `ProcessInfo.environment` has it (of repeated entries,
  /// the last), without building the whole environment as a dictionary.
  static func environment(_ name: String) -> String? { ProcessContext.environment(name) }

  /// Writes a line to standard error as it is (findings already in `path:line:col: error: …` form),
  /// paths below the current folder shown relative to it.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((relativePaths(PathAliases.showingAliases(in: line)) + "\n").utf8))
  }

  /// `text` with every absolute path below the current folder made relative to it: the library
  /// names files by their full paths once it has resolved them, and messages promise paths
  /// relative to the current folder.
  static func relativePaths(_ text: String) -> String {
    let prefix = FileManager.default.currentDirectoryPath + "/"
    guard prefix.count > 2, text.contains(prefix) else { return text }
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: prefix) {
      // Only where a path starts: `/x/here/a` is not below `/here`.
      let before = rest[..<range.lowerBound]
      let startsPath = (before.last ?? out.last).map { !($0.isLetter || $0.isNumber || "/._-~".contains($0)) } ?? true
      out += before + (startsPath ? "" : prefix)
      rest = rest[range.upperBound...]
    }
    return out + rest
  }

  /// `error: message` on standard error (`place: error: message` with a place), control
  /// characters escaped.
  static func fail(_ message: String, at place: String? = nil) {
    let label = colors(STDERR_FILENO) ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
    let prefix = place.map { PrintableText.escapingControls($0) + ": " } ?? ""
    error("\(prefix)\(label) \(PrintableText.escapingControls(message))")
  }

  /// Standard input, read whole when some argument is `-` (nil otherwise, so nothing waits on it).
  static func standardInput(if arguments: [String], limit: Int = StringsDocument.defaultMaxBytes) throws -> [UInt8]? {
    guard arguments.contains("-") else { return nil }
    return try withIOErrors { try FileBytes.readStandardInput(limit: limit) }
  }
}

/// Writes bytes to standard output in one go (a large dump is not copied into a String or Data);
/// a write that fails (a full disk, `/dev/full`) says so and exits 2. A reader that has gone ends it quietly.
func writeStandardOutput(_ bytes: [UInt8]) throws {
  try withIOErrors { try OutputDestination.standardOutput.write(bytes) }
}

/// Writes a report to standard output from the string's own UTF-8 storage, as `writeStandardOutput(_:)` writes bytes.
func writeStandardOutput(_ text: String) throws {
  try withIOErrors { try OutputDestination.standardOutput.write(text) }
}

/// Writes a command's output to the path of its output option by the one rule of `OutputDestination`
/// (`-` is standard output); a refused path or a failed write says so and exits 2.
func writeOutput(_ bytes: [UInt8], to path: String) throws {
  try withIOErrors { try OutputDestination.resolve(path).write(bytes, shown: path) }
}

/// Runs a job; I/O failures print their message and exit 2.
func withIOErrors<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as ExitCode {
    throw error
  } catch let error as ConfigError {
    // `path:line:col: error: message`, as compilers write it.
    Terminal.fail(error.message, at: error.location?.description ?? error.file)
    throw ExitCode(2)
  } catch {
    Terminal.fail("\(error)")
    throw ExitCode(2)
  }
}
