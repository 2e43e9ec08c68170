import ByteCore
import Foundation
import TextSyntax

/// The baselines of several bundles in one file (`check --write-baseline` over a repository).
///
/// A baseline names files relative to its bundle, so each bundle gets its own section, keyed by
/// the bundle's path relative to the file's folder: the file reads the same from any folder, and
/// `--baseline` gives every bundle its own section (a bundle without one has no accepted finding).
/// Version 2, so that a tool reading only one bundle's file (version 1) refuses it by name.
public struct BundleBaselines: Sendable, Hashable {
  /// The format version of a file holding several bundles.
  public static let version = 2

  /// Each bundle's baseline, by its path relative to the file's folder.
  public var bundles: [String: Baseline]

  /// The baselines of these bundles.
  public init(bundles: [String: Baseline]) {
    self.bundles = bundles
  }

  init(decoding data: Data) throws {
    struct File: Decodable {
      var coverage: [String: [String: Double]]?
      var bundles: [String: [Baseline.Fingerprint]]
    }
    let file = try JSONDecoder().decode(File.self, from: data)
    bundles = Dictionary(
      uniqueKeysWithValues: file.bundles.map { path, fingerprints in
        (path, Baseline(fingerprints: fingerprints.sorted(), coverage: Baseline.scaled(file.coverage?[path] ?? [:])))
      })
  }

  /// The file's text: the version, then each bundle (sorted by path) with one finding per line,
  /// then each bundle's coverage on a line.
  public func serialized() -> String {
    var json = JSONWriter()
    json.beginObject()
    Baseline.appendHeader(version: Self.version, to: &json)
    json.key("bundles")
    appendSections(to: &json) { baseline, json in baseline.appendFindings(to: &json) }
    json.key("coverage")
    appendSections(to: &json) { baseline, json in baseline.appendCoverage(to: &json) }
    json.endObject()
    json.endLine()
    return json.text
  }

  /// An object with a member per bundle, sorted by path, holding what `value` writes of its baseline.
  private func appendSections(
    to json: inout JSONWriter<[UInt8]>, _ value: (Baseline, inout JSONWriter<[UInt8]>) -> Void
  ) {
    json.beginObject()
    for (path, baseline) in bundles.sorted(by: { $0.key < $1.key }) {
      json.key(path)
      value(baseline, &json)
    }
    json.endObject()
  }

  /// Writes the file to `path` by the rule of every output path (`OutputDestination`), as `Baseline.write(to:)`.
  public func write(to path: String) throws(StringsFileError) {
    try Baseline.createFolder(of: path)
    try OutputDestination.resolve(path).write(serialized())
  }
}
