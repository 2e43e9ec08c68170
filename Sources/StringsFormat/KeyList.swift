/// Keys prepared once for looking up in many tables: their bytes in one buffer and their hashes,
/// so a lookup copies, hashes and retains nothing per key.
public struct KeyList: Sendable {
  let bytes: [UInt8]
  /// `offsets[i]..<offsets[i + 1]` are the bytes of key `i`.
  let offsets: [Int]
  let hashes: [UInt64]

  /// Prepares keys (compared by their exact UTF-8 bytes).
  public init(_ keys: [String]) {
    var bytes: [UInt8] = []
    var offsets = [0]
    var hashes: [UInt64] = []
    offsets.reserveCapacity(keys.count + 1)
    hashes.reserveCapacity(keys.count)
    for var key in keys {
      key.withUTF8 { utf8 in
        bytes.append(contentsOf: utf8)
        hashes.append(KeyIndex.hash(utf8))
      }
      offsets.append(bytes.count)
    }
    self.bytes = bytes
    self.offsets = offsets
    self.hashes = hashes
  }

  /// The number of keys.
  public var count: Int { hashes.count }
}

extension StringsTable {
  /// The position of each key of `keys` in this table (`-1` where the table lacks it).
  public func positions(of keys: KeyList) -> [Int] {
    keys.bytes.withUnsafeBufferPointer { all in
      (0..<keys.count).map { i in
        let key = UnsafeBufferPointer(rebasing: all[keys.offsets[i]..<keys.offsets[i + 1]])
        return index.position(of: key, hash: keys.hashes[i]) ?? -1
      }
    }
  }

  /// True when the value at a position is the string `text`, byte for byte (as keys compare):
  /// read from the file's bytes when they are the value, decoded only when they are not.
  public func hasValue(_ text: String, at position: Int) -> Bool {
    var text = text
    let plain: Bool? = withPlainValueBytes(at: position) { bytes in
      guard let bytes else { return nil }
      return text.withUTF8 { $0.hasSameBytes(as: bytes) }
    }
    return plain ?? (value(at: position).string.map { ExactKey($0) == ExactKey(text) } ?? false)
  }

  /// Calls `body` with the UTF-8 bytes of the value at a position when the file holds them as
  /// they are (a string without escapes), or with nil when the value must be decoded (`value(at:)`).
  public func withPlainValueBytes<Result>(
    at position: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    document.withPlainValueBytes(at: index.winner(at: position), body)
  }

  /// Calls `body` with the UTF-8 bytes of the value at a position when it is a string, as
  /// `value(at:)` would decode it: the file's own bytes when they are the value (most values),
  /// else its escapes decoded into `scratch`, whose storage is reused from call to call. False,
  /// without calling `body`, for a collection.
  func withDecodedStringValue(
    at position: Int, scratch: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    if withPlainValueBytes(at: position, { plain in plain.map(body) != nil }) { return true }
    let entry = index.winner(at: position)
    guard document.syntax == .text else {
      guard case .string(var string) = document.plistPairs[entry].value else { return false }
      string.withUTF8 { body($0) }
      return true
    }
    let raw = document.raw[entry]
    let token = raw.value ?? raw.key
    guard token.kind != .collection else { return false }
    let count = document.text.withUnsafeBufferPointer { Unescaper.decode($0, token, scratch: &scratch) }
    scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    return true
  }
}

extension StringsDocument {
  /// See `StringsTable.withPlainValueBytes(at:_:)`; `index` is the entry's index in the file.
  func withPlainValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
    guard syntax == .text else { return body(nil) }
    let r = raw[index]
    let token = r.value ?? r.key
    return text.withUnsafeBufferPointer { p in
      let bytes: UnsafeBufferPointer<UInt8>
      switch token.kind {
      case .collection, .quoted(escaped: true): return body(nil)
      case .unquoted: bytes = UnsafeBufferPointer(rebasing: p[token.range])
      case .quoted(escaped: false):
        bytes = UnsafeBufferPointer(rebasing: p[token.range.lowerBound + 1..<token.range.upperBound - 1])
      }
      // Encoded surrogates (from UTF-16 input) decode to U+FFFD: not the bytes as they are.
      return Unescaper.containsSurrogate(bytes) ? body(nil) : body(bytes)
    }
  }
}
