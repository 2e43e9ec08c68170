import ByteCore

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
  public var location: SourceLocation?

  /// Creates a rule.
  public init(
    id: Glob? = nil, language: Glob? = nil, table: Glob? = nil, key: Glob? = nil, file: Glob? = nil,
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.language = language
    self.table = table
    self.key = key
    self.file = file
    self.location = location
  }
}
