import StringsFormat
import TextSyntax

extension Resolution {
  /// The JSON of DESIGN.md, `"version"` first, the other keys sorted; `table` and `tableLproj` only with a table.
  public func json() throws -> String {
    var json = JSONWriter()
    json.beginVersionedObject()
    json.key("chain")
    json.beginArray()
    for lproj in chain { json.string(lproj) }
    json.endArray()
    json.member("lproj", orNull: lproj)
    json.member("matchedPreference", orNull: matchedPreference)
    json.key("preferences")
    json.beginArray()
    for preference in preferences { json.string(preference) }
    json.endArray()
    if let table {
      json.member("table", table)
      json.member("tableLproj", orNull: tableLproj)
    }
    json.endObject()
    json.endLine()
    return json.text
  }
}
