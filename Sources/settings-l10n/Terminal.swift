import ArgumentParser
import Foundation
import Synchronization
import SettingsL10nKit

/// `--color auto|always|never`.
enum ColorChoice: String, ArgumentChoice, Sendable {
  case auto, always, never
}

extension ColorChoice {
  /// The help of `--color`, which every command but `init` declares as `@Option(help: ColorChoice.help)`.
  ///
  /// A plain option in each command rather than a shared option group: every option group costs
  /// ArgumentParser a reflection of its type and several first-time protocol conformance lookups
  /// on each run.
  static let help: ArgumentHelp = "Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never."
}

/// A command with `--color`: `main` makes its choice the one standard error follows too.
protocol ColorChoosing {
  var color: ColorChoice { get }
}

extension ColorChoosing {
  /// Whether standard output gets colour.
  var useColor: Bool { Terminal.colors(STDOUT_FILENO, choice: color) }
}

/// Where the CLI meets the terminal: the one colour rule, standard input, and standard error.
enum Terminal {
  /// The `--color` of the running command (auto until a command says otherwise).
  static let choice = Mutex<ColorChoice>(.auto)

  /// The colour rule: `always`, `never`, or (auto) a terminal with `NO_COLOR` unset or empty
  /// and `TERM` not `dumb`.
  static func colors(_ fd: Int32, choice: ColorChoice? = nil) -> Bool {
    switch choice ?? Terminal.choice.withLock({ $0 }) {
    case .always: return true
    case .never: return false
    case .auto:
      let environment = ProcessInfo.processInfo.environment
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isatty(fd) == 1
    }
  }

  /// Writes a line to standard error as it is (findings already in `path:line:col: error: …` form).
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `error: message` on standard error (`place: error: message` with a place), control
  /// characters escaped.
  static func fail(_ message: String, at place: String? = nil) {
    let label = colors(STDERR_FILENO) ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
    let prefix = place.map { ReportText.escapingControls($0) + ": " } ?? ""
    error("\(prefix)\(label) \(ReportText.escapingControls(message))")
  }

  /// Standard input, read whole when some argument is `-` (nil otherwise, so nothing waits on it).
  static func standardInput(if arguments: [String], limit: Int = StringsDocument.defaultMaxBytes) throws -> [UInt8]? {
    guard arguments.contains("-") else { return nil }
    return try withIOErrors { try FileBytes.readStandardInput(limit: limit) }
  }
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
