/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`; notes become `::notice`).
public struct GitHubReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// One command per finding, then the verdict as a plain line.
  public func render(_ outcome: CheckOutcome) -> String {
    var lines: [String] = []
    for finding in outcome.report.findings {
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
    lines.append(summary)
    lines.append(outcome.gate.description)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes a command's message: `%`, CR and LF.
  static func escapeData(_ text: String) -> String { escape(text, property: false) }

  /// Escapes a property value: as data, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
