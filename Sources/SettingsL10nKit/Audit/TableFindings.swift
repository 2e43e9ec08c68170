import Foundation
import StringsFormat

/// The findings of one table file, those about an entry located at its key's byte offset once all
/// are known: one forward pass over the text locates them all, however many there are and
/// whatever order the audit found them in.
struct TableFindings {
  private(set) var findings: [Finding] = []
  /// The key offset of each finding that waits for its line and column, with the finding's index.
  private var pending: [(offset: Int, index: Int)] = []

  init(_ findings: [Finding] = []) { self.findings = findings }

  /// Adds a finding that carries its location already (or has none).
  mutating func append(_ finding: Finding) { findings.append(finding) }

  /// Adds a finding to be located at `offset` of the text (none when nil).
  mutating func append(_ finding: Finding, at offset: Int?) {
    if let offset { pending.append((offset, findings.count)) }
    findings.append(finding)
  }

  /// The findings, located in `text`, in the order `Finding.stableOrder` puts them (they are all
  /// about one file), so that putting every file's findings together meets sorted runs.
  consuming func located(in text: [UInt8]) -> [Finding] {
    if !pending.isEmpty {
      pending.sort { $0.offset < $1.offset }
      let locations = text.withUnsafeBufferPointer { TextLocator.locate(pending.lazy.map(\.offset), in: $0) }
      for (slot, location) in zip(pending, locations) {
        findings[slot.index].line = location.line
        findings[slot.index].column = location.column
      }
    }
    AuditOrder.sort(&findings)
    return findings
  }
}

/// Lines and columns of ascending byte offsets of a UTF-8 text, as `LineIndex` gives them (LF,
/// CR and CRLF each end a line; columns count Unicode scalars), in one pass that stops at the
/// last offset: line breaks are found with memchr, scalars are counted only on the offsets' lines.
enum TextLocator {
  static func locate<Offsets: Sequence<Int>>(_ offsets: Offsets, in text: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
    guard let base = text.baseAddress else {
      return offsets.map { _ in SourceLocation(line: 1, column: 1, offset: 0) }
    }
    let n = text.count
    let hasCR = memchr(base, 0x0D, n) != nil
    var line = 1
    var lineStart = 0
    // Line breaks are looked for up to `scanned`; scalars of the current line are counted up to `counted`.
    var scanned = 0
    var counted = 0
    var scalars = 0
    var locations: [SourceLocation] = []
    for offset in offsets {
      let target = max(0, min(offset, n))
      if hasCR {
        var j = scanned
        while j < target {
          let b = text[j]
          if b == 0x0A {
            line += 1
            lineStart = j + 1
          } else if b == 0x0D {
            // A CRLF ends its line after the LF: an offset on the LF is still on the CR's line.
            if j + 1 < n, text[j + 1] == 0x0A {
              if j + 2 > target { break }
              j += 1
            }
            line += 1
            lineStart = j + 1
          }
          j += 1
        }
        scanned = j
      } else {
        while scanned < target, let hit = memchr(base + scanned, 0x0A, target - scanned) {
          scanned = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
          line += 1
          lineStart = scanned
        }
        scanned = target
      }
      if counted < lineStart {
        counted = lineStart
        scalars = 0
      }
      while counted < target {
        if text[counted] & 0xC0 != 0x80 { scalars &+= 1 }
        counted &+= 1
      }
      locations.append(SourceLocation(line: line, column: scalars + 1, offset: target))
    }
    return locations
  }
}
