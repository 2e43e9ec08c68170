import ByteCore
import Findings
import StringsFormat

/// A problem found in one page element before it is placed in a file (the walker adds file, line, page).
struct SchemaIssue: Sendable, Hashable {
  var id: DiagnosticID
  var severity: Severity
  var message: String
  /// The element key the problem is about, to locate it; nil for the element itself.
  var plistKey: String?
}

extension SchemaIssue {
  /// An issue worded by its rule's message function, with the catalog's severity.
  init(_ text: FindingText, plistKey: String?) {
    self.init(id: text.id, severity: text.severity, message: text.message, plistKey: plistKey)
  }
}
