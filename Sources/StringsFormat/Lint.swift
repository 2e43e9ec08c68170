extension StringsDocument {
  /// The parse diagnostics plus checks of the table: duplicate keys and empty values.
  ///
  /// Works from the table's key index and the entries' byte ranges: no key or value is decoded,
  /// and no line is located, except for the entries that get a diagnostic.
  public func lint() -> [Diagnostic] {
    var found = diagnostics
    var lines: LineIndex?
    func location(of offset: Int) -> SourceLocation {
      let built = lines ?? lineIndex()
      lines = built
      return built.location(of: offset)
    }
    func offset(ofEntry i: Int) -> Int { syntax == .text ? raw[i].key.range.lowerBound : 0 }
    func location(ofEntry i: Int) -> SourceLocation { location(of: offset(ofEntry: i)) }
    // Entries past the device's stop point are not checked.
    let checked = (0..<entries.count).lazy.filter { syntax != .text || !raw[$0].ignoredOnDevice }
    var definitions = FirstDefinitions(capacity: entries.count)
    var tally = DiagnosticTally()
    for i in checked {
      let first = withKeyBytes(ofEntry: i) { key in
        definitions.record(i, hash: KeyIndex.hash(key)) { other in
          withKeyBytes(ofEntry: other) { $0.hasSameBytes(as: key) }
        }
      }
      if let first, tally.admits(.duplicateKey, .warning, at: offset(ofEntry: i)) {
        let there = syntax == .text ? " (first defined on line \(location(ofEntry: first).line))" : ""
        found.append(
          Diagnostic(
            id: .duplicateKey, severity: .warning, location: location(ofEntry: i),
            message: "duplicate key \(entries[i].key.debugDescription)\(there); the last definition wins"))
      }
      if hasEmptyValue(at: i), tally.admits(.emptyValue, .warning, at: offset(ofEntry: i)) {
        found.append(
          Diagnostic(
            id: .emptyValue, severity: .warning, location: location(ofEntry: i),
            message: "the value of \(entries[i].key.debugDescription) is empty: the device shows a blank row"))
      }
    }
    for summary in tally.summaries() {
      found.append(
        Diagnostic(
          id: summary.id, severity: summary.severity, location: location(of: summary.offset), message: summary.message))
    }
    return found.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
  }

  /// True when the entry's value is the empty string and its key is not (read from the tokens).
  private func hasEmptyValue(at i: Int) -> Bool {
    guard syntax == .text else {
      return plistPairs[i].value == .string("") && !plistPairs[i].key.isEmpty
    }
    // A quoted token of two bytes is `""`; any other token decodes to at least one scalar.
    guard let value = raw[i].value, value.kind != .collection, value.range.count == 2 else { return false }
    return raw[i].key.kind == .unquoted || raw[i].key.range.count > 2
  }
}

/// The first entry of each key, for finding duplicates: one open-addressing table of eight bytes
/// a slot (part of the key's hash and the entry's index), the keys themselves read where they are.
///
/// The table grows with the keys found, up to two thirds full and never past room for `capacity`
/// keys: a table of one key repeated millions of times stays small.
struct FirstDefinitions {
  /// The hash's high half, then `entry + 1` in the low half; 0 marks an empty slot.
  private var slots: [UInt64]
  private var used = 0
  private let largest: Int

  /// A table for up to `capacity` keys.
  init(capacity: Int) {
    largest = max(16, capacity + capacity / 2 + 1)
    slots = Array(repeating: 0, count: min(largest, 1024))
  }

  private static let high: UInt64 = 0xFFFF_FFFF_0000_0000

  /// The first slot for a hash's high half, scaled to the table's size (no power of two needed):
  /// the stored half alone places a slot again when the table grows.
  private static func home(_ tag: UInt64, in count: Int) -> Int {
    Int(truncatingIfNeeded: ((tag >> 32) &* UInt64(count)) >> 32)
  }

  /// Records `entry`, whose key has `hash`, unless an earlier entry has the same key
  /// (`sameKey(other)`): then returns that earlier entry.
  mutating func record(_ entry: Int, hash: UInt64, sameKey: (Int) -> Bool) -> Int? {
    let tag = hash & Self.high
    var slot = Self.home(tag, in: slots.count)
    while slots[slot] != 0 {
      let stored = slots[slot]
      if stored & Self.high == tag, sameKey(Int(stored & 0xFFFF_FFFF) - 1) { return Int(stored & 0xFFFF_FFFF) - 1 }
      slot = slot + 1 == slots.count ? 0 : slot + 1
    }
    slots[slot] = tag | UInt64(entry + 1)
    used += 1
    if used * 3 > slots.count * 2, slots.count < largest { grow() }
    return nil
  }

  private mutating func grow() {
    var larger = [UInt64](repeating: 0, count: min(largest, slots.count * 2))
    for stored in slots where stored != 0 {
      var slot = Self.home(stored & Self.high, in: larger.count)
      while larger[slot] != 0 { slot = slot + 1 == larger.count ? 0 : slot + 1 }
      larger[slot] = stored
    }
    slots = larger
  }
}
