import BundleIO
import Foundation
import SettingsL10nKit
import Testing

@Suite("render chrome catalogs")
struct RenderChromeTests {
  @Test("Locales/ ships every chrome key in at least ten languages, and each table loads")
  func catalogsComplete() throws {
    let folder = try #require(ToolCatalogs.folder)
    let bundle = try LocalizedBundle.load(folder)
    let languages = bundle.localizations.lprojs.filter { $0.tables.contains(ChromeCatalog.table) }
    #expect(languages.count >= 10)
    for lproj in languages {
      let table = try #require(bundle.table(ChromeCatalog.table, in: lproj.name))
      #expect(table.document.loadsOnDevice, "\(lproj.name)")
      for key in ChromeCatalog.Key.allCases {
        let value = table.effective[key.rawValue]?.string
        #expect(value?.isEmpty == false, "\(lproj.name) lacks \(key.rawValue)")
      }
    }
    // The Root page uses every chrome key, so `check Locales` finds missing ones.
    let required = Set(bundle.walk.requiredKeys(table: ChromeCatalog.table))
    #expect(required == Set(ChromeCatalog.Key.allCases.map(\.rawValue)))
  }

  @Test(
    "chrome resolves with the bundle matcher",
    arguments: [
      (["de-CH"], "de", "Ein"), (["zh-TW"], "zh-Hant", "開啟"), (["zh-CN"], "zh-Hans", "开"),
      (["pt-PT"], "pt-BR", "Ativado"), (["fi", "sv"], "sv", "På"), (["fi"], "en", "On"), (["iw"], "he", "פועל"),
    ])
  func resolution(_ preferences: [String], _ lproj: String, _ on: String) throws {
    let chrome = try ChromeCatalog.shipped(preferences: preferences)
    #expect(chrome.lproj == lproj)
    #expect(chrome.string(.on) == on)
  }
}
