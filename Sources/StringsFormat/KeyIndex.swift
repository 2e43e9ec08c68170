import ByteCore

/// An open-addressing hash index from exact key bytes to the winning entry index.
///
/// Key bytes are copied into one buffer, so building the index allocates no strings.
struct KeyIndex: Sendable {
  private var slots: [Int32]
  private var mask: Int
  private var buffer: [UInt8] = []
  private var offsets: [Int32] = [0]
  /// The low 32 bits of each key's hash, which choose its slot (a table never has 2^32 slots)
  /// and spare most byte comparisons: 4 bytes a key, not 8, in an index of millions of keys.
  private var hashes: [UInt32] = []
  /// Entry index of the last definition of each key, in first-appearance order (32 bits: a
  /// table's text is under 4 GiB, so it has fewer than 2^31 entries).
  private var winners: [Int32] = []

  /// Builds the index; `fill` calls `add(keyBytes, entryIndex)` for each entry in order.
  /// `keyBytes` reserves room for the copied keys up front, so that the buffer is not copied
  /// (and fresh memory touched again) each time it would double.
  init(capacity: Int, keyBytes: Int = 0, fill: (_ add: (ByteView, Int) -> Void) -> Void) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: -1, count: size)
    mask = size - 1
    hashes.reserveCapacity(capacity)
    winners.reserveCapacity(capacity)
    offsets.reserveCapacity(capacity + 1)
    buffer.reserveCapacity(keyBytes)
    fill { bytes, entry in self.insert(bytes, entry) }
  }

  var count: Int { winners.count }

  /// The hash of key bytes: `KeyedHash`, whose point is drawn afresh in every process, because
  /// keys come from files anyone may write, and a file must not be able to choose keys that all
  /// land in one run of slots (which would make building and probing the index quadratic).
  static func hash(_ bytes: ByteView) -> UInt64 { KeyedHash.hash(bytes) }

  private func equals(_ k: Int, _ bytes: ByteView) -> Bool {
    let start = Int(offsets[k])
    let end = Int(offsets[k + 1])
    guard end - start == bytes.count else { return false }
    return buffer.withByteView { $0.extracting(start..<end) == bytes }
  }

  private mutating func insert(_ bytes: ByteView, _ entry: Int) {
    if winners.count * 2 >= slots.count { grow() }
    let h = UInt32(truncatingIfNeeded: Self.hash(bytes))
    var slot = Int(h) & mask
    while slots[slot] >= 0 {
      let k = Int(slots[slot])
      if hashes[k] == h, equals(k, bytes) {
        winners[k] = Int32(entry)
        return
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(winners.count)
    buffer.write(bytes)
    offsets.append(Int32(buffer.count))
    hashes.append(h)
    winners.append(Int32(entry))
  }

  private mutating func grow() {
    let size = slots.count * 2
    slots = Array(repeating: -1, count: size)
    mask = size - 1
    for (k, h) in hashes.enumerated() {
      var slot = Int(h) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(k)
    }
  }

  /// The winning entry index of a key.
  func winner(of key: String) -> Int? {
    position(of: key).map(winner(at:))
  }

  /// The winning entry index of the key at first-appearance position `k`.
  @inline(__always)
  func winner(at k: Int) -> Int { Int(winners[k]) }

  /// Every winning entry index, in first-appearance order.
  var winningEntries: some Collection<Int> { winners.lazy.map { Int($0) } }

  /// The first-appearance position of a key.
  func position(of key: String) -> Int? {
    key.withByteView { bytes in position(of: bytes, hash: Self.hash(bytes)) }
  }

  /// The first-appearance position of a key given as bytes with their `hash`.
  func position(of bytes: ByteView, hash full: UInt64) -> Int? {
    let h = UInt32(truncatingIfNeeded: full)
    return buffer.withByteView { stored in
      var slot = Int(h) & mask
      while slots[slot] >= 0 {
        let k = Int(slots[slot])
        if hashes[k] == h, stored.extracting(Int(offsets[k])..<Int(offsets[k + 1])) == bytes { return k }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  /// Calls `body` with the UTF-8 bytes of the key at first-appearance position `k`.
  func withKeyBytes<R>(at k: Int, _ body: (ByteView) -> R) -> R {
    buffer.withByteView { body($0.extracting(Int(offsets[k])..<Int(offsets[k + 1]))) }
  }

  /// Every key position, sorted by `areInIncreasingOrder` over the keys' UTF-8 bytes; 32 bits
  /// each (as the index holds them), which halves what sorting millions of keys takes.
  func sortedPositions(by areInIncreasingOrder: (ByteView, ByteView) -> Bool) -> [Int32] {
    buffer.withByteView { stored in
      func key(_ k: Int) -> ByteView { stored.extracting(Int(offsets[k])..<Int(offsets[k + 1])) }
      var positions = Array(0..<Int32(count))
      positions.sort { areInIncreasingOrder(key(Int($0)), key(Int($1))) }
      return positions
    }
  }

  /// The key with first-appearance position `k`.
  func key(at k: Int) -> String {
    String(decoding: buffer[Int(offsets[k])..<Int(offsets[k + 1])], as: UTF8.self)
  }
}
