import BundleIO
import ByteCore
import Foundation

/// What the review report covers and how the bundle is read.
public struct ReviewOptions: Sendable, Hashable {
  /// How the bundle is read: its development language, its tables' convention, the app's code
  /// (searched as `check` searches it).
  public var reading: BundleReading
  /// Languages to show (folder names or BCP 47 tags); empty means every folder.
  public var languages: [String]
  /// Pages to draw (names, such as `Root`); empty means every page reached from Root.
  public var pages: [String]
  /// The device idiom whose elements are shown (`Phone` or `Pad`).
  public var idiom: String
  /// Keys that are never required and never untranslated, and rules dropping findings (the
  /// configuration's `doNotTranslate` and `ignore:`), as `check` judges them.
  public var judging: TranslationJudging

  /// Creates options.
  public init(
    reading: BundleReading = BundleReading(), languages: [String] = [], pages: [String] = [], idiom: String = "Phone",
    judging: TranslationJudging = TranslationJudging()
  ) {
    self.reading = reading
    self.languages = languages
    self.pages = pages
    self.idiom = idiom
    self.judging = judging
  }
}

/// One language of the review: its coverage and every page as its users see it.
public struct LanguageReview: Sendable {
  /// The audit's coverage row for the folder.
  public var coverage: LanguageCoverage
  /// Required keys present but equal to the development value (`untranslated` findings).
  public var untranslated: Int
  /// The layout direction of the language.
  public var direction: LayoutDirection
  /// Every reachable page, in walk order, rendered for a user who prefers this language.
  public var pages: [RenderedPage]
  /// Things the reviewer should know about the language as a whole (a page that could not be drawn).
  public var notes: [String]

  /// Required keys translated (not equal to the development value: the audit counts those apart).
  public var translatedOnly: Int { coverage.translated }
}

/// The review report of a bundle: `check`'s audit and `render`'s pages for every language,
/// the development language and a pseudo-localization beside each.
public struct BundleReview: Sendable {
  /// The audit (findings and coverage), as `check` computes it.
  public var audit: AuditResult
  /// The reachable pages' names, in walk order.
  public var pages: [String]
  /// The development language's pages.
  public var development: LanguageReview
  /// Every other language folder, sorted by folder name.
  public var languages: [LanguageReview]
  /// The development language's pages pseudo-localized (longer text, to show where it is cut).
  public var pseudo: [RenderedPage]

  /// Every language, the development language first.
  public var allLanguages: [LanguageReview] { [development] + languages }
}

/// Builds the review report: loads the bundle once, audits it as `check` does, renders every
/// page in every language as `render` does.
public enum BundleReviewBuilder {
  /// Reads and reviews the bundle at `url`; `bundlePath` is how the report names it.
  public static func build(bundleAt url: URL, bundlePath: String, options: ReviewOptions = ReviewOptions()) throws
    -> BundleReview
  {
    let bundle = try LocalizedBundle.load(url, options: .init(reading: options.reading))
    let catalogs = try ChromeCatalog.shippedCatalogs()
    return try build(bundle, bundlePath: bundlePath, options: options, catalogs: catalogs)
  }

  /// Reviews a loaded bundle with the chrome strings of `catalogs` (English when nil).
  public static func build(
    _ bundle: LocalizedBundle, bundlePath: String, options: ReviewOptions, catalogs: LocalizedBundle?
  ) throws -> BundleReview {
    // The audit as `check` makes it with the same configuration: the same findings and rows.
    let audit = try Audit.audit(
      bundle, bundlePath: bundlePath, languages: options.languages, doNotTranslate: options.judging.doNotTranslate
    ).dropping(ignoredBy: options.judging.ignoreRules).report
    let reached = bundle.walk.pages.map(\.name)
    for page in options.pages where !reached.contains(page) {
      throw RenderError.noSuchPage(page, available: reached)
    }
    let pages = options.pages.isEmpty ? reached : reached.filter { options.pages.contains($0) }
    // Each language's pages are rendered on their own, concurrently: the other languages, then
    // the development language (with a coverage row even when the bundle lacks its folder), then
    // the pseudo-localization.
    let others = audit.languages.filter { !$0.isDevelopment }
    let developmentRow =
      audit.languages.first(where: \.isDevelopment)
      ?? LanguageCoverage(
        lproj: audit.developmentLanguage, locale: bundle.matcher.developmentLanguage, isDevelopment: true, required: 0,
        translated: 0, stale: 0)
    let jobs = others.map { ($0, [$0.locale], false) } + [(developmentRow, [], false), (developmentRow, [], true)]
    // Every language compares its text with the same development text: found once for all.
    let developmentTexts = DevelopmentTexts()
    let reviews = Concurrently.map(jobs.count) { index in
      let (row, languages, pseudo) = jobs[index]
      return self.review(
        bundle, pages: pages, coverage: row, languages: languages,
        pseudo: pseudo, options: options, catalogs: catalogs, names: audit.names, developmentTexts: developmentTexts)
    }
    return BundleReview(
      audit: audit, pages: pages, development: reviews[others.count], languages: Array(reviews.prefix(others.count)),
      pseudo: reviews[others.count + 1].pages)
  }

  /// Renders every page for a user who prefers `languages` (the development language when empty).
  private static func review(
    _ bundle: LocalizedBundle, pages: [String], coverage: LanguageCoverage, languages: [String],
    pseudo: Bool, options: ReviewOptions, catalogs: LocalizedBundle?, names: DataNames,
    developmentTexts: DevelopmentTexts
  ) -> LanguageReview {
    let preferences = languages.isEmpty ? [bundle.matcher.developmentLanguage] : languages
    var notes: [String] = []
    let chrome: ChromeCatalog
    do {
      chrome =
        try catalogs.map { try ChromeCatalog.resolve(in: $0, preferences: pseudo ? ["en"] : preferences) }
        ?? ChromeCatalog(lproj: nil, strings: [:])
    } catch {
      chrome = ChromeCatalog(lproj: nil, strings: [:])
    }
    var rendered: [RenderedPage] = []
    var resolutions = ResolutionMemo()
    for page in pages {
      var renderOptions = RenderOptions(
        languages: languages, page: page, pseudo: pseudo, reading: options.reading, idiom: options.idiom,
        judging: options.judging)
      renderOptions.names = names
      do {
        rendered.append(
          try PageRenderer.render(
            bundle, options: renderOptions, chrome: chrome, resolutions: &resolutions,
            developmentTexts: developmentTexts))
      } catch {
        notes.append("page \(page) could not be drawn: \(error)")
      }
    }
    if !pseudo, !coverage.isDevelopment, let first = rendered.first, first.matchedLproj != coverage.lproj {
      let used = first.matchedLproj.map { "\($0).lproj" } ?? "no folder"
      notes.append(
        "a device asking for \(preferences[0]) reads \(used), not \(coverage.lproj).lproj: the pages show what it reads"
      )
    }
    return LanguageReview(
      coverage: coverage, untranslated: coverage.untranslated,
      direction: resolutions.direction(of: preferences[0]), pages: rendered, notes: notes)
  }
}
