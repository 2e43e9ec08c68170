import BundleIO
import Foundation
import SettingsL10nKit
import Testing

@Suite("Which folder a language means")
struct LanguageFoldersTests {
  static func folders(_ names: [String]) throws -> BundleLocalizations {
    try BundleLocalizations(folders: Dictionary(uniqueKeysWithValues: names.map { ("\($0).lproj", Set(["Root"])) }))
  }

  static func describe(_ match: LanguageFolders.Match) -> String {
    switch match {
    case .folder(let lproj): lproj.name
    case .ambiguous(let folders): folders.map(\.name).joined(separator: "|")
    case .none: "-"
    }
  }

  @Test(arguments: [
    // Exact folder names first, then one folder with the same canonical tag.
    (["es_MX", "de"], "es_MX", true, "es_MX"), (["es_MX", "de"], "es-MX", true, "es_MX"),
    (["es_MX"], "es-mx", true, "es_MX"),
    (["English", "de"], "English", true, "English"), (["English", "de"], "en", true, "English"),
    // Two folders, one tag: the exact name still names its folder; the tag alone is ambiguous.
    (["es-MX", "es_MX"], "es_MX", true, "es_MX"), (["es-MX", "es_MX"], "es-mx", true, "es-MX|es_MX"),
    (["es-MX", "es_MX"], "es-MX", false, "es-MX|es_MX"),
    // Never a closest match.
    (["zh_CN"], "zh-Hans", true, "-"), (["pt-BR"], "pt", true, "-"), (["de"], "de-AT", true, "-"),
    (["de"], "../de", true, "-"),
  ])
  func rule(folders: [String], value: String, exactNames: Bool, expected: String) throws {
    let match = LanguageFolders.match(value, in: try Self.folders(folders), exactNames: exactNames)
    #expect(Self.describe(match) == expected)
  }

  @Test("a write refuses an ambiguous tag naming both folders, and finds no folder for a merely close one")
  func forWriting() throws {
    let both = try Self.folders(["es-MX", "es_MX", "de"])
    #expect(throws: ExchangeError.self) { try LanguageFolders.folderForWriting("es-mx", in: both) }
    do {
      _ = try LanguageFolders.folderForWriting("es-mx", in: both)
    } catch {
      guard case .unsafe(let findings) = error else { throw error }
      #expect(findings.first?.message.contains("es-MX.lproj and es_MX.lproj") == true)
    }
    #expect(try LanguageFolders.folderForWriting("de-AT", in: both) == nil)
    #expect(try LanguageFolders.folderForWriting("DE", in: both)?.name == "de")
  }

  @Test(arguments: [
    ("de", true), ("zh-Hans", true), ("English", true), ("../de", false), ("a/b", false), ("", false),
    ("x\u{0}", false), ("klingon-nonsense-tag-!", false),
  ])
  func creatable(name: String, expected: Bool) {
    #expect(LanguageFolders.isCreatable(name) == expected)
  }
}
