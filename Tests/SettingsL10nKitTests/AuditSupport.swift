import ByteCore
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// The `check` fixtures: `Fixtures/check/bundles/<name>/Settings.bundle`, optional `options.json`,
/// goldens in `expected/`.
enum AuditFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let root = packageRoot.appendingPathComponent("Fixtures/check")
  static let bundles = root.appendingPathComponent("bundles")
  static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

  /// Fixture folders holding a `Settings.bundle`, sorted.
  static var names: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundles.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: bundles.appendingPathComponent("\($0)/Settings.bundle").path)
    }.sorted()
  }

  static func folder(_ name: String) -> URL { bundles.appendingPathComponent(name) }

  /// What a fixture's `options.json` asks for.
  struct Options: Decodable {
    var iask: Bool?
    var developmentLanguage: String?
    var ignore: [String]?

    /// How the fixture's bundle is read.
    var reading: BundleReading {
      BundleReading(developmentLanguage: developmentLanguage, iaskTableConvention: iask ?? false)
    }
  }

  static func options(_ name: String) -> Options {
    let url = folder(name).appendingPathComponent("options.json")
    guard let data = try? Data(contentsOf: url) else { return Options() }
    return (try? JSONDecoder().decode(Options.self, from: data)) ?? Options()
  }

  /// The request the goldens were recorded with: run from the fixture folder on `Settings.bundle`,
  /// under the policy `check` applies without `--policy` or a configuration.
  static func request(_ name: String, format: CheckFormat) -> CheckRequest {
    let options = options(name)
    var request = CheckRequest(
      bundle: "Settings.bundle", bundleURL: folder(name).appendingPathComponent("Settings.bundle"),
      audit: AuditOptions(reading: options.reading),
      ignored: (options.ignore ?? []).map(DiagnosticID.init(rawValue:)), format: format, toolVersion: "golden")
    request.gate.policy = .default
    request.severities = CheckPolicy.default.severities
    return request
  }

  /// The CLI arguments equal to `request(name, format:)`.
  static func arguments(_ name: String, format: CheckFormat) -> [String] {
    let options = options(name)
    var arguments = ["check", "Settings.bundle", "--format", format.rawValue]
    if options.iask == true { arguments.append("--iask") }
    if let language = options.developmentLanguage { arguments += ["--development-language", language] }
    for id in options.ignore ?? [] { arguments += ["--ignore", id] }
    return arguments
  }

  /// Runs `check` as the goldens do, the bundle named `Settings.bundle` (as run from the fixture folder).
  static func run(_ name: String, format: CheckFormat) throws -> (output: String, outcome: CheckOutcome) {
    try CheckJob.run(request(name, format: format))
  }

  /// The golden file of a format.
  static func golden(_ name: String, format: CheckFormat) -> URL {
    let file =
      switch format {
      case .text: "check.txt"
      case .json: "check.json"
      case .xcode: "check.xcode.txt"
      case .github: "check.github.txt"
      case .sarif: "check.sarif.json"
      case .markdown: "check.md"
      case .junit: "check.junit.xml"
      case .gitlab: "check.gitlab.json"
      default: "check.\(format.rawValue)"
      }
    return folder(name).appendingPathComponent("expected/\(file)")
  }

  /// Audits a fixture bundle in the library, by absolute path.
  static func audit(_ name: String, languages: [String] = []) throws -> AuditResult {
    let options = options(name)
    return try Audit.run(
      bundleAt: folder(name).appendingPathComponent("Settings.bundle"), bundlePath: "Settings.bundle",
      options: AuditOptions(reading: options.reading, languages: languages))
  }
}

extension AuditResult {
  /// The findings with an id.
  func findings(_ id: String) -> [Finding] { findings.filter { $0.id.rawValue == id } }

  /// Finding counts by id.
  var countsByID: [String: Int] {
    var counts: [String: Int] = [:]
    for finding in findings { counts[finding.id.rawValue, default: 0] += 1 }
    return counts
  }

  /// The coverage row of a folder.
  func language(_ lproj: String) -> LanguageCoverage? { languages.first { $0.lproj == lproj } }
}
