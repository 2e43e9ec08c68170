import Foundation
import Testing

/// A finding is defined in one place: its severity and its wording come from Findings (the catalog
/// entry and the message function beside it), so no raise site elsewhere writes a severity.
@Suite("finding raise sites")
struct FindingRaiseSitesTests {
  /// The raise helper of the `.strings` parser, whose calls still pass their severities
  /// positionally: the one place left, named so that the list can only shrink.
  static let allowed: Set<String> = [
    "Sources/StringsFormat/Parser.swift: _ id: DiagnosticID, _ severity: Severity = .error, at offset: Int, deviceAt deviceOffset: Int? = nil,"
  ]

  /// Every Swift file of Sources but Findings, relative to the package.
  static func sourceFiles() -> [String] {
    let sources = RenderFixtures.packageRoot.appendingPathComponent("Sources")
    let all = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String]) ?? []
    return all.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Findings/") }.map { "Sources/" + $0 }.sorted()
  }

  /// True when a line of code gives a finding a severity of its own: `severity: .warning` as an
  /// argument (directly or through a condition) or `x.severity = .note`.
  static func writesSeverity(_ code: String) -> Bool {
    code.range(of: #"severity\s*:\s*[^,)]*\.(error|warning|note)\b"#, options: .regularExpression) != nil
      || code.range(of: #"\.severity\s*=\s*\.(error|warning|note)\b"#, options: .regularExpression) != nil
  }

  @Test("a severity written at a raise site is found; a severity passed on is not")
  func severityIsFound() {
    #expect(Self.writesSeverity("      id: .orphanPage, severity: .warning,"))
    #expect(Self.writesSeverity("id: AuditID.staleKey, severity: pruned ? .note : .warning, message: \"\""))
    #expect(Self.writesSeverity("      note.severity = .note"))
    #expect(!Self.writesSeverity("    Finding(id: id, severity: text.severity, message: text.message)"))
    #expect(!Self.writesSeverity("    if diagnostic.severity == .error {"))
  }

  @Test("no raise site outside Findings writes a finding's severity: the catalog gives it")
  func noSeverityOutsideFindings() throws {
    let files = Self.sourceFiles()
    #expect(files.count > 100, "the sources were not found")
    var found: [String] = []
    // Comments may show a finding's shape (`file: severity: message [id]`); only code counts.
    for file in files {
      for (number, line, code) in try LibraryHouseRulesTests.codeLines(of: file) where Self.writesSeverity(code) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !Self.allowed.contains("\(file): \(trimmed)") { found.append("\(file):\(number): \(trimmed)") }
      }
    }
    #expect(
      found.isEmpty,
      "name the rule's message function in Findings (FindingText) instead:\n\(found.joined(separator: "\n"))")
  }
}
