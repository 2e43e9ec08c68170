/// SARIF 2.1.0 (OASIS), the format code-scanning services read: one run, a rule per finding id
/// that occurs, a result per finding with its location under the bundle path as given.
public struct SARIFReporter: CheckReporter {
  /// The tool's version, written as `driver.version` when known.
  public var toolVersion: String?

  /// Creates the reporter.
  public init(toolVersion: String? = nil) { self.toolVersion = toolVersion }

  /// The SARIF log, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] { renderBytes(reports: [outcome.report]) }

  /// One run holding every report's results, each located under its bundle's path.
  public func render(reports: [AuditResult]) -> String { String(decoding: renderBytes(reports: reports), as: UTF8.self) }

  /// `render(reports:)` as UTF-8 bytes.
  public func renderBytes(reports: [AuditResult]) -> [UInt8] {
    let count = reports.reduce(0) { $0 + $1.findings.count }
    // The first finding of an id sets its rule's level; each finding's rule is found once.
    var seen = FindingIDs()
    var ruleOf: [[Int]] = []
    for report in reports {
      ruleOf.append(report.findings.map { seen.position(of: $0.id, adding: Self.rank($0.severity)) })
    }
    let ids = seen.entries.map(\.id).sorted()
    var levels: [DiagnosticID: Severity] = [:]
    for (id, rank) in seen.entries { levels[id] = Self.severity(rank: rank) }
    let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    let ruleOfSeen = seen.entries.map { ruleIndex[$0.id] ?? 0 }
    var json = OutputBytes(capacity: 1024 + count * 400)
    json.raw("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
    json.raw("  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n          \"name\": \"settings-l10n\"")
    json.field(",\n          \"version\": ", toolVersion)
    json.raw(",\n          \"rules\": ")
    json.raw(ids.isEmpty ? "[]" : "[\n")
    for (index, id) in ids.enumerated() {
      json.field("            {\"id\": ", id.rawValue)
      json.field(", \"shortDescription\": {\"text\": ", FindingCatalog.title(id))
      if let rule = FindingCatalog.rule(id) {
        json.field("}, \"help\": {\"text\": ", rule.text)
        json.field(", \"markdown\": ", rule.markdown)
      }
      json.raw("}, \"defaultConfiguration\": {\"level\": ")
      json.raw(Self.level(levels[id] ?? .warning))
      json.raw(index + 1 < ids.count ? "}},\n" : "}}\n          ]")
    }
    json.raw("\n        }\n      },\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ")
    json.raw(count == 0 ? "[]" : "[\n")
    var written = 0
    for (reportIndex, report) in reports.enumerated() {
      // The bundle's part of every location, encoded once.
      var base = OutputBytes(capacity: 256)
      let normalized = PrintedPaths.normalized(report.bundle)
      if normalized != "." {
        PrintedPaths.appendPercentEncoded(normalized, to: &base)
        base.byte(UInt8(ascii: "/"))
      }
      // Each finding is read in place, never copied.
      let uriBase = base.bytes
      report.findings.forEachInPlace { index, finding in
        json.raw("        ")
        appendResult(finding, ruleIndex: ruleOfSeen[ruleOf[reportIndex][index]], uriBase: uriBase, to: &json)
        written += 1
        json.raw(written < count ? ",\n" : "\n      ]")
      }
    }
    json.raw("\n    }\n  ]\n}\n")
    return json.finish()
  }

  /// One result object on one line; `uriBase` is the percent-encoded bundle path and `/` (empty
  /// for the current folder) that file locations start with.
  func appendResult(_ finding: borrowing Finding, ruleIndex: Int, uriBase: [UInt8], to json: inout OutputBytes) {
    json.field("{\"ruleId\": ", finding.id.rawValue)
    json.field(", \"ruleIndex\": ", ruleIndex)
    json.raw(", \"level\": ")
    json.raw(Self.level(finding.severity))
    json.field(", \"message\": {\"text\": ", finding.message)
    json.raw("}")
    if let file = finding.file {
      json.raw(", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"")
      // Percent-encoded: nothing left to escape.
      json.append(uriBase)
      PrintedPaths.appendPercentEncoded(file, to: &json)
      json.raw("\"}")
      if let line = finding.line {
        json.field(", \"region\": {\"startLine\": ", line)
        json.field(", \"startColumn\": ", finding.column)
        json.raw("}")
      }
      json.raw("}}]")
    }
    json.raw(", \"partialFingerprints\": {\"settingsL10n/v1\": \"")
    Self.appendHash(of: finding, to: &json)
    json.raw("\"}")
    var opened = false
    func property(_ prefix: StaticString, _ value: String?) {
      guard let value else { return }
      json.raw(opened ? ", " : ", \"properties\": {")
      json.field(prefix, value)
      opened = true
    }
    property("\"language\": ", finding.language)
    property("\"table\": ", finding.table)
    property("\"key\": ", finding.key)
    property("\"page\": ", finding.page)
    json.raw(opened ? "}}" : "}")
  }

  /// A severity as a number, for keeping beside an id.
  static func rank(_ severity: Severity) -> Int {
    switch severity {
    case .error: 2
    case .warning: 1
    case .note: 0
    }
  }

  /// The severity of a `rank`.
  static func severity(rank: Int) -> Severity { rank == 2 ? .error : rank == 1 ? .warning : .note }

  /// SARIF's level for a severity, as a JSON string.
  static func level(_ severity: Severity) -> StaticString {
    switch severity {
    case .error: "\"error\""
    case .warning: "\"warning\""
    case .note: "\"note\""
    }
  }

  /// Appends the FNV-1a 64-bit hash of the UTF-8 bytes of a finding's fingerprint parts (id,
  /// file, language, table, key; an absent one as empty) joined by U+001F, as 16 hex digits:
  /// a stable identity across runs.
  static func appendHash(of finding: borrowing Finding, to json: inout OutputBytes) {
    var hash = FNV1a()
    func add(_ part: String?) {
      hash.combine(UInt8(ascii: "\u{1F}"))
      if let part { hash.combine(utf8: part) }
    }
    hash.combine(utf8: finding.id.rawValue)
    add(finding.file)
    add(finding.language)
    add(finding.table)
    add(finding.key)
    json.hex(hash.value)
  }
}
