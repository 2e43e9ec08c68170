import Foundation
import Testing

/// What keys are in use: a key any page file could show under either reader is never stale, so
/// `check` never calls it stale, `--prune` never removes it and `export --iask` carries it.
@Suite("settings-l10n: keys InAppSettingsKit localizes are in use")
struct KeysInUseCLITests {
  static let fixture = CLI.fixtures.appendingPathComponent("exchange/iask-localized/Settings.bundle")

  /// Every value InAppSettingsKit passes through its localizer (`titleForId:`), with the place in
  /// its sources (futuretap/InAppSettingsKit 846b620) that does so.
  static let localized: [(key: String, field: String)] = [
    ("GROUP_TITLE", "Title: IASKSpecifier.m:180, IASKSettingsReader.m:288"),
    ("GROUP_FOOTER", "FooterText: IASKSpecifier.m:212, IASKSettingsReader.m:296"),
    ("QUALITY_TITLE", "Title of a multi-value: IASKSpecifier.m:180"),
    ("QUALITY_HIGH", "Titles: IASKSpecifier.m:109, 272; IASKSpecifierValuesViewController.m:129"),
    ("QUALITY_HIGH_SHORT", "ShortTitles: IASKSpecifier.m:259, 272"),
    ("SOUND_TITLE", "Title of a toggle: IASKSpecifier.m:180"),
    ("SOUND_ON", "IASKSubtitle per value: IASKSpecifier.m:202"),
    ("SOUND_OFF", "IASKSubtitle __default__: IASKSpecifier.m:199-202"),
    ("NOTES_PLACEHOLDER", "IASKPlaceholder: IASKSpecifier.m:208"),
    ("NOTES_SUBTITLE", "IASKSubtitle: IASKSpecifier.m:204"),
    ("ABOUT_TITLE", "Title of a child pane: IASKSpecifier.m:180"),
    ("ABOUT_CHILD_TITLE", "IASKChildTitle: IASKAppSettingsWebViewController.m:50"),
    ("ABOUT_PAGE_FILE", "File of an element with IASKViewControllerClass: IASKAppSettingsViewController.m:916"),
    ("WEBSITE_TITLE", "Title of an IASKOpenURLSpecifier: IASKSpecifier.m:180"),
    ("LOCALIZED_URL", "File of an IASKOpenURLSpecifier: IASKAppSettingsViewController.m:987"),
    ("MAIL_TITLE", "Title of an IASKMailComposeSpecifier: IASKSpecifier.m:180"),
    ("MAIL_SUBJECT", "IASKMailComposeSubject: IASKAppSettingsViewController.m:998-999"),
    ("MAIL_BODY", "IASKMailComposeBody: IASKAppSettingsViewController.m:1010-1016"),
    ("MODE_TITLE", "Title of a child pane with a Key: IASKSpecifier.m:180"),
    (
      "MODE_DEFAULT",
      "DefaultValue of a child pane with a Key, no IASKSubtitle: IASKAppSettingsViewController.m:783-789"
    ),
    ("MODE_GROUP", "Title on a child page: IASKSettingsReader.m:288"),
    ("BUTTON_TITLE", "Title of an IASKButtonSpecifier: IASKSpecifier.m:180"),
    (
      "BUTTON_DEFAULT",
      "the stored value of an IASKButtonSpecifier (its DefaultValue, once registered): IASKAppSettingsViewController.m:799"
    ),
    ("LIST_TITLE", "Title of an IASKListGroupSpecifier: IASKSettingsReader.m:288"),
    ("ITEM_TITLE", "Title of an IASKItemSpecifier: IASKSpecifier.m:180 (IASKSpecifier.m:544)"),
    ("ADD_TITLE", "Title of an IASKAddSpecifier: IASKSpecifier.m:180 (IASKSpecifier.m:558)"),
  ]

