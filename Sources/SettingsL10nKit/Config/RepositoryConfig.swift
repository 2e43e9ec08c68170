import Foundation

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

  /// Settings with nothing set.
  public init(
    developmentLanguage: String? = nil, iask: Bool? = nil, failOn: Severity? = nil, minCoverage: Double? = nil,
    baseline: String? = nil, ignore: [IgnoreRule] = [], doNotTranslate: [Glob] = [], policy: CheckPolicy? = nil,
    severity: [DiagnosticID: Severity] = [:]
  ) {
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

  /// These settings with `other`'s on top: its values win, its rules and patterns are added.
  public func overlaid(by other: BundleSettings) -> BundleSettings {
    BundleSettings(
      developmentLanguage: other.developmentLanguage ?? developmentLanguage, iask: other.iask ?? iask,
      failOn: other.failOn ?? failOn, minCoverage: other.minCoverage ?? minCoverage, baseline: other.baseline ?? baseline,
      ignore: ignore + other.ignore, doNotTranslate: doNotTranslate + other.doNotTranslate, policy: other.policy ?? policy,
      severity: severity.merging(other.severity) { $1 })
  }
}

/// Where something is written in the configuration file.
public struct ConfigLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path as reports name it.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}

/// A rule of `ignore:`: drops the findings that match every field it gives.
public struct IgnoreRule: Sendable, Hashable {
  /// Finding id pattern (`stale-key`, `*-key`).
  public var id: Glob?
  /// `.lproj` folder name pattern, without `.lproj`.
  public var language: Glob?
  /// Strings table pattern.
  public var table: Glob?
  /// Key pattern.
  public var key: Glob?
  /// Pattern for the file, relative to the bundle (`en.lproj/*.strings`).
  public var file: Glob?
  /// Where the rule is written, for reports.
  public var location: ConfigLocation?

  /// Creates a rule.
  public init(
    id: Glob? = nil, language: Glob? = nil, table: Glob? = nil, key: Glob? = nil, file: Glob? = nil,
    location: ConfigLocation? = nil
  ) {
    self.id = id
    self.language = language
    self.table = table
    self.key = key
    self.file = file
    self.location = location
  }

  /// True when every field the rule gives matches the finding (a field the finding lacks never matches).
  public func matches(_ finding: Finding) -> Bool {
    func test(_ glob: Glob?, _ value: String?) -> Bool {
      guard let glob else { return true }
      guard let value else { return false }
      return glob.matches(value)
    }
    return test(id, finding.id.rawValue) && test(language, finding.language) && test(table, finding.table)
      && test(key, finding.key) && test(file, finding.file)
  }
}

/// One entry of `bundles:`: a path or pattern relative to the file's folder, with its own settings.
public struct BundleEntry: Sendable, Hashable {
  /// The path or pattern as written (`App/Settings.bundle`, `Modules/*/Settings.bundle`).
  public var path: String
  /// Where it is written.
  public var location: ConfigLocation
  /// Settings for the bundles it names, over the file's top-level ones.
  public var settings: BundleSettings

  /// Creates an entry.
  public init(path: String, location: ConfigLocation, settings: BundleSettings = BundleSettings()) {
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
  public var location: ConfigLocation?
  /// The file's path, when there is no location.
  public var file: String
  /// What is wrong.
  public var message: String

  /// An error at a place in the file.
  public init(_ message: String, at location: ConfigLocation) {
    self.location = location
    self.file = location.file
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
