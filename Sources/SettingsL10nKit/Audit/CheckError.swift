import Findings

/// A request `check` refuses before reading anything.
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `--ignore` names no finding id.
  case unknownID(String)
  /// `--min-coverage` is not a percentage.
  case invalidCoverage(Double)
  /// `--quiet` or `--max-findings` with a format for programs.
  case listingOption(CheckFormat)

  /// A one-line message.
  public var description: String {
    switch self {
    case .unknownID(let id):
      "unknown finding id '\(id)' for --ignore; known ids: \(AuditID.all.map(\.rawValue).joined(separator: ", "))"
    case .invalidCoverage(let value): "--min-coverage \(value) is not a percentage between 0 and 100"
    case .listingOption(let format):
      "--quiet and --max-findings shorten text, xcode and github output; --format \(format.rawValue) always lists every finding"
    }
  }
}
