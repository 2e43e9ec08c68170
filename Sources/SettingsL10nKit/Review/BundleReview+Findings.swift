import ByteCore
import TextSyntax

/// One kind of finding in the overview: its worst severity, how many, in which languages.
struct FindingKind {
  var id: DiagnosticID
  var severity: Severity
  var count = 0
  var languages: Set<String> = []
}

extension BundleReview {
  /// Every kind of finding, most severe first, then most frequent.
  var kinds: [FindingKind] {
    var kinds: [DiagnosticID: FindingKind] = [:]
    for finding in audit.findings {
      var kind = kinds[finding.id] ?? FindingKind(id: finding.id, severity: finding.severity)
      kind.count += 1
      if Self.rank(finding.severity) < Self.rank(kind.severity) { kind.severity = finding.severity }
      if let language = finding.language { kind.languages.insert(language) }
      kinds[finding.id] = kind
    }
    return kinds.values.sorted { a, b in
      if a.severity != b.severity { return Self.rank(a.severity) < Self.rank(b.severity) }
      if a.count != b.count { return a.count > b.count }
      return a.id.rawValue < b.id.rawValue
    }
  }

  /// The overview's tables: each finding id with its severity, how many, and in how many
  /// languages; then how many of each in each language.
  func appendKindCounts(to out: inout HTMLWriter) {
    let kinds = self.kinds
    guard !kinds.isEmpty else {
      out.raw("<p class=\"hint\">No findings.</p>\n")
      return
    }
    out.raw("<table class=\"kinds\">\n<thead><tr><th>Finding</th><th>Severity</th><th class=\"num\">Count</th>")
    out.raw("<th class=\"num\">Languages</th></tr></thead>\n<tbody>\n")
    for kind in kinds {
      out.raw("<tr><td><code>")
      out.text(kind.id.rawValue)
      out.raw("</code></td><td>")
      appendSeverity(kind.severity, to: &out)
      out.raw("</td><td class=\"num\">")
      out.number(kind.count)
      out.raw("</td><td class=\"num\">")
      out.number(kind.languages.count)
      out.raw("</td></tr>\n")
    }
    out.raw("</tbody>\n</table>\n")
    appendMatrix(kinds, to: &out)
  }

  /// Languages by kinds of finding: how many of each, a language's name linking to its section.
  private func appendMatrix(_ kinds: [FindingKind], to out: inout HTMLWriter) {
    let shown = Set(allLanguages.map(\.coverage.lproj))
    var counts: [String: [DiagnosticID: Int]] = [:]
    for finding in audit.findings {
      // Findings of no language shown (pages, folders, Base) count in the bundle's row.
      let row = finding.language.flatMap { shown.contains($0) ? $0 : nil } ?? ""
      counts[row, default: [:]][finding.id, default: 0] += 1
    }
    out.raw("<h2>Findings by language</h2>\n<div class=\"wide\"><table class=\"matrix\">\n<thead><tr><th>Language</th>")
    for kind in kinds {
      out.raw("<th class=\"num\"><code>")
      out.text(kind.id.rawValue)
      out.raw("</code></th>")
    }
    out.raw("</tr></thead>\n<tbody>\n")
    func row(_ label: String, anchor: String?, _ counts: [DiagnosticID: Int]) {
      out.raw("<tr><th>")
      if let anchor {
        out.raw("<a href=\"#")
        out.raw(anchor)
        out.raw("\">")
        out.text(label)
        out.raw("</a>")
      } else {
        out.text(label)
      }
      out.raw("</th>")
      for kind in kinds {
        let count = counts[kind.id] ?? 0
        out.raw(count == 0 ? "<td class=\"num zero\">" : "<td class=\"num\">")
        if count > 0 { out.number(count) }
        out.raw("</td>")
      }
      out.raw("</tr>\n")
    }
    for review in allLanguages {
      row(review.coverage.lproj, anchor: Self.anchor(review), counts[review.coverage.lproj] ?? [:])
    }
    if let bundle = counts[""] { row("bundle", anchor: "bundle-findings", bundle) }
    out.raw("</tbody>\n</table></div>\n")
  }

  /// The findings of each language folder, in the audit's order: gathered once, not once per language.
  func findingsByLanguage() -> [String: [Finding]] {
    var groups: [String: [Finding]] = [:]
    for finding in audit.findings {
      if let language = finding.language { groups[language, default: []].append(finding) }
    }
    return groups
  }

  /// A language's findings (`findings`, from `findingsByLanguage`), grouped by kind (most severe
  /// first), each with file, line and message.
  func appendFindings(_ findings: [Finding], of review: LanguageReview, to out: inout HTMLWriter) {
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
    out.raw(
      "<table class=\"findings\">\n<thead><tr><th>File</th><th class=\"num\">Line</th><th>Message</th></tr></thead>\n")
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
        out.text(PrintableText.escapingControls(finding.file ?? ""))
        out.raw("</td><td>")
        if let line = finding.line {
          out.number(line)
          if let column = finding.column {
            out.raw(":")
            out.number(column)
          }
        }
        out.raw("</td><td>")
        out.text(PrintableText.escapingControls(finding.message))
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

  static func rank(_ severity: Severity) -> Int {
    switch severity {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}
