extension StringsDocument {
  /// The document in the Xcode style: `/* comment */` above each entry, `"key" = "value";`,
  /// a blank line between entries; other comments kept in place. Encoding and line endings stay.
  ///
  /// Throws when the file has errors or content a device ignores, which formatting would change.
  public func formatted() throws -> StringsDocument {
    guard loadsOnDevice else {
      throw StringsFileError.notEditable(reason: "the file has errors; fix them before it is formatted")
    }
    guard deviceStopOffset == nil else {
      throw StringsFileError.notEditable(reason: "a device stops reading this file before its end; fix that before it is formatted")
    }
    let le = lineEnding.rawValue
    var blocks: [String] = []
    if syntax != .text || original != nil {
      for entry in entries {
        blocks.append("\(StringsEscaping.quoted(entry.key)) = \(StringsEscaping.value(entry.value));")
      }
    } else {
      let attached = Set(raw.compactMap { $0.comment?.lowerBound })
      var commentIndex = 0
      text.withUnsafeBufferPointer { p in
        func flushComments(before offset: Int) {
          while commentIndex < comments.count, comments[commentIndex].lowerBound < offset {
            let r = comments[commentIndex]
            commentIndex += 1
            if attached.contains(r.lowerBound) { continue }
            blocks.append(String(decoding: UnsafeBufferPointer(rebasing: p[r]), as: UTF8.self))
          }
        }
        for entry in entries {
          flushComments(before: entry.keyRange.lowerBound)
          let comment = entry.comment.map { StringsEscaping.blockComment($0) + le } ?? ""
          blocks.append(comment + "\(StringsEscaping.quoted(entry.key)) = \(StringsEscaping.value(entry.value));")
        }
        flushComments(before: Int.max)
      }
    }
    let body = blocks.isEmpty ? "" : blocks.joined(separator: le + le) + le
    let encoding = syntax == .text && original == nil ? self.encoding : .utf8(bom: false)
    return StringsDocument(text: Array(body.utf8), encoding: encoding, trailer: [])
  }
}