  /// The keys of the findings with `id` in a JSON report.
  static func keys(_ id: String, in json: String) throws -> Set<String> {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json.prefix(400))")
    let findings = object["findings"] as? [[String: Any]] ?? []
    return Set(findings.filter { $0["id"] as? String == id }.compactMap { $0["key"] as? String })
  }

  @Test(
    "check, sync --prune and export agree on every value InAppSettingsKit localizes",
    arguments: ["--iask", "--no-iask"])
  func everyLocalizedValueIsInUse(reader: String) throws {
    let (dir, bundle) = try ExchangeCLITests.copy(Self.fixture)
    defer { try? FileManager.default.removeItem(at: dir) }
    let check = try CLI.run(["check", bundle.path, reader, "--no-config", "--format", "json"])
    let stale = try Self.keys("stale-key", in: check.stdout)
    #expect(stale == ["STALE_KEY"], "check \(reader): \(stale.sorted())")
    let sync = try CLI.run(["sync", bundle.path, reader, "--no-config", "--prune", "--dry-run", "--format", "json"])
    #expect(sync.status == 0, "\(sync.stderr)")
    let pruned = try Self.keys("stale-key", in: sync.stdout)
    #expect(pruned == ["STALE_KEY"], "sync \(reader) --prune: \(pruned.sorted())")
    for (key, field) in Self.localized {
      #expect(!stale.contains(key) && !pruned.contains(key), "\(key) (\(field)) is in use")
    }
  }

  @Test("export --iask carries every value InAppSettingsKit localizes")
  func exportCarriesEveryLocalizedValue() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(Self.fixture)
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = try CLI.run(["export", bundle.path, "--iask", "--no-config", "--language", "de", "--output", "-"])
    #expect(export.status == 0, "\(export.stderr)")
    for (key, field) in Self.localized {
      #expect(export.stdout.contains("id=\"\(key)\""), "\(key) (\(field)) is exported")
    }
    #expect(!export.stdout.contains("STALE_KEY"))
  }

  @Test(
    "on InAppSettingsKit's own bundle, sync --iask --prune keeps the child title and the localized URL",
    .enabled(if: FileManager.default.fileExists(atPath: CLI.corpus.path), "../shared/corpus is not beside the project"))
  func corpusKeepsLocalizedFields() throws {
    let corpusBundle = CLI.corpus.appendingPathComponent("futuretap__InAppSettingsKit/Settings.bundle")
    let (dir, bundle) = try ExchangeCLITests.copy(corpusBundle)
    defer { try? FileManager.default.removeItem(at: dir) }
    let sync = try CLI.run(["sync", bundle.path, "--iask", "--no-config", "--prune", "--dry-run", "--format", "json"])
    #expect(sync.status == 0, "\(sync.stderr)")
    let pruned = try Self.keys("stale-key", in: sync.stdout)
    #expect(!pruned.contains("ABOUT_TITLE") && !pruned.contains("LOCALIZED_URL"), "\(pruned.sorted())")
    let check = try CLI.run(["check", bundle.path, "--iask", "--no-config", "--format", "json"])
    let stale = try Self.keys("stale-key", in: check.stdout)
    #expect(!stale.contains("ABOUT_TITLE") && !stale.contains("LOCALIZED_URL"), "\(stale.sorted())")
    let export = try CLI.run(["export", bundle.path, "--iask", "--no-config", "--language", "de", "--output", "-"])
    #expect(export.stdout.contains("id=\"ABOUT_TITLE\"") && export.stdout.contains("id=\"LOCALIZED_URL\""))
  }
}

@Suite("settings-l10n: a page without StringsTable keeps its keys in use for InAppSettingsKit")
struct PageWithoutTableKeysTests {
  @Test(
    "without --iask, the keys InAppSettingsKit reads from Root for a page without StringsTable are neither stale nor pruned",
    arguments: ["--no-iask", "--iask"])
  func pageWithoutTable(reader: String) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try bundle.writeRootPage(childPaneFile: "About")
    // No StringsTable and no About.strings: InAppSettingsKit looks its strings up in Root.
    let about = HostileBundle.page(table: "Root")
      .replacingOccurrences(of: "\t<key>StringsTable</key>\n\t<string>Root</string>\n", with: "")
      .replacingOccurrences(of: "<string>Dark mode</string>", with: "<string>ABOUT_GROUP</string>")
    #expect(!about.contains("StringsTable"))
    try about.write(to: bundle.url.appendingPathComponent("About.plist"), atomically: false, encoding: .utf8)
    try bundle.write(
      "en.lproj/Root.strings",
      HostileBundle.strings([
        "Sound": "Sound", "Volume": "Volume", "Dark mode": "Dark mode", "ABOUT_GROUP": "About", "GONE": "Gone",
      ]))
    try bundle.write(
      "de.lproj/Root.strings", HostileBundle.strings(["Sound": "Ton", "ABOUT_GROUP": "Über", "GONE": "Weg"]))
    let check = try CLI.run(["check", bundle.url.path, reader, "--no-config", "--format", "json"])
    #expect(try KeysInUseCLITests.keys("stale-key", in: check.stdout) == ["GONE"], "\(check.stdout)")
    let sync = try CLI.run(["sync", bundle.url.path, reader, "--no-config", "--prune", "--dry-run", "--format", "json"])
    #expect(try KeysInUseCLITests.keys("stale-key", in: sync.stdout) == ["GONE"], "\(sync.stdout)")
  }
}
