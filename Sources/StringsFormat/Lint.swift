import ByteCore
import Findings

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
    let text = self.text
    let raw = self.raw
    let surrogates = holdsSurrogates
    var definitions = FirstDefinitions(capacity: entries.count)
    var tally = DiagnosticTally()
    // Looked up once: asked for each entry, the catalog's lookup cost more than the checks.
    let duplicateSeverity = FindingCatalog.severity(of: .duplicateKey)
    let emptySeverity = FindingCatalog.severity(of: .emptyValue)
    for i in 0..<entries.count {
      // Each entry is unpacked once here, not once for each question asked of it.
      let entry = syntax == .text ? raw[i] : nil
      // Entries past the device's stop point are not checked.
      if let entry, entry.ignoredOnDevice { continue }
      let first: Int?
      if let entry {
        // The text and entries as locals: a closure that reads them through `self` holds a copy
        // of the whole document, a retain and a release of each of its arrays for every entry.
        first = Self.withKeyBytes(of: entry.key, in: text, surrogates: surrogates) { key in
          definitions.record(i, hash: KeyIndex.hash(key)) { other in
            Self.withKeyBytes(of: raw[other].key, in: text, surrogates: surrogates) { $0 == key }
          }
        }
      } else {
        first = withKeyBytes(ofEntry: i, nil) { key in
          definitions.record(i, hash: KeyIndex.hash(key)) { other in withKeyBytes(ofEntry: other) { $0 == key } }
        }
      }
      if let first, tally.admits(.duplicateKey, duplicateSeverity, at: offset(ofEntry: i)) {
        let firstLine = syntax == .text ? location(ofEntry: first).line : nil
        found.append(
          Diagnostic(
            .duplicateKey(debugKey: entries[i].key.debugDescription, firstLine: firstLine),
            location: location(ofEntry: i)))
      }
      if hasEmptyValue(at: i, entry),
        tally.admits(.emptyValue, emptySeverity, at: offset(ofEntry: i))
      {
        found.append(Diagnostic(.emptyValue(debugKey: entries[i].key.debugDescription), location: location(ofEntry: i)))
      }
    }
    for summary in tally.summaries() {
      found.append(
        Diagnostic(
          id: summary.id, severity: summary.severity, location: location(of: summary.offset), message: summary.message))
    }
    return found.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
  }

  /// True when the entry's value is the empty string and its key is not (read from the tokens of
  /// `entry`, entry `i` of a text table).
  private func hasEmptyValue(at i: Int, _ entry: RawEntry?) -> Bool {
    guard let entry else {
      return plistPairs[i].value == .string("") && !plistPairs[i].key.isEmpty
    }
    // A quoted token of two bytes is `""`; any other token decodes to at least one scalar.
    guard let value = entry.value, value.kind != .collection, value.range.count == 2 else { return false }
    return entry.key.kind == .unquoted || entry.key.range.count > 2
  }
}

/// The first entry of each key, for finding duplicates: one open-addressing table of eight bytes
/// a slot (part of the key's hash and the entry's index), the keys themselves read where they are.
///
/// The table has room for `capacity` keys, two thirds full at most, from the start, in memory
/// that `calloc` hands out zeroed: a page is touched only when a key lands in it, so a key
/// repeated millions of times takes one page, and a table of distinct keys is written once,
/// not again for every size it would grow through (each size a fresh set of zeroed pages).
struct FirstDefinitions {
  /// The hash's high half, then `entry + 1` in the low half; 0 marks an empty slot.
  private let slots: ZeroedWords

  /// A table for up to `capacity` keys.
  init(capacity: Int) {
    slots = ZeroedWords(count: max(16, capacity + capacity / 2 + 1))
  }

  /// The number of slots, fixed for the table's life.
  var slotCount: Int { slots.count }

  private static let high: UInt64 = 0xFFFF_FFFF_0000_0000

  /// The first slot for a hash, from its low half (the high half is the tag each slot keeps, so
  /// the two halves filter apart), scaled to the table's size (no power of two needed).
  private static func home(_ hash: UInt64, in count: Int) -> Int {
    Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(count)) >> 32)
  }

  /// Records `entry`, whose key has `hash`, unless an earlier entry has the same key
  /// (`sameKey(other)`): then returns that earlier entry. At most `capacity` entries are recorded,
  /// so an empty slot is always left and a probe ends.
  mutating func record(_ entry: Int, hash: UInt64, sameKey: (Int) -> Bool) -> Int? {
    let table = slots
    let tag = hash & Self.high
    var slot = Self.home(hash, in: table.count)
    while table[slot] != 0 {
      let stored = table[slot]
      if stored & Self.high == tag, sameKey(Int(stored & 0xFFFF_FFFF) - 1) { return Int(stored & 0xFFFF_FFFF) - 1 }
      slot = slot + 1 == table.count ? 0 : slot + 1
    }
    table[slot] = tag | UInt64(entry + 1)
    return nil
  }
}
