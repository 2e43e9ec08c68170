import BundleIO
import ByteCore
import Foundation
import StringsFormat

/// The settings `check` takes from `.settings-l10n.yml`, for every bundle or for one.
public struct BundleSettings: Sendable, Hashable {
  /// The development language's folder or tag.
  public var developmentLanguage: String?
  /// InAppSettingsKit conventions.
  public var iask: Bool?
  /// The least severity that fails the check.
  public var failOn: Severity?
  /// The least coverage each language needs, in percent.
  public var minCoverage: Double?
  /// A baseline file, as an absolute path (the file gives it relative to its own folder).
  public var baseline: String?
  /// Findings to drop.
  public var ignore: [IgnoreRule]
  /// Keys that are never untranslated and never required (brand names, units, font names).
  public var doNotTranslate: [Glob]
  /// What the check blocks on (`policy: pull-request` or `release`).
  public var policy: CheckPolicy?
  /// Severities given to ids over their defaults and the policy's (`severity:`).
  public var severity: [DiagnosticID: Severity]
  /// Where the app's code is (`sources:`); nil: the repository around the bundle.
  public var sources: SourceSearch?

  /// Settings with nothing set.
  public init(
    developmentLanguage: String? = nil, iask: Bool? = nil, failOn: Severity? = nil, minCoverage: Double? = nil,
    baseline: String? = nil, ignore: [IgnoreRule] = [], doNotTranslate: [Glob] = [], policy: CheckPolicy? = nil,
    severity: [DiagnosticID: Severity] = [:], sources: SourceSearch? = nil
  ) {
    self.sources = sources
    self.policy = policy
    self.severity = severity
    self.developmentLanguage = developmentLanguage
    self.iask = iask
    self.failOn = failOn
    self.minCoverage = minCoverage
    self.baseline = baseline
    self.ignore = ignore
    self.doNotTranslate = doNotTranslate
  }

  /// How a bundle with these settings is read, with the flags given (non-nil) over them.
  public func reading(developmentLanguage flag: String?, iask flagIask: Bool?) -> BundleReading {
    BundleReading(
      developmentLanguage: flag ?? developmentLanguage, iaskTableConvention: flagIask ?? iask ?? false,
      sources: sources ?? .automatic)
  }

  /// How the jobs that judge translations judge them with these settings.
  public var judging: TranslationJudging { TranslationJudging(doNotTranslate: doNotTranslate, ignoreRules: ignore) }

  /// These settings with `other`'s on top: its values win, its rules and patterns are added.
  public func overlaid(by other: BundleSettings) -> BundleSettings {
    BundleSettings(
      developmentLanguage: other.developmentLanguage ?? developmentLanguage, iask: other.iask ?? iask,
      failOn: other.failOn ?? failOn, minCoverage: other.minCoverage ?? minCoverage,
      baseline: other.baseline ?? baseline,
      ignore: ignore + other.ignore, doNotTranslate: doNotTranslate + other.doNotTranslate,
      policy: other.policy ?? policy,
      severity: severity.merging(other.severity) { $1 }, sources: other.sources ?? sources)
  }
}

/// One entry of `bundles:`: a path or pattern relative to the file's folder, with its own settings.
public struct BundleEntry: Sendable, Hashable {
  /// The path or pattern as written (`App/Settings.bundle`, `Modules/*/Settings.bundle`).
  public var path: String
  /// Where it is written.
  public var location: SourceLocation
  /// Settings for the bundles it names, over the file's top-level ones.
  public var settings: BundleSettings

  /// The path as messages quote it: control characters escaped, and past 120 characters its
  /// start and an ellipsis (a planted pattern may be a megabyte long; its line and column say
  /// where the rest is).
  public var shownPath: String {
    let shown = path.utf8.count > 120 && path.count > 120 ? String(path.prefix(117)) + "…" : path
    return PrintableText.escapingControls(shown)
  }

  /// Creates an entry.
  public init(path: String, location: SourceLocation, settings: BundleSettings = BundleSettings()) {
    self.path = path
    self.location = location
    self.settings = settings
  }
}

/// A parsed `.settings-l10n.yml`.
public struct RepositoryConfig: Sendable, Hashable {
  /// The file's name.
  public static let fileName = ".settings-l10n.yml"

  /// The file.
  public var file: URL
  /// Settings for every bundle.
  public var settings: BundleSettings
  /// The bundles to check; nil when the file lists none (they are then discovered).
  public var bundles: [BundleEntry]?

  /// Creates a configuration.
  public init(file: URL, settings: BundleSettings = BundleSettings(), bundles: [BundleEntry]? = nil) {
    self.file = file
    self.settings = settings
    self.bundles = bundles
  }

  /// The folder the file's paths are relative to.
  public var folder: URL { file.deletingLastPathComponent() }
}

/// A configuration file that cannot be used: where, and why.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is; nil when the file cannot be read at all.
  public var location: SourceLocation?
  /// The file's path, when there is no location.
  public var file: String
  /// What is wrong.
  public var message: String

  /// An error at a place in the file.
  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.file = location.file ?? ""
    self.message = message
  }

  /// An error about the whole file.
  public init(_ message: String, file: String) {
    self.location = nil
    self.file = file
    self.message = message
  }

  /// `path:line:col: error: message`, as compilers write it.
  public var description: String {
    "\(location?.description ?? file): error: \(message)"
  }
}
