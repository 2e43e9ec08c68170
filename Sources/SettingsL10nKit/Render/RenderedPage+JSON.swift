import StringsFormat

extension RenderedPage {
  /// The page in the `render --format json` contract: `{"page", "lproj", "language", "groups":
  /// [{"title"?, "footer"?, "rows": [{"type", "key"?, "title"?, "value"?, "raw"}]}]}`.
  public func json() -> String {
    func string(_ text: String) -> String { TableJSON.string(text) }
    var out = "{\n"
    out += "  \"page\": \(string(page)),\n"
    out += "  \"lproj\": \(lproj.map(string) ?? "null"),\n"
    out += "  \"language\": \(string(language)),\n"
    if groups.isEmpty { return out + "  \"groups\": []\n}\n" }
    out += "  \"groups\": [\n"
    out += groups.map { group in
      var fields: [String] = []
      if let title = group.title { fields.append("      \"title\": \(string(title.text))") }
      if let footer = group.footer { fields.append("      \"footer\": \(string(footer.text))") }
      let rows = group.rows.map { row in
        var items = ["\"type\": \(string(row.type))"]
        if let key = row.key { items.append("\"key\": \(string(key))") }
        if let title = row.title { items.append("\"title\": \(string(title.text))") }
        if let value = row.value { items.append("\"value\": \(string(value.text))") }
        items.append("\"raw\": \(row.raw)")
        return "        {" + items.joined(separator: ", ") + "}"
      }
      fields.append(rows.isEmpty ? "      \"rows\": []" : "      \"rows\": [\n" + rows.joined(separator: ",\n") + "\n      ]")
      return "    {\n" + fields.joined(separator: ",\n") + "\n    }"
    }.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    return out
  }
}
