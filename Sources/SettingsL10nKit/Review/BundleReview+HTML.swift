import Foundation
import TextSyntax

extension BundleReview {
  /// The report as one self-contained HTML file: no script, no request, every language in it.
  /// A language is picked with a link (`#lang-de`); CSS `:target` shows that language's
  /// section, and the language needing most review when none is picked.
  public func html() -> String { String(decoding: htmlBytes(), as: UTF8.self) }

  /// `html()` as the UTF-8 bytes of the file, for writing it: a report of many languages is
  /// megabytes, which a `String` would check as UTF-8 once more and copy back into bytes.
  public func htmlBytes() -> [UInt8] {
    // Room is reserved generously: pages never written are never touched, and a buffer that
    // outgrows its room is copied whole into a bigger one.
    var out = HTMLWriter(
      capacity: 512 * 1024 + allLanguages.count * pages.count * 64 * 1024 + audit.findings.count * 512)
    let name = URL(fileURLWithPath: audit.bundle).lastPathComponent
    out.documentStart(
      language: "en", direction: .leftToRight, title: "\(name) · translation review",
      styles: [ReviewStyle.css, RenderedPage.screenCSS])
    appendHeader(to: &out, name: name)
    out.raw("<main>\n")
    appendOverview(to: &out)
    appendLanguages(to: &out)
    appendBundleFindings(to: &out)
    out.raw("</main>\n</body>\n</html>\n")
    return out.finish()
  }

  /// The languages in the chart's order: lowest coverage first, then most untranslated, then by folder.
  public var byCoverage: [LanguageReview] {
    audit.languages.compactMap { row in allLanguages.first { $0.coverage.lproj == row.lproj } }.sorted { a, b in
      let (x, y) = (a.coverage, b.coverage)
      let shareA = x.required == 0 ? 1 : Double(a.translatedOnly) / Double(x.required)
      let shareB = y.required == 0 ? 1 : Double(b.translatedOnly) / Double(y.required)
      if x.coverage != y.coverage { return x.coverage < y.coverage }
      if shareA != shareB { return shareA < shareB }
      return x.lproj < y.lproj
    }
  }

  /// The language whose section shows when none is picked: the one needing most review.
  var defaultLanguage: LanguageReview { byCoverage.first { !$0.coverage.isDevelopment } ?? development }

