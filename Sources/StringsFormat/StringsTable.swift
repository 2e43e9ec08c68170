import ByteCore

/// A key compared by its exact Unicode scalars, as Apple's CoreFoundation compares keys
/// (Swift's `String ==` would merge canonically equivalent spellings such as NFC and NFD).
public struct ExactKey: Sendable, Hashable, CustomStringConvertible {
  /// The key.
  public let string: String

  /// Wraps a key.
  public init(_ string: String) { self.string = string }

  /// The key.
  public var description: String { string }

  /// Equal when the UTF-8 bytes are equal.
  public static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    // Compared as two contiguous buffers: `utf8.elementsEqual` walks both views byte by byte
    // through their iterators, which dominated every dictionary hit on a key.
    guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
    return lhs.string.withByteView { l in rhs.string.withByteView { l == $0 } }
  }

  /// Hashes the UTF-8 bytes.
  public func hash(into hasher: inout Hasher) {
    string.withByteView { $0.hash(into: &hasher) }
  }
}

/// The table a device sees: each key once, the last definition winning, nothing after the point
/// where a device stops reading. Keys compare by exact bytes; values are decoded when read.
public struct StringsTable: Sendable {
  let document: StringsDocument
  let index: KeyIndex
  /// True when every entry a device reads defines a key of its own (no key is defined twice):
  /// the key at position `i` is then entry `i`'s (the entries a device does not read all come
  /// after those it does), so a walk over the entries needs no lookup of their keys.
  let entriesAreKeys: Bool

  /// Builds the table of a document.
  public init(_ document: StringsDocument) {
    self.document = document
    let entries = document.syntax == .text ? document.raw.count : document.plistPairs.count
    // A key never decodes to more bytes than its token spells, so this room is never outgrown.
    let keyBytes = document.syntax == .text ? document.raw.reduce(0) { $0 + $1.key.range.count } : 0
    var read = 0
    self.index = KeyIndex(capacity: entries, keyBytes: keyBytes) { add in
      for i in 0..<entries where document.syntax != .text || !document.raw[i].ignoredOnDevice {
        read += 1
        document.withKeyBytes(ofEntry: i) { add($0, i) }
      }
    }
    self.entriesAreKeys = index.count == read
  }

  /// The number of keys.
  public var count: Int { index.count }

  /// The keys in the order they first appear.
  public var keys: [String] { (0..<index.count).map(index.key(at:)) }

  /// The winning entry of each key, in the order keys first appear.
  public var entries: [StringsEntry] { index.winningEntries.map { document.entry(at: $0) } }

  /// The value of a key, compared exactly.
  public subscript(key: String) -> StringsValue? { index.winner(of: key).map { document.value(at: $0) } }

  /// The winning entry of a key.
  public func entry(for key: String) -> StringsEntry? {
    index.winner(of: key).map { document.entry(at: $0) }
  }

  /// True when the table has the key.
  public func contains(_ key: String) -> Bool { index.winner(of: key) != nil }

  /// The position of a key among the table's keys (first-appearance order), compared exactly.
  public func position(of key: String) -> Int? { index.position(of: key) }

  /// The key at a position (`0..<count`), decoding no value.
  public func key(at position: Int) -> String { index.key(at: position) }

  /// The winning entry of the key at a position (`0..<count`).
  public func entry(at position: Int) -> StringsEntry { document.entry(at: index.winner(at: position)) }

  /// The value of the key at a position, decoding nothing else.
  public func value(at position: Int) -> StringsValue { document.value(at: index.winner(at: position)) }
}

extension StringsDocument {
  /// Calls `body` with the UTF-8 bytes of an entry's key: the file's own bytes when the key holds
  /// no escape, else the decoded key.
  func withKeyBytes<R>(ofEntry i: Int, _ body: (ByteView) -> R) -> R {
    withKeyBytes(ofEntry: i, syntax == .text ? raw[i] : nil, body)
  }

  /// `withKeyBytes(ofEntry:_:)` for entry `i` already unpacked (`entry`, nil in a property list).
  func withKeyBytes<R>(ofEntry i: Int, _ entry: RawEntry?, _ body: (ByteView) -> R) -> R {
    guard let entry else { return plistPairs[i].key.withByteView(body) }
    return Self.withKeyBytes(of: entry.key, in: text, surrogates: holdsSurrogates, body)
  }

  /// The bytes of a key token of `text`, as `withKeyBytes(ofEntry:_:)` gives them. Static and
  /// handed the text alone: called as a method for each key of a table, it copied the whole
  /// document (a retain and a release of each of its arrays) every time.
  /// `surrogates` is the document's `holdsSurrogates`.
  static func withKeyBytes<R>(of token: Token, in text: [UInt8], surrogates: Bool, _ body: (ByteView) -> R) -> R {
    let r = token.range
    return text.withByteView { p in
      switch token.kind {
      case .unquoted:
        return body(p.extracting(r))
      case .quoted(escaped: false) where !(surrogates && Unescaper.containsSurrogate(p.extracting(r))):
        return body(p.extracting(r.lowerBound + 1..<r.upperBound - 1))
      default:
        return Unescaper.string(p, token).withByteView(body)
      }
    }
  }

  /// The table a device sees (O(n): build it once and keep it).
  public func makeTable() -> StringsTable { StringsTable(self) }
}
