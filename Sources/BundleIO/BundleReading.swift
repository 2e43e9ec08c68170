/// How a bundle is read, the same for every job that reads it (`check`, `render`, `report`,
/// the exchange jobs): which folder is the development language's, which table a page without
/// `StringsTable` uses, and where the app's code is.
public struct BundleReading: Sendable, Hashable {
  /// The development language (folder or tag); `nil` means `en`, else `Base`, else `English`.
  public var developmentLanguage: String?
  /// InAppSettingsKit's convention: a page without `StringsTable` uses a table named after it.
  public var iaskTableConvention: Bool
  /// Where the app's code is, whose reads of the tables keep keys in use (and required).
  public var sources: SourceSearch

  /// Creates a way of reading.
  public init(developmentLanguage: String? = nil, iaskTableConvention: Bool = false, sources: SourceSearch = .automatic)
  {
    self.developmentLanguage = developmentLanguage
    self.iaskTableConvention = iaskTableConvention
    self.sources = sources
  }
}
