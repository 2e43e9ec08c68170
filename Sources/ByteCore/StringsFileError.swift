/// A file that could not be read or written.
public enum StringsFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Reading failed.
  case unreadable(path: String, reason: String)
  /// The file is over the size limit (its size when known before reading); nothing was parsed.
  case tooLarge(path: String, size: Int?, limit: Int)
  /// Writing failed; the file is as it was.
  case unwritable(path: String, reason: String)
  /// An edit cannot be applied to this document.
  case notEditable(reason: String)
  /// Standard output took not every byte (a full disk, `/dev/full`, a closed terminal).
  case standardOutputUnwritable(reason: String)

  /// A one-line message naming the file.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .tooLarge(let path, let size?, let limit):
      "\(path): cannot read: the file is \(size) bytes, over the limit of \(limit)"
    case .tooLarge(let path, nil, let limit): "\(path): cannot read: the file is over the limit of \(limit) bytes"
    case .unwritable(let path, let reason): "\(path): cannot write: \(reason)"
    case .notEditable(let reason): reason
    case .standardOutputUnwritable(let reason): "cannot write to standard output: \(reason)"
    }
  }
}
