import TextSyntax

extension RenderedPage {
  /// The page as one self-contained HTML file styled like the Settings app's grouped list,
  /// with `dir="rtl"` for right-to-left pages, a multi-value's choices listed under it, and raw
  /// and untranslated strings highlighted differently.
  public func html() -> String { html(showingKeys: false) }

  /// `html()`, each shown string followed by its key when `showingKeys` (an `.xcloc`'s Notes).
  func html(showingKeys: Bool) -> String {
    var out = HTMLWriter(capacity: 16_384)
    out.showsKeys = showingKeys
    out.documentStart(
      language: language, direction: direction, title: "\(page) · \(language)", styles: [Self.pageCSS, Self.screenCSS])
    out.raw("<main class=\"screen\">\n<p class=\"meta\" dir=\"ltr\">")
    out.text(header)
    out.raw("</p>\n")
    appendScreen(to: &out)
    appendSummary(to: &out)
    out.raw("</main>\n</body>\n</html>\n")
    return out.string
  }

  /// The navigation bar and the groups as the Settings app draws them: the markup `render`'s
  /// page and each screen of the review report share. With `tooltips`, a marked string says
  /// why when hovered (the report, with thousands of them, leaves that to its legend).
  func appendScreen(to out: inout HTMLWriter, tooltips: Bool = true) {
    if backTitle != nil || title != nil {
      out.raw("<nav class=\"nav\">")
      if let back = backTitle {
        out.raw("<span class=\"back\"><span class=\"chevron-back\">‹</span>")
        Self.append(back, tooltips: tooltips, to: &out)
        out.raw("</span>")
      }
      if let title {
        out.raw("<span class=\"title\">")
        Self.append(title, tooltips: tooltips, to: &out)
        out.raw("</span>")
      }
      out.raw("</nav>\n")
    }
    for group in groups {
      out.raw("<section>\n")
      if let title = group.title {
        out.raw("<h2 class=\"header\">")
        Self.append(title, tooltips: tooltips, to: &out)
        out.raw("</h2>\n")
      }
      if !group.rows.isEmpty {
        out.raw("<div class=\"group\">\n")
        for row in group.rows { Self.append(row, tooltips: tooltips, to: &out) }
        out.raw("</div>\n")
      }
      if let footer = group.footer {
        out.raw("<p class=\"footer\">")
        Self.append(footer, tooltips: tooltips, to: &out)
        out.raw("</p>\n")
      }
      out.raw("</section>\n")
    }
  }

  /// The count of raw strings and of untranslated strings, each with its reason, and the notes.
  func appendSummary(to out: inout HTMLWriter) {
    out.raw("<div class=\"summary\" dir=\"ltr\">\n<p>")
    out.text(rawSummary(marked: "highlighted"))
    out.raw("</p>\n")
    Self.appendList(rawStrings.map { ($0.key, $0.reason) }, to: &out)
    if let summary = untranslatedSummary(marked: "highlighted") {
      out.raw("<p>")
      out.text(summary)
      out.raw("</p>\n")
      Self.appendList(untranslatedStrings.map { ($0.key, $0.reason) }, to: &out)
    }
    Self.appendNotes(notes, to: &out)
    out.raw("</div>\n")
  }

  /// Keys, each with why it is listed.
  private static func appendList(_ items: [(key: String, reason: String)], to out: inout HTMLWriter) {
    guard !items.isEmpty else { return }
    out.raw("<ul>\n")
    for item in items {
      out.raw("<li><code>")
      out.text(item.key)
      out.raw("</code>: ")
      out.text(item.reason)
      out.raw("</li>\n")
    }
    out.raw("</ul>\n")
  }

  /// Notes for a reviewer, in English whatever the page's language.
  static func appendNotes(_ notes: [String], to out: inout HTMLWriter) {
    for note in notes {
      out.raw("<p class=\"note\" lang=\"en\">note: ")
      out.text(note)
      out.raw("</p>\n")
    }
  }

