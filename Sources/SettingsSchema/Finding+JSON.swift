import ByteCore
import StringsFormat
import TextSyntax

extension Finding {
  /// Writes the finding as one JSON object, its members in name order and those without a value
  /// left out: the shape of the findings in `inspect` and in the exchange jobs' JSON (the
  /// reporters of `check` write theirs in the contract's order).
  package func writeJSON<Sink: ByteSink>(to json: inout JSONWriter<Sink>) {
    json.beginObject()
    json.member("column", column)
    json.member("file", file)
    json.member("id", id.rawValue)
    json.member("key", key)
    json.member("language", language)
    json.member("line", line)
    json.member("message", message)
    json.member("page", page)
    json.member("severity", severity.rawValue)
    json.member("specifierIndex", specifierIndex)
    json.member("table", table)
    json.endObject()
  }
}
