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
    do throws(ICUError) {
      canonical = try ICU.canonicalize(tag)
      maximized = try ICU.maximize(tag)
    } catch where error.code == CLM_ILLEGAL_ARGUMENT_ERROR {
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
    let unknown: String?
    do throws(ICUError) { unknown = try ICU.unknownSubtag(tag) } catch { throw .icu(error) }
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
    let parts = tag.split(separator: "-").map(String.init)
    language = parts.first ?? ""
    var index = 1
    if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(\.isLetter) {
      script = parts[index]
      index += 1
    }
    if index < parts.count,
      (parts[index].count == 2 && parts[index].allSatisfy(\.isLetter))
        || (parts[index].count == 3 && parts[index].allSatisfy(\.isNumber))
    {
      region = parts[index]
      index += 1
    }
    hasOtherSubtags = index < parts.count
  }
}

extension String {
  /// The tag with `_` written as `-` (`pt_BR` → `pt-BR`).
  fileprivate func replacingUnderscores() -> String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
  }
}

extension UInt8 {
  /// An ASCII letter or digit.
  fileprivate var isASCIIAlphanumeric: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
