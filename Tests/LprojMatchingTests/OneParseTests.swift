import Foundation
import Testing

@testable import LprojMatching

/// Folder names read in one ICU call give what three separate calls give, and the legacy-name
/// table is skipped only for names it cannot hold.
@Suite struct OneParseTests {
  /// Every `.lproj` name in the corpus and the fixtures, and names that take every path:
  /// `Base`, legacy English names, underscores, scripts, UN M.49 regions, odd case, aliases,
  /// long tags, and names ICU rejects.
  static let names: [String] = {
    var names: Set<String> = [
      "Base", "English", "French", "Japanese", "Lao", "Norwegian", "Chinese", "english", "ENGLISH", "Englishh",
      "en", "EN", "En", "de", "zh_TW", "zh-TW", "zh_CN", "zh-Hans", "zh-hans", "ZH-HANT", "zh_Hant_TW", "zh-HK",
      "sr-Latn", "sr_Latn_RS", "es-419", "es_419", "pt-PT", "pt_BR", "PT-br", "en_GB", "en-gb", "gsw-CH",
      "iw", "in", "tl", "mo", "no", "nb", "nn", "sh", "ji", "jw", "cmn", "deu", "eng", "und", "und-US",
      "klingon", "tlh", "x-private", "qaa", "zz", "en-ZZ", "de-1996", "en-US-posix", "sgn-BE-FR", "art-lojban",
      "i-klingon", "en-US-u-ca-gregory-co-phonebk-cu-usd-fw-mon-hc-h23-ms-metric-nu-latn-tz-usnyc-va-posix",
      "a", "abcdefghi", "en--US", "-en", "en-", "en-Qaaa", "en-AA", "de-DD", "my-BU", "en-UK", "sr-Cyrl-ME",
    ]
    let roots =
      [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures")]
      + [Corpus.root]
    for root in roots {
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let path = walker?.nextObject() as? String {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".lproj"), name.count > 6 { names.insert(String(name.dropLast(6))) }
      }
    }
    return names.sorted()
  }()

  @Test("one ICU call gives the canonical, maximized and unknown subtags three calls give", arguments: names)
  func describeMatchesSeparateCalls(name: String) {
    let tag = name.replacingOccurrences(of: "_", with: "-")
    let separate = Result { () throws(ICUError) in
      (try ICU.canonicalize(tag), try ICU.maximize(tag), try ICU.unknownSubtag(tag))
    }
    let combined = Result { () throws(ICUError) in try ICU.describe(tag) }
    switch (separate, combined) {
    case (.success(let a), .success(let b)):
      #expect(a.0 == b.canonical)
      #expect(a.1 == b.maximized)
      #expect(a.2 == b.unknownSubtag)
    case (.failure(let a), .failure(let b)):
      #expect(a == b)
    default:
      Issue.record("\(name): separate \(separate), combined \(combined)")
    }
  }

  @Test("a folder parses as it did with the legacy table read for every name", arguments: names)
  func lprojMatchesUngatedLookup(name: String) throws {
    let legacy = try LegacyLprojNames.all()[name]
    let parsed = Result { () throws(LprojMatchingError) in try Lproj(name: name) }
    if name == "Base" {
      #expect(try parsed.get().spelling == .base)
    } else if let legacy {
      let lproj = try parsed.get()
      #expect(lproj.spelling == .legacyName)
      #expect(lproj.locale == (try LocaleTag(legacy)))
    } else {
      let direct = Result { () throws(LprojMatchingError) in try LocaleTag(name) }
      switch (parsed, direct) {
      case (.success(let lproj), .success(let tag)):
        #expect(lproj.spelling == .languageTag)
        #expect(lproj.locale == tag)
      case (.failure(let a), .failure(let b)):
        #expect("\(a)" == "\(b)")
      default:
        Issue.record("\(name): folder \(parsed), tag \(direct)")
      }
    }
  }

  @Test("every legacy name is spelled as the gate expects, and tags are not")
  func legacyGate() throws {
    for name in try LegacyLprojNames.all().keys {
      #expect(LegacyLprojNames.couldBeLegacyName(name), "\(name)")
    }
    for name in ["en", "zh_TW", "zh-Hans", "pt-BR", "Base1", "english", "ENGLISH", "Fr", "", "É", "Japanese-JP"] {
      #expect(!LegacyLprojNames.couldBeLegacyName(name), "\(name)")
    }
  }
}
