/// Matches preferred languages to a bundle's `.lproj` folders and builds fallback chains.
///
/// As Apple's `ualoc_localizationsToUse` decides: among folders of the preference's language
/// group, whatever their script (after canonicalization and likely subtags; `no`, `nb` and `nn`
/// count as one language, `yue` and `wuu` read Chinese, `ars` Arabic, `hi` English, as `hi-Latn`
/// falls back to `en-IN`), the one whose Apple parent chain
/// meets the preference's nearest; preferences are tried in order, and nothing matching means
/// the development language.
public struct LprojMatcher: Sendable {
  /// The bundle's folders.
  public let localizations: BundleLocalizations
  /// The development language as configured or defaulted (`en`, `Base`, `English`).
  public let developmentLanguage: String
  /// The development language's folder, if the bundle has it.
  public let developmentLproj: Lproj?

  /// Uses `developmentLanguage` (a folder or a tag), by default `en`, else `Base`, else `English`.
  public init(
    localizations: BundleLocalizations, developmentLanguage: String? = nil
  ) throws(LprojMatchingError) {
    self.localizations = localizations
    if let developmentLanguage {
      self.developmentLanguage = developmentLanguage
      if let folder = localizations.lproj(named: developmentLanguage) {
        developmentLproj = folder
      } else {
        let tag = try LocaleTag(developmentLanguage)
        developmentLproj = localizations.matchable.first { $0.locale?.canonical == tag.canonical }
      }
    } else {
      let name = ["en", "Base"].first { localizations.lproj(named: $0) != nil } ?? "English"
      self.developmentLanguage = name
      developmentLproj = localizations.lproj(named: name)
    }
  }

  /// The folder for the first preference that has one, the chain, and the table's folder.
  ///
  /// As Apple's `ualoc_localizationsToUse`: preferences in order, the first with a match wins,
  /// except that pt-BR serves a pt-PT preference only when no preference matches anything;
  /// a match that is not exact gives way to a later preference of the same language that a
  /// folder matches exactly (`fr-CH, fr-CA` with fr-FR and fr-CA: fr-CA).
  public func resolve(
    preferences: [String], table: String? = nil
  ) throws(LprojMatchingError) -> Resolution {
    var steps: [Resolution.Step] = []
    var matched: (preference: String, lproj: Lproj, score: Int)?
    var portuguese: (preference: String, lproj: Lproj)?
    for preference in preferences {
      let tag = try LocaleTag(preference)
      let found = try match(preference, tag)
      steps.append(found.step)
      if let lproj = found.lproj {
        matched = (preference, lproj, found.score)
        break
      }
      if portuguese == nil, let aside = found.portuguese { portuguese = (preference, aside) }
    }
    if let first = matched, first.score > 0, let locale = first.lproj.locale, locale.explicit.region != nil,
      locale.explicit.language != "zh"
    {
      matched =
        exactLater(preferences, language: locale.explicit.language).map { ($0.preference, $0.lproj, 0) } ?? first
    }
    if matched == nil, let portuguese { matched = (portuguese.preference, portuguese.lproj, 0) }
    let chain = chain(from: matched?.lproj ?? developmentLproj)
    return Resolution(
      preferences: preferences,
      matchedPreference: matched?.preference,
      lproj: chain.first?.name,
      chain: chain.map(\.name),
      developmentLanguage: developmentLanguage,
      developmentLproj: developmentLproj?.name,
      table: table,
      tableLproj: table.flatMap { lproj(forTable: $0, in: chain) }?.name,
      steps: steps,
      findings: localizations.findings)
  }

  /// The first preference of `language` that a folder matches exactly, with that folder.
  private func exactLater(_ preferences: [String], language: String) -> (preference: String, lproj: Lproj)? {
    for preference in preferences {
      guard let tag = try? LocaleTag(preference), tag.explicit.language == language else { continue }
      if let lproj = localizations.matchable.first(where: { $0.locale?.appleID == tag.appleID }) {
        return (preference, lproj)
      }
    }
    return nil
  }

