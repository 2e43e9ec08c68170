import Foundation

/// Findings accepted for now (`check --baseline`), so that only new ones fail the gate.
///
/// A finding is matched by its id, file, language, table and key, never by line or message, so
/// edits elsewhere in a file keep it matched. Each recorded finding accepts one current finding.
/// The file is JSON with one finding per line, sorted, so that it diffs well.
public struct Baseline: Sendable, Hashable {
  /// The format version this code writes and reads.
  public static let currentVersion = 1

  /// What identifies a finding across runs.
  public struct Fingerprint: Sendable, Hashable, Comparable, Codable {
    /// The finding id.
    public var id: String
    /// The file, relative to the bundle.
    public var file: String?
    /// The `.lproj` folder name without the extension.
    public var language: String?
    /// The strings table.
    public var table: String?
    /// The key.
    public var key: String?

    /// The fingerprint of a finding.
    public init(_ finding: Finding) {
      id = finding.id.rawValue
      file = finding.file
      language = finding.language
      table = finding.table
      key = finding.key
    }

    /// The identifying values in order, an absent one as empty: what orders fingerprints and what SARIF hashes.
    var parts: [String] { [id, file ?? "", language ?? "", table ?? "", key ?? ""] }

    /// Orders by id, file, language, table, key (absent first).
    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
      func present(_ f: Fingerprint) -> [Bool] { [f.file != nil, f.language != nil, f.table != nil, f.key != nil] }
      let (a, b) = (lhs.parts, rhs.parts)
      if a != b { return a.lexicographicallyPrecedes(b) }
      return present(lhs).lexicographicallyPrecedes(present(rhs)) { !$0 && $1 }
    }
  }

  /// The accepted findings, sorted (a fingerprint appears once per accepted finding).
  public var fingerprints: [Fingerprint]

  /// A baseline accepting exactly these findings.
  public init(findings: [Finding]) {
    fingerprints = findings.map(Fingerprint.init).sorted()
  }

  /// A baseline accepting these sorted fingerprints.
  init(fingerprints: [Fingerprint]) {
    self.fingerprints = fingerprints
  }

  /// Splits findings into those the baseline does not accept (new) and the number it accepts.
  public func apply(to findings: [Finding]) -> (new: [Finding], accepted: Int) {
    var budget: [Fingerprint: Int] = [:]
    for fingerprint in fingerprints { budget[fingerprint, default: 0] += 1 }
    var new: [Finding] = []
    var accepted = 0
    for finding in findings {
      let fingerprint = Fingerprint(finding)
      if let left = budget[fingerprint], left > 0 {
        budget[fingerprint] = left - 1
        accepted += 1
      } else {
        new.append(finding)
      }
    }
    return (new, accepted)
  }

  // MARK: File

  /// The file's text: a version, then one finding per line in sorted order.
  public func serialized() -> String {
    var json = JSONWriter()
    json.beginObject()
    Self.appendHeader(version: Self.currentVersion, to: &json)
    json.key("findings")
    appendFindings(to: &json)
    json.endObject()
    json.endLine()
    return json.text
  }

  /// The members every baseline file starts with: its version and the tool that wrote it.
  static func appendHeader(version: Int, to json: inout JSONWriter<[UInt8]>) {
    json.member("version", version)
    json.member("tool", "settings-l10n check")
  }

  /// The findings as a JSON list, one per line.
  func appendFindings(to json: inout JSONWriter<[UInt8]>) {
    json.beginArray()
    for fingerprint in fingerprints {
      json.beginObject(.inline)
      json.member("id", fingerprint.id)
      json.member("file", fingerprint.file)
      json.member("language", fingerprint.language)
      json.member("table", fingerprint.table)
      json.member("key", fingerprint.key)
      json.endObject()
    }
    json.endArray()
  }

  /// Parses a baseline file's text: one bundle's (version 1), or, from a file holding several
  /// (`BundleBaselines`), the section of `bundle` (its path relative to the file's folder).
  public init(parsing text: String, bundle: String? = nil) throws(BaselineError) {
    struct Version: Decodable { var version: Int }
    struct File: Decodable {
      var version: Int
      var findings: [Fingerprint]
    }
    let data = Data(text.utf8)
    do {
      switch try JSONDecoder().decode(Version.self, from: data).version {
      case Self.currentVersion:
        fingerprints = try JSONDecoder().decode(File.self, from: data).findings.sorted()
      case BundleBaselines.version:
        let file = try BundleBaselines(decoding: data)
        fingerprints = bundle.flatMap { file.bundles[$0]?.fingerprints } ?? []
      case let version:
        throw BaselineError.malformed(
          "baseline version \(version) is not supported (this tool reads versions \(Self.currentVersion) and \(BundleBaselines.version))"
        )
      }
    } catch let error as BaselineError {
      throw error
    } catch {
      throw .malformed("not a baseline file (\(Self.describe(error)))")
    }
  }

  /// Whether the file's text is one bundle's baseline (version 1), which names files relative
  /// to that bundle and so cannot serve several.
  public static func holdsOneBundle(_ text: String) -> Bool {
    struct Version: Decodable { var version: Int }
    return (try? JSONDecoder().decode(Version.self, from: Data(text.utf8)).version) == Self.currentVersion
  }

  /// Reads a baseline file: for a file holding several bundles, the section of the bundle at
  /// `bundle` (none: no finding is accepted).
  public static func read(from url: URL, bundle: URL? = nil) throws(BaselineError) -> Baseline {
    let text = try readText(url)
    do {
      return try Baseline(
        parsing: text,
        bundle: bundle.map { BundleDiscovery.relativePath(of: $0, from: url.deletingLastPathComponent()) })
    } catch {
      guard case .malformed(let reason) = error else { throw error }
      throw .malformed("\(url.path): \(reason)")
    }
  }

  /// A baseline file's text.
  static func readText(_ url: URL) throws(BaselineError) -> String {
    let text: String
    do {
      text = String(decoding: try FileBytes.read(url, limit: StringsDocument.defaultMaxBytes), as: UTF8.self)
    } catch StringsFileError.unreadable(_, let reason) {
      throw .unreadable(path: url.path, reason: reason)
    } catch {
      throw .unreadable(path: url.path, reason: "\(error)")
    }
    return text
  }

  /// Writes the baseline to `path` by the rule of every output path (`OutputDestination`):
  /// a file atomically, `-` or a FIFO or device as a stream; anything else is refused.
  public func write(to path: String) throws(StringsFileError) {
    try OutputDestination.resolve(path).write(serialized())
  }

  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\" field"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    case DecodingError.dataCorrupted: "invalid JSON"
    default: "\(error)"
    }
  }
}

/// A baseline file that cannot be used.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a baseline this tool reads.
  case malformed(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read the baseline: \(reason)"
    case .malformed(let reason): reason
    }
  }
}
