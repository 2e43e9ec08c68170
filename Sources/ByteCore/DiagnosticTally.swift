/// How many diagnostics of one kind a file lists: the first `listed` of each id, in the order
/// they are found, then one more saying how many were left out and where the first of them is.
///
/// A planted file can hold millions of the same problem (an unpaired `\U` escape every six
/// bytes, an empty value every eight): listing each would take memory and output many times the
/// file's size, and tell nothing the first ones do not.
package struct DiagnosticTally {
  /// Diagnostics of one id a file lists before the rest are summed up.
  static let listed = 100

  private struct Omitted {
    var count: Int
    var severity: Severity
    var firstOffset: Int
  }

  /// What is tallied of one id. A file's diagnostics are of a few ids, and a planted one repeats
  /// one id millions of times: the ids are searched in a short list, the last one asked for
  /// first, so that a diagnostic costs a comparison, not the hashing of its id's string.
  private struct Kind {
    let id: DiagnosticID
    var listed = 0
    var omitted: Omitted?
  }

  private var kinds: [Kind] = []
  private var last = 0

  /// An empty tally.
  package init() {}

  /// True when a diagnostic of `id` at `offset` is to be listed; otherwise counts it.
  package mutating func admits(_ id: DiagnosticID, _ severity: Severity, at offset: Int) -> Bool {
    let k = index(of: id)
    guard kinds[k].listed >= Self.listed else {
      kinds[k].listed += 1
      return true
    }
    if kinds[k].omitted == nil { kinds[k].omitted = Omitted(count: 0, severity: severity, firstOffset: offset) }
    kinds[k].omitted?.count += 1
    return false
  }

  /// The position of `id` in `kinds`, added when new.
  private mutating func index(of id: DiagnosticID) -> Int {
    if last < kinds.count, kinds[last].id == id { return last }
    if let found = kinds.firstIndex(where: { $0.id == id }) {
      last = found
    } else {
      kinds.append(Kind(id: id))
      last = kinds.count - 1
    }
    return last
  }

  /// One diagnostic for each id with diagnostics left out, at the first one left out; by offset.
  package func summaries() -> [(id: DiagnosticID, severity: Severity, offset: Int, message: String)] {
    kinds.compactMap { kind in kind.omitted.map { (kind.id, $0) } }.map { id, left in
      let kind = left.count == 1 ? "diagnostic" : "diagnostics"
      return (
        id, left.severity, left.firstOffset,
        "\(left.count) more \(id) \(kind) from here on are not listed (the first \(Self.listed) are)"
      )
    }.sorted { $0.offset < $1.offset }
  }
}
