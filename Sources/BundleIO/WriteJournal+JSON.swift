import TextSyntax

extension WriteJournal {
  /// The journal as JSON (no line feed at the end): members in name order, absent ones left out,
  /// in the `"key": value` spacing of every output, as `read` decodes it. Names are quoted by the one
  /// JSON rule, which writes DEL, C1 controls, U+2028 and the bidirectional controls as `\u`
  /// escapes: they read back as the same names.
  func writeJSON(to json: inout JSONWriter<[UInt8]>) {
    json.beginObject()
    json.key("directories")
    json.beginArray()
    for directory in directories { json.string(directory) }
    json.endArray()
    json.key("files")
    json.beginArray()
    for entry in files {
      json.beginObject()
      if let kept = entry.kept {
        json.key("kept")
        kept.writeJSON(to: &json)
      }
      json.member("original", entry.original)
      if let staged = entry.staged {
        json.key("staged")
        staged.writeJSON(to: &json)
      }
      json.member("target", entry.target)
      json.member("temporary", entry.temporary)
      json.endObject()
    }
    json.endArray()
    if let folder {
      json.key("folder")
      json.beginObject()
      json.key("device")
      json.int(folder.device)
      json.key("inode")
      json.int(folder.inode)
      json.endObject()
    }
    json.member("state", state.rawValue)
    json.member("version", version)
    json.endObject()
  }
}

extension FileStamp {
  /// `{"hash", "inode", "size"}`.
  func writeJSON(to json: inout JSONWriter<[UInt8]>) {
    json.beginObject()
    json.key("hash")
    json.int(hash)
    json.key("inode")
    json.int(inode)
    json.member("size", size)
    json.endObject()
  }
}