  /// Tries one preference among the folders of its language group, any script: the folder whose
  /// Apple chain meets the preference's nearest (its own locale, then its parents: es-MX reads
  /// es-419, then es, before a sibling es-AR), the usual region winning a tie. pt-BR for a
  /// pt-PT preference is only set aside. Should no chain meet, ICU's LocaleMatcher picks.
  func match(_ preference: String, _ tag: LocaleTag) throws(LprojMatchingError) -> (
    step: Resolution.Step, lproj: Lproj?, score: Int, portuguese: Lproj?
  ) {
    // Apple compares the chains of every folder of the language group, whatever its script:
    // where scripts differ the chains rarely meet, but when they do (sr-ME reads sr) they decide.
    let group = localizations.matchable.filter { lproj in
      lproj.locale?.languageGroup == tag.languageGroup
    }
    let wanted = AppleLocaleChain.chain(of: tag, penalized: false)
    var best: (lproj: Lproj, score: Int)?
    var portuguese: Lproj?
    for lproj in group {
      guard let locale = lproj.locale else { continue }
      let offered = AppleLocaleChain.chain(of: locale, penalized: true)
      let same = locale.explicit.language == tag.explicit.language
      guard let score = AppleLocaleChain.distance(wanted, offered, sameLanguage: same) else { continue }
      if tag.appleID == "pt_PT", locale.appleID == "pt_BR" {
        portuguese = lproj
        continue
      }
      if score < best?.score ?? .max { best = (lproj, score) }
    }
    // ICU's pick, where no chain meets, stays within the preference's script, and reaches another
    // language of the group only within Norwegian (Hindi reaches English through hi-Latn's chain alone).
    let sameScript = group.filter { $0.locale?.script == tag.script }
    if best == nil, portuguese == nil, !sameScript.isEmpty {
      // Within a group (Norwegian), folders of the preference's own language come first, as
      // Apple's matching adds a penalty for a different language.
      let same = sameScript.filter { $0.locale?.matchingLanguage == tag.matchingLanguage }
      let candidates = same.isEmpty && tag.languageGroup == "no" ? sameScript : same
      let supported = candidates.compactMap { $0.locale?.matchingTag }
      let index: Int?
      do throws(ICUError) {
        index = try ICU.bestMatch(desired: tag.matchingTag, supported: supported)
      } catch {
        throw .icu(error)
      }
      if !candidates.isEmpty { best = (candidates[index ?? 0], Int.max) }
    }
    let step = Resolution.Step(
      preference: preference, maximized: tag.maximized,
      candidates: group.map(\.name), match: best?.lproj.name, setAside: best == nil ? portuguese?.name : nil)
    return (step, best?.lproj, best?.score ?? 0, portuguese)
  }

  /// The lookup order from `start`: it, `Base`, its existing ancestors (the folders on its
  /// Apple chain, nearest first, then any other less specific folder of its language and
  /// script), the development language.
  public func chain(from start: Lproj?) -> [Lproj] {
    var chain: [Lproj] = []
    func add(_ lproj: Lproj?) {
      if let lproj, !chain.contains(where: { $0.name == lproj.name }) { chain.append(lproj) }
    }
    add(start)
    add(localizations.lproj(named: "Base"))
    if let locale = start?.locale {
      let parents = AppleLocaleChain.chain(of: locale, penalized: false).dropFirst()
      for id in parents {
        for lproj in localizations.matchable where lproj.locale?.appleID == id { add(lproj) }
        // Apple's one exception: a Hong Kong chain reads Taiwan's folder too.
        if id == "zh_Hant_HK" {
          for lproj in localizations.matchable where lproj.locale?.appleID == "zh_Hant_TW" { add(lproj) }
        }
      }
      let ancestors = localizations.matchable.filter { lproj in
        lproj.locale.map { locale.hasAncestor($0) } ?? false
      }
      for ancestor in ancestors.sorted(by: Self.moreSpecificFirst) { add(ancestor) }
    }
    add(developmentLproj)
    return chain
  }

  /// The first folder in `chain` that holds `<table>.strings` (read whole; no per-key fallback).
  public func lproj(forTable table: String, in chain: [Lproj]) -> Lproj? {
    chain.first { $0.tables.contains(table) }
  }

  /// Orders ancestors: a folder naming a script before one that does not, then by name.
  private static func moreSpecificFirst(_ a: Lproj, _ b: Lproj) -> Bool {
    let aScript = a.locale?.explicit.script != nil
    let bScript = b.locale?.explicit.script != nil
    return aScript != bScript ? aScript : a.name < b.name
  }
}