  /// The fragment id of a language's section (`lang-de`).
  static func anchor(_ review: LanguageReview) -> String {
    let name = review.coverage.lproj
    let safe =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy { c in
        ("0"..."9").contains(c) || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "-" || c == "_"
      }
    guard !safe else { return "lang-" + name }
    // A folder name that is not a plain name gets an id from its bytes: unique, stable, and
    // never equal to a plain name's (a dot, which plain names lack).
    return "lang."
      + name.utf8.map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  private func appendHeader(to out: inout HTMLWriter, name: String) {
    let summary = audit.summary
    out.raw("<header class=\"top\">\n<h1>")
    out.text(name)
    out.raw(" <span>translation review</span></h1>\n<p class=\"facts\"><code>")
    out.text(audit.bundle)
    out.raw("</code> · development language <b>")
    out.text(development.coverage.lproj)
    out.raw("</b> · ")
    out.text(AuditMessage.count(audit.languages.count, "language"))
    out.raw(" · ")
    out.text(AuditMessage.count(pages.count, "page"))
    out.raw(" · <span class=\"sev-error\">")
    out.text(AuditMessage.count(summary.errors, "error"))
    out.raw("</span>, <span class=\"sev-warning\">")
    out.text(AuditMessage.count(summary.warnings, "warning"))
    out.raw("</span>, <span class=\"sev-note\">")
    out.text(AuditMessage.count(summary.notes, "note"))
    out.raw("</span></p>\n<nav class=\"toc\"><a href=\"#overview\">Overview</a><a href=\"#pages\">Pages</a>")
    out.raw("<a href=\"#bundle-findings\">Bundle findings</a></nav>\n</header>\n")
  }

  private func appendOverview(to out: inout HTMLWriter) {
    out.raw("<section id=\"overview\" class=\"panel\">\n<h2>Coverage</h2>\n")
    out.raw(
      "<p class=\"hint\">Required strings per language, lowest coverage first. Pick a bar to see that language's pages.</p>\n"
    )
    CoverageChart(languages: byCoverage, anchor: Self.anchor).append(to: &out)
    out.raw("<ul class=\"legend\"><li><i class=\"sw translated\"></i>translated</li>")
    out.raw("<li><i class=\"sw untranslated\"></i>untranslated (same as the development language)</li>")
    out.raw(
      "<li><i class=\"sw missing\"></i>missing (the Settings app shows the raw key or another language)</li></ul>\n")
    out.raw("<h2>Findings by kind</h2>\n")
    appendKindCounts(to: &out)
    out.raw("</section>\n")
  }

  /// The pages panel: one grid, three columns (development, chosen, pseudo), a row per page.
  /// The development and pseudo screens are written once; each language's section holds only
  /// its own screens and findings, placed into the middle column (`display: contents`).
  private func appendLanguages(to out: inout HTMLWriter) {
    let chosen = defaultLanguage
    out.raw("<section id=\"pages\" class=\"panel\">\n<h2>Pages in every language</h2>\n")
    out.raw(
      "<p class=\"hint\">Each page as the Settings app draws it on a 320-point-wide iPhone: the development language, ")
    out.raw("the chosen language, and a pseudo-localization that shows where longer text is cut. ")
    out.raw("<mark class=\"raw\">Yellow</mark> text is shown raw (the table lacks it); ")
    out.raw("<mark class=\"untranslated\">blue</mark> text is untranslated (the development language's words).</p>\n")
    out.raw("<nav class=\"picker\" aria-label=\"Languages\">\n")
    for review in allLanguages {
      out.raw("<a href=\"#")
      out.raw(Self.anchor(review))
      out.raw("\" class=\"")
      out.raw(ReviewStyle.coverageClass(review))
      out.raw("\"><b>")
      out.text(review.coverage.lproj)
      out.raw("</b> ")
      out.text(review.coverage.isDevelopment ? "development" : review.coverage.percentText)
      out.raw("</a>\n")
    }
    out.raw("<a href=\"#all\" class=\"all\">all languages</a>\n</nav>\n<span id=\"all\"></span>\n")
    out.raw("<div class=\"review\">\n")
    for (index, name) in pages.enumerated() {
      out.raw("<h4 class=\"page-title\" style=\"grid-area: \(2 + 2 * index) / 1 / auto / -1\">")
      out.text(name)
      out.raw("</h4>\n")
      if let page = development.pages.first(where: { $0.page == name }) {
        appendColumn(
          page, caption: development.coverage.lproj, detail: "development", area: "\(3 + 2 * index) / 1", notes: false,
          to: &out)
      }
      if let page = pseudo.first(where: { $0.page == name }) {
        appendColumn(
          page, caption: "pseudo", detail: "where long text is cut", area: "\(3 + 2 * index) / 3", notes: false,
          to: &out)
      }
    }
    // The default section comes last, so that `:target ~ .default` can hide it without a script.
    let findings = findingsByLanguage()
    for review in allLanguages where review.coverage.lproj != chosen.coverage.lproj {
      appendLanguage(review, isDefault: false, findings: findings[review.coverage.lproj] ?? [], to: &out)
    }
    appendLanguage(chosen, isDefault: true, findings: findings[chosen.coverage.lproj] ?? [], to: &out)
    out.raw("</div>\n</section>\n")
  }

  /// A language's section: an anchor the picker links to (a box the browser can scroll to), the
  /// heading, a screen per page in the middle column, the findings below (`findings`, the language's).
  private func appendLanguage(_ review: LanguageReview, isDefault: Bool, findings: [Finding], to out: inout HTMLWriter)
  {
    let row = review.coverage
    out.raw("<a class=\"anchor\" id=\"")
    out.raw(Self.anchor(review))
    out.raw("\"></a><section class=\"language")
    if isDefault { out.raw(" default") }
    out.raw("\" data-lproj=\"")
    out.text(row.lproj)
    out.raw("\" lang=\"")
    out.text(row.locale)
    out.raw("\">\n<header class=\"language-head\">\n<h3>")
    let names = LanguageNames.of(row.locale)
    out.text(names.native ?? row.lproj)
    out.raw(" <small lang=\"en\">")
    if let english = names.english, english != names.native {
      out.text(english)
      out.raw(" · ")
    }
    out.text(row.lproj)
    out.raw(".lproj · ")
    out.text(row.locale)
    if review.direction == .rightToLeft { out.raw(" · right to left") }
    out.raw("</small></h3>\n<p class=\"stats\" lang=\"en\">")
    if row.isDevelopment {
      out.raw("The development language: the reference for every other language.")
    } else {
      out.text(row.percentText)
      // Counts in colour only when there is something to fix.
      out.raw(row.missing > 0 ? " covered · <span class=\"n-missing\">" : " covered · <span>")
      out.number(row.missing)
      out.raw(
        review.untranslated > 0 ? " missing</span> · <span class=\"n-untranslated\">" : " missing</span> · <span>")
      out.number(review.untranslated)
      out.raw(" untranslated</span> · ")
      out.number(row.stale)
      out.raw(" stale")
    }
    out.raw("</p>\n")
    RenderedPage.appendNotes(review.notes, to: &out)
    out.raw("</header>\n")
    for page in review.pages {
      guard let index = pages.firstIndex(of: page.page) else { continue }
      var detail = row.isDevelopment ? "development" : "chosen"
      if let table = page.table {
        detail += " · \(table).strings from " + (page.lproj.map { $0 + ".lproj" } ?? "no folder")
      }
      appendColumn(page, caption: row.lproj, detail: detail, area: "\(3 + 2 * index) / 2", notes: true, to: &out)
    }
    out.raw(
      "<div class=\"language-findings\" lang=\"en\" style=\"grid-area: \(2 + 2 * pages.count) / 1 / auto / -1\">\n")
    appendFindings(findings, of: review, to: &out)
    out.raw("</div>\n</section>\n")
  }

  private func appendColumn(
    _ page: RenderedPage, caption: String, detail: String, area: String, notes: Bool, to out: inout HTMLWriter
  ) {
    out.raw("<figure class=\"column\" style=\"grid-area: ")
    out.raw(area)
    out.raw("\">\n<figcaption lang=\"en\"><b>")
    out.text(caption)
    out.raw("</b> ")
    out.text(detail)
    let counts = page.counts
    if counts.raw > 0 {
      out.raw(" · <span class=\"n-raw\">")
      out.number(counts.raw)
      out.raw(" raw</span>")
    }
    if counts.untranslated > 0 {
      out.raw(" · <span class=\"n-untranslated\">")
      out.number(counts.untranslated)
      out.raw(" untranslated</span>")
    }
    out.raw("</figcaption>\n<div class=\"screen\" lang=\"")
    out.text(page.language)
    out.raw("\" dir=\"")
    out.raw(page.direction.rawValue)
    out.raw("\">\n")
    page.appendScreen(to: &out, tooltips: false)
    out.raw("</div>\n")
    // The raw and untranslated strings are the language's findings, listed once below the
    // pages; the notes (a table that does not load, elements not shown) are the page's own.
    if notes { RenderedPage.appendNotes(page.notes, to: &out) }
    out.raw("</figure>\n")
  }
}

/// A language's name in itself and in English, from the system's locale data.
enum LanguageNames {
  /// `("Deutsch", "German")` for `de`; nil parts when the tag is unknown.
  static func of(_ tag: String) -> (native: String?, english: String?) {
    let english = Locale(identifier: "en").localizedString(forIdentifier: tag)
    let native = Locale(identifier: tag).localizedString(forIdentifier: tag)
    func usable(_ name: String?) -> String? {
      guard let name, !name.isEmpty, name != tag else { return nil }
      return name
    }
    // Some languages write their own name in lower case (français); a heading starts with a capital.
    let capitalized = usable(native).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return (capitalized ?? usable(english), usable(english))
  }
}
