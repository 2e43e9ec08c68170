import BundleIO

/// What to render: which page, for which preferred languages, and how.
public struct RenderOptions: Sendable, Hashable {
  /// The user's preferred languages (BCP 47), most preferred first; empty means the development language.
  public var languages: [String]
  /// The page to show; nil means the device's root page (`Root~iphone` when the bundle has it, else `Root`).
  public var page: String?
  /// Pseudo-localize every string of the bundle (accents, about 35% longer, brackets).
  public var pseudo: Bool
  /// How the bundle is read: its development language, its tables' convention, the app's code
  /// (searched as `check` searches it).
  public var reading: BundleReading
  /// The device idiom whose elements are shown (`Phone` or `Pad`), for `SupportedUserInterfaceIdioms`.
  public var idiom: String
  /// What counts as untranslated (the configuration's `doNotTranslate` and `ignore:`): text
  /// `check` does not call untranslated is shown as translated, as its coverage counts it.
  public var judging: TranslationJudging
  /// Keys whose development value the bundle's data calls a name (the audit's vote): not untranslated.
  var names = DataNames()

  /// Creates options.
  public init(
    languages: [String], page: String? = nil, pseudo: Bool = false, reading: BundleReading = BundleReading(),
    idiom: String = "Phone", judging: TranslationJudging = TranslationJudging()
  ) {
    self.languages = languages
    self.page = page
    self.pseudo = pseudo
    self.reading = reading
    self.idiom = idiom
    self.judging = judging
  }
}
