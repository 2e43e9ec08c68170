import ByteCore
import Foundation
import StringsFormat

/// The findings of one table file, those about an entry located at its key's byte offset once all
/// are known: one forward pass over the text locates them all, however many there are and
/// whatever order the audit found them in.
///
/// Past `listedPerID` findings of one id, the rest of that id are only counted, and one finding
/// more says how many (`... and 3,999,000 more stale-key findings in this file`): a table of
/// millions of stale keys then costs its counts, not a finding each, so any file within the size
/// limit is checked in memory bounded by its size.
struct TableFindings {
  /// How many findings of one id one file lists.
  static let listedPerID = 1_000

  private(set) var findings: [Finding] = []
  /// The key offset of each finding that waits for its line and column, with the finding's index.
  private var pending: [(offset: Int, index: Int)] = []
  /// Where the file's messages are put together, one after the other.
  var message = MessageText()
  /// How many findings of each id were met, listed or not: the few ids of a file, searched in
  /// order, which costs less than hashing an id's text for each of millions of findings.
  private var counts: [(id: DiagnosticID, count: Int)] = []

  init(_ findings: [Finding] = []) { self.findings = findings }

  /// True when no more finding of `id` is listed; it is then counted here. A caller that puts a
  /// message together asks first, so that an unlisted finding costs nothing more.
  mutating func isFull(_ id: DiagnosticID) -> Bool {
    let slot = slot(of: id)
    guard counts[slot].count >= Self.listedPerID else { return false }
    counts[slot].count += 1
    return true
  }

  /// Counts a finding of `id`; true when it is listed.
  private mutating func admits(_ id: DiagnosticID) -> Bool {
    let slot = slot(of: id)
    counts[slot].count += 1
    return counts[slot].count <= Self.listedPerID
  }

  /// Where `id` is counted, added with no finding met when it is new.
  private mutating func slot(of id: DiagnosticID) -> Int {
    if let slot = counts.firstIndex(where: { $0.id == id }) { return slot }
    counts.append((id, 0))
    return counts.count - 1
  }

  /// Adds a finding that carries its location already (or has none).
  mutating func append(_ finding: consuming Finding) {
    guard admits(finding.id) else { return }
    findings.append(finding)
  }

  /// Adds a finding to be located at `offset` of the text (none when nil).
  mutating func append(_ finding: consuming Finding, at offset: Int?) {
    guard admits(finding.id) else { return }
    if let offset { pending.append((offset, findings.count)) }
    findings.append(finding)
  }

  /// One finding per id past `listedPerID`: how many more there are, with the severity, file and
  /// language of the last one listed (so the gate and the counts by language still see them).
  private func summaries() -> [Finding] {
    var summaries: [Finding] = []
    for (id, count) in counts where count > Self.listedPerID {
      guard let last = findings.last(where: { $0.id == id }) else { continue }
      let more = count - Self.listedPerID
      summaries.append(
        Finding(
          id: id, severity: last.severity,
          message:
            "... and \(more) more \(id.rawValue) finding\(more == 1 ? "" : "s") in this file (\(Self.listedPerID) of one id are listed per file)",
          file: last.file, page: last.page, language: last.language, table: last.table))
    }
    return summaries.sorted { $0.id.rawValue < $1.id.rawValue }
  }

  /// The findings in the order they were added, each id's summary after them: for findings
  /// located as they are found, in an order the caller chose.
  mutating func inOrderAdded() -> [Finding] {
    findings += summaries()
    var taken: [Finding] = []
    swap(&taken, &findings)
    return taken
  }

  /// The findings, located in `text`, in the order `Finding.stableOrder` puts them (they are all
  /// about one file), so that putting every file's findings together meets sorted runs; none
  /// are left behind. (Mutating, not consuming: the array is then never shared, so locating
  /// does not copy it.)
  mutating func located(in text: [UInt8]) -> [Finding] {
    if !pending.isEmpty {
      pending.sort { $0.offset < $1.offset }
      let locations = LineCursor.locations(of: pending.map(\.offset), in: text)
      for (slot, location) in zip(pending, locations) {
        findings[slot.index].line = location.line
        findings[slot.index].column = location.column
      }
    }
    findings += summaries()
    AuditOrder.sort(&findings)
    pending = []
    var taken: [Finding] = []
    swap(&taken, &findings)
    return taken
  }
}
