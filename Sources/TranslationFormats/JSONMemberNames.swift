import StringsFormat

/// The member names of one JSON object read so far, for refusing a name given twice.
///
/// A name is held as the offset of its opening quote and 32 bits of its hash, 8 bytes a slot,
/// not as a `String` in a set (some 40 bytes a name once the set has grown): an object of
/// millions of members (a String Catalog's `strings`) then takes about its own size beside the
/// file. A stored name is decoded again from the file only when its hash agrees with a new one.
struct JSONMemberNames {
  /// 0 for an empty slot, else the name's offset plus one in the high 32 bits and its hash in the low.
  private var slots: [UInt64] = []
  private var count = 0

  /// Adds `name`, whose quote opens at `offset`; false when the object already has a member of
  /// that name (compared by exact scalars, as JSON readers compare them). `name(at:)` decodes
  /// the name whose quote opens at an offset.
  mutating func insert(_ name: String, at offset: Int, name decode: (Int) -> String) -> Bool {
    if (count + 1) * 4 > slots.count * 3 { grow() }  // an empty table too: none is made for `{}`
    let hash = UInt64(UInt32(truncatingIfNeeded: ExactKey(name).hashValue))
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] != 0 {
      let stored = slots[slot]
      if stored & 0xFFFF_FFFF == hash, ExactKey(decode(Int(stored >> 32) - 1)) == ExactKey(name) { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = UInt64(offset + 1) << 32 | hash
    count += 1
    return true
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: max(8, old.count * 2))
    let mask = slots.count - 1
    for stored in old where stored != 0 {
      var slot = Int(stored & 0xFFFF_FFFF) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = stored
    }
  }
}
