import TextSyntax

/// The overview's chart: one horizontal bar per language, translated, untranslated and missing
/// required strings stacked in three colours with their numbers, each bar a link to the
/// language's pages. Inline SVG, so the report needs no image file and no script.
struct CoverageChart {
  /// The languages, in the order drawn.
  var languages: [LanguageReview]
  /// The fragment id of a language's section.
  var anchor: (LanguageReview) -> String

  /// Room for the longest folder name (about 8 points a character in bold 12-point text).
  private var labelWidth: Int {
    let longest = languages.map { $0.coverage.lproj.count }.max() ?? 0
    return min(max(104, longest * 8 + 16), 240)
  }
  private let barWidth = 420
  private let rowHeight = 24
  private let barHeight = 16
  private let top = 24

  func append(to out: inout HTMLWriter) {
    let width = labelWidth + barWidth + 250
    let height = top + languages.count * rowHeight + 8
    out.raw("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"")
    out.number(width)
    out.raw("\" height=\"")
    out.number(height)
    out.raw("\" viewBox=\"0 0 \(width) \(height)\" aria-label=\"Coverage by language\">\n")
    // Grid lines every quarter, labelled at the top.
    for quarter in 0...4 {
      let x = labelWidth + barWidth * quarter / 4
      out.raw("<line class=\"grid\" x1=\"\(x)\" y1=\"\(top - 6)\" x2=\"\(x)\" y2=\"\(height - 4)\"/>")
      out.raw("<text class=\"axis\" x=\"\(x)\" y=\"\(top - 10)\" text-anchor=\"middle\">\(quarter * 25)%</text>\n")
    }
    for (index, review) in languages.enumerated() {
      appendBar(review, y: top + index * rowHeight, to: &out)
    }
    out.raw("</svg>\n")
  }

  private func appendBar(_ review: LanguageReview, y: Int, to out: inout HTMLWriter) {
    let row = review.coverage
    let barY = y + (rowHeight - barHeight) / 2
    let textY = barY + barHeight - 4
    out.raw("<a href=\"#")
    out.raw(anchor(review))
    out.raw("\"><title>")
    out.text(row.lproj)
    out.raw(": ")
    if row.required == 0 {
      out.raw("no required strings")
    } else {
      out.text(
        "\(review.translatedOnly) translated, \(review.untranslated) untranslated, \(row.missing) missing "
          + "of \(row.required) required strings (\(row.percentText) covered)"
      )
    }
    out.raw("</title>\n<text class=\"lang\" x=\"\(labelWidth - 8)\" y=\"\(textY)\" text-anchor=\"end\">")
    out.text(row.lproj)
    out.raw("</text>")
    let segments: [(String, Int)] = [
      ("translated", review.translatedOnly), ("untranslated", review.untranslated), ("missing", row.missing),
    ]
    let total = max(row.required, 1)
    var x = Double(labelWidth)
    if row.required == 0 {
      out.raw("<rect class=\"empty\" x=\"\(labelWidth)\" y=\"\(barY)\" width=\"\(barWidth)\" height=\"\(barHeight)\"/>")
    }
    for (kind, count) in segments where count > 0 {
      let w = Double(barWidth) * Double(count) / Double(total)
      out.raw(
        "<rect class=\"\(kind)\" x=\"\(Self.format(x))\" y=\"\(barY)\" width=\"\(Self.format(w))\" height=\"\(barHeight)\"/>"
      )
      // The number inside its segment when it fits (about 7 points a digit).
      let digits = String(count).count
      if w >= Double(digits * 7 + 6) {
        out.raw(
          "<text class=\"in-\(kind)\" x=\"\(Self.format(x + w / 2))\" y=\"\(textY)\" text-anchor=\"middle\">\(count)</text>"
        )
      }
      x += w
    }
    out.raw("<text class=\"figures\" x=\"\(labelWidth + barWidth + 10)\" y=\"\(textY)\">")
    if row.isDevelopment {
      out.raw("development · \(row.required) required")
    } else {
      out.raw("<tspan class=\"pct\">\(row.percentText)</tspan>")
      if row.missing > 0 { out.raw(" · \(row.missing) missing") }
      if review.untranslated > 0 { out.raw(" · \(review.untranslated) untranslated") }
    }
    out.raw("</text></a>\n")
  }

  /// A coordinate with at most one decimal (`12.5`, `40`).
  static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }
}
