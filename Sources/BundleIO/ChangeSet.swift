import ByteCore
import Foundation
import StringsFormat

/// The new content of one file a command would write.
public struct FileChange: Sendable, Hashable {
  /// Where the file is written.
  public var url: URL
  /// The path shown to people: relative to the bundle for tables, as given for XLIFF files.
  public var displayPath: String
  /// The current bytes; nil when the file does not exist yet.
  public var before: [UInt8]?
  /// The bytes to write.
  public var after: [UInt8]

  /// Creates a change.
  public init(url: URL, displayPath: String, before: [UInt8]?, after: [UInt8]) {
    self.url = url
    self.displayPath = displayPath
    self.before = before
    self.after = after
  }

  /// True when the file would be created.
  public var createsFile: Bool { before == nil }

  /// True when writing would change the file.
  public var changesFile: Bool { before.map { !$0.hasSameBytes(as: after) } ?? true }

  /// The unified diff of the change, on the decoded text; a new file's encoding is noted above it.
  public func diff() -> String {
    var out = OutputBuffer(capacity: 0)
    writeDiff(escapingLines: false, into: &out)
    return out.text
  }

  /// Writes `diff()` into `out`, each line escaped when `escapingLines`, as a report prints it.
  package func writeDiff(escapingLines: Bool, into out: inout OutputBuffer) {
    let new = Self.text(after)
    // A new file's diff is every line of it, so there is one exactly when it is not empty.
    if before == nil, !new.isEmpty {
      UnifiedDiff.writeLine(
        "# new file \(displayPath) (\(Self.encodingName(after)))", escaping: escapingLines, into: &out)
    }
    // The old text is decoded after the new one: a large table pruned to a small one is held
    // once, as read, when it is UTF-8 already.
    UnifiedDiff.write(
      old: before.map(Self.text), new: new, oldName: "a/\(displayPath)", newName: "b/\(displayPath)",
      escapingLines: escapingLines, into: &out)
  }

  /// The UTF-8 text of `.strings` or XLIFF bytes, decoded the way the `.strings` reader decodes
  /// them: the bytes themselves when they are UTF-8 without a byte order mark.
  static func text(_ bytes: [UInt8]) -> [UInt8] {
    let marked: [StringsEncoding] = [.utf16LittleEndian, .utf16BigEndian, .utf8(bom: true)]
    if marked.contains(where: { bytes.starts(with: $0.byteOrderMark) }) {
      let document = StringsDocument(bytes: bytes)
      if document.syntax == .text { return document.text }
    }
    guard UTF8Validation.firstInvalidByte(in: bytes) != nil else { return bytes }
    return Array(String(decoding: bytes, as: UTF8.self).utf8)
  }

  static func encodingName(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: StringsEncoding.utf16LittleEndian.byteOrderMark) { return "UTF-16LE with BOM" }
    if bytes.starts(with: StringsEncoding.utf16BigEndian.byteOrderMark) { return "UTF-16BE with BOM" }
    if bytes.starts(with: StringsEncoding.utf8(bom: true).byteOrderMark) { return "UTF-8 with BOM" }
    return "UTF-8"
  }
}

/// Every file a command would write, checked and ready: applied all together or not at all.
public struct ChangeSet: Sendable, Hashable {
  /// The changes, in the order they are shown.
  public var changes: [FileChange]

  /// Creates a change set; changes that would leave a file as it is are dropped.
  public init(_ changes: [FileChange]) {
    self.changes = changes.filter(\.changesFile)
  }

  /// True when nothing would be written.
  public var isEmpty: Bool { changes.isEmpty }

  /// The unified diff of every change, in order.
  public func diff() -> String {
    var out = OutputBuffer(capacity: 0)
    writeDiff(escapingLines: false, into: &out)
    return out.text
  }

  /// Writes `diff()` into `out`, each line escaped when `escapingLines`, as a report prints it.
  package func writeDiff(escapingLines: Bool, into out: inout OutputBuffer) {
    for change in changes { change.writeDiff(escapingLines: escapingLines, into: &out) }
  }

  /// Writes every change atomically, outside any bundle (an export's files): new contents
  /// staged first, then one rename per file; when anything fails, every file is left as it was.
  public func apply() throws(ExchangeError) {
    try FileTransaction(root: nil).commit(changes)
  }
}
