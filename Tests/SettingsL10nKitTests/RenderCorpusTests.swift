import BundleIO
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// One corpus bundle and the three languages it is rendered in.
struct RenderCorpusCase: Sendable, CustomTestStringConvertible {
  var folder: String
  var languages: [String]
  var iask: Bool

  var testDescription: String { folder }
  var url: URL { RenderFixtures.corpus.appendingPathComponent("\(folder)/Settings.bundle") }

  static let all = [
    RenderCorpusCase(folder: "videolan__vlc-ios", languages: ["de", "fa", "zh-Hant-TW"], iask: false),
    RenderCorpusCase(
      folder: "BelledonneCommunications__linphone-iphone", languages: ["fr", "ar", "zh-TW"], iask: true),
    RenderCorpusCase(folder: "futuretap__InAppSettingsKit", languages: ["de", "en", "he"], iask: false),
    RenderCorpusCase(folder: "threema-ch__threema-ios", languages: ["cy", "ja", "gsw-CH"], iask: false),
    RenderCorpusCase(folder: "utmapp__UTM", languages: ["es-MX", "zh-HK", "ko"], iask: false),
  ]
}

@Suite(
  "render on the shared corpus", .tags(.slow), SlowTests.onlyWhenAsked,
  .enabled(
    if: FileManager.default.fileExists(atPath: RenderFixtures.corpus.path), "../shared/corpus is not beside the project"
  ))
struct RenderCorpusTests {
  @Test(
    "every reachable page renders in three languages, as text that fits and as JSON that parses",
    arguments: RenderCorpusCase.all)
  func rendersEveryPage(_ example: RenderCorpusCase) throws {
    let bundle = try LocalizedBundle.load(
      example.url, options: .init(reading: BundleReading(iaskTableConvention: example.iask)))
    #expect(!bundle.walk.pages.isEmpty)
    for language in example.languages {
      let chrome = try ChromeCatalog.shipped(preferences: [language])
      for page in bundle.walk.pages {
        let options = RenderOptions(
          languages: [language], page: page.name, reading: BundleReading(iaskTableConvention: example.iask))
        let rendered = try PageRenderer.render(bundle, options: options, chrome: chrome)
        for line in rendered.text(width: 48).split(separator: "\n") {
          #expect(TextWidth.width(of: line) <= 48, "\(page.name) \(language): \(line)")
        }
        #expect(try JSONSerialization.jsonObject(with: Data(rendered.json().utf8)) is [String: Any])
        #expect(rendered.html().hasPrefix("<!DOCTYPE html>"))
      }
    }
  }

  @Test("linphone: en's Chat.strings has a syntax error, so English users see the Chat page raw")
  func linphoneChat() throws {
    let url = RenderCorpusCase.all[1].url
    let bundle = try LocalizedBundle.load(url, options: .init(reading: BundleReading(iaskTableConvention: true)))
    let english = try PageRenderer.render(
      bundle,
      options: RenderOptions(languages: ["en"], page: "Chat", reading: BundleReading(iaskTableConvention: true)),
      chrome: ChromeCatalog(lproj: nil, strings: [:]))
    #expect(english.lproj == "en")
    #expect(english.notes.contains { $0.contains("en.lproj/Chat.strings does not load") })
    #expect(english.rawCount > 0)
    #expect(english.rows.filter { $0.title != nil }.allSatisfy { $0.title?.raw == true })
  }
}
