extension RenderedPage {
  /// The page as one self-contained HTML file styled like the Settings app's grouped list,
  /// with `dir="rtl"` for right-to-left pages, a multi-value's choices listed under it, and raw
  /// and untranslated strings highlighted differently.
  public func html() -> String {
    let dir = direction.rawValue
    var body = ""
    body += "<p class=\"meta\" dir=\"ltr\">\(Self.escape(header))</p>\n"
    if backTitle != nil || title != nil {
      body += "<nav class=\"nav\">"
      if let back = backTitle { body += "<span class=\"back\"><span class=\"chevron-back\">‹</span>\(Self.html(back))</span>" }
      if let title { body += "<span class=\"title\">\(Self.html(title))</span>" }
      body += "</nav>\n"
    }
    for group in groups {
      body += "<section>\n"
      if let title = group.title { body += "<h2 class=\"header\">\(Self.html(title))</h2>\n" }
      if !group.rows.isEmpty {
        body += "<div class=\"group\">\n"
        for row in group.rows { body += Self.html(row) + "\n" }
        body += "</div>\n"
      }
      if let footer = group.footer { body += "<p class=\"footer\">\(Self.html(footer))</p>\n" }
      body += "</section>\n"
    }
    body += "<div class=\"summary\" dir=\"ltr\">\n<p>\(Self.escape(rawSummary(marked: "highlighted")))</p>\n"
    if !rawStrings.isEmpty {
      body += "<ul>\n"
      for raw in rawStrings {
        body += "<li><code>\(Self.escape(raw.key))</code>: \(Self.escape(raw.reason))</li>\n"
      }
      body += "</ul>\n"
    }
    if let summary = untranslatedSummary(marked: "highlighted") {
      body += "<p>\(Self.escape(summary))</p>\n<ul>\n"
      for item in untranslatedStrings {
        body += "<li><code>\(Self.escape(item.key))</code>: \(Self.escape(item.reason))</li>\n"
      }
      body += "</ul>\n"
    }
    for note in notes { body += "<p class=\"note\">note: \(Self.escape(note))</p>\n" }
    body += "</div>\n"
    return """
      <!DOCTYPE html>
      <html lang="\(Self.escape(language))" dir="\(dir)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Self.escape(page)) · \(Self.escape(language))</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      <main class="screen">
      \(body)</main>
      </body>
      </html>

      """
  }

