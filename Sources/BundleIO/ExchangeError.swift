import SettingsSchema

/// Why an extract, sync, export or import wrote nothing.
public enum ExchangeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The inputs have problems that make writing unsafe (syntax errors, malformed XLIFF,
  /// conflicting targets); each problem is located. Nothing was written.
  case refused([Finding])
  /// A file or folder could not be read or written; every file is as it was.
  case io(path: String, reason: String)
  /// The request does not fit the bundle (an unknown language, no development table).
  case usage(String)
  /// Writing would break a safety promise (a path leaving the bundle, a table name that is not
  /// one file name, an ambiguous language folder, a file changed by someone else since it was
  /// read); each problem is located. Nothing was written.
  case unsafe([Finding])
  /// Another process holds the bundle's write lock and the command was told not to wait.
  case busy(path: String, holder: Int32?)

  /// The problems, one per line, as `path:line:col: error: message [id]`.
  public var description: String {
    switch self {
    case .refused(let findings), .unsafe(let findings): findings.map(\.description).joined(separator: "\n")
    // A reason from a lower layer often names the path already: it is not said twice.
    case .io(let path, let reason): path.isEmpty || reason.hasPrefix(path + ": ") ? reason : "\(path): \(reason)"
    case .usage(let message): message
    case .busy(let path, let holder):
      "\(path): another settings-l10n\(holder.map { " (pid \($0))" } ?? "") is writing this bundle; not waiting (--no-wait)"
    }
  }
}
