import BundleIO
import ByteCore
import Foundation
import StringsFormat
import TextSyntax

/// The diagnostics of one `.strings` file, ready to render.
public struct StringsFileDiagnostics: Sendable {
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
public enum OutputFormat: String, Sendable, CaseIterable {
  /// For people.
  case text
  /// For programs.
  case json
}

/// The `strings` jobs: lint, format and dump `.strings` files.
public enum StringsJobs {
  /// Parses and lints each file; throws only when a file cannot be read.
  /// `-` among `paths` reads `standardInput`.
  public static func lint(
    paths: [String], maxBytes: Int = StringsDocument.defaultMaxBytes, standardInput: [UInt8]? = nil
  ) throws -> [StringsFileDiagnostics] {
    let before = interruptedWrites(paths)
    return try paths.map { path in
      let document = try read(path, maxBytes: maxBytes, standardInput: standardInput, before: before)
      let diagnostics = document.lint()
      // Lines are indexed only for snippets under diagnostics: a clean file pays nothing for them.
      return StringsFileDiagnostics(
        path: path == "-" ? "<stdin>" : PathAliases.shown(path), diagnostics: diagnostics,
        lines: diagnostics.isEmpty ? nil : document.lineIndex())
    }
  }

  /// Renders lint reports as text (with snippets) or as JSON: `{"version": 1, "diagnostics":
  /// [{"file", "line"?, "column"?, "id", "severity", "message"}], "summary": {"files", "errors", "warnings", "notes"}}`.
  public static func render(_ reports: [StringsFileDiagnostics], format: OutputFormat, color: Bool) -> String {
    switch format {
    case .text:
      let renderer = DiagnosticRenderer(color: color, columns: { TextWidth.width(of: $0) })
      var blocks = reports.flatMap { report in
        report.diagnostics.map { renderer.render($0, path: report.path, lines: report.lines) }
      }
      let (errors, warnings, _) = counts(reports)
      blocks.append(
        "\(count(reports.count, "file")): \(count(errors, "error")), \(count(warnings, "warning"))"
      )
      return blocks.joined(separator: "\n") + "\n"
    case .json:
      var json = JSONWriter()
      json.beginVersionedObject()
      json.key("diagnostics")
      json.beginArray()
      for report in reports {
        for d in report.diagnostics {
          json.beginObject(.inline)
          json.member("file", report.path)
          json.member("line", d.location?.line)
          json.member("column", d.location?.column)
          json.member("id", d.id.rawValue)
          json.member("severity", d.severity.rawValue)
          json.member("message", d.message)
          json.endObject()
        }
      }
      json.endArray()
      let (errors, warnings, notes) = counts(reports)
      json.key("summary")
      json.beginObject(.inline)
      json.member("files", reports.count)
      json.member("errors", errors)
      json.member("warnings", warnings)
      json.member("notes", notes)
      json.endObject()
      json.endObject()
      json.endLine()
      return json.text
    }
  }

  private static func counts(_ reports: [StringsFileDiagnostics]) -> (errors: Int, warnings: Int, notes: Int) {
    var counts = (errors: 0, warnings: 0, notes: 0)
    for diagnostic in reports.lazy.flatMap(\.diagnostics) {
      switch diagnostic.severity {
      case .error: counts.errors += 1
      case .warning: counts.warnings += 1
      case .note: counts.notes += 1
      }
    }
    return counts
  }

  /// The document at `path`, or (`-` with `standardInput` given) the one read from standard input.
  /// A table of a bundle with an interrupted write (`before`, by bundle) is read as it was before it.
  static func read(_ path: String, maxBytes: Int, standardInput: [UInt8]?, before: [String: InterruptedWrite] = [:])
    throws -> StringsDocument
  {
    if path == "-", let standardInput {
      guard standardInput.count <= maxBytes else {
        throw StringsFileError.tooLarge(path: "<stdin>", size: standardInput.count, limit: maxBytes)
      }
      return StringsDocument(bytes: standardInput)
    }
    return StringsDocument(bytes: try readBytes(path, limit: maxBytes, before: before))
  }

  /// The bytes of the file at `path`, as it was before an interrupted write of its bundle.
  private static func readBytes(_ path: String, limit: Int, before: [String: InterruptedWrite]) throws -> [UInt8] {
    guard let interrupted = enclosingBundle(path).flatMap({ before[$0] }) else {
      return try FileBytes.read(path: path, limit: limit)
    }
    guard let old = interrupted.pathBefore(path) else {
      throw StringsFileError.unreadable(path: path, reason: "the file did not exist before the interrupted write")
    }
    do {
      return try FileBytes.read(path: old, limit: limit)
    } catch StringsFileError.unreadable(_, let reason) {
      throw StringsFileError.unreadable(path: path, reason: reason)
    }
  }

  /// The bundles (`X.bundle` above a `.lproj` folder) that hold any of `paths` (`-`, standard
  /// input, is in none), sorted.
  public static func bundles(holding paths: [String]) -> [String] {
    Set(paths.filter { $0 != "-" }.compactMap(enclosingBundle)).sorted()
  }

  /// The interrupted writes of the bundles holding `paths`, by bundle.
  static func interruptedWrites(_ paths: [String]) -> [String: InterruptedWrite] {
    var found: [String: InterruptedWrite] = [:]
    for bundle in bundles(holding: paths) { found[bundle] = InterruptedWrite.of(URL(fileURLWithPath: bundle)) }
    return found
  }

