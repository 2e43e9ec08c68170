/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`; notes become `::notice`).
public struct GitHubReporter: CheckReporter {
  /// How many findings to annotate.
  public var listing: FindingListing

  /// Creates the reporter.
  public init(listing: FindingListing = FindingListing()) { self.listing = listing }

  /// One command per finding, then the verdict as a plain line.
  public func render(_ outcome: CheckOutcome) -> String {
    var lines: [String] = []
    let (shown, omitted) = listing.listed(outcome.report.findings)
    for finding in shown {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let file = finding.file {
        properties.append("file=" + Self.escapeProperty(ReportPaths.join(outcome.report.bundle, file)))
        if let line = finding.line {
          properties.append("line=\(line)")
          if let column = finding.column { properties.append("col=\(column)") }
        }
      }
      var title = finding.id.rawValue
      if let language = finding.language { title += " (\(language))" }
      properties.append("title=" + Self.escapeProperty(title))
      lines.append("::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))")
    }
    var summary = "\(outcome.report.summary.description)"
    if outcome.accepted > 0 { summary += "; \(outcome.accepted) accepted by the baseline" }
    if let line = listing.omittedLine(omitted) { summary += "; " + line }
    lines.append(summary)
    lines.append(outcome.gate.description)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes a command's message: `%`, CR and LF.
  /// Other control characters are shown as escapes first, so none reaches the log.
  static func escapeData(_ text: String) -> String { escape(ReportText.escapingControls(text), property: false) }

  /// Escapes a property value: as data, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String { escape(ReportText.escapingControls(text), property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    // Most messages need nothing escaped: return them as they are.
    func special(_ b: UInt8) -> Bool { b == 0x25 || b == 0x0D || b == 0x0A || (property && (b == 0x3A || b == 0x2C)) }
    guard text.utf8.contains(where: special) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for b in text.utf8 {
      switch b {
      case 0x25: out += Array("%25".utf8)
      case 0x0D: out += Array("%0D".utf8)
      case 0x0A: out += Array("%0A".utf8)
      case 0x3A where property: out += Array("%3A".utf8)
      case 0x2C where property: out += Array("%2C".utf8)
      default: out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
