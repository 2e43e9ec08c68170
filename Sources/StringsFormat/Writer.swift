import ByteCore

/// An edit of a document's table; applied so that only the bytes of the edited entries change.
public enum StringsEdit: Sendable, Hashable {
  /// Sets the value of a key (of its winning definition); adds the entry when the key is new.
  case setValue(key: String, value: String)
  /// Adds an entry with a translator comment; sets the value when the key exists.
  case insert(key: String, value: String, comment: String?)
  /// Removes every definition of a key, with its translator comment and line.
  case remove(key: String)
}

extension StringsDocument {
  /// The file's bytes: identical to the bytes read when the document was not edited.
  public func serialized() -> [UInt8] {
    if let original { return original }
    // UTF-8 without a mark is the text itself: shared, not copied (a table of 64 MiB is then
    // held once while a prune's diff is shown).
    if encoding == .utf8(bom: false), trailer.isEmpty { return text }
    var out = encoding.byteOrderMark
    Self.encode(text, as: encoding, into: &out)
    out.append(contentsOf: trailer)
    return out
  }

  static func encode(_ text: [UInt8], as encoding: StringsEncoding, into out: inout [UInt8]) {
    text.withByteView { p in
      switch encoding {
      case .utf8: out.write(p)
      case .utf16LittleEndian: Transcoding.encodeUTF16(p, bigEndian: false, into: &out)
      case .utf16BigEndian: Transcoding.encodeUTF16(p, bigEndian: true, into: &out)
      case .utf32LittleEndian: Transcoding.encodeUTF32(p, bigEndian: false, into: &out)
      case .utf32BigEndian: Transcoding.encodeUTF32(p, bigEndian: true, into: &out)
      }
    }
  }

  /// A new document in the Xcode style, UTF-8 without BOM unless another encoding is given.
  public static func make(
    entries: [(key: String, value: String, comment: String?)],
    encoding: StringsEncoding = .utf8(bom: false),
    lineEnding: LineEnding = .lf
  ) -> StringsDocument {
    let le = lineEnding.rawValue
    let body = entries.map { entry in
      (entry.comment.map { StringsEscaping.blockComment($0) + le } ?? "")
        + "\(StringsEscaping.quoted(entry.key)) = \(StringsEscaping.quoted(entry.value));" + le
    }.joined(separator: le)
    return StringsDocument(text: Array(body.utf8), encoding: encoding, trailer: [])
  }

  /// The document after the edits, re-parsed; throws when the document cannot be edited safely.
  public func applying(_ edits: [StringsEdit]) throws -> StringsDocument {
    try applying(edits, removingKeysAt: [], of: nil)
  }

  /// The document after the edits and the removal of every definition of the keys at
  /// `removedPositions` of `table` (the document's own table, `makeTable()`), as if each were a
  /// `.remove` edit after `edits`. A removal is a bit, not an edit of its own: a prune of
  /// millions of keys is one pass that copies the bytes kept. Throws as `applying(_:)` does.
  public func applying(_ edits: [StringsEdit], removingKeysAt removedPositions: [Int32], of table: StringsTable)
    throws -> StringsDocument
  {
    try applying(edits, removingKeysAt: removedPositions, of: Optional(table))
  }

  private func applying(_ edits: [StringsEdit], removingKeysAt removedPositions: [Int32], of table: StringsTable?)
    throws -> StringsDocument
  {
    guard syntax == .text, original == nil else {
      throw StringsFileError.notEditable(
        reason:
          "the file is a \(syntax == .text ? "unreadable file" : "property list"), not old-style text; convert it with 'settings-l10n strings format' first"
      )
    }
    guard loadsOnDevice else {
      throw StringsFileError.notEditable(reason: "the file has errors; fix them before it is edited")
    }
    guard !edits.isEmpty || !removedPositions.isEmpty else { return self }
    var planner = EditPlanner(document: self, table: table ?? makeTable())
    for edit in edits { planner.add(edit) }
    planner.remove(positions: removedPositions)
    let newText = try planner.apply()
    return StringsDocument(text: newText, encoding: encoding, trailer: trailer)
  }
}
