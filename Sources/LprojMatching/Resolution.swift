/// Which `.lproj` the Settings app reads for a list of preferred languages, and why.
public struct Resolution: Sendable, Hashable {
  /// What happened to one preference that was tried.
  public struct Step: Sendable, Hashable {
    /// The preference as given (`de-AT`).
    public var preference: String
    /// Its maximized tag (`de-Latn-AT`).
    public var maximized: String
    /// The folders of the same language group, whatever their script, in folder order.
    public var candidates: [String]
    /// The folder picked among them (the nearest on Apple's parent chains); nil when none was.
    public var match: String?
    /// pt-BR for a pt-PT preference: used only when no preference matches anything.
    public var setAside: String?

    /// Creates a step.
    public init(preference: String, maximized: String, candidates: [String], match: String?, setAside: String? = nil) {
      self.preference = preference
      self.maximized = maximized
      self.candidates = candidates
      self.match = match
      self.setAside = setAside
    }
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
