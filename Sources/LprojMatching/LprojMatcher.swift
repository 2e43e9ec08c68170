/// Matches preferred languages to a bundle's `.lproj` folders and builds fallback chains.
///
/// ICU's LocaleMatcher picks among folders of the preference's language and script (after
/// canonicalization and likely subtags; `no`, `nb` and `nn` count as one language, the same
/// language preferred); preferences are tried in order, and nothing matching means the
/// development language.
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
  public func resolve(
    preferences: [String], table: String? = nil
  ) throws(LprojMatchingError) -> Resolution {
    var steps: [Resolution.Step] = []
    var matched: (preference: String, lproj: Lproj)?
    for preference in preferences {
      let tag = try LocaleTag(preference)
      let (step, lproj) = try match(preference, tag)
      steps.append(step)
      if let lproj {
        matched = (preference, lproj)
        break
      }
    }
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

  /// Tries one preference: ICU's best match among folders of the same language and script.
  func match(_ preference: String, _ tag: LocaleTag) throws(LprojMatchingError) -> (
    Resolution.Step, Lproj?
  ) {
    let group = localizations.matchable.filter { lproj in
      guard let locale = lproj.locale else { return false }
      return locale.languageGroup == tag.languageGroup && locale.script == tag.script
    }
    // Within a group (Norwegian), folders of the preference's own language come first, as
    // Apple's matching adds a penalty for a different language.
    let same = group.filter { $0.locale?.matchingLanguage == tag.matchingLanguage }
    let candidates = same.isEmpty ? group : same
    var lproj: Lproj?
    if !candidates.isEmpty {
      let supported = candidates.compactMap { $0.locale?.matchingTag }
      let index: Int?
      do throws(ICUError) {
        index = try ICU.bestMatch(desired: tag.matchingTag, supported: supported)
      } catch {
        throw .icu(error)
      }
      // Folders of one language and script differ only by region, which ICU always accepts;
      // should it still decline, the first candidate is the closest by folder order.
      lproj = candidates[index ?? 0]
    }
    let step = Resolution.Step(
      preference: preference, maximized: tag.maximized,
      candidates: candidates.map(\.name), match: lproj?.name)
    return (step, lproj)
  }

  /// The lookup order from `start`: it, `Base`, its existing ancestors, the development language.
  public func chain(from start: Lproj?) -> [Lproj] {
    var chain: [Lproj] = []
    func add(_ lproj: Lproj?) {
      if let lproj, !chain.contains(where: { $0.name == lproj.name }) { chain.append(lproj) }
    }
    add(start)
    add(localizations.lproj(named: "Base"))
    if let locale = start?.locale {
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
