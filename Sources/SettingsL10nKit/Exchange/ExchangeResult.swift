import BundleIO
import ByteCore
import Foundation

/// What an extract, sync, export or import found and changed (or, in a dry run, would change).
public struct ExchangeResult: Sendable {
  /// The files written, or that a dry run would write.
  public var changes: ChangeSet
  /// One line per changed file (`de.lproj/Root.strings: 2 added, 1 removed`), in the order of `changes`.
  public var summaries: [String]
  /// What was reported and left alone: stale keys, skipped units, missing translations.
  public var findings: [Finding]
  /// Text for standard output instead of a file (an XLIFF export without `--output`).
  public var output: String?
  /// True when nothing was written because it was a dry run.
  public var dryRun: Bool
  /// A write of the bundle that an earlier command left unfinished (killed), settled first.
  public var recovered: WriteRecovery?
  /// The interrupted write a command that only reads (a dry run, an export) found and left alone.
  public var interrupted: InterruptedWrite?

  /// Creates a report.
  public init(changes: ChangeSet, summaries: [String], findings: [Finding], output: String? = nil, dryRun: Bool) {
    self.changes = changes
    self.summaries = summaries
    self.findings = findings
    self.output = output
    self.dryRun = dryRun
  }

  /// The report for people: the diff of a dry run, each file's summary, each finding, a total.
  public func text() -> String { String(decoding: textBytes(), as: UTF8.self) }

  /// The UTF-8 of `text()`, written into one buffer: a sync of many languages reports thousands
  /// of findings, and building a string per finding cost more than finding them.
  public func textBytes() -> [UInt8] {
    var out = OutputBytes(capacity: 256 + findings.count * 160)
    if dryRun { changes.writeDiff(escapingLines: true, into: &out) }
    for summary in summaries {
      out.escaped(summary)
      out.raw("\n")
    }
    for finding in findings { Self.appendLine(finding, to: &out) }
    out.plain((dryRun ? "dry run: " : "") + Self.outcome(files: changes.changes.count, dryRun: dryRun) + "\n")
    return out.finish()
  }

  /// The report split as `import` prints it: standard output gets what was changed (in a dry
  /// run the unified diff alone, so that `> x.diff` is a clean patch), standard error every
  /// finding (and, in a dry run, the summaries and the last words).
  public func streamBytes() -> (output: [UInt8], diagnostics: [UInt8]) {
    var out = OutputBytes(capacity: 256)
    var err = OutputBytes(capacity: 256 + findings.count * 160)
    if dryRun { changes.writeDiff(escapingLines: true, into: &out) }
    for summary in summaries {
      if dryRun {
        err.escaped(summary)
        err.raw("\n")
      } else {
        out.escaped(summary)
        out.raw("\n")
      }
    }
    for finding in findings { Self.appendLine(finding, to: &err) }
    let last = (dryRun ? "dry run: " : "") + Self.outcome(files: changes.changes.count, dryRun: dryRun) + "\n"
    if dryRun { err.plain(last) } else { out.plain(last) }
    return (out.finish(), err.finish())
  }

  /// The last words of a report: how many files were written, or would change in a dry run.
  static func outcome(files: Int, dryRun: Bool) -> String {
    let files = count(files, "file")
    return dryRun ? "\(files) would change; nothing was written" : "\(files) written"
  }

  /// Appends `finding.description` and a line feed. The place (`file:line:col: `) is escaped as
  /// the file's own characters, the only ones in it that can need it.
  static func appendLine(_ finding: Finding, to out: inout OutputBytes) {
    if let file = finding.file {
      out.escaped(file)
      PrintedPaths.appendLineColumn(finding, to: &out)
      out.raw(": ")
    }
    out.severityMessageID(finding)
  }
}
