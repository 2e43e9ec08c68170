import BundleIO
import ByteCore
import Foundation
import TextSyntax

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

    /// A fingerprint of these values.
    init(id: String, file: String? = nil, language: String? = nil, table: String? = nil, key: String? = nil) {
      self.id = id
      self.file = file
      self.language = language
      self.table = table
      self.key = key
    }

    /// The fingerprint of a finding.
    public init(_ finding: Finding) {
      id = finding.id.rawValue
      file = finding.file
      language = finding.language
      table = finding.table
      key = finding.key
    }

    /// Whether `a` sorts before `b`, an absent value as empty; nil when they are equal so.
    private static func order(_ a: String?, _ b: String?) -> Bool? {
      let (x, y) = (a ?? "", b ?? "")
      return x == y ? nil : x < y
    }

    /// The identifying values in order, an absent one as empty: what SARIF hashes.
    var parts: [String] { [id, file ?? "", language ?? "", table ?? "", key ?? ""] }

    /// Orders by id, file, language, table, key (an absent one as empty), then, among equal
    /// values, an absent one before an empty one. Compared member by member, making no array:
    /// a baseline of many findings is sorted as it is read.
    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
      if lhs.id != rhs.id { return lhs.id < rhs.id }
      if let order = order(lhs.file, rhs.file) ?? order(lhs.language, rhs.language) ?? order(lhs.table, rhs.table)
        ?? order(lhs.key, rhs.key)
      {
        return order
      }
      if (lhs.file == nil) != (rhs.file == nil) { return lhs.file == nil }
      if (lhs.language == nil) != (rhs.language == nil) { return lhs.language == nil }
      if (lhs.table == nil) != (rhs.table == nil) { return lhs.table == nil }
      if (lhs.key == nil) != (rhs.key == nil) { return lhs.key == nil }
      return false
    }
  }

  /// The accepted findings, sorted (a fingerprint appears once per accepted finding).
  public var fingerprints: [Fingerprint]
  /// Each language's coverage when the baseline was recorded, in ten-thousandths, by `.lproj`
  /// name: a language below `--min-coverage` fails only once it falls below this (empty in a
  /// file recorded before coverage was).
  public var coverage: [String: Int]

  /// A baseline accepting exactly these findings and, below a coverage floor, these languages' coverage.
  public init(findings: [Finding], languages: [LanguageCoverage] = []) {
    fingerprints = findings.map(Fingerprint.init).sorted()
    coverage = Self.coverage(of: languages)
  }

  /// A baseline accepting these sorted fingerprints and coverage.
  init(fingerprints: [Fingerprint], coverage: [String: Int] = [:]) {
    self.fingerprints = fingerprints
    self.coverage = coverage
  }

  /// Each language's coverage in ten-thousandths, rounded down as `check --format json` prints it.
  static func coverage(of languages: [LanguageCoverage]) -> [String: Int] {
    var coverage: [String: Int] = [:]
    for language in languages where !language.isDevelopment {
      coverage[language.lproj] = language.tenThousandths
    }
    return coverage
  }

  /// Splits findings into those the baseline does not accept (new) and the number it accepts.
  ///
  /// Against a baseline of many more findings than the run's, each finding's fingerprint is
  /// looked up in the sorted list (its copies are a run there), so only the fingerprints of
  /// this run's findings are counted, not every one hashed into a dictionary.
  public func apply(to findings: [Finding]) -> (new: [Finding], accepted: Int) {
    var budget: [Fingerprint: Int] = [:]
    // Against a baseline not much larger than the run, counting it whole costs less.
    let searched = fingerprints.count > 64 * findings.count
    if !searched {
      for fingerprint in fingerprints { budget[fingerprint, default: 0] += 1 }
    }
    let sorted = !searched || Self.isSorted(fingerprints) ? fingerprints : fingerprints.sorted()
    var new: [Finding] = []
    var accepted = 0
    for finding in findings {
      let fingerprint = Fingerprint(finding)
      let left = budget[fingerprint] ?? (searched ? Self.copies(of: fingerprint, in: sorted) : 0)
      if left > 0 {
        budget[fingerprint] = left - 1
        accepted += 1
      } else {
        budget[fingerprint] = 0
        new.append(finding)
      }
    }
    return (new, accepted)
  }

  /// How many times `fingerprint` is in `sorted`: the run of equal ones from the first that
  /// does not sort before it (`<` orders by every member, so equal ones are side by side).
  static func copies(of fingerprint: Fingerprint, in sorted: [Fingerprint]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < fingerprint { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < sorted.count, sorted[end] == fingerprint { end += 1 }
    return end - low
  }

  /// Whether the fingerprints are in order already (as a file this tool wrote holds them).
  static func isSorted(_ fingerprints: [Fingerprint]) -> Bool {
    zip(fingerprints, fingerprints.dropFirst()).allSatisfy { !($1 < $0) }
  }

  // MARK: File

  /// The file's text: a version, then one finding per line in sorted order, then the coverage on a line.
  public func serialized() -> String {
    var json = JSONWriter()
    json.beginObject()
    Self.appendHeader(version: Self.currentVersion, to: &json)
    json.key("findings")
    appendFindings(to: &json)
    json.key("coverage")
    appendCoverage(to: &json)
    json.endObject()
    json.endLine()
    return json.text
  }

  /// The members every baseline file starts with: its version and the tool that wrote it.
  static func appendHeader(version: Int, to json: inout JSONWriter<[UInt8]>) {
    json.member("version", version)
    json.member("tool", "settings-l10n check")
  }

  /// The coverage as one JSON object on a line, languages in name order.
  func appendCoverage(to json: inout JSONWriter<[UInt8]>) {
    json.beginObject(.inline)
    for (lproj, scaled) in coverage.sorted(by: { $0.key < $1.key }) {
      json.key(lproj)
      json.decimal(scaled, places: 4)
    }
    json.endObject()
  }

  /// The findings as a JSON list, one per line.
  func appendFindings(to json: inout JSONWriter<[UInt8]>) {
    json.beginArray()
    for fingerprint in fingerprints {
      json.beginObject(.inline)
      json.member("id", fingerprint.id)
      json.member("file", fingerprint.file)
      json.stringMembers(language: fingerprint.language, table: fingerprint.table, key: fingerprint.key)
      json.endObject()
    }
    json.endArray()
  }

  /// Parses a baseline file's text: see `init(parsing:bundle:)` of its UTF-8 bytes.
  public init(parsing text: String, bundle: String? = nil) throws(BaselineError) {
    try self.init(parsing: Array(text.utf8), bundle: bundle)
  }

  /// Coverage fractions as read, in ten-thousandths (rounded: the file holds four places), each
  /// held to 0...1 first, so that no number in a hand-edited file can overflow.
  static func scaled(_ fractions: [String: Double]) -> [String: Int] {
    fractions.mapValues { Int((min(max($0, 0), 1) * 10_000).rounded()) }
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
    let bytes = try readBytes(url)
    do {
      return try Baseline(
        parsing: bytes,
        bundle: bundle.map { BundleDiscovery.relativePath(of: $0, from: url.deletingLastPathComponent()) })
    } catch {
      guard case .malformed(let reason) = error else { throw error }
      throw .malformed("\(url.path): \(reason)")
    }
  }

  /// A baseline file's text.
  static func readText(_ url: URL) throws(BaselineError) -> String {
    String(decoding: try readBytes(url), as: UTF8.self)
  }

  /// A baseline file's bytes.
  static func readBytes(_ url: URL) throws(BaselineError) -> [UInt8] {
    do {
      return try FileBytes.read(url, limit: StringsDocument.defaultMaxBytes)
    } catch StringsFileError.unreadable(_, let reason) {
      if !FileManager.default.fileExists(atPath: url.path) { throw .missing(path: url.path) }
      throw .unreadable(path: url.path, reason: reason)
    } catch {
      throw .unreadable(path: url.path, reason: "\(error)")
    }
  }

  /// Writes the baseline to `path` by the rule of every output path (`OutputDestination`):
  /// a file atomically, `-` or a FIFO or device as a stream; anything else is refused.
  public func write(to path: String) throws(StringsFileError) {
    try Self.createFolder(of: path)
    try OutputDestination.resolve(path).write(serialized())
  }

  /// Creates the folder a baseline is written into (`--write-baseline ci/l10n.json` in a
  /// checkout without `ci/`), so that recording one is a single command.
  static func createFolder(of path: String) throws(StringsFileError) {
    guard path != "-" else { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    guard !FileManager.default.fileExists(atPath: folder.path) else { return }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: folder.path, reason: "cannot create the baseline's folder: \(error.localizedDescription)")
    }
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
  /// No file at the path: none was recorded yet.
  case missing(path: String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read the baseline: \(reason)"
    case .malformed(let reason): reason
    case .missing(let path):
      "\(path): no baseline there yet: record today's findings with `settings-l10n check --write-baseline \(path)` "
        + "(with the bundle and options of this run) and commit the file; later runs then fail only on new findings"
    }
  }
}
