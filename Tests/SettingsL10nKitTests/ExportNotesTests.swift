import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// The note each exported unit carries: the development comment, then where the string appears
/// in a translator's words (page, group, row, role).
@Suite("Export: notes say where a string appears in words a translator understands")
struct ExportNotesTests {
  /// The basic fixture's notes, its development table also holding a choice and the footer.
  static func notes() throws -> [String: String] {
    let copy = try BundleCopy(fixture: "basic")
    let table = copy.url.appendingPathComponent("en.lproj/Root.strings")
    let extra = "\n\"Light\" = \"Light\";\n\"Changes apply after a restart.\" = \"Changes apply after a restart.\";\n"
    try Data((try String(contentsOf: table, encoding: .utf8) + extra).utf8).write(to: table)
    let bundle = try LocalizedBundle.load(copy.url)
    let files = try Export.files(bundle, language: "de").files
    var notes: [String: String] = [:]
    for file in files {
      for unit in file.units { notes[unit.key] = unit.note }
    }
    return notes
  }

  @Test(
    "each role in words, with the development comment kept",
    arguments: [
      ("General", "Section header of the first group\nSettings: Root › \"General\" (a group header)"),
      ("Sounds", "The sound switch\nSettings: Root › General › \"Sounds\" (a switch)"),
      ("Theme", "Settings: Root › General › \"Theme\" (a choice)"),
      ("Light", "Settings: Root › General › \"Theme\" › option 1 of 3"),
      ("Changes apply after a restart.", "Settings: Root › \"General\" › footer (a group footer)"),
      ("More", "Settings: Root › General › \"More\" (a link to a page)"),
      ("Server", "Settings: Root › More › Line one line two › \"Server\" (a text field)"),
      ("Advanced mode", "Settings: Root › More › Line one line two › \"Advanced mode\" (a switch)"),
    ])
  func readable(key: String, note: String) throws {
    #expect(try Self.notes()[key] == note)
  }

  @Test("no note names PreferenceSpecifiers indices or specifier types")
  func noInternals() throws {
    for (key, note) in try Self.notes() {
      #expect(!note.contains("PreferenceSpecifiers["), "\(key): \(note)")
      #expect(!note.contains("Specifier"), "\(key): \(note)")
    }
  }
}

/// A page built to be slow: describing each string must not scan the page again.
@Suite("Export notes: a long page")
struct ExportNotesScaleTests {
  @Test("the places of 15,000 rows of one page are described in linear time, not by scanning the page for each")
  func longPage() throws {
    let copy = try BundleCopy(fixture: "basic")
    let count = 15_000
    var items = ""
    for index in 0..<count {
      items += "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>T\(index)</string>"
      items += "<key>Key</key><string>k\(index)</string><key>DefaultValue</key><true/></dict>"
    }
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>StringsTable</key><string>Root</string>\
      <key>PreferenceSpecifiers</key><array>\(items)</array></dict></plist>
      """
    try Data(plist.utf8).write(to: copy.url.appendingPathComponent("Root.plist"))
    let bundle = try LocalizedBundle.load(copy.url)
    #expect(bundle.walk.strings.count == count)
    let clock = ContinuousClock()
    let start = clock.now
    let locations = StringLocations(walk: bundle.walk) { key, _ in key }
    let described = bundle.walk.strings.map(locations.describe)
    let elapsed = clock.now - start
    #expect(described.last == "Root › \"T\(count - 1)\" (a switch)")
    // Linear work takes milliseconds; a scan of the page for each row took minutes.
    #expect(elapsed < .seconds(15), "\(elapsed)")
  }
}

/// The notes of real bundles: every string's place in words, on every page the walk shows.
@Suite(
  "Export notes on the corpus",
  .enabled(
    if: FileManager.default.fileExists(atPath: ExchangeSupport.corpus.path),
    "../shared/corpus is not beside the project"))
struct ExportNotesCorpusTests {
  @Test(
    "every unit's note says where it appears, from a root page, in words", arguments: ExchangeFormatsCorpusTests.bundles
  )
  func corpus(bundle name: String) throws {
    let bundle = try LocalizedBundle.load(ExchangeSupport.corpus.appendingPathComponent("\(name)/Settings.bundle"))
    let language = try #require(Export.allLanguages(bundle).first)
    let roots = bundle.walk.nodes.filter { $0.parent == nil }.map(\.page)
    var units = 0
    for file in try Export.files(bundle, language: language).files {
      for unit in file.units {
        units += 1
        let note = unit.note ?? ""
        let place = try #require(
          note.split(separator: "\n").first { $0.hasPrefix("Settings: ") }, "\(unit.key): \(note)")
        #expect(roots.contains { place.hasPrefix("Settings: \($0)") }, "\(unit.key): \(place)")
        #expect(!note.contains("PreferenceSpecifiers["), "\(unit.key): \(note)")
        #expect(!place.contains("›  ›"), "a group without a header is left out of the trail: \(place)")
      }
    }
    #expect(units > 0)
  }
}
