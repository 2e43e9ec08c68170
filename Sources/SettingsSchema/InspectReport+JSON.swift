import StringsFormat
import TextSyntax

extension InspectReport {
  /// The report as a JSON object (members in name order, two-space indentation, the
  /// `"key": value` spacing of every output), ending in a newline: `{"version": 1, "bundle", "findings",
  /// "orphans", "pages": [{"depth", "file", "format"?, "page", "parent"?, "shown"?,
  /// "specifierCount"?, "specifierIndex"?, "state", "stringCount"?, "table"?, "title"?}],
  /// "strings"?, "summary"}`. It cannot fail; `throws` is kept for the callers written when it could.
  public func json() throws -> String {
    var json = JSONWriter()
    json.beginVersionedObject()
    json.member("bundle", bundle)
    json.key("findings")
    json.beginArray()
    for finding in walk.findings { finding.writeJSON(to: &json) }
    json.endArray()
    json.key("orphans")
    json.beginArray()
    for orphan in walk.orphans { json.string(orphan) }
    json.endArray()
    json.key("pages")
    json.beginArray()
    let index = self.index
    for node in walk.nodes { write(node, index, to: &json) }
    json.endArray()
    if includeStrings {
      json.key("strings")
      json.beginArray()
      for string in walk.strings { string.writeJSON(to: &json) }
      json.endArray()
    }
    json.key("summary")
    write(summary, to: &json)
    json.endObject()
    json.endLine()
    return json.text
  }

  /// One node of the page tree; a loaded page's table, format and counts when the node shows it.
  private func write(
    _ node: PageNode, _ index: (pages: [String: Page], counts: [String: Int], shown: Set<String>),
    to json: inout JSONWriter<[UInt8]>
  ) {
    let page = node.state == .expanded || node.state == .repeated ? index.pages[node.page] : nil
    json.beginObject()
    json.member("depth", node.depth)
    json.member("file", node.file)
    json.member("format", page?.format.rawValue)
    json.member("page", node.page)
    json.member("parent", node.parent)
    // False for a page the chosen reader does not show (an `.inApp` page without `--iask`).
    if let page { json.member("shown", index.shown.contains(page.name)) }
    json.member("specifierCount", page?.specifiers.count)
    json.member("specifierIndex", node.specifierIndex)
    json.member("state", node.state.rawValue)
    json.member("stringCount", page.map { index.counts[$0.name] ?? 0 })
    json.member("table", page?.table)
    json.member("title", node.title)
    json.endObject()
  }

  private func write(_ summary: Summary, to json: inout JSONWriter<[UInt8]>) {
    json.beginObject()
    json.key("byId")
    json.beginObject()
    // Finding ids are lower-case ASCII words and hyphens: their code-point order is the one
    // Foundation's sorted keys gave them.
    for id in summary.byId.keys.sorted() {
      json.key(id)
      json.int(summary.byId[id] ?? 0)
    }
    json.endObject()
    json.member("errors", summary.errors)
    json.member("notes", summary.notes)
    json.member("pages", summary.pages)
    json.member("strings", summary.strings)
    json.member("warnings", summary.warnings)
    json.endObject()
  }
}
