/// How serious a diagnostic is; ordered so that `.error > .warning > .note`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities from least to most serious.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable, machine-readable identifier of a kind of problem (`missing-semicolon`, `stale-key`).
public struct DiagnosticID: RawRepresentable, Sendable, Hashable, Codable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The kebab-case identifier.
  public var rawValue: String

  /// Creates an identifier from its kebab-case spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The kebab-case identifier.
  public var description: String { rawValue }

  /// Orders identifiers alphabetically.
  public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A 1-based line and column in a text, with the offset it was computed from.
///
/// Columns count Unicode scalars from the start of the line; LF, CR and CRLF each end one line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int
  /// 0-based offset into the document's UTF-8 text.
  public var offset: Int

  /// Creates a location.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

/// One problem found in an input: a stable id, a severity, where, and a message for people.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The kind of problem.
  public var id: DiagnosticID
  /// How serious it is.
  public var severity: Severity
  /// Where it is, when it has a place in the text.
  public var location: SourceLocation?
  /// A one-line explanation.
  public var message: String

  /// Creates a diagnostic.
  public init(id: DiagnosticID, severity: Severity, location: SourceLocation?, message: String) {
    self.id = id
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `line:col: severity: message [id]`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message) [\(id)]"
  }
}
