import ArgumentParser

/// An option value named by its raw value, from a fixed list (`--format json`).
///
/// ArgumentParser's defaults for such enums reach the raw value through a generic key path and
/// build the value descriptions with a generic reduce; the Swift runtime resolves both by name on
/// first use, scanning every protocol conformance of every loaded library each time. These give
/// the same strings directly, so the help, errors and completions are unchanged. (Public because
/// `CheckFormat`, `OutputFormat` and `ExportFormat` are public types of SettingsL10nKit.)
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
  public init?(argument: String) { self.init(rawValue: argument) }

  public var defaultValueDescription: String { rawValue }

  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

  /// The raw values are the descriptions: nothing to add.
  public static var allValueDescriptions: [String: String] { [:] }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
