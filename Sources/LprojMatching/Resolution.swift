/// Which `.lproj` the Settings app reads for a list of preferred languages, and why.
public struct Resolution: Sendable, Hashable {
  /// What happened to one preference that was tried.
  public struct Step: Sendable, Hashable {
    /// The preference as given (`de-AT`).
    public var preference: String
    /// Its maximized tag (`de-Latn-AT`).
    public var maximized: String
    /// The folders of the same language and script, in the order handed to ICU.
    public var candidates: [String]
    /// The folder ICU's LocaleMatcher picked among them; nil when there were none.
    public var match: String?
  }

  /// The preferred languages, most preferred first, as given.
  public var preferences: [String]
  /// The preference that matched a folder; nil when none did.
  public var matchedPreference: String?
  /// The folder read first; nil only when the chain is empty.
  public var lproj: String?
  /// The folders in lookup order: the match, Base, the match's ancestors, the development language.
  public var chain: [String]
  /// The development language as configured (`en`, `Base`, `English`).
  public var developmentLanguage: String
  /// The development language's folder, if the bundle has it.
  public var developmentLproj: String?
  /// The table asked about (`Root`), if any.
  public var table: String?
  /// The first folder of the chain that holds the table; nil when none does.
  public var tableLproj: String?
  /// The preferences tried, in order, up to the one that matched.
  public var steps: [Step]
  /// Findings about the bundle's folder names.
  public var findings: [LprojFinding]
}
