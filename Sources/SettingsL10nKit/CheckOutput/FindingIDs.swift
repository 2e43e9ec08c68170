import ByteCore

/// The distinct ids of a report's findings, in first-seen order, each with a number (such as
/// a count): a report has a few dozen ids at most, so a list looked through (the last one
/// found first) beats hashing every finding's id.
struct FindingIDs {
  /// The ids and their numbers, in first-seen order.
  private(set) var entries: [(id: DiagnosticID, value: Int)] = []
  private var last = 0

  /// The position of `id` in `entries`, adding it with `value` when it is new.
  mutating func position(of id: DiagnosticID, adding value: @autoclosure () -> Int = 0) -> Int {
    if last < entries.count, entries[last].id == id { return last }
    if let found = entries.firstIndex(where: { $0.id == id }) {
      last = found
    } else {
      last = entries.count
      entries.append((id, value()))
    }
    return last
  }

  /// Adds one to the number of `id`.
  mutating func count(_ id: DiagnosticID) {
    let index = position(of: id)
    entries[index].value += 1
  }
}
