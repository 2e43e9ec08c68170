import StringsFormat

extension RenderedPage {
  /// The page in the `render --format json` contract (DESIGN.md): `{"version": 1, "page", "lproj",
  /// "language", "title"?: Text, "groups": [{"title"?: Text, "footer"?: Text, "rows": [{"type",
  /// "key"?, "title"?: Text, "value"?: str, "choices"?: [Text], "selected"?: int}]}], "counts":
  /// {"raw", "untranslated"}}`, where Text is `{"text", "key", "state"}`.
  public func json() -> String {
    func string(_ text: String) -> String { TableJSON.string(text) }
    var out = "{\n"
    out += "  \"version\": 1,\n"
    out += "  \"page\": \(string(page)),\n"
    out += "  \"lproj\": \(lproj.map(string) ?? "null"),\n"
    out += "  \"language\": \(string(language)),\n"
    if let title { out += "  \"title\": \(Self.json(title)),\n" }
    if groups.isEmpty {
      out += "  \"groups\": [],\n"
    } else {
      out += "  \"groups\": [\n"
      out += groups.map { group in
        var fields: [String] = []
        if let title = group.title { fields.append("      \"title\": \(Self.json(title))") }
        if let footer = group.footer { fields.append("      \"footer\": \(Self.json(footer))") }
        let rows = group.rows.map { row in
          var items = ["\"type\": \(string(row.type))"]
          if let key = row.key { items.append("\"key\": \(string(key))") }
          if let title = row.title { items.append("\"title\": \(Self.json(title))") }
          if let value = row.value { items.append("\"value\": \(string(value.text))") }
          if let choices = row.choices { items.append("\"choices\": [" + choices.map(Self.json).joined(separator: ", ") + "]") }
          if let selected = row.selected { items.append("\"selected\": \(selected)") }
          return "        {" + items.joined(separator: ", ") + "}"
        }
        fields.append(rows.isEmpty ? "      \"rows\": []" : "      \"rows\": [\n" + rows.joined(separator: ",\n") + "\n      ]")
        return "    {\n" + fields.joined(separator: ",\n") + "\n    }"
      }.joined(separator: ",\n")
      out += "\n  ],\n"
    }
    out += "  \"counts\": {\"raw\": \(counts.raw), \"untranslated\": \(counts.untranslated)}\n}\n"
    return out
  }

  /// A shown string as a Text object: `{"text", "key", "state"}` (`key` absent for chrome text).
  private static func json(_ shown: ShownString) -> String {
    var items = ["\"text\": \(TableJSON.string(shown.text))"]
    if let key = shown.key { items.append("\"key\": \(TableJSON.string(key))") }
    items.append("\"state\": \"\(shown.state.rawValue)\"")
    return "{" + items.joined(separator: ", ") + "}"
  }
}
