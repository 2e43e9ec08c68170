import Foundation
import StringsFormat

/// The findings of one table file, those about an entry located at its key's byte offset once all
/// are known: one forward pass over the text locates them all, however many there are and
/// whatever order the audit found them in.
struct TableFindings {
  private(set) var findings: [Finding] = []
  /// The key offset of each finding that waits for its line and column, with the finding's index.
  private var pending: [(offset: Int, index: Int)] = []
  /// Where the file's messages are put together, one after the other.
  var message = MessageText()

  init(_ findings: [Finding] = []) { self.findings = findings }

  /// Adds a finding that carries its location already (or has none).
  mutating func append(_ finding: consuming Finding) { findings.append(finding) }

  /// Adds a finding to be located at `offset` of the text (none when nil).
  mutating func append(_ finding: consuming Finding, at offset: Int?) {
    if let offset { pending.append((offset, findings.count)) }
    findings.append(finding)
  }

  /// The findings, located in `text`, in the order `Finding.stableOrder` puts them (they are all
  /// about one file), so that putting every file's findings together meets sorted runs; none
  /// are left behind. (Mutating, not consuming: the array is then never shared, so locating
  /// does not copy it.)
  mutating func located(in text: [UInt8]) -> [Finding] {
    if !pending.isEmpty {
      pending.sort { $0.offset < $1.offset }
      let locations = LineCursor.locations(of: pending.lazy.map(\.offset), in: text)
      for (slot, location) in zip(pending, locations) {
        findings[slot.index].line = location.line
        findings[slot.index].column = location.column
      }
    }
    AuditOrder.sort(&findings)
    pending = []
    var taken: [Finding] = []
    swap(&taken, &findings)
    return taken
  }
}
