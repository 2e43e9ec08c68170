import ByteCore
import Findings
import TextSyntax

/// SARIF 2.1.0 (OASIS), the format code-scanning services read: one run, a rule per finding id
/// that occurs, a result per finding with its location under the bundle path as given.
public struct SARIFReporter: CheckReporter {
  /// The tool's version, written as `driver.version` when known.
  public var toolVersion: String?

  /// Creates the reporter.
  public init(toolVersion: String? = nil) { self.toolVersion = toolVersion }

  /// `--format sarif`.
  public static var format: CheckFormat { .sarif }
  /// A format for programs: every finding is listed.
  public static var listsEveryFinding: Bool { true }

  /// The reporter with `check`'s options.
  public init(options: ReporterOptions) { self.init(toolVersion: options.toolVersion) }

  /// One log with a run per bundle.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] { renderBytes(reports: outcomes.map(\.report)) }

  /// The SARIF log, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] { renderBytes(reports: [outcome.report]) }

  /// One run holding every report's results, each located under its bundle's path.
  public func render(reports: [AuditResult]) -> String {
    String(decoding: renderBytes(reports: reports), as: UTF8.self)
  }

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
    var json = JSONWriter(OutputBytes(capacity: 1024 + count * 1024))
    json.beginObject()
    json.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
    json.member("version", "2.1.0")
    json.key("runs")
    json.beginArray()
    json.beginObject()
    json.key("tool")
    json.beginObject()
    json.key("driver")
    json.beginObject()
    json.member("name", "settings-l10n")
    json.member("version", toolVersion)
    json.key("rules")
    json.beginArray()
    for id in ids {
      json.beginObject(.inline)
      json.member("id", id.rawValue)
      json.key("shortDescription")
      json.beginObject(.inline)
      json.member("text", FindingCatalog.title(id))
      json.endObject()
      if let rule = FindingCatalog.rule(id) {
        json.key("help")
        json.beginObject(.inline)
        json.member("text", rule.text)
        json.member("markdown", rule.markdown)
        json.endObject()
      }
      json.key("defaultConfiguration")
      json.beginObject(.inline)
      json.member("level", Self.level(levels[id] ?? .warning))
      json.endObject()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endObject()
    json.member("columnKind", "unicodeCodePoints")
    json.key("results")
    json.beginArray()
    for (reportIndex, report) in reports.enumerated() {
      var uris = FileURIs(bundle: report.bundle)
      // Each finding is read in place, never copied.
      report.findings.forEachInPlace { index, finding in
        appendResult(finding, ruleIndex: ruleOfSeen[ruleOf[reportIndex][index]], uris: &uris, to: &json)
      }
    }
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    json.endLine()
    return json.sink.finish()
  }

  /// One result object on one line; `uris` gives its file's location under the bundle.
  func appendResult(
    _ finding: borrowing Finding, ruleIndex: Int, uris: inout FileURIs, to json: inout JSONWriter<OutputBytes>
  ) {
    json.beginObject(.inline)
    json.member("ruleId", finding.id.rawValue)
    json.member("ruleIndex", ruleIndex)
    json.member("level", Self.level(finding.severity))
    json.key("message")
    json.beginObject(.inline)
    json.member("text", finding.message)
    json.endObject()
    if let file = finding.file {
      json.key("locations")
      json.beginArray(.inline)
      json.beginObject(.inline)
      json.key("physicalLocation")
      json.beginObject(.inline)
      json.key("artifactLocation")
      json.beginObject(.inline)
      json.key("uri")
      // Percent-encoded: nothing left to escape.
      let uri = uris.uri(of: file)
      json.string(unescaped: { $0.append(uri) })
      json.endObject()
      if let line = finding.line {
        json.key("region")
        json.beginObject(.inline)
        json.member("startLine", line)
        json.member("startColumn", finding.column)
        json.endObject()
      }
      json.endObject()
      json.endObject()
      json.endArray()
    }
    // Hashed before the closure, which would otherwise take a copy of the finding it borrows.
    let fingerprint = Self.fingerprint(of: finding)
    json.key("partialFingerprints")
    json.beginObject(.inline)
    json.key("settingsL10n/v1")
    json.string(unescaped: { $0.hex(fingerprint) })
    json.endObject()
    if finding.language != nil || finding.table != nil || finding.key != nil || finding.page != nil {
      json.key("properties")
      json.beginObject(.inline)
      json.stringMembers(language: finding.language, table: finding.table, key: finding.key)
      json.member("page", finding.page)
      json.endObject()
    }
    json.endObject()
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

  /// SARIF's level for a severity.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// Appends the FNV-1a 64-bit hash of the UTF-8 bytes of a finding's fingerprint parts (id,
  /// file, language, table, key; an absent one as empty) joined by U+001F, as 16 hex digits:
  /// a stable identity across runs.
  static func appendHash(of finding: borrowing Finding, to json: inout OutputBytes) {
    json.hex(fingerprint(of: finding))
  }

  /// The hash `appendHash(of:to:)` writes.
  static func fingerprint(of finding: borrowing Finding) -> UInt64 {
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
    return hash.value
  }
}

/// The percent-encoded URIs of the files of one bundle's findings, as SARIF locates them: the
/// bundle path as given, then the file. Findings come file by file, so the last file's URI is
/// kept and reused rather than encoded again.
struct FileURIs {
  /// The bundle's part of every URI: its path encoded and `/`, empty for the current folder.
  private let base: [UInt8]
  private var lastFile: String?
  private var lastURI: [UInt8] = []

  /// The URIs of files under `bundle` (the path as the user gave it).
  init(bundle: String) {
    var base = OutputBytes(capacity: 256)
    let normalized = PrintedPaths.normalized(bundle)
    if normalized != "." {
      PrintedPaths.appendPercentEncoded(normalized, to: &base)
      base.byte(UInt8(ascii: "/"))
    }
    self.base = base.finish()
  }

  /// The URI of a bundle-relative file.
  mutating func uri(of file: String) -> [UInt8] {
    if file != lastFile {
      var uri = OutputBytes(capacity: base.count + file.utf8.count + 16)
      uri.append(base)
      PrintedPaths.appendPercentEncoded(file, to: &uri)
      lastURI = uri.finish()
      lastFile = file
    }
    return lastURI
  }
}

extension CheckFormat {
  /// SARIF 2.1.0, for code scanning.
  public static let sarif = CheckFormat(name: "sarif")
}
