import ByteCore

/// A finding as its rule words it: the id, the severity the catalog gives it and the message its
/// message function put together.
///
/// Each id's message functions are `FindingText` statics beside the id's catalog entry (in the
/// same `FindingCatalog+….swift` file), so that an id's severity, explanation, example and wording
/// are read in one place. A raise site names the function and gives its arguments
/// (`Finding(.orphanPage(name), file: …)`); it never writes a severity or a message of its own.
package struct FindingText: Sendable, Hashable {
  /// The rule's id.
  package let id: DiagnosticID
  /// The catalog's severity for the id (or one its entry documents for this situation).
  package let severity: Severity
  /// The message for people.
  package let message: String

  /// The id's finding with the catalog's severity.
  init(_ id: DiagnosticID, _ message: String) {
    self.init(id, message, severity: FindingCatalog.severity(of: id))
  }

  /// The id's finding at a severity its catalog entry's `meaning` documents for this situation
  /// (an element the Settings app skips is an error where a wrong field is a warning).
  init(_ id: DiagnosticID, _ message: String, severity: Severity) {
    self.id = id
    self.severity = severity
    self.message = message
  }

  /// A diagnostic of the `.strings` reader passed on as it is: its rule worded it already.
  package init(passingOn diagnostic: Diagnostic) {
    self.init(diagnostic.id, diagnostic.message, severity: diagnostic.severity)
  }
}

extension FindingCatalog {
  /// The severity the catalog gives an id; an error for an id it lacks (which a test forbids).
  package static func severity(of id: DiagnosticID) -> Severity { rule(id)?.severity ?? .error }
}

extension Diagnostic {
  /// A diagnostic worded by its rule's message function, with the catalog's severity.
  package init(_ text: FindingText, location: SourceLocation?, deviceLocation: SourceLocation? = nil) {
    self.init(
      id: text.id, severity: text.severity, location: location, message: text.message, deviceLocation: deviceLocation)
  }
}
