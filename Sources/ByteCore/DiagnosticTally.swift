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

  private var counts: [DiagnosticID: Int] = [:]
  private var omitted: [DiagnosticID: Omitted] = [:]

  /// An empty tally.
  package init() {}

  /// True when a diagnostic of `id` at `offset` is to be listed; otherwise counts it.
  package mutating func admits(_ id: DiagnosticID, _ severity: Severity, at offset: Int) -> Bool {
    let count = counts[id, default: 0]
    guard count >= Self.listed else {
      counts[id] = count + 1
      return true
    }
    omitted[id, default: Omitted(count: 0, severity: severity, firstOffset: offset)].count += 1
    return false
  }

  /// One diagnostic for each id with diagnostics left out, at the first one left out; by offset.
  package func summaries() -> [(id: DiagnosticID, severity: Severity, offset: Int, message: String)] {
    omitted.map { id, left in
      let kind = left.count == 1 ? "diagnostic" : "diagnostics"
      return (
        id, left.severity, left.firstOffset,
        "\(left.count) more \(id) \(kind) from here on are not listed (the first \(Self.listed) are)"
      )
    }.sorted { $0.offset < $1.offset }
  }
}
