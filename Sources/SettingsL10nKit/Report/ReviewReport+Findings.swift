extension ReviewReport {
  /// The overview's table: each finding id with its severity, how many, and in how many languages.
  func appendKindCounts(to out: inout HTMLWriter) {
    struct Kind {
      var severity: Severity
      var count = 0
      var languages: Set<String> = []
    }
    var kinds: [DiagnosticID: Kind] = [:]
    for finding in audit.findings {
      var kind = kinds[finding.id] ?? Kind(severity: finding.severity)
      kind.count += 1
      if Self.rank(finding.severity) < Self.rank(kind.severity) { kind.severity = finding.severity }
      if let language = finding.language { kind.languages.insert(language) }
      kinds[finding.id] = kind
    }
    guard !kinds.isEmpty else {
      out.raw("<p class=\"hint\">No findings.</p>\n")
      return
    }
    let sorted = kinds.sorted { a, b in
      if a.value.severity != b.value.severity { return Self.rank(a.value.severity) < Self.rank(b.value.severity) }
      if a.value.count != b.value.count { return a.value.count > b.value.count }
      return a.key.rawValue < b.key.rawValue
    }
    out.raw("<table class=\"kinds\">\n<thead><tr><th>Finding</th><th>Severity</th><th class=\"num\">Count</th>")
    out.raw("<th class=\"num\">Languages</th></tr></thead>\n<tbody>\n")
    for (id, kind) in sorted {
      out.raw("<tr><td><code>")
      out.text(id.rawValue)
      out.raw("</code></td><td>")
      appendSeverity(kind.severity, to: &out)
      out.raw("</td><td class=\"num\">")
      out.number(kind.count)
      out.raw("</td><td class=\"num\">")
      out.number(kind.languages.count)
      out.raw("</td></tr>\n")
    }
    out.raw("</tbody>\n</table>\n")
  }

  /// A language's findings, grouped by kind (most severe first), each with file, line and message.
  func appendFindings(of review: LanguageReview, to out: inout HTMLWriter) {
    let findings = audit.findings.filter { $0.language == review.coverage.lproj }
    out.raw("<h4 class=\"findings-title\">Findings in ")
    out.text(review.coverage.lproj)
    out.raw(".lproj</h4>\n")
    appendTable(findings, to: &out)
  }

  /// Findings about no language the report shows: pages, folders, `Base`.
  func appendBundleFindings(to out: inout HTMLWriter) {
    let shown = Set(allLanguages.map(\.coverage.lproj))
    let findings = audit.findings.filter { finding in finding.language.map { !shown.contains($0) } ?? true }
    out.raw("<section id=\"bundle-findings\" class=\"panel\">\n<h2>Bundle findings</h2>\n")
    out.raw("<p class=\"hint\">About pages, folders and tables of no language above.</p>\n")
    appendTable(findings, to: &out)
    out.raw("</section>\n")
  }

  /// One table, a group of rows per finding id.
  private func appendTable(_ findings: [Finding], to out: inout HTMLWriter) {
    guard !findings.isEmpty else {
      out.raw("<p class=\"hint\">No findings.</p>\n")
      return
    }
    var groups: [DiagnosticID: [Finding]] = [:]
    for finding in findings { groups[finding.id, default: []].append(finding) }
    let order = groups.keys.sorted { a, b in
      let (x, y) = (Self.rank(groups[a]?[0].severity ?? .note), Self.rank(groups[b]?[0].severity ?? .note))
      return x != y ? x < y : a.rawValue < b.rawValue
    }
    out.raw("<table class=\"findings\">\n<thead><tr><th>File</th><th class=\"num\">Line</th><th>Message</th></tr></thead>\n")
    for id in order {
      let rows = groups[id] ?? []
      out.raw("<tbody>\n<tr class=\"kind\"><th colspan=\"3\">")
      appendSeverity(rows[0].severity, to: &out)
      out.raw(" <code>")
      out.text(id.rawValue)
      out.raw("</code> <span class=\"count\">")
      out.number(rows.count)
      out.raw("</span></th></tr>\n")
      for finding in rows {
        // No class per cell (the table's CSS places them): a large bundle has thousands of rows.
        out.raw("<tr><td>")
        out.text(ReportText.escapingControls(finding.file ?? ""))
        out.raw("</td><td>")
        if let line = finding.line {
          out.number(line)
          if let column = finding.column {
            out.raw(":")
            out.number(column)
          }
        }
        out.raw("</td><td>")
        out.text(ReportText.escapingControls(finding.message))
        out.raw("</td></tr>\n")
      }
      out.raw("</tbody>\n")
    }
    out.raw("</table>\n")
  }

  private func appendSeverity(_ severity: Severity, to out: inout HTMLWriter) {
    switch severity {
    case .error: out.raw("<span class=\"sev sev-error\">error</span>")
    case .warning: out.raw("<span class=\"sev sev-warning\">warning</span>")
    case .note: out.raw("<span class=\"sev sev-note\">note</span>")
    }
  }

  private static func rank(_ severity: Severity) -> Int {
    switch severity {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}
