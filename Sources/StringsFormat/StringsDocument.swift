import ByteCore
import Findings
import Foundation

/// A parsed `.strings` file that keeps every byte: entries, comments, whitespace, order,
/// duplicates, encoding, byte order mark and line endings.
///
/// Strings are decoded from the text when read, so parsing stays fast on large files.
public struct StringsDocument: Sendable {
  /// The encoding the file was stored in; the writer keeps it.
  public let encoding: StringsEncoding
  /// Whether the file is old-style text or a property list saved as `.strings`.
  public let syntax: StringsSyntax
  /// The UTF-8 text the grammar reads (after the BOM); empty for property lists and unreadable files.
  public let text: [UInt8]
  /// Every problem found while reading, in file order.
  public let diagnostics: [Diagnostic]
  /// Where a device stops reading the file without an error, if it does before the end.
  public let deviceStopOffset: Int?
  /// True when the entries are wrapped in `{ … }`.
  public let isBraced: Bool
  /// True when the text holds an encoded surrogate (`ED A0…BF`, which only UTF-16 input yields):
  /// only then is a key or value looked at for one (`Unescaper.containsSurrogate`), where each
  /// of a table's values was searched once or more.
  let holdsSurrogates: Bool

  let raw: RawEntries
  /// Every comment between top-level entries (attached or not), in order.
  let comments: [Range<Int>]
  let collections: [Int: StringsValue]
  let plistPairs: [StringsValue.Pair]
  /// Bytes after the last whole code unit (a stray odd byte of UTF-16), kept for round trips.
  let trailer: [UInt8]
  /// The file as read, kept when it is no old-style text (property list or unreadable).
  let original: [UInt8]?

  /// Reads a document from the bytes of a file. Problems become diagnostics; this never fails.
  public init(bytes: [UInt8]) {
    switch Decoding.decode(bytes) {
    case .text(_, let text, _, _, _) where text.count > RawEntry.maxTextCount:
      let diagnostic = Diagnostic(.fileTooLarge(textBytes: text.count, limit: RawEntry.maxTextCount), location: nil)
      self.init(nonText: .text, pairs: [], original: bytes, diagnostics: [diagnostic])
    case .text(let encoding, let text, let trailer, let warnings, let surrogates):
      self.init(
        text: text, encoding: encoding, trailer: trailer, decodingWarnings: warnings, holdsSurrogates: surrogates)
    case .propertyList(let syntax, let pairs):
      self.init(nonText: syntax, pairs: pairs, original: bytes, diagnostics: [])
    case .failure(let diagnostic):
      self.init(nonText: .text, pairs: [], original: bytes, diagnostics: [diagnostic])
    }
  }

  /// Reads a document from a string, as a UTF-8 file without BOM.
  public init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  /// Parses UTF-8 text that has already been decoded; `holdsSurrogates` is what the decoder
  /// knows of it (`nil`: the text is searched, as an edited text must be).
  init(
    text: [UInt8], encoding: StringsEncoding, trailer: [UInt8], decodingWarnings: [Parser.Pending] = [],
    holdsSurrogates: Bool? = nil
  ) {
    var parser = text.withByteView { p -> Parser in
      var parser = Parser(p)
      parser.diagnostics = decodingWarnings
      parser.parseFile()
      parser.finishDiagnostics()
      return parser
    }
    // The parser held a view of `text` only inside the closure; what it kept is offsets.
    parser.diagnostics.sort { $0.offset < $1.offset }
    self.encoding = encoding
    self.syntax = .text
    self.text = text
    self.trailer = trailer
    self.original = nil
    self.raw = parser.entries
    self.comments = parser.comments
    self.collections = parser.collections
    self.plistPairs = []
    self.deviceStopOffset = parser.tailStart
    self.isBraced = parser.braced
    self.holdsSurrogates = holdsSurrogates ?? text.withByteView(Unescaper.containsSurrogate)
    self.diagnostics = Self.locate(
      parser.diagnostics, in: text, ignoredEntries: parser.entries.lazy.filter(\.ignoredOnDevice).count)
  }

  private init(nonText syntax: StringsSyntax, pairs: [StringsValue.Pair], original: [UInt8], diagnostics: [Diagnostic])
  {
    self.encoding = .utf8(bom: false)
    self.syntax = syntax
    self.text = []
    self.trailer = []
    self.original = original
    self.raw = RawEntries()
    self.comments = []
    self.collections = [:]
    self.plistPairs = pairs
    self.deviceStopOffset = nil
    self.isBraced = false
    self.holdsSurrogates = false
    self.diagnostics = diagnostics
  }

  private static func locate(_ pending: [Parser.Pending], in text: [UInt8], ignoredEntries: Int) -> [Diagnostic] {
    guard !pending.isEmpty else { return [] }
    let index = LineIndex(text: text)
    return pending.map { p in
      var message = p.message
      if p.id == .ignoredTail {
        switch ignoredEntries {
        case 0: message += "; nothing after it is read"
        case 1: message += "; the entry after it is lost"
        default: message += "; the \(ignoredEntries) entries after it are lost"
        }
      }
      let device = p.deviceOffset.flatMap { $0 == p.offset ? nil : index.location(of: $0) }
      return Diagnostic(
        id: p.id, severity: p.severity, location: index.location(of: p.offset), message: message,
        deviceLocation: device)
    }
  }

  /// The translator comment of an entry (delimiters included), if it has one.
  func comment(of entry: RawEntry) -> Range<Int>? { entry.commentIndex.map { comments[$0] } }

  /// Where an entry starts: its translator comment if it has one, else its key.
  func start(of entry: RawEntry) -> Int { comment(of: entry)?.lowerBound ?? entry.key.range.lowerBound }

  /// True when a device loads this table: no error was found.
  public var loadsOnDevice: Bool { !diagnostics.contains { $0.severity == .error } }

  /// The errors among the diagnostics.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The entries in file order, duplicates and entries past the device's stop point included.
  public var entries: Entries { Entries(document: self) }

  /// A line index over the text, for locating offsets (build it once and keep it).
  public func lineIndex() -> LineIndex { LineIndex(text: text) }

  /// The line ending the file mostly uses (the first one found; LF when it has none).
  public var lineEnding: LineEnding {
    // With `memchr`: a table written on one line has no break, and is searched to its end.
    let first = text.withByteView { p -> Int? in
      let cursor = ByteCursor(p)
      let lf = cursor.find(ByteClass.lf, from: 0, to: p.count)
      return cursor.find(ByteClass.cr, from: 0, to: lf ?? p.count) ?? lf
    }
    guard let j = first else { return .lf }
    if text[j] == 0x0A { return .lf }
    return j + 1 < text.count && text[j + 1] == 0x0A ? .crlf : .cr
  }

  /// The largest file read by default: 64 MiB (real tables are kilobytes; this bounds memory).
  public static let defaultMaxBytes = 64 << 20

  /// Reads and parses a file; throws only when it cannot be read or is over `maxBytes`,
  /// which is checked before any byte is read.
  public static func read(contentsOf url: URL, maxBytes: Int = defaultMaxBytes) throws -> StringsDocument {
    StringsDocument(bytes: try FileBytes.read(url, limit: maxBytes))
  }

}

/// A line break style.
public enum LineEnding: String, Sendable, Hashable {
  /// `\n`
  case lf = "\n"
  /// `\r\n`
  case crlf = "\r\n"
  /// `\r`
  case cr = "\r"
}