  /// `format` of standard input: the formatted bytes (the input's own when it has errors, with
  /// the reason). Encoding, byte order mark and line endings are kept.
  public static func formatStandardInput(_ bytes: [UInt8]) -> (bytes: [UInt8], outcome: FormatOutcome) {
    let document = StringsDocument(bytes: bytes)
    do {
      let formatted = try document.formatted().serialized()
      return (formatted, formatted == document.serialized() ? .unchanged : .changed)
    } catch let error as StringsFileError {
      return (bytes, .refused(error.description))
    } catch {
      return (bytes, .refused("\(error)"))
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

  /// Rewrites each file in the canonical style; with `check`, writes nothing. Every file is
  /// formatted in memory before any is written. Files of a bundle (`X.bundle/<lang>.lproj/T.strings`)
  /// are written like `sync` writes them: under the bundle's lock, after settling an interrupted
  /// write (`recovered`), all of one bundle or none, never over a file changed since it was
  /// read (`ExchangeError.unsafe`). Other files are replaced one by one, each atomically. With
  /// `check` nothing is changed: a bundle's interrupted write is left as it is and its tables
  /// are read as they were before it.
  public static func format(
    paths: [String], check: Bool, maxBytes: Int = StringsDocument.defaultMaxBytes,
    waiting: BundleLock.Waiting = .wait(notice: { _ in })
  ) throws -> (
    results: [(path: String, outcome: FormatOutcome)], recovered: [(bundle: String, recovery: WriteRecovery)]
  ) {
    // Bundles first, in path order (two formatters lock them in the same order), held to the end.
    let bundles = check ? [] : bundles(holding: paths)
    let before = check ? interruptedWrites(paths) : [:]
    var sessions: [String: BundleAccess.Session] = [:]
    var locks: [BundleLock] = []
    defer { for lock in locks.reversed() { lock.release() } }
    var recovered: [(bundle: String, recovery: WriteRecovery)] = []
    for bundle in bundles {
      let url = URL(fileURLWithPath: bundle)
      let (lock, session) = try BundleAccess.lock(url, waiting: waiting)
      locks.append(lock)
      sessions[bundle] = session
      if let recovery = session.recovered { recovered.append((bundle, recovery)) }
    }
    var planned: [(path: String, outcome: FormatOutcome, bytes: [UInt8]?, read: [UInt8])] = []
    for path in paths {
      let read = try readBytes(path, limit: maxBytes, before: before)
      let document = StringsDocument(bytes: read)
      do {
        if check {
          planned.append((path, try document.isFormatted() ? .unchanged : .changed, nil, read))
        } else {
          let bytes = try document.formatted().serialized()
          planned.append((path, bytes == document.serialized() ? .unchanged : .changed, bytes, read))
        }
      } catch let error as StringsFileError {
        planned.append((path, .refused(error.description), nil, read))
      }
    }
    if !check {
      var bundleChanges: [String: [FileChange]] = [:]
      for (index, plan) in planned.enumerated() where plan.outcome == .changed {
        guard let bytes = plan.bytes else { continue }
        let url = URL(fileURLWithPath: plan.path)
        if let bundle = enclosingBundle(plan.path) {
          bundleChanges[bundle, default: []].append(
            FileChange(url: url, displayPath: plan.path, before: plan.read, after: bytes))
          continue
        }
        // Another program wrote the file since it was read: its bytes win, this file is left alone.
        guard (try? FileBytes.read(url, limit: maxBytes)) == plan.read else {
          planned[index].outcome = .refused(
            "the file changed after it was read; it is not overwritten (run the command again)")
          continue
        }
        try AtomicFile.write(bytes, to: url)
      }
      for bundle in bundles {
        guard let changes = bundleChanges[bundle], let session = sessions[bundle] else { continue }
        try ChangeSet(changes).apply(to: session)
      }
    }
    return (planned.map { ($0.path, $0.outcome) }, recovered)
  }

  /// The bundle a table file belongs to: the folder above its `.lproj` folder, if it is in one.
  static func enclosingBundle(_ path: String) -> String? {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    guard folder.lastPathComponent.hasSuffix(".lproj") else { return nil }
    return folder.deletingLastPathComponent().standardizedFileURL.path
  }

  /// The effective table of a file as JSON (`{"version": 1, "strings": table}`, the table in the
  /// vectors' shape) or as canonical `.strings` text, as UTF-8 bytes. `path` `-` reads `standardInput`.
  /// A file with errors loads nothing on a device: no output, and its errors placed where
  /// CoreFoundation names them (`strings lint` keeps its recovery for diagnostics).
  public static func dump(
    path: String, format: OutputFormat, maxBytes: Int = StringsDocument.defaultMaxBytes, standardInput: [UInt8]? = nil
  ) throws -> (output: [UInt8], diagnostics: [Diagnostic]) {
    var out: [UInt8] = []
    let diagnostics = try dump(
      path: path, format: format, maxBytes: maxBytes, standardInput: standardInput, emit: { out += $0 })
    return (out, diagnostics)
  }

  /// `dump(path:format:maxBytes:standardInput:)` handed to `emit` in pieces as it is written (a
  /// table of millions of keys is then never held as one output); returns the file's errors,
  /// when nothing is emitted.
  public static func dump(
    path: String, format: OutputFormat, maxBytes: Int = StringsDocument.defaultMaxBytes, standardInput: [UInt8]? = nil,
    emit: ([UInt8]) -> Void
  ) throws -> [Diagnostic] {
    let document = try read(path, maxBytes: maxBytes, standardInput: standardInput, before: interruptedWrites([path]))
    let errors = document.errors
    guard errors.isEmpty else { return errors.map(\.asDeviceReports) }
    let table = document.makeTable()
    switch format {
    case .json: TableJSON.dumpDocument(table, emit: emit)
    case .text: TableText.dump(table, emit: emit)
    }
    return []
  }
}
