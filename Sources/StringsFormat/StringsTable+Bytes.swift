import ByteCore

/// Byte-level reads of a table's winning entries, for jobs that look at many entries and need
/// neither a decoded key nor a decoded value for most of them.
extension StringsTable {
  /// True when `predicate` holds for the exact UTF-8 bytes of the key at a position (`0..<count`),
  /// making no String. (Not generic: called once per key, a generic call across modules costs
  /// more than most predicates.)
  package func key(at position: Int, satisfies predicate: (ByteView) -> Bool) -> Bool {
    index.withKeyBytes(at: position, predicate)
  }

  /// `TextBytes.mayLookOtherwise` of the key at `position`, read from its bytes.
  package func keyMayLookOtherwise(at position: Int) -> Bool {
    index.withKeyBytes(at: position, TextBytes.mayLookOtherwise)
  }

  /// The position of the key of the document's entry `entry`, nil for an entry a device does
  /// not read. Looked up by the key's bytes, so that the index keeps no list from entries to
  /// keys (4 bytes an entry, for the rare edit that removes keys).
  func position(ofEntry entry: Int) -> Int? {
    if entriesAreKeys { return entry < index.count ? entry : nil }
    guard document.syntax != .text || !document.raw[entry].ignoredOnDevice else { return nil }
    return document.withKeyBytes(ofEntry: entry) { index.position(of: $0, hash: KeyIndex.hash($0)) }
  }

  /// Where the key token of the winning entry at a position starts in `document.text` (its
  /// opening quote for a quoted key); nil for a property list saved as `.strings`.
  public func keyOffset(at position: Int) -> Int? {
    document.syntax == .text ? document.raw[index.winner(at: position)].key.range.lowerBound : nil
  }

  /// The translator comment of the winning entry at a position, as `entry(at:).comment` gives
  /// it, decoding neither its key nor its value.
  public func comment(at position: Int) -> String? {
    guard document.syntax == .text, let range = document.comment(of: document.raw[index.winner(at: position)]) else {
      return nil
    }
    return document.text.withByteView { StringsDocument.commentText($0, range) }
  }

  /// The range in `document.text` of the value at a position when those bytes are the value as
  /// it is (a string without escapes and without encoded surrogates, quotes excluded); nil when
  /// the value must be decoded (`value(at:)`). The same bytes `withPlainValueBytes` gives.
  public func plainValueRange(at position: Int) -> Range<Int>? {
    guard document.syntax == .text else { return nil }
    let raw = document.raw[index.winner(at: position)]
    let token = raw.value ?? raw.key
    let range: Range<Int>
    switch token.kind {
    case .collection, .quoted(escaped: true): return nil
    case .unquoted: range = token.range
    case .quoted(escaped: false): range = token.range.lowerBound + 1..<token.range.upperBound - 1
    }
    let hasSurrogate =
      document.holdsSurrogates && document.text.withByteView { Unescaper.containsSurrogate($0.extracting(range)) }
    return hasSurrogate ? nil : range
  }

  /// The file's text as UTF-8 (a UTF-16 file's transcoded): what `plainValueRange` and
  /// `keyOffset` count in. A job that looks at many values reads it once and asks `TextBytes`
  /// about ranges of it, so that no value's bytes are a slice retaining it.
  public var text: [UInt8] { document.text }
}
