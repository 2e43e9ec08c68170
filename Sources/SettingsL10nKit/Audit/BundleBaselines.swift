import Foundation

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
      var bundles: [String: [Baseline.Fingerprint]]
    }
    bundles = try JSONDecoder().decode(File.self, from: data).bundles.mapValues { Baseline(fingerprints: $0.sorted()) }
  }

  /// The file's text: the version, then each bundle (sorted by path) with one finding per line.
  public func serialized() -> String {
    let sections = bundles.keys.sorted().map { path in
      "    \(TableJSON.string(path)): " + (bundles[path]?.findingsList(indent: "    ") ?? "[]")
    }
    let body = sections.isEmpty ? "{}" : "{\n" + sections.joined(separator: ",\n") + "\n  }"
    return "{\n  \"version\": \(Self.version),\n  \"tool\": \"settings-l10n check\",\n  \"bundles\": \(body)\n}\n"
  }

  /// Writes the file to `path` by the rule of every output path (`OutputDestination`), as `Baseline.write(to:)`.
  public func write(to path: String) throws(StringsFileError) {
    try OutputDestination.resolve(path).write(serialized())
  }
}
