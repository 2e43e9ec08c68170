import ByteCore
import Findings
import Foundation
import LprojMatching
import Testing

@Suite struct LprojNameTests {
  @Test(arguments: [
    ("pt_BR", "pt-BR", "pt-Latn-BR"), ("zh_TW", "zh-TW", "zh-Hant-TW"),
    ("zh-Hant-TW", "zh-Hant-TW", "zh-Hant-TW"), ("es-419", "es-419", "es-Latn-419"),
    ("gsw-CH", "gsw-CH", "gsw-Latn-CH"), ("fil", "fil", "fil-Latn-PH"), ("kab", "kab", "kab-Latn-DZ"),
    ("English", "en", "en-Latn-US"), ("Japanese", "ja", "ja-Jpan-JP"), ("Norwegian", "nb", "nb-Latn-NO"),
    ("iw", "he", "he-Hebr-IL"), ("tl", "fil", "fil-Latn-PH"),
  ])
  func parsesFolderNames(name: String, canonical: String, maximized: String) throws {
    let lproj = try Lproj(name: name)
    #expect(lproj.locale?.canonical == canonical)
    #expect(lproj.locale?.maximized == maximized)
  }

  @Test(arguments: [
    ("xx", "ICU knows no language 'xx'"), ("base", "ICU knows no language 'base'"),
    ("en-Qqqq", "ICU knows no script 'Qqqq'"), ("en-QQ", "ICU knows no region 'QQ'"),
    ("el.proj", "only letters, digits, '-' and '_' can form one"),
    ("en--US", "it is not well-formed BCP 47"), ("und", "it names no language"),
  ])
  func explainsWhyANameIsNoLocale(name: String, reason: String) {
    #expect(throws: LprojMatchingError.invalidLanguageTag(name, reason: reason)) {
      try Lproj(name: name)
    }
  }

  @Test func baseHasNoLocale() throws {
    let base = try Lproj(name: "Base")
    #expect(base.isBase)
    #expect(base.locale == nil)
  }

  @Test(arguments: ["xx", "english", "el.proj", "de DE", "en--US", "a", "und", "en-QQ", "toolongname"])
  func rejectsNamesThatAreNoLocale(_ name: String) {
    #expect(throws: LprojMatchingError.self) { try Lproj(name: name) }
  }

  @Test func everyLegacyNameIsALocale() throws {
    for name in [
      "English", "French", "German", "Japanese", "Dutch", "Italian", "Spanish", "Chinese",
      "Moldavian", "Byelorussian", "Scottish", "Nynorsk", "Tagalog", "Farsi", "Nyanja",
    ] {
      let lproj = try Lproj(name: name)
      #expect(lproj.spelling == .legacyName, "\(name)")
    }
  }

  @Test func reportsFoldersNotNamedLproj() throws {
    let bundle = try BundleLocalizations(
      folders: ["el.proj": [], "de.LPROJ": [], "fr": ["Root"], "Images": [], "en.lproj": ["Root"]],
      files: ["it.lproj", "Root.plist"])
    #expect(bundle.lprojs.map(\.name) == ["en"])
    #expect(bundle.findings.map(\.folder) == ["de.LPROJ", "el.proj", "fr", "it.lproj"])
    #expect(bundle.findings.allSatisfy { $0.id == DiagnosticID.invalidLprojName && $0.severity == .error })
  }

  @Test func reportsLprojNamesThatAreNoLocale() throws {
    let bundle = try BundleLocalizations(folders: .lprojs(["en", "nonsense", "xx", ""]))
    #expect(bundle.lprojs.map(\.name) == ["en"])
    #expect(bundle.findings.map(\.folder) == ["nonsense.lproj", "xx.lproj"])
    #expect(bundle.findings.allSatisfy { $0.id == DiagnosticID.invalidLprojName })
  }

  @Test(arguments: [["en-GB", "en_GB"], ["en", "English"], ["he", "iw"], ["nb", "no"]])
  func reportsDuplicateLocales(_ names: [String]) throws {
    let bundle = try BundleLocalizations(folders: .lprojs(["fr"] + names))
    let duplicates = bundle.findings.filter { $0.id == DiagnosticID.duplicateLproj }
    #expect(duplicates.count == 1)
    #expect(duplicates.first?.severity == .warning)
    #expect(bundle.duplicates.count == 1)
  }

  @Test func matchingUsesTheCanonicallySpelledDuplicate() throws {
    let bundle = try BundleLocalizations(folders: .lprojs(["English", "en", "en_GB", "en-GB"]))
    #expect(bundle.duplicates == ["English", "en_GB"])
    let matcher = try LprojMatcher(localizations: bundle)
    #expect(try matcher.resolve(preferences: ["en-AU"]).chain == ["en-GB", "en"])
  }

  @Test func readsABundleFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("LprojNameTests-\(UUID().uuidString)/Settings.bundle")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    for (folder, files) in [
      ("en.lproj", ["Root.strings", "Other.strings"]), ("de.lproj", ["Root.strings"]),
      ("el.proj", ["Root.strings"]), ("Base.lproj", []),
    ] {
      let url = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for file in files { try Data().write(to: url.appendingPathComponent(file)) }
    }
    try Data().write(to: root.appendingPathComponent("Root.plist"))
    let bundle = try BundleLocalizations(contentsOf: root)
    #expect(bundle.lprojs.map(\.name) == ["Base", "de", "en"])
    #expect(bundle.lproj(named: "en")?.tables == ["Root", "Other"])
    #expect(bundle.findings.map(\.folder) == ["el.proj"])
  }

  @Test func unreadableBundleThrows() {
    let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)/Settings.bundle")
    #expect(throws: LprojMatchingError.self) { try BundleLocalizations(contentsOf: missing) }
  }
}
