import ByteCore
import StringsFormat
import TextSyntax

extension LocalizableString {
  /// Writes the string's record as one JSON object, its members in name order and those without
  /// a value left out (`inspect --strings`).
  package func writeJSON<Sink: ByteSink>(to json: inout JSONWriter<Sink>) {
    json.beginObject()
    json.member("column", column)
    json.member("field", field.description)
    json.member("file", file)
    json.member("key", key)
    json.member("line", line)
    json.member("page", page)
    json.member("preferenceKey", preferenceKey)
    json.member("specifierIndex", specifierIndex)
    json.member("specifierType", specifierType)
    json.member("table", table)
    json.endObject()
  }
}
