import Foundation
import StringsFormat
import Testing

/// Paths to the fixtures and to `../shared` beside the package.
enum Paths {
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = package.appendingPathComponent("Fixtures")
  static let vectors = fixtures.appendingPathComponent("strings-vectors")
  static let corpus = package.deletingLastPathComponent().appendingPathComponent("shared/corpus")

  static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

  /// Every `.strings` file below the corpus folder (empty when the corpus is absent).
  static func corpusTables() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") }.sorted()
  }
}

/// A conformance vector by name.
struct Vector: CustomTestStringConvertible, Sendable {
  let name: String
  var testDescription: String { name }
  var input: URL { Paths.vectors.appendingPathComponent(name + ".strings") }
  var expected: URL { Paths.vectors.appendingPathComponent(name + ".expected.json") }
  var dump: URL { Paths.vectors.appendingPathComponent(name + ".dump.txt") }

  static let all: [Vector] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.vectors.path)) ?? []
    return names.filter { $0.hasSuffix(".strings") }.map { Vector(name: String($0.dropLast(8))) }
      .sorted { $0.name < $1.name }
  }()
}

/// Expected results in the vectors' JSON shape.
enum Expected: Equatable {
  case table([ExactKey: ExactValue])
  case error(String)

  static func load(_ url: URL) throws -> Expected {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let dictionary = object as? [String: Any] else { return .error("not an object") }
    if let message = dictionary["error"] as? String { return .error(message) }
    return .table(dictionary.reduce(into: [:]) { $0[ExactKey($1.key)] = ExactValue(json: $1.value) })
  }
}

/// A value compared by exact Unicode scalars.
indirect enum ExactValue: Equatable, CustomStringConvertible {
  case string([Unicode.Scalar])
  case array([ExactValue])
  case dictionary([String: ExactValue])
  case data([UInt8])

  init(json: Any) {
    switch json {
    case let s as String: self = .string(Array(s.unicodeScalars))
    case let a as [Any]: self = .array(a.map(ExactValue.init(json:)))
    case let d as [String: Any]:
      if let hex = d["__data_hex__"] as? String {
        let digits = Array(hex.utf8)
        self = .data(
          stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0
          })
      } else {
        self = .dictionary(d.mapValues(ExactValue.init(json:)))
      }
    default: self = .string([])
    }
  }

  init(_ value: StringsValue) {
    switch value {
    case .string(let s): self = .string(Array(s.unicodeScalars))
    case .array(let items): self = .array(items.map(ExactValue.init))
    case .dictionary(let pairs): self = .dictionary(pairs.reduce(into: [:]) { $0[$1.key] = ExactValue($1.value) })
    case .data(let bytes): self = .data(bytes)
    }
  }

  var description: String {
    switch self {
    case .string(let scalars):
      var s = String.UnicodeScalarView()
      s.append(contentsOf: scalars)
      return String(s).debugDescription
    case .array(let a): return a.description
    case .dictionary(let d): return d.description
    case .data(let b): return b.description
    }
  }
}

extension StringsTable {
  /// The table as exact keys and values.
  var exact: [ExactKey: ExactValue] {
    entries.reduce(into: [:]) { $0[ExactKey($1.key)] = ExactValue($1.value) }
  }
}

/// A golden dump of a document: encoding, entries with locations, diagnostics, table size.
func dump(_ document: StringsDocument) -> String {
  let index = document.lineIndex()
  var lines = ["encoding: \(document.encoding)", "syntax: \(document.syntax)"]
  if let stop = document.deviceStopOffset { lines.append("device stops at: \(index.location(of: stop))") }
  for entry in document.entries {
    let place =
      document.syntax == .text
      ? "\(index.location(of: entry.range.lowerBound))-\(index.location(of: entry.range.upperBound)) " : ""
    var line = "entry \(entry.index): \(place)\(entry.key.debugDescription) = \(entry.value)"
    if let comment = entry.comment { line += " comment=\(comment.debugDescription)" }
    if entry.isIgnoredOnDevice { line += " [ignored on device]" }
    lines.append(line)
  }
  for diagnostic in document.lint() { lines.append("diagnostic: \(diagnostic)") }
  lines.append("table: \(document.makeTable().count) keys; loads on device: \(document.loadsOnDevice)")
  return lines.joined(separator: "\n") + "\n"
}
