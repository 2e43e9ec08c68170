/// SARIF 2.1.0 (OASIS), the format code-scanning services read: one run, a rule per finding id
/// that occurs, a result per finding with its location under the bundle path as given.
public struct SARIFReporter: CheckReporter {
  /// The tool's version, written as `driver.version` when known.
  public var toolVersion: String?

  /// Creates the reporter.
  public init(toolVersion: String? = nil) { self.toolVersion = toolVersion }

  /// The SARIF log, ending with a newline.
  public func render(_ outcome: CheckOutcome) -> String {
    let report = outcome.report
    let ids = Array(Set(report.findings.map(\.id))).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    let rules = ids.map { id in
      let level = Self.level(report.findings.first { $0.id == id }?.severity ?? .warning)
      return "            {\"id\": \(JSONReporter.string(id.rawValue)), "
        + "\"shortDescription\": {\"text\": \(JSONReporter.string(SARIFRules.summary(id)))}, "
        + "\"defaultConfiguration\": {\"level\": \"\(level)\"}}"
    }
    let results = report.findings.map { finding in
      "        " + result(finding, ruleIndex: ruleIndex[finding.id] ?? 0, bundle: report.bundle)
    }
    var driver = ["\"name\": \"settings-l10n\""]
    if let toolVersion { driver.append("\"version\": \(JSONReporter.string(toolVersion))") }
    driver.append("\"rules\": " + (rules.isEmpty ? "[]" : "[\n" + rules.joined(separator: ",\n") + "\n          ]"))
    return """
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                \(driver.joined(separator: ",\n          "))
              }
            },
            "columnKind": "unicodeCodePoints",
            "results": \(results.isEmpty ? "[]" : "[\n" + results.joined(separator: ",\n") + "\n      ]")
          }
        ]
      }

      """
  }

  /// One result object on one line.
  func result(_ finding: Finding, ruleIndex: Int, bundle: String) -> String {
    var fields = [
      "\"ruleId\": \(JSONReporter.string(finding.id.rawValue))", "\"ruleIndex\": \(ruleIndex)",
      "\"level\": \"\(Self.level(finding.severity))\"", "\"message\": {\"text\": \(JSONReporter.string(finding.message))}",
    ]
    if let file = finding.file {
      var location = "\"artifactLocation\": {\"uri\": \(JSONReporter.string(Self.uri(ReportPaths.join(bundle, file))))}"
      if let line = finding.line {
        var region = "\"startLine\": \(line)"
        if let column = finding.column { region += ", \"startColumn\": \(column)" }
        location += ", \"region\": {\(region)}"
      }
      fields.append("\"locations\": [{\"physicalLocation\": {\(location)}}]")
    }
    let fingerprint = Baseline.Fingerprint(finding)
    let identity = [fingerprint.id, fingerprint.file ?? "", fingerprint.language ?? "", fingerprint.table ?? "", fingerprint.key ?? ""]
    fields.append("\"partialFingerprints\": {\"settingsL10n/v1\": \"\(Self.hash(identity.joined(separator: "\u{1F}")))\"}")
    var properties: [String] = []
    for (name, value) in [("language", finding.language), ("table", finding.table), ("key", finding.key), ("page", finding.page)] {
      if let value { properties.append("\"\(name)\": \(JSONReporter.string(value))") }
    }
    if !properties.isEmpty { fields.append("\"properties\": {\(properties.joined(separator: ", "))}") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// SARIF's level for a severity.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A relative URI reference: each byte outside RFC 3986's unreserved set and `/` percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  /// FNV-1a 64-bit of the UTF-8 bytes, as 16 hex digits: a stable identity across runs.
  static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value &*= 0x100_0000_01b3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// One-line descriptions of the finding ids, for SARIF rules.
enum SARIFRules {
  static func summary(_ id: DiagnosticID) -> String {
    switch id.rawValue {
    case "missing-key": "A key the development table has is missing from a language's table."
    case "missing-table": "A table the pages use is missing from a language's folder."
    case "not-in-development-table": "A string the pages use is not in the development language's table."
    case "stale-key": "A key no reachable page uses."
    case "untranslated": "A translation equals the development language's value."
    case "duplicate-key": "A key defined more than once; the last definition wins."
    case "empty-value": "A key whose value is empty."
    case "format-mismatch": "printf format specifiers of a translation differ from the development value's."
    case "syntax-error": "A .strings file the device cannot load."
    case "orphan-table": "A .strings table no reachable page uses."
    case "missing-page": "A child pane names a page that does not exist."
    case "page-cycle": "Child panes link back to a page already open."
    case "path-outside-bundle": "A page file leaves the bundle."
    case "orphan-page": "A page no child pane reaches."
    case "titles-values-mismatch": "Titles and Values of a specifier differ in length."
    case "missing-required-key": "A specifier lacks a key its type requires."
    case "unknown-specifier-type": "A specifier type the Settings app does not know."
    case "page-without-table": "A page without StringsTable is not localized."
    case "invalid-lproj-name": "A folder the Settings app cannot use as a localization."
    case "duplicate-lproj": "Two folders for one locale."
    default: "Settings bundle finding \(id.rawValue)."
    }
  }
}
