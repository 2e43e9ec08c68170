import ByteCore
import StringsFormat

extension RenderedPage {
  /// The narrowest page the text layout draws.
  public static let minimumTextWidth = 24

  /// The marker after a string shown raw.
  public static let rawMarker = "*"

  /// The marker after a string shown in the development language's words.
  public static let untranslatedMarker = "†"

  /// The page as text for a terminal `width` columns wide: grouped boxes, titles on the leading
  /// edge and values on the trailing edge (mirrored right to left), a multi-value's choices under
  /// it, raw and untranslated strings marked differently and counted.
  public func text(width: Int) -> String {
    let width = max(width, Self.minimumTextWidth)
    let layout = TextLayout(width: width, rtl: direction == .rightToLeft)
    var lines = layout.paragraph(PrintableText.escapingControls(header), indent: 0, forceLeft: true)
    lines += layout.navigation(back: backTitle.map(Self.display), title: title.map(Self.display))
    for group in groups {
      lines.append("")
      if let title = group.title { lines += layout.paragraph(Self.display(title), indent: 2) }
      if !group.rows.isEmpty { lines += layout.box(group.rows.map { layout.row($0) }) }
      if let footer = group.footer { lines += layout.paragraph(Self.display(footer), indent: 2) }
    }
    lines.append("")
    lines += layout.paragraph(rawSummary(marked: "marked \(Self.rawMarker)"), indent: 0, forceLeft: true)
    for raw in rawStrings {
      lines += layout.paragraph(
        "\(Self.rawMarker) \"\(PrintableText.visible(raw.key, quotes: true))\": \(PrintableText.escapingControls(raw.reason))",
        indent: 2,
        forceLeft: true)
    }
    if let summary = untranslatedSummary(marked: "marked \(Self.untranslatedMarker)") {
      lines += layout.paragraph(summary, indent: 0, forceLeft: true)
      // Strings untranslated for one reason (a whole table read from the development language)
      // are listed under it once.
      var reasons: [String] = []
      for item in untranslatedStrings where !reasons.contains(item.reason) { reasons.append(item.reason) }
      for reason in reasons {
        lines += layout.paragraph(PrintableText.escapingControls(reason) + ":", indent: 2, forceLeft: true)
        for item in untranslatedStrings where item.reason == reason {
          lines += layout.paragraph(
            "\(Self.untranslatedMarker) \"\(PrintableText.visible(item.key, quotes: true))\"", indent: 4,
            forceLeft: true)
        }
      }
    }
    for note in notes {
      lines += layout.paragraph("note: \(PrintableText.escapingControls(note))", indent: 0, forceLeft: true)
    }
    return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
  }

  /// The line above the page: page, languages, folders.
  var header: String {
    var parts = [page]
    let languages = preferences.joined(separator: ", ")
    parts.append("\(languages) → \(matchedLproj.map { "\($0).lproj" } ?? "no lproj")")
    if let table {
      parts.append("\(table).strings from " + (lproj.map { "\($0).lproj" } ?? "no lproj"))
    } else {
      parts.append("no StringsTable")
    }
    parts.append(language)
    return parts.joined(separator: " · ")
  }

  /// `N raw strings` under the page, saying how they are `marked`.
  func rawSummary(marked: String) -> String {
    let count = rawCount
    if count == 0 { return "0 raw strings" }
    return "\(count) raw string\(count == 1 ? "" : "s") (\(marked), shown as written because the table lacks them):"
  }

  /// `N untranslated strings` under the page, saying how they are `marked`; nil when there are none.
  func untranslatedSummary(marked: String) -> String? {
    let count = counts.untranslated
    if count == 0 { return nil }
    return "\(count) untranslated string\(count == 1 ? "" : "s") (\(marked), the same as the development language's):"
  }

  /// The text of a shown string, invisible characters shown (`PrintableText.visible`), with the raw
  /// or untranslated marker.
  static func display(_ string: ShownString) -> String {
    let text = PrintableText.visible(string.text, lineBreaks: true)
    return switch string.state {
    case .translated: text
    case .raw: text + rawMarker
    case .untranslated: text + untranslatedMarker
    }
  }
}

/// Lines of a fixed width, mirrored for right-to-left pages.
private struct TextLayout {
  let width: Int
  let rtl: Bool

  /// Columns inside a box: `│ ` and ` │` take four.
  var inner: Int { width - 4 }

  /// Wrapped text, indented from the leading edge.
  func paragraph(_ text: String, indent: Int, forceLeft: Bool = false) -> [String] {
    TextWidth.wrap(text, width: width - 2 * indent).map { line in
      let margin = String(repeating: " ", count: indent)
      return rtl && !forceLeft ? TextWidth.pad(line + margin, to: width, alignRight: true) : margin + line
    }
  }

