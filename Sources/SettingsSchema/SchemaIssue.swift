import ByteCore
import StringsFormat

/// A problem found in one page element before it is placed in a file (the walker adds file, line, page).
struct SchemaIssue: Sendable, Hashable {
  var id: DiagnosticID
  var severity: Severity
  var message: String
  /// The element key the problem is about, to locate it; nil for the element itself.
  var plistKey: String?
}
