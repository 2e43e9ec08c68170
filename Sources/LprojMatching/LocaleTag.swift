internal import CLocaleMatcher

/// A BCP 47 locale as ICU sees it: its canonical form and its form with likely subtags.
public struct LocaleTag: Sendable, Hashable, CustomStringConvertible {
  /// The canonical tag (`zh-TW`, `he` for `iw`, `fil` for `tl`).
  public let canonical: String
  /// The canonical tag with likely subtags added (`zh-Hant-TW`).
  public let maximized: String
  /// The language subtag of the maximized tag (`zh`).
  public let language: String
  /// The script subtag of the maximized tag (`Hant`), when ICU knows one.
  public let script: String?
  /// The region subtag of the maximized tag (`TW`), when ICU knows one.
  public let region: String?
  /// The subtags written in the canonical tag itself.
  let explicit: Subtags

  /// Parses a BCP 47 tag written with `-` or `_` (`pt_BR`, `zh-Hant-TW`, `es-419`).
  public init(_ text: String) throws(LprojMatchingError) {
    let tag = text.replacingUnderscores()
    guard !tag.isEmpty, tag.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0.isASCIIAlphanumeric })
    else {
      throw .invalidLanguageTag(text, reason: "only letters, digits, '-' and '_' can form one")
    }
    let unknown: String?
    do throws(ICUError) {
      (canonical, maximized, unknown) = try ICU.describe(tag)
    } catch  where error.code == CLM_ILLEGAL_ARGUMENT_ERROR {
      throw .invalidLanguageTag(text, reason: "it is not well-formed BCP 47")
    } catch {
      throw .icu(error)
    }
    explicit = Subtags(canonical)
    let full = Subtags(maximized)
    language = full.language
    script = full.script
    region = full.region
    if explicit.language == "und" {
      throw .invalidLanguageTag(text, reason: "it names no language")
    }
    if let unknown {
      let kind =
        unknown == explicit.language ? "language" : unknown.count == 4 ? "script" : "region"
      throw .invalidLanguageTag(text, reason: "ICU knows no \(kind) '\(unknown)'")
    }
  }

  /// The canonical tag.
  public var description: String { canonical }

  /// The English name ICU gives the locale (`German (Austria)`), or the tag if it has none.
  public var displayName: String { (try? ICU.displayName(canonical)) ?? canonical }

  /// The language for matching: `no` and `nb` count as one (ICU keeps them apart).
  var matchingLanguage: String { language == "no" ? "nb" : language }

  /// The language group whose folders a preference may fall back to: Norwegian Bokmål (`nb`),
  /// Nynorsk (`nn`) and the macrolanguage `no` are one group, as in Apple's
  /// `ualoc_localizationsToUse` (its `likeLanguages` table; CLDR's parentLocales gives `nn` and
  /// `nb` the parent `no`), and so are Arabic with Najdi Arabic, Chinese with Cantonese and Wu,
  /// and English with Hindi; every other language is a group of its own.
  var languageGroup: String {
    switch language {
    case "nb", "nn", "no": "no"
    // Apple's likeLanguages: Najdi Arabic reads Arabic; Cantonese and Wu read Chinese.
    case "ars": "ar"
    case "yue", "wuu": "zh"
    // Apple's likeLanguages: Hindi written in Latin falls back to Indian English (CLDR's
    // parentLocales: hi_Latn → en_IN), so Hindi's group is English's.
    case "hi": "en"
    default: language
    }
  }

  /// True when `other` is the same language as matching counts languages (`no` and `nb` as one).
  public func isSameLanguage(as other: LocaleTag) -> Bool { matchingLanguage == other.matchingLanguage }

  /// The canonical tag with `no` spelled `nb`, as handed to ICU's LocaleMatcher.
  var matchingTag: String {
    explicit.language == "no" ? "nb" + canonical.dropFirst(2) : canonical
  }

  /// True when `other` is the same language and script, and less specific than this locale
  /// (`en` for `en-GB`, `zh-Hant` for `zh-TW`, `es` for `es-419`).
  func hasAncestor(_ other: LocaleTag) -> Bool {
    guard other.matchingLanguage == matchingLanguage, other.script == script,
      other.explicit.region == nil, !other.explicit.hasOtherSubtags
    else { return false }
    if let otherScript = other.explicit.script, otherScript != script { return false }
    // Equal maximized forms without a region in `other` means `other` is less specific
    // only if this tag spells out something `other` does not.
    return explicit.region != nil || explicit.hasOtherSubtags
      || (explicit.script != nil && other.explicit.script == nil)
  }
}

/// The language, script and region subtags at the start of a BCP 47 tag.
struct Subtags: Sendable, Hashable {
  var language: String
  var script: String?
  var region: String?
  /// Variants, extensions or private use follow the region.
  var hasOtherSubtags: Bool

  init(_ tag: String) {
    // Tags reaching here are ASCII (ICU writes them): the subtags are read as bytes, without
    // building a String per subtag or asking Unicode properties of each character.
    let parts = tag.utf8.split(separator: UInt8(ascii: "-"))
    func isLetters(_ part: Substring.UTF8View, count: Int) -> Bool {
      part.count == count && part.allSatisfy(\.isASCIILetter)
    }
    func isDigits(_ part: Substring.UTF8View, count: Int) -> Bool {
      part.count == count && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
    language = parts.first.map { String(Substring($0)) } ?? ""
    var index = 1
    if index < parts.count, isLetters(parts[index], count: 4) {
      script = String(Substring(parts[index]))
      index += 1
    }
    if index < parts.count, isLetters(parts[index], count: 2) || isDigits(parts[index], count: 3) {
      region = String(Substring(parts[index]))
      index += 1
    }
    hasOtherSubtags = index < parts.count
  }
}

extension String {
  /// The tag with `_` written as `-` (`pt_BR` → `pt-BR`).
  fileprivate func replacingUnderscores() -> String {
    String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
  }
}

extension UInt8 {
  /// An ASCII letter or digit.
  fileprivate var isASCIIAlphanumeric: Bool {
    isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }

  /// An ASCII letter, either case.
  fileprivate var isASCIILetter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
  }
}
