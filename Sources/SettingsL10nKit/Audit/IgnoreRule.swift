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
