import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// What an Xcode Localization Catalog carries around its strings: each page as the development
/// language shows it (`Notes/`) and the page files (`Source Contents/`).
@Suite("Export: an .xcloc carries the pages around its strings")
struct ExportContextFilesTests {
  @Test("Notes/ holds each page as render draws it in the development language, as HTML")
  func renderedPages() throws {
    let copy = try BundleCopy(fixture: "basic")
    let output = try ExchangeFormatsTests.export(copy, .xcloc, languages: ["de"], to: "catalogs")
    let notes = output.appendingPathComponent("de.xcloc/Notes")
    #expect(try FileManager.default.contentsOfDirectory(atPath: notes.path).sorted() == ["More.html", "Root.html"])
    let bundle = try LocalizedBundle.load(copy.url)
    let chrome = try ChromeCatalog.shipped(preferences: ["en"])
    for page in ["Root", "More"] {
      let rendered = try PageRenderer.render(bundle, options: RenderOptions(languages: [], page: page), chrome: chrome)
      let written = try ExchangeFormatsTests.text(notes.appendingPathComponent("\(page).html"))
      // As render draws it, each string followed by its key (a translator looks rows up by key).
      #expect(written == rendered.html(showingKeys: true), "\(page)")
      #expect(written.contains("Sounds") || written.contains("Server"), "\(page)")
    }
  }

  @Test("Source Contents/ holds every page file beside the development tables, byte for byte")
  func pageFiles() throws {
    let copy = try BundleCopy(fixture: "basic")
    let output = try ExchangeFormatsTests.export(copy, .xcloc, languages: ["de"], to: "catalogs")
    let source = output.appendingPathComponent("de.xcloc/Source Contents")
    for page in ["Root.plist", "More.plist"] {
      let written = try Data(contentsOf: source.appendingPathComponent(page))
      #expect(written == (try Data(contentsOf: copy.url.appendingPathComponent(page))), "\(page)")
    }
    #expect(FileManager.default.fileExists(atPath: source.appendingPathComponent("en.lproj/Root.strings").path))
  }

  @Test("importing a catalog with its context files back changes nothing")
  func roundTrip() throws {
    let copy = try BundleCopy(fixture: "basic")
    let before = try copy.snapshot()
    let output = try ExchangeFormatsTests.export(copy, .xcloc, languages: ["de"], to: "catalogs")
    let report = try ExchangeJobs.importFiles(
      bundle: copy.url, files: [output.appendingPathComponent("de.xcloc").path], options: ImportOptions(),
      run: ExchangeFormatsTests.write)
    #expect(report.changes.isEmpty)
    #expect(try copy.snapshot() == before)
  }
}
