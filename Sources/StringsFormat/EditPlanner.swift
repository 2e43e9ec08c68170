import ByteCore

/// Turns table edits into byte splices of a document's text.
struct EditPlanner {
  struct Splice {
    var range: Range<Int>
    var replacement: String
  }

  let document: StringsDocument
  let le: String
  private let table: StringsTable
  private var splices: [Splice] = []
  private var appended: [String] = []
  private var removed: Set<ExactKey> = []
  /// Key positions (in the table's index) whose every definition goes: a bit each.
  private var removedPositions: PositionBits
  private var touched: Set<ExactKey> = []
  /// The table's `entriesAreKeys` and `count`, read once: asked for each of millions of entries.
  private let entriesAreKeys: Bool
  private let keyCount: Int

  /// A planner of edits of `document`, whose own table (`makeTable()`) is `table`.
  init(document: StringsDocument, table: StringsTable) {
    self.document = document
    self.le = document.lineEnding.rawValue
    self.table = table
    self.removedPositions = PositionBits(count: table.count)
    self.entriesAreKeys = table.entriesAreKeys
    self.keyCount = table.count
  }

  /// Removes every definition of the keys at these positions, as `.remove` edits would after
  /// the edits added so far (a key already set stays).
  mutating func remove(positions: [Int32]) {
    for position in positions where position >= 0 && Int(position) < table.count {
      if !touched.isEmpty, touched.contains(ExactKey(table.key(at: Int(position)))) { continue }
      removedPositions.insert(Int(position))
    }
  }

  mutating func add(_ edit: StringsEdit) {
    switch edit {
    case .setValue(let key, let value):
      set(key, value, comment: nil)
    case .insert(let key, let value, let comment):
      set(key, value, comment: comment)
    case .remove(let key):
      let k = ExactKey(key)
      guard !removed.contains(k), !touched.contains(k) else { return }
      removed.insert(k)
      if let position = table.index.position(of: key) { removedPositions.insert(position) }
    }
  }

  private mutating func set(_ key: String, _ value: String, comment: String?) {
    let k = ExactKey(key)
    guard !touched.contains(k), !removed.contains(k) else { return }
    touched.insert(k)
    guard let index = table.index.winner(of: key) else {
      let commentLine = comment.map { StringsEscaping.blockComment($0) + le } ?? ""
      appended.append(commentLine + "\(StringsEscaping.quoted(key)) = \(StringsEscaping.quoted(value));")
      return
    }
    let entry = document.entries[index]
    if entry.value == .string(value), entry.valueRange != nil { return }
    let quoted = StringsEscaping.quoted(value)
    if let valueRange = entry.valueRange {
      splices.append(Splice(range: valueRange, replacement: quoted))
    } else {
      let at = entry.keyRange.upperBound
      splices.append(Splice(range: at..<at, replacement: " = " + quoted))
    }
  }

  /// Where an entry ends for an edit: past the blanks and comments that follow it on its line
  /// when nothing else does (a same-line comment belongs to its entry: it goes when the entry
  /// goes, and an added entry comes after it); else where its bytes end.
  private func endOfLine(after entry: StringsEntry) -> Int { endOfLine(afterEntryEndingAt: entry.range.upperBound) }

  /// `endOfLine(after:)` of the entry whose bytes end at `entryEnd`.
  private func endOfLine(afterEntryEndingAt entryEnd: Int) -> Int {
    let text = document.text
    let comments = document.comments
    var end = entryEnd
    // The comments the parser found, in order: the first one at or after the entry's end.
    var next = 0
    var upper = comments.count
    while next < upper {
      let middle = (next + upper) / 2
      if comments[middle].lowerBound < end { next = middle + 1 } else { upper = middle }
    }
    while true {
      while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
      guard next < comments.count, comments[next].lowerBound == end else { break }
      end = comments[next].upperBound
      next += 1
    }
    guard end == text.count || text[end] == 0x0A || text[end] == 0x0D else { return entryEnd }
    return end
  }

  /// The entry's bytes with its comment, its same-line comment, its line's leading blanks, its
  /// line break and one blank line.
  private func removalRange(of index: Int) -> Range<Int> {
    let text = document.text
    // The packed entry's offsets, as `entries[index].range` has them, decoding neither its key
    // nor its value (a prune removes millions).
    let entry = document.raw[index]
    var start = document.start(of: entry)
    var end = endOfLine(afterEntryEndingAt: entry.end)
    func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    func isBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
    var s = start
    while s > 0, isBlank(text[s - 1]) { s -= 1 }
    let startsLine = s == 0 || isBreak(text[s - 1])
    var e = end
    while e < text.count, isBlank(text[e]) { e += 1 }
    let endsLine = e == text.count || isBreak(text[e])
    guard startsLine, endsLine else { return start..<end }
    start = s
    end = breakEnd(text, e)
    // The entry takes one blank line with it: the one after it, else (last entry) the one before.
    if end < text.count, isBreak(text[end]), start == 0 || precededByBlankLine(text, start) {
      end = breakEnd(text, end)
    } else if end == text.count, start > 0, precededByBlankLine(text, start) {
      start -= text[start - 1] == 0x0A && start >= 2 && text[start - 2] == 0x0D ? 2 : 1
    }
    return start..<end
  }

