import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// Export makes a bundle's languages concurrently; what it gives must be what making them one by
/// one gives (`Concurrently` itself is tested in StringsFormatTests).
@Suite("Export of several languages: as if done one by one")
struct ExportLanguagesConcurrentlyTests {
  @Test("export makes every language of a bundle as one by one, and the first unknown language is the error")
  func exportLanguages() throws {
    let copy = try BundleCopy(fixture: "basic")
    let bundle = try copy.load()
    let shared = Export.Shared(bundle)
    let options = ExportOptions()
    let names = Array(repeating: ["de", "en"], count: 9).flatMap { $0 }
    let made = try Export.languages(names, of: bundle, shared: shared, options: options, path: { _ in nil })
    #expect(made.count == names.count)
    for (name, export) in zip(names, made) {
      let alone = try Export.files(bundle, language: name, shared: shared)
      #expect(export.files == alone.files)
      let document = XLIFFDocument(files: alone.files.map { XLIFFDocument.File($0, tool: options.tool) })
      #expect(export.xml == document.xmlBytes(reusing: nil))
    }
    var withUnknown = names
    withUnknown.insert("xx-unknown-2", at: 13)
    withUnknown.insert("xx-unknown-1", at: 11)
    let error = #expect(throws: ExchangeError.self) {
      try Export.languages(withUnknown, of: bundle, shared: shared, options: options, path: { _ in nil })
    }
    let first = #expect(throws: ExchangeError.self) {
      try Export.files(bundle, language: "xx-unknown-1", shared: shared)
    }
    #expect(error.map { "\($0)" } == first.map { "\($0)" })
  }
}
