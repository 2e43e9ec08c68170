import Foundation
import SettingsL10nKit
import Testing

/// `render --iask` draws InAppSettingsKit's own rows (buttons, links that open a URL, mail
/// composers) as InAppSettingsKit does, so that it shows the titles `check --iask` counts.
@Suite(
  "render --iask draws InAppSettingsKit's rows",
  .enabled(
    if: FileManager.default.fileExists(atPath: RenderFixtures.corpus.path), "../shared/corpus is not beside the project"
  ))
struct RenderInAppSettingsKitTests {
  static let rowTypes: Set<String> = [
    "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKDatePickerSpecifier",
  ]

  @Test("every button, open-URL, mail and date picker row of the InAppSettingsKit sample is drawn with its title")
  func rowsAreDrawn() throws {
    let url = RenderFixtures.corpus.appendingPathComponent("futuretap__InAppSettingsKit/Settings.bundle")
    let bundle = try LocalizedBundle.load(url, options: .init(reading: BundleReading(iaskTableConvention: true)))
    var drawn = 0
    for page in bundle.walk.pages {
      let rendered = try PageRenderer.render(
        bundle,
        options: RenderOptions(languages: ["de"], page: page.name, reading: BundleReading(iaskTableConvention: true)),
        chrome: ChromeCatalog(lproj: nil, strings: [:]))
      let rows = rendered.groups.flatMap(\.rows).filter { Self.rowTypes.contains($0.type) }
      let expected = page.specifiers.filter { Self.rowTypes.contains($0.type ?? "") && $0.title != nil }
      #expect(rows.map { $0.title?.key } == expected.map(\.title), "\(page.name)")
      #expect(!rendered.notes.contains { note in Self.rowTypes.contains { note.contains($0) } }, "\(page.name)")
      // A list group is a section headed by its title.
      let lists = page.specifiers.filter { $0.type == "IASKListGroupSpecifier" }.compactMap(\.title)
      let headers = Set(rendered.groups.compactMap { $0.title?.key })
      #expect(lists.allSatisfy(headers.contains), "\(page.name): \(lists) among \(headers)")
      drawn += rows.count + lists.count
    }
    #expect(drawn >= 10, "the sample has buttons, links and mail rows on several pages")
  }

  @Test("a button without an alignment is centered without a chevron; one aligned left has a chevron")
  func buttonAlignment() throws {
    let url = RenderFixtures.corpus.appendingPathComponent("futuretap__InAppSettingsKit/Settings.bundle")
    let bundle = try LocalizedBundle.load(url, options: .init(reading: BundleReading(iaskTableConvention: true)))
    let root = try PageRenderer.render(
      bundle,
      options: RenderOptions(languages: ["en"], page: "Root", reading: BundleReading(iaskTableConvention: true)),
      chrome: ChromeCatalog(lproj: nil, strings: [:]))
    let buttons = root.groups.flatMap(\.rows).filter { $0.type == "IASKButtonSpecifier" }
    #expect(buttons.map { $0.title?.key } == ["Facebook", "Twitter"])
    #expect(
      buttons.map(\.control) == [.button(centered: true, chevron: false), .button(centered: false, chevron: true)])
  }

  @Test("without --page, render --iask draws the root InAppSettingsKit reads: Root~iphone.inApp before Root~iphone")
  func rootPage() throws {
    let url = RenderFixtures.corpus.appendingPathComponent("futuretap__InAppSettingsKit/Settings.bundle")
    let bundle = try LocalizedBundle.load(url, options: .init(reading: BundleReading(iaskTableConvention: true)))
    let chrome = ChromeCatalog(lproj: nil, strings: [:])
    let iask = try PageRenderer.render(
      bundle, options: RenderOptions(languages: ["en"], reading: BundleReading(iaskTableConvention: true)),
      chrome: chrome)
    #expect(iask.page == "Root~iphone.inApp")
    let pad = try PageRenderer.render(
      bundle,
      options: RenderOptions(languages: ["en"], reading: BundleReading(iaskTableConvention: true), idiom: "Pad"),
      chrome: chrome)
    #expect(pad.page == "Root~ipad.inApp")
    let settings = try PageRenderer.render(bundle, options: RenderOptions(languages: ["en"]), chrome: chrome)
    #expect(settings.page == "Root~iphone")
  }
}