  private static func append(_ row: RenderedRow, tooltips: Bool, to out: inout HTMLWriter) {
    out.raw("<div class=\"row\" data-type=\"")
    out.text(row.type)
    if let key = row.key {
      out.raw("\" data-key=\"")
      out.text(key)
    }
    out.raw("\">")
    func title() {
      guard let shown = row.title else { return }
      out.raw("<span class=\"label\">")
      append(shown, tooltips: tooltips, to: &out)
      out.raw("</span>")
    }
    func value() {
      guard let shown = row.value else { return }
      out.raw("<span class=\"value\">")
      append(shown, tooltips: tooltips, to: &out)
      out.raw("</span>")
    }
    let chevron: StaticString = "<span class=\"chevron\" aria-hidden=\"true\">›</span>"
    switch row.control {
    case .toggle(let isOn):
      title()
      out.raw(
        isOn
          ? "<span class=\"switch on\" role=\"switch\" aria-checked=\"true\" title=\""
          : "<span class=\"switch\" role=\"switch\" aria-checked=\"false\" title=\"")
      if let state = row.value { out.text(state.text) }
      out.raw("\"></span>")
    case .slider(let minimum, let maximum, let current):
      let percent = maximum > minimum ? (current - minimum) / (maximum - minimum) * 100 : 0
      let p = PlistValue.format((percent * 10).rounded() / 10)
      out.raw(
        "<span class=\"slider\" role=\"slider\" aria-valuemin=\"\(PlistValue.format(minimum))\" aria-valuemax=\"\(PlistValue.format(maximum))\" aria-valuenow=\"\(PlistValue.format(current))\">"
      )
      out.raw(
        "<span class=\"track\"><span class=\"fill\" style=\"width: \(p)%\"></span><span class=\"thumb\" style=\"inset-inline-start: \(p)%\"></span></span></span>"
      )
    case .textField(let secure):
      title()
      out.raw(secure ? "<span class=\"field secure\">" : "<span class=\"field\">")
      if let shown = row.value { append(shown, tooltips: tooltips, to: &out) }
      out.raw("</span>")
    case .titleValue:
      title()
      value()
    case .multiValue:
      title()
      value()
      out.raw(chevron)
    case .radioOption(let selected):
      title()
      if selected { out.raw("<span class=\"check\" aria-label=\"selected\">✓</span>") }
    case .childPane:
      title()
      out.raw(chevron)
    case .button(let centered, let hasChevron):
      if centered, let shown = row.title {
        // Inline, so that pages without such a row keep the same style sheet.
        out.raw("<span class=\"label\" style=\"text-align: center\">")
        append(shown, tooltips: tooltips, to: &out)
        out.raw("</span>")
      } else {
        title()
      }
      value()
      if hasChevron { out.raw(chevron) }
    }
    out.raw("</div>\n")
    if let choices = row.choices, !choices.isEmpty {
      out.raw("<ul class=\"choices\" aria-label=\"choices\">")
      for (index, choice) in choices.enumerated() {
        let selected = index == row.selected
        out.raw(selected ? "<li class=\"selected\">" : "<li>")
        append(choice, tooltips: tooltips, to: &out)
        if selected { out.raw("<span class=\"check\" aria-label=\"selected\">✓</span>") }
        out.raw("</li>")
      }
      out.raw("</ul>\n")
    }
  }

  /// A shown string, marked when it is raw or untranslated, and its key when the page shows keys.
  private static func append(_ string: ShownString, tooltips: Bool, to out: inout HTMLWriter) {
    defer {
      if out.showsKeys, let key = string.key {
        // Styled in place: the stylesheet every rendered page shares stays as it is.
        out.raw(" <code class=\"key\" lang=\"en\" dir=\"ltr\" style=\"font-size: 11px; color: #8e8e93\">")
        out.text(key)
        out.raw("</code>")
      }
    }
    switch (string.state, tooltips) {
    case (.translated, _):
      return out.text(string.text)
    case (.raw, true):
      out.raw("<mark class=\"raw\" title=\"shown raw: the table lacks this string\">")
    case (.raw, false):
      out.raw("<mark class=\"raw\">")
    case (.untranslated, true):
      out.raw("<mark class=\"untranslated\" title=\"untranslated: the same as the development language's\">")
    case (.untranslated, false):
      out.raw("<mark class=\"untranslated\">")
    }
    out.text(string.text)
    out.raw("</mark>")
  }

