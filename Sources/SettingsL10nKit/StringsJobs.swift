import Foundation
import StringsFormat

/// The diagnostics of one `.strings` file, ready to render.
public struct StringsFileReport: Sendable {
  /// The path as the user gave it.
  public var path: String
  /// Diagnostics in file order.
  public var diagnostics: [Diagnostic]
  /// The file's lines, for source snippets.
  public var lines: LineIndex?

  /// True when a diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Output forms of reporting commands.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// For people.
  case text
  /// For programs.
  case json
}

/// The `strings` jobs: lint, format and dump `.strings` files.
public enum StringsJobs {
  /// Parses and lints each file; throws only when a file cannot be read.
  public static func lint(paths: [String], maxBytes: Int = StringsDocument.defaultMaxBytes) throws -> [StringsFileReport] {
    try paths.map { path in
      let document = try StringsDocument.read(contentsOf: URL(fileURLWithPath: path), maxBytes: maxBytes)
      let diagnostics = document.lint()
      // Lines are indexed only for snippets under diagnostics: a clean file pays nothing for them.
      return StringsFileReport(path: path, diagnostics: diagnostics, lines: diagnostics.isEmpty ? nil : document.lineIndex())
    }
  }

  /// Renders lint reports as text (with snippets) or as a JSON array of diagnostics.
  public static func render(_ reports: [StringsFileReport], format: ReportFormat, color: Bool) -> String {
    switch format {
    case .text:
      let renderer = DiagnosticRenderer(color: color)
      var blocks = reports.flatMap { report in
        report.diagnostics.map { renderer.render($0, path: report.path, lines: report.lines) }
      }
      let all = reports.flatMap(\.diagnostics)
      let errors = all.filter { $0.severity == .error }.count
      let warnings = all.filter { $0.severity == .warning }.count
      blocks.append("\(reports.count) file\(reports.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
      return blocks.joined(separator: "\n") + "\n"
    case .json:
      let items = reports.flatMap { report in
        report.diagnostics.map { d in
          var fields = ["\"file\": \(TableJSON.string(report.path))"]
          if let location = d.location { fields += ["\"line\": \(location.line)", "\"column\": \(location.column)"] }
          fields += [
            "\"id\": \(TableJSON.string(d.id.rawValue))", "\"severity\": \"\(d.severity.rawValue)\"",
            "\"message\": \(TableJSON.string(d.message))",
          ]
          return "  {" + fields.joined(separator: ", ") + "}"
        }
      }
      return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
  }

  /// What `format` did to one file.
  public enum FormatOutcome: Sendable, Equatable {
    /// Already in the canonical style.
    case unchanged
    /// Rewritten (or, when checking, would be).
    case changed
    /// Not formatted; the reason says why.
    case refused(String)
  }

  /// Rewrites each file in the canonical style, atomically; with `check`, writes nothing.
  /// Every file is formatted in memory before any is written.
  public static func format(
    paths: [String], check: Bool, maxBytes: Int = StringsDocument.defaultMaxBytes
  ) throws -> [(path: String, outcome: FormatOutcome)] {
    var planned: [(path: String, outcome: FormatOutcome, bytes: [UInt8]?)] = []
    for path in paths {
      let document = try StringsDocument.read(contentsOf: URL(fileURLWithPath: path), maxBytes: maxBytes)
      do {
        if check {
          planned.append((path, try document.isFormatted() ? .unchanged : .changed, nil))
        } else {
          let bytes = try document.formatted().serialized()
          planned.append((path, bytes == document.serialized() ? .unchanged : .changed, bytes))
        }
      } catch let error as StringsFileError {
        planned.append((path, .refused(error.description), nil))
      }
    }
    if !check {
      for plan in planned where plan.outcome == .changed {
        if let bytes = plan.bytes { try AtomicFile.write(bytes, to: URL(fileURLWithPath: plan.path)) }
      }
    }
    return planned.map { ($0.path, $0.outcome) }
  }

  /// The effective table of a file as JSON (the vectors' shape) or as canonical `.strings` text.
  public static func dump(
    path: String, format: ReportFormat, maxBytes: Int = StringsDocument.defaultMaxBytes
  ) throws -> (output: String, diagnostics: [Diagnostic]) {
    let document = try StringsDocument.read(contentsOf: URL(fileURLWithPath: path), maxBytes: maxBytes)
    let table = document.makeTable()
    switch format {
    case .json:
      return (TableJSON.render(table), document.errors)
    case .text:
      let lines = table.entries.map { "\(StringsEscaping.quoted($0.key)) = \(StringsEscaping.value($0.value));" }
      return (lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"), document.errors)
    }
  }
}
