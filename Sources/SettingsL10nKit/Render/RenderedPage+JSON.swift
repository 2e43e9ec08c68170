import StringsFormat
import TextSyntax

extension RenderedPage {
  /// The page in the `render --format json` contract (DESIGN.md): `{"version": 1, "page", "lproj",
  /// "language", "title"?: Text, "groups": [{"title"?: Text, "footer"?: Text, "rows": [{"type",
  /// "key"?, "title"?: Text, "value"?: str, "choices"?: [Text], "selected"?: int}]}], "counts":
  /// {"raw", "untranslated"}}`, where Text is `{"text", "key", "state"}`.
  public func json() -> String {
    var json = JSONWriter()
    json.beginVersionedObject()
    json.member("page", page)
    json.member("lproj", orNull: lproj)
    json.member("language", language)
    Self.member("title", title, to: &json)
    json.key("groups")
    json.beginArray()
    for group in groups {
      json.beginObject()
      Self.member("title", group.title, to: &json)
      Self.member("footer", group.footer, to: &json)
      json.key("rows")
      json.beginArray()
      for row in group.rows {
        json.beginObject(.inline)
        json.member("type", row.type)
        json.member("key", row.key)
        Self.member("title", row.title, to: &json)
        json.member("value", row.value?.text)
        if let choices = row.choices {
          json.key("choices")
          json.beginArray(.inline)
          for choice in choices { Self.write(choice, to: &json) }
          json.endArray()
        }
        json.member("selected", row.selected)
        json.endObject()
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.key("counts")
    json.beginObject(.inline)
    json.member("raw", counts.raw)
    json.member("untranslated", counts.untranslated)
    json.endObject()
    json.endObject()
    json.endLine()
    return json.text
  }

  /// A member whose value is a Text object, when there is a shown string.
  private static func member(_ name: StaticString, _ shown: ShownString?, to json: inout JSONWriter<[UInt8]>) {
    guard let shown else { return }
    json.key(name)
    write(shown, to: &json)
  }

  /// A shown string as a Text object: `{"text", "key", "state"}` (`key` absent for chrome text).
  private static func write(_ shown: ShownString, to json: inout JSONWriter<[UInt8]>) {
    json.beginObject(.inline)
    json.member("text", shown.text)
    json.member("key", shown.key)
    json.member("state", shown.state.rawValue)
    json.endObject()
  }
}
