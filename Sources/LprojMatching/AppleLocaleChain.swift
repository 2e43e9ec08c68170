/// The parent chains Apple's `ualoc_localizationsToUse` (in Apple's ICU, `ualoc.cpp`) matches
/// localizations by: a locale, then its parents, where Apple's own parents come before CLDR's
/// parentLocales and those before dropping the last subtag. A preference and a folder match
/// where their chains meet; the nearer the meeting point, the better.
enum AppleLocaleChain {
  /// The longest chain followed (as Apple's).
  static let maximumLength = 10

  /// Parents Apple sets where its localization fallback differs from CLDR's (facts read from
  /// `ualoc.cpp`'s parent table, as of ICU-76142): Arabic and Chinese varieties, Mexican
  /// Spanish through Latin American Spanish, Chinese scripts through Taiwan, and English
  /// regions through British or Australian English.
  static let parents: [String: String] = {
    var parents: [String: String] = [
      "ars": "ar", "es_MX": "es_419", "wuu": "wuu_Hans", "wuu_Hans": "zh_Hans", "wuu_Hant": "zh_Hant",
      "yue": "yue_Hant", "yue_HK": "zh_Hant_HK", "yue_Hans": "zh_Hans", "yue_Hant": "yue_HK", "zh_HK": "zh_Hant",
      "zh_Hant": "zh_TW", "zh_Hant_HK": "zh_HK", "zh_TW": "root", "en_GB": "en_001", "en_CY": "en_150",
    ]
    let british =
      "150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW"
    for region in british.split(separator: " ") { parents["en_\(region)"] = "en_GB" }
    for region in "CC CK CX NF NR NU NZ PG WS".split(separator: " ") { parents["en_\(region)"] = "en_AU" }
    return parents
  }()

  /// The parent of an ICU locale ID, nil at the top.
  static func parent(of id: String) -> String? {
    if let parent = parents[id] { return parent == "root" ? nil : parent }
    return ICU.cldrParent(id)
  }

  /// `id` and its parents. A folder's chain (`penalized`) names a region that is not its
  /// language's usual one twice, so the folder of the usual region wins a tie (`it_IT` over
  /// `it_CH` for `it`); Apple exempts es_MX and zh_Hant_TW.
  static func chain(of tag: LocaleTag, penalized: Bool) -> [String] {
    let id = tag.appleID
    var chain = [id]
    if penalized, tag.explicit.region != nil, id != "es_MX", id != "zh_Hant_TW", !tag.hasUsualRegion {
      chain.append(id)
    }
    var last = id
    while chain.count < maximumLength, let next = parent(of: last) {
      chain.append(next)
      last = next
    }
    return chain
  }

  /// Where a preference's chain meets a folder's: the sum of their positions (one more for a
  /// different language, as yue reading zh), nil when they never meet.
  static func distance(_ preference: [String], _ folder: [String], sameLanguage: Bool) -> Int? {
    var best: Int?
    for (i, a) in preference.enumerated() {
      for (j, b) in folder.enumerated() where a == b {
        let score = i + j + (sameLanguage ? 0 : 1)
        if score < best ?? .max { best = score }
      }
    }
    return best
  }
}

extension LocaleTag {
  /// The ICU locale ID Apple's matching compares (`zh_Hant_TW` for zh-TW, `nb_NO` for no-NO).
  var appleID: String {
    var parts = [explicit.language]
    if let script = explicit.script {
      parts.append(script)
    } else if ["zh", "yue"].contains(explicit.language), explicit.region != nil, let script {
      // Apple's aliases: zh_TW is zh_Hant_TW, zh_CN is zh_Hans_CN, yue_HK is yue_Hant_HK.
      parts.append(script)
    }
    if let region = explicit.region { parts.append(region) }
    if parts == ["no", "NO"] { return "nb_NO" }
    return parts.joined(separator: "_")
  }

  /// True when the region is the one the language (and script) is usually written in.
  var hasUsualRegion: Bool {
    guard let region = explicit.region else { return true }
    let base = [explicit.language, explicit.script].compactMap { $0 }.joined(separator: "-")
    guard let usual = try? ICU.maximize(base) else { return false }
    return Subtags(usual).region == region
  }
}