  /// The navigation bar: the back button on the leading edge, the title centred.
  func navigation(back: String?, title: String?) -> [String] {
    let backText = back.map { rtl ? "\($0) ›" : "‹ \($0)" } ?? (title == nil ? nil : (rtl ? "›" : "‹"))
    guard backText != nil || title != nil else { return [] }
    let backWidth = backText.map { TextWidth.width(of: $0) } ?? 0
    let titleLines = title.map { TextWidth.wrap(TextWidth.singleLine($0), width: width) } ?? []
    var lines: [String] = []
    if let first = titleLines.first, titleLines.count == 1 {
      let titleWidth = TextWidth.width(of: first)
      let start = (width - titleWidth) / 2
      if start > backWidth + 1 {
        let left = rtl ? "" : backText ?? ""
        var line = TextWidth.pad(left, to: start) + first
        if rtl, let backText { line = TextWidth.pad(line, to: width - backWidth) + backText }
        return [line]
      }
    }
    if let backText { lines.append(rtl ? TextWidth.pad(backText, to: width, alignRight: true) : backText) }
    for line in titleLines {
      let start = (width - TextWidth.width(of: line)) / 2
      lines.append(String(repeating: " ", count: max(0, start)) + line)
    }
    return lines
  }

  /// Rows inside a rounded box.
  func box(_ rows: [[String]]) -> [String] {
    let rule = String(repeating: "─", count: width - 2)
    var lines = ["╭" + rule + "╮"]
    for row in rows {
      for line in row { lines.append("│ " + TextWidth.pad(line, to: inner) + " │") }
    }
    lines.append("╰" + rule + "╯")
    return lines
  }

  /// A row's lines, each `inner` columns or less.
  func row(_ row: RenderedRow) -> [String] {
    let chevron = rtl ? "‹" : "›"
    let title = row.title.map { TextWidth.singleLine(RenderedPage.display($0)) } ?? ""
    let value = row.value.map { TextWidth.singleLine(RenderedPage.display($0)) } ?? ""
    switch row.control {
    case .slider(let minimum, let maximum, let current):
      return [slider(minimum: minimum, maximum: maximum, value: current)]
    case .multiValue:
      var lines = edges(leading: title, trailing: value.isEmpty ? chevron : trailingPair(value, chevron))
      for (index, choice) in (row.choices ?? []).enumerated() {
        lines += self.choice(RenderedPage.display(choice), selected: index == row.selected)
      }
      return lines
    case .childPane:
      return edges(leading: title, trailing: chevron)
    case .button(let centered, let hasChevron):
      let trailing = hasChevron ? (value.isEmpty ? chevron : trailingPair(value, chevron)) : value
      guard centered, trailing.isEmpty else { return edges(leading: title, trailing: trailing) }
      return TextWidth.wrap(title, width: inner).map { line in
        String(repeating: " ", count: max(0, inner - TextWidth.width(of: line)) / 2) + line
      }
    case .textField where title.isEmpty:
      return edges(leading: value, trailing: "")
    case .toggle(let isOn):
      return edges(leading: title, trailing: trailingPair(value, isOn ? "●" : "○"))
    case .textField, .titleValue, .radioOption:
      return edges(leading: title, trailing: value)
    }
  }

  /// A choice of a multi-value, indented under its row, checked when selected.
  private func choice(_ text: String, selected: Bool) -> [String] {
    let mark = selected ? "✓" : " "
    return TextWidth.wrap(text, width: inner - 4).enumerated().map { index, line in
      let prefix = index == 0 ? "  \(mark) " : "    "
      return rtl ? TextWidth.pad(line + String(prefix.reversed()), to: inner, alignRight: true) : prefix + line
    }
  }

  /// A value and the mark beside it, the mark outermost.
  private func trailingPair(_ value: String, _ mark: String) -> String {
    rtl ? "\(mark) \(value)" : "\(value) \(mark)"
  }

  /// Leading text on the leading edge and trailing text on the trailing edge, wrapped.
  func edges(leading: String, trailing: String) -> [String] {
    let trailingWidth = TextWidth.width(of: trailing)
    let gap = trailingWidth > 0 ? 2 : 0
    var lines = TextWidth.wrap(leading, width: inner)
    let lastWidth = TextWidth.width(of: lines.last ?? "")
    if lastWidth + gap + trailingWidth <= inner {
      let last = lines.removeLast()
      lines.append(join(last, trailing))
      return lines.map { align($0) }
    }
    let valueLines = TextWidth.wrap(trailing, width: inner).map { join("", $0) }
    return lines.map { align($0) } + valueLines
  }

  /// One line with `leading` and `trailing` at the two edges of `inner` columns.
  private func join(_ leading: String, _ trailing: String) -> String {
    let fill = String(
      repeating: " ", count: max(0, inner - TextWidth.width(of: leading) - TextWidth.width(of: trailing)))
    return rtl ? trailing + fill + leading : leading + fill + trailing
  }

  private func align(_ line: String) -> String {
    rtl ? TextWidth.pad(line, to: inner, alignRight: true) : line
  }

  /// `min ━━━━●───── max`, the minimum on the leading edge.
  func slider(minimum: Double, maximum: Double, value: Double) -> String {
    let low = PlistValue.format(minimum)
    let high = PlistValue.format(maximum)
    let bar = max(3, inner - TextWidth.width(of: low) - TextWidth.width(of: high) - 2)
    let fraction = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
    let knob = Int((fraction * Double(bar - 1)).rounded())
    let filled = String(repeating: "━", count: knob)
    let empty = String(repeating: "─", count: bar - 1 - knob)
    return rtl ? "\(high) \(empty)●\(filled) \(low)" : "\(low) \(filled)●\(empty) \(high)"
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trailingSpacesRemoved: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
