import ByteCore

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
    for key in keys {
      key.withByteView { utf8 in
        bytes.write(utf8)
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
    keys.bytes.withByteView { all in
      (0..<keys.count).map { i in
        let key = all.extracting(keys.offsets[i]..<keys.offsets[i + 1])
        return index.position(of: key, hash: keys.hashes[i]) ?? -1
      }
    }
  }

  /// True when the value at a position is the string `text`, byte for byte (as keys compare):
  /// read from the file's bytes when they are the value, decoded only when they are not.
  public func hasValue(_ text: String, at position: Int) -> Bool {
    let plain: Bool? = withPlainValueBytes(at: position) { bytes in
      guard let bytes else { return nil }
      return text.withByteView { $0 == bytes }
    }
    return plain ?? (value(at: position).string.map { ExactKey($0) == ExactKey(text) } ?? false)
  }

  /// Calls `body` with the UTF-8 bytes of the value at a position when the file holds them as
  /// they are (a string without escapes), or with nil when the value must be decoded (`value(at:)`).
  package func withPlainValueBytes<Result>(at position: Int, _ body: (ByteView?) -> Result) -> Result {
    document.withPlainValueBytes(at: index.winner(at: position), body)
  }

  /// Calls `body` with the UTF-8 bytes of the value at a position when it is a string, as
  /// `value(at:)` would decode it: the file's own bytes when they are the value (most values),
  /// else its escapes decoded into `scratch`, whose storage is reused from call to call. False,
  /// without calling `body`, for a collection.
  func withDecodedStringValue(
    at position: Int, scratch: inout [UInt8], _ body: (ByteView) -> Void
  ) -> Bool {
    if withPlainValueBytes(at: position, { plain in plain.map(body) != nil }) { return true }
    let entry = index.winner(at: position)
    guard document.syntax == .text else {
      guard case .string(let string) = document.plistPairs[entry].value else { return false }
      string.withByteView { body($0) }
      return true
    }
    let raw = document.raw[entry]
    let token = raw.value ?? raw.key
    guard token.kind != .collection else { return false }
    let count = document.text.withByteView { Unescaper.decode($0, token, scratch: &scratch) }
    scratch.withByteView { body($0.extracting(first: count)) }
    return true
  }
}

extension StringsDocument {
  /// See `StringsTable.withPlainValueBytes(at:_:)`; `index` is the entry's index in the file.
  func withPlainValueBytes<Result>(at index: Int, _ body: (ByteView?) -> Result) -> Result {
    guard syntax == .text else { return body(nil) }
    let r = raw[index]
    let token = r.value ?? r.key
    return text.withByteView { p in
      let bytes: ByteView
      switch token.kind {
      case .collection, .quoted(escaped: true): return body(nil)
      case .unquoted: bytes = p.extracting(token.range)
      case .quoted(escaped: false): bytes = p.extracting(token.range.lowerBound + 1..<token.range.upperBound - 1)
      }
      // Encoded surrogates (from UTF-16 input) decode to U+FFFD: not the bytes as they are.
      return holdsSurrogates && Unescaper.containsSurrogate(bytes) ? body(nil) : body(bytes)
    }
  }
}
