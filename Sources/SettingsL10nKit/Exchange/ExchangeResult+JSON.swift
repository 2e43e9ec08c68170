import TextSyntax

extension ExchangeResult {
  /// The report as JSON: `{"version": 1, "diff"?, "dryRun", "files": [{"created", "file",
  /// "summary"?}], "findings": [...]}` (the diff only for a dry run; each finding's members in name
  /// order), in the `"key": value` spacing of every output. It cannot fail; `throws` is kept for the
  /// callers written when it could.
  public func json() throws -> String {
    var json = JSONWriter()
    json.beginVersionedObject()
    writeMembers(bundle: nil, to: &json)
    json.endObject()
    json.endLine()
    return json.text
  }

  /// The members of the report's JSON object in name order, `"bundle"` first when several
  /// bundles are reported together.
  func writeMembers(bundle: String?, to json: inout JSONWriter<[UInt8]>) {
    json.member("bundle", bundle)
    if dryRun { json.member("diff", changes.diff()) }
    json.member("dryRun", dryRun)
    json.key("files")
    json.beginArray()
    for (index, change) in changes.changes.enumerated() {
      json.beginObject()
      json.member("created", change.createsFile)
      json.member("file", change.displayPath)
      json.member("summary", index < summaries.count ? summaries[index] : nil)
      json.endObject()
    }
    json.endArray()
    json.key("findings")
    json.beginArray()
    for finding in findings { finding.writeJSON(to: &json) }
    json.endArray()
  }
}
