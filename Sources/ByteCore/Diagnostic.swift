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

/// A place in a text: a 1-based line and column, the file when the place is reported with it,
/// and the byte offset when the location was computed from one.
///
/// The one location type of the package: `.strings` diagnostics, plist pages, XML and JSON
/// exchange files and the configuration file all report with it. Columns count Unicode scalars
/// from the start of the line; LF, CR and CRLF each end one line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The file's path as reports name it, when the location carries it.
  public var file: String?
  /// 1-based line number.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int
  /// 0-based offset into the document's UTF-8 text, when the location was computed from one.
  public var offset: Int?

  /// Creates a location.
  public init(file: String? = nil, line: Int, column: Int, offset: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`, or `path:line:column` when the file is known.
  public var description: String {
    let place = "\(line):\(column)"
    guard let file else { return place }
    return "\(file):\(place)"
  }

  /// Orders locations in one text: by offset when both have one, else by line and column
  /// (the same order, as offsets grow with lines and columns).
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if let left = lhs.offset, let right = rhs.offset { return left < right }
    return (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
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
  /// Where CoreFoundation names the fault, when that is not `location` (a missing `;` it looks
  /// for past the line break after the value).
  public var deviceLocation: SourceLocation?

  /// Creates a diagnostic.
  public init(
    id: DiagnosticID, severity: Severity, location: SourceLocation?, message: String,
    deviceLocation: SourceLocation? = nil
  ) {
    self.id = id
    self.severity = severity
    self.location = location
    self.message = message
    self.deviceLocation = deviceLocation
  }

  /// The diagnostic placed where CoreFoundation names the fault (what `strings dump` reports).
  public var asDeviceReports: Diagnostic {
    var placed = self
    if let deviceLocation { placed.location = deviceLocation }
    placed.deviceLocation = nil
    return placed
  }

  /// `line:col: severity: message [id]`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message) [\(id)]"
  }
}