  private static func html(_ row: RenderedRow) -> String {
    let title = row.title.map { "<span class=\"label\">\(html($0))</span>" } ?? ""
    let value = row.value.map { "<span class=\"value\">\(html($0))</span>" } ?? ""
    let chevron = "<span class=\"chevron\" aria-hidden=\"true\">›</span>"
    let inner: String
    switch row.control {
    case .toggle(let isOn):
      let state = row.value.map { escape($0.text) } ?? ""
      inner = title + "<span class=\"switch\(isOn ? " on" : "")\" role=\"switch\" aria-checked=\"\(isOn)\" title=\"\(state)\"></span>"
    case .slider(let minimum, let maximum, let current):
      let percent = maximum > minimum ? (current - minimum) / (maximum - minimum) * 100 : 0
      let p = PlistValue.format((percent * 10).rounded() / 10)
      inner =
        "<span class=\"slider\" role=\"slider\" aria-valuemin=\"\(PlistValue.format(minimum))\" aria-valuemax=\"\(PlistValue.format(maximum))\" aria-valuenow=\"\(PlistValue.format(current))\">"
        + "<span class=\"track\"><span class=\"fill\" style=\"width: \(p)%\"></span><span class=\"thumb\" style=\"inset-inline-start: \(p)%\"></span></span></span>"
    case .textField(let secure):
      let field = row.value.map { "<span class=\"field\(secure ? " secure" : "")\">\(html($0))</span>" } ?? "<span class=\"field\"></span>"
      inner = title + field
    case .titleValue:
      inner = title + value
    case .multiValue:
      inner = title + value + chevron
    case .radioOption(let selected):
      inner = title + (selected ? "<span class=\"check\" aria-label=\"selected\">✓</span>" : "")
    case .childPane:
      inner = title + chevron
    }
    let key = row.key.map { " data-key=\"\(escape($0))\"" } ?? ""
    var out = "<div class=\"row\" data-type=\"\(escape(row.type))\"\(key)>\(inner)</div>"
    if let choices = row.choices, !choices.isEmpty {
      out += "\n<ul class=\"choices\" aria-label=\"choices\">"
      for (index, choice) in choices.enumerated() {
        let selected = index == row.selected
        out += "<li\(selected ? " class=\"selected\"" : "")>\(html(choice))"
        if selected { out += "<span class=\"check\" aria-label=\"selected\">✓</span>" }
        out += "</li>"
      }
      out += "</ul>"
    }
    return out
  }

  private static func html(_ string: ShownString) -> String {
    switch string.state {
    case .translated:
      escape(string.text)
    case .raw:
      "<mark class=\"raw\" title=\"shown raw: the table lacks this string\">\(escape(string.text))</mark>"
    case .untranslated:
      "<mark class=\"untranslated\" title=\"untranslated: the same as the development language's\">\(escape(string.text))</mark>"
    }
  }

  /// Text with `&`, `<`, `>` and quotes escaped.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  private static let css = """
    :root { color-scheme: light; }
    body { margin: 0; background: #f2f2f7; color: #000;
      font: 17px/1.3 -apple-system, "SF Pro Text", "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
    .screen { max-width: 430px; margin: 0 auto; padding: 8px 0 32px; }
    .meta { margin: 4px 16px 8px; font-size: 11px; color: #8e8e93; }
    .nav { position: relative; display: flex; align-items: center; min-height: 44px; padding: 0 8px; }
    .back { color: #007aff; display: inline-flex; align-items: center; gap: 4px; }
    .chevron-back { font-size: 28px; line-height: 1; }
    [dir="rtl"] .chevron-back, [dir="rtl"] .chevron { display: inline-block; transform: scaleX(-1); }
    .title { position: absolute; left: 25%; right: 25%; text-align: center; font-weight: 600; }
    section { margin-top: 28px; }
    .header { margin: 0 32px 7px; font-size: 13px; font-weight: 400; color: #6d6d72; text-transform: uppercase; }
    .group { background: #fff; margin: 0 16px; border-radius: 10px; overflow: hidden; }
    .row { position: relative; display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 0 16px; }
    .row + .row::before { content: ""; position: absolute; top: 0; inset-inline-start: 16px; inset-inline-end: 0;
      border-top: 1px solid #c6c6c8; }
    .label { flex: 1 1 auto; padding: 11px 0; overflow-wrap: anywhere; }
    .value { flex: 0 1 auto; color: #8a8a8e; text-align: end; overflow-wrap: anywhere; }
    .field { flex: 1 1 40%; color: #3c3c43; text-align: end; overflow-wrap: anywhere; }
    .field.secure { letter-spacing: 2px; }
    .chevron { color: #c4c4c7; font-size: 22px; font-weight: 600; }
    .check { color: #007aff; font-weight: 700; }
    .switch { flex: none; position: relative; width: 51px; height: 31px; border-radius: 16px; background: #e9e9eb; }
    .switch.on { background: #34c759; }
    .switch::after { content: ""; position: absolute; top: 2px; inset-inline-start: 2px; width: 27px; height: 27px;
      border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25); }
    .switch.on::after { inset-inline-start: 22px; }
    .slider { flex: 1; display: flex; align-items: center; min-height: 44px; }
    .track { position: relative; flex: 1; height: 4px; border-radius: 2px; background: #e5e5ea; }
    .fill { position: absolute; inset-inline-start: 0; top: 0; bottom: 0; border-radius: 2px; background: #007aff; }
    .thumb { position: absolute; top: -12px; width: 28px; height: 28px; margin-inline-start: -14px; border-radius: 50%;
      background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
    .footer { margin: 7px 32px 0; font-size: 13px; color: #6d6d72; white-space: pre-line; }
    mark.raw { background: #fff1b8; color: inherit; outline: 1px dashed #d4a000; border-radius: 2px; }
    mark.untranslated { background: #e3ecff; color: inherit; text-decoration: underline wavy #3a6fd8;
      text-underline-offset: 3px; border-radius: 2px; }
    .choices { list-style: none; margin: 0; padding: 0 16px 8px 40px; font-size: 15px; color: #3c3c43; }
    .choices li { display: flex; justify-content: space-between; padding: 4px 0; }
    .summary { margin: 32px 16px 0; font-size: 13px; color: #6d6d72; }
    .summary ul { margin: 4px 0; padding-inline-start: 20px; }
    .note { color: #a05a00; }
    """
}
