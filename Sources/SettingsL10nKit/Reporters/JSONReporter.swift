/// The `check --format json` contract of DESIGN.md: bundle, development language, findings,
/// languages with coverage, and a summary; one finding or language per line.
public struct JSONReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// The JSON document, ending with a newline.
  public func render(_ outcome: CheckOutcome) -> String {
    let report = outcome.report
    var out: [UInt8] = []
    out.reserveCapacity(256 + report.findings.count * 256)
    func raw(_ text: StaticString) { text.withUTF8Buffer { out.append(contentsOf: $0) } }
    // `prefix` is the separator and the quoted name (`, "key": `): static, so no string is built per field.
    func field(_ prefix: StaticString, _ value: String?) {
      guard let value else { return }
      raw(prefix)
      TableJSON.appendString(value, to: &out)
    }
    func number(_ prefix: StaticString, _ value: Int?) {
      guard let value else { return }
      raw(prefix)
      out.append(contentsOf: String(value).utf8)  // a small string: no allocation
    }
    raw("{\n  \"bundle\": ")
    TableJSON.appendString(report.bundle, to: &out)
    raw(",\n  \"developmentLanguage\": ")
    TableJSON.appendString(report.developmentLanguage, to: &out)
    raw(",\n  \"findings\": ")
    raw(report.findings.isEmpty ? "[]" : "[\n")
    for (index, finding) in report.findings.enumerated() {
      raw("    {")
      field("\"id\": ", finding.id.rawValue)
      field(", \"severity\": ", finding.severity.rawValue)
      field(", \"message\": ", finding.message)
      field(", \"language\": ", finding.language)
      field(", \"table\": ", finding.table)
      field(", \"key\": ", finding.key)
      field(", \"file\": ", finding.file)
      number(", \"line\": ", finding.line)
      number(", \"column\": ", finding.column)
      field(", \"page\": ", finding.page)
      raw(index + 1 < report.findings.count ? "},\n" : "}\n  ]")
    }
    raw(",\n  \"languages\": ")
    raw(report.languages.isEmpty ? "[]" : "[\n")
    for (index, row) in report.languages.enumerated() {
      raw("    {")
      field("\"lproj\": ", row.lproj)
      field(", \"locale\": ", row.locale)
      raw(", \"coverage\": ")
      out.append(contentsOf: Self.fraction(row.translated, of: row.required).utf8)
      number(", \"missing\": ", row.missing)
      number(", \"stale\": ", row.stale)
      raw(index + 1 < report.languages.count ? "},\n" : "}\n  ]")
    }
    let summary = report.summary
    number(",\n  \"summary\": {\"errors\": ", summary.errors)
    number(", \"warnings\": ", summary.warnings)
    number(", \"notes\": ", summary.notes)
    raw("}\n}\n")
    return String(decoding: out, as: UTF8.self)
  }

  /// A JSON string literal.
  static func string(_ text: String) -> String { TableJSON.string(text) }

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
