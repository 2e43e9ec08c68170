/// The `check --format json` contract of DESIGN.md: bundle, development language, findings,
/// languages with coverage, and a summary; one finding or language per line.
public struct JSONReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// The JSON document, ending with a newline.
  public func render(_ outcome: CheckOutcome) -> String {
    let report = outcome.report
    let findings = report.findings.map { "    " + Self.object(Self.fields(of: $0)) }
    let languages = report.languages.map { row in
      "    "
        + Self.object([
          ("lproj", Self.string(row.lproj)), ("locale", Self.string(row.locale)),
          ("coverage", Self.fraction(row.translated, of: row.required)), ("missing", "\(row.missing)"), ("stale", "\(row.stale)"),
        ])
    }
    let summary = report.summary
    return """
      {
        "bundle": \(Self.string(report.bundle)),
        "developmentLanguage": \(Self.string(report.developmentLanguage)),
        "findings": \(Self.array(findings)),
        "languages": \(Self.array(languages)),
        "summary": {"errors": \(summary.errors), "warnings": \(summary.warnings), "notes": \(summary.notes)}
      }

      """
  }

  /// A finding's fields in the contract's order; absent values are left out.
  static func fields(of finding: Finding) -> [(String, String)] {
    var fields = [
      ("id", string(finding.id.rawValue)), ("severity", string(finding.severity.rawValue)),
      ("message", string(finding.message)),
    ]
    for (name, value) in [("language", finding.language), ("table", finding.table), ("key", finding.key), ("file", finding.file)] {
      if let value { fields.append((name, string(value))) }
    }
    if let line = finding.line { fields.append(("line", "\(line)")) }
    if let column = finding.column { fields.append(("column", "\(column)")) }
    if let page = finding.page { fields.append(("page", string(page))) }
    return fields
  }

  /// A JSON string literal (the common case, nothing to escape, without a scalar loop).
  static func string(_ text: String) -> String {
    let plain = text.utf8.allSatisfy { byte in
      byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F && byte != 0xE2
    }
    return plain ? "\"" + text + "\"" : TableJSON.string(text)
  }

  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func array(_ lines: [String]) -> String {
    lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
  }

  /// `part / total` (1 when total is 0) rounded down to four decimals (never 1 while something is missing).
  static func fraction(_ part: Int, of total: Int) -> String {
    let scaled = total == 0 ? 10_000 : part * 10_000 / total
    let whole = scaled / 10_000
    let rest = scaled % 10_000
    guard rest != 0 else { return "\(whole)" }
    var digits = String(rest)
    digits = String(repeating: "0", count: 4 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}