  /// The page around the screen in `render`'s own file: background, font, the meta line.
  static let pageCSS: StaticString = """
    :root { color-scheme: light; }
    body { margin: 0; background: #f2f2f7; color: #000;
      font: 17px/1.3 -apple-system, "SF Pro Text", "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
    main.screen { max-width: 430px; margin: 0 auto; padding: 8px 0 32px; }
    .meta { margin: 4px 16px 8px; font-size: 11px; color: #8e8e93; }

    """

  /// The Settings app's look inside a `.screen`: grouped list, rows, switches, sliders; raw
  /// strings highlighted; each string isolated, so a bidi control in one cannot reorder another.
  static let screenCSS: StaticString = """
    .screen .nav { position: relative; display: flex; align-items: center; min-height: 44px; padding: 0 8px; }
    .screen .back { color: #007aff; display: inline-flex; align-items: center; gap: 4px; }
    .screen .chevron-back { font-size: 28px; line-height: 1; }
    [dir="rtl"] .chevron-back, [dir="rtl"] .chevron { display: inline-block; transform: scaleX(-1); }
    .screen .title { position: absolute; left: 25%; right: 25%; text-align: center; font-weight: 600; }
    .screen section { margin-top: 28px; }
    .screen .header { margin: 0 32px 7px; font-size: 13px; font-weight: 400; color: #6d6d72; text-transform: uppercase;
      overflow-wrap: break-word; }
    .screen .group { background: #fff; margin: 0 16px; border-radius: 10px; overflow: hidden; }
    .screen .row { position: relative; display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 0 16px; }
    .screen .row + .row::before { content: ""; position: absolute; top: 0; inset-inline-start: 16px; inset-inline-end: 0;
      border-top: 1px solid #c6c6c8; }
    .screen .label { flex: 1 1 auto; min-width: 0; padding: 11px 0; overflow-wrap: break-word; hyphens: auto; }
    .screen .value { flex: 0 1 auto; min-width: 0; max-width: 60%; color: #8a8a8e; text-align: end; overflow-wrap: break-word; }
    .screen .field { flex: 1 1 40%; min-width: 0; color: #3c3c43; text-align: end; overflow-wrap: break-word; }
    .screen .field.secure { letter-spacing: 2px; }
    .screen .label, .screen .value, .screen .field, .screen .title, .screen .back, .screen mark { unicode-bidi: isolate; }
    .screen .chevron { color: #c4c4c7; font-size: 22px; font-weight: 600; }
    .screen .check { color: #007aff; font-weight: 700; }
    .screen .switch { flex: none; position: relative; width: 51px; height: 31px; border-radius: 16px; background: #e9e9eb; }
    .screen .switch.on { background: #34c759; }
    .screen .switch::after { content: ""; position: absolute; top: 2px; inset-inline-start: 2px; width: 27px; height: 27px;
      border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25); }
    .screen .switch.on::after { inset-inline-start: 22px; }
    .screen .slider { flex: 1; display: flex; align-items: center; min-height: 44px; }
    .screen .track { position: relative; flex: 1; height: 4px; border-radius: 2px; background: #e5e5ea; }
    .screen .fill { position: absolute; inset-inline-start: 0; top: 0; bottom: 0; border-radius: 2px; background: #007aff; }
    .screen .thumb { position: absolute; top: -12px; width: 28px; height: 28px; margin-inline-start: -14px; border-radius: 50%;
      background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
    .screen .footer { margin: 7px 32px 0; font-size: 13px; color: #6d6d72; white-space: pre-line; overflow-wrap: break-word; }
    mark.raw { background: #fff1b8; color: inherit; outline: 1px dashed #d4a000; border-radius: 2px; }
    mark.untranslated { background: #e3ecff; color: inherit; text-decoration: underline wavy #3a6fd8;
      text-underline-offset: 3px; border-radius: 2px; }
    .screen .choices { list-style: none; margin: 0; padding: 0 16px 8px 40px; font-size: 15px; color: #3c3c43; }
    .screen .choices li { display: flex; justify-content: space-between; padding: 4px 0; }
    .summary { margin: 32px 16px 0; font-size: 13px; color: #6d6d72; }
    .summary ul { margin: 4px 0; padding-inline-start: 20px; }
    .summary code { overflow-wrap: anywhere; }
    .note { color: #a05a00; }
    """
}
