import ArgumentParser
import Foundation
import SettingsL10nKit

/// Where the CLI meets the terminal: colour decisions and standard error.
enum Terminal {
  /// Colour only on a terminal, never with NO_COLOR set.
  static var useColor: Bool {
    ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
  }

  /// Writes a line to standard error.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Runs a job; I/O failures print their message and exit 2.
func withIOErrors<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as ExitCode {
    throw error
  } catch let error as ConfigError {
    // Already `path:line:col: error: message`, as compilers write it.
    Terminal.error(error.description)
    throw ExitCode(2)
  } catch {
    Terminal.error("error: \(error)")
    throw ExitCode(2)
  }
}
