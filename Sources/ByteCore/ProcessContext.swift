import Foundation

/// What only the command asks of its process (the libraries never read it): environment
/// variables, its arguments' bytes, the terminal's width.
///
/// Invariants: `environ` and `argv` are read as the C runtime left them, each entry up to its
/// NUL and never written; the terminal size is copied out of the `ioctl` that fills it.
package enum ProcessContext {
  /// An environment variable's value as `ProcessInfo.environment` has it (of repeated entries,
  /// the last), without building the whole environment as a dictionary.
  package static func environment(_ name: String) -> String? {
    let prefix = Array((name + "=").utf8CString.dropLast())
    var value: String?
    var entry = environ
    while let pointer = entry.pointee {
      if strncmp(pointer, prefix, prefix.count) == 0 { value = String(cString: pointer + prefix.count) }
      entry += 1
    }
    return value
  }

  /// The bytes of the first of the process's arguments that is not UTF-8, nil when all are.
  package static func firstUndecodableArgument() -> [UInt8]? {
    UndecodableNames.firstArgument(in: CommandLine.unsafeArgv, count: Int(CommandLine.argc))
  }

  /// The width in columns of the terminal at `descriptor` (`TIOCGWINSZ`), nil when it is not a
  /// terminal or tells none.
  package static func terminalColumns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