  private func breakEnd(_ text: [UInt8], _ at: Int) -> Int {
    guard at < text.count else { return at }
    if text[at] == 0x0D, at + 1 < text.count, text[at + 1] == 0x0A { return at + 2 }
    return text[at] == 0x0A || text[at] == 0x0D ? at + 1 : at
  }

  private func precededByBlankLine(_ text: [UInt8], _ lineStart: Int) -> Bool {
    var j = lineStart
    var breaks = 0
    while j > 0, text[j - 1] == 0x0A || text[j - 1] == 0x0D {
      if text[j - 1] == 0x0A, j >= 2, text[j - 2] == 0x0D { j -= 1 }
      j -= 1
      breaks += 1
    }
    return breaks >= 2
  }

  /// True when every definition of the entry's key goes.
  private func isRemoved(entry: Int) -> Bool {
    guard !removedPositions.isEmpty else { return false }
    // Each entry its own key: its position is its index, found with no lookup of its key.
    if entriesAreKeys { return entry < keyCount && removedPositions.contains(entry) }
    guard let position = table.position(ofEntry: entry) else { return false }
    return removedPositions.contains(position)
  }

  /// Where new entries go: after the last entry a device reads that stays (before a closing `}`).
  private func insertionPoint() -> Int {
    if let last = document.entries.last(where: { !$0.isIgnoredOnDevice && !isRemoved(entry: $0.index) }) {
      return endOfLine(after: last)
    }
    if let first = document.raw.indices.first(where: { isRemoved(entry: $0) }) {
      return removalRange(of: first).lowerBound
    }
    if document.isBraced, let open = document.text.firstIndex(of: 0x7B) { return open + 1 }
    if let stop = document.deviceStopOffset { return stop }
    return document.text.count
  }

  func apply() throws -> [UInt8] {
    var all = splices
    if !appended.isEmpty {
      let at = insertionPoint()
      let text = document.text
      let hasEntries = document.entries.contains { !$0.isIgnoredOnDevice && !isRemoved(entry: $0.index) }
      var block = ""
      if hasEntries {
        block = le + le + appended.joined(separator: le + le)
      } else {
        let needsBreak = at > 0 && text[at - 1] != 0x0A && text[at - 1] != 0x0D
        block = (needsBreak ? le : "") + (at > 0 ? le : "") + appended.joined(separator: le + le) + le
      }
      all.append(Splice(range: at..<at, replacement: block))
    }
    // An insertion at an offset goes before a removal that starts there.
    all.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    var out: [UInt8] = []
    out.reserveCapacity(document.text.count + all.reduce(0) { $0 + $1.replacement.utf8.count })
    var cursor = 0
    func splice(_ range: Range<Int>, _ replacement: String) throws {
      guard range.lowerBound >= cursor else {
        throw StringsFileError.notEditable(reason: "two edits overlap at offset \(range.lowerBound)")
      }
      // A removal that starts where the one before it ended (most of a prune) copies nothing.
      if range.lowerBound > cursor { out.append(contentsOf: document.text[cursor..<range.lowerBound]) }
      if !replacement.isEmpty { out.append(contentsOf: replacement.utf8) }
      cursor = range.upperBound
    }
    // The removals, met in text order (each starts past the one before), are merged into the
    // sorted splices as they are found: the order of one sort of both, with no splice per key.
    var next = 0
    if !removedPositions.isEmpty {
      for entry in document.raw.indices where isRemoved(entry: entry) {
        let range = removalRange(of: entry)
        while next < all.count,
          (all[next].range.lowerBound, all[next].range.upperBound) <= (range.lowerBound, range.upperBound)
        {
          try splice(all[next].range, all[next].replacement)
          next += 1
        }
        try splice(range, "")
      }
    }
    for rest in all[next...] { try splice(rest.range, rest.replacement) }
    out.append(contentsOf: document.text[cursor...])
    return out
  }
}

/// A set of key positions, a bit each.
struct PositionBits {
  private var words: [UInt64]
  private(set) var isEmpty = true

  init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

  mutating func insert(_ position: Int) {
    words[position / 64] |= 1 << UInt64(position % 64)
    isEmpty = false
  }

  func contains(_ position: Int) -> Bool { words[position / 64] & (1 << UInt64(position % 64)) != 0 }
}
