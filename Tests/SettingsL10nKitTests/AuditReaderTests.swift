import Foundation
import SettingsL10nKit
import SettingsSchema
import Testing

/// Which pages count: required keys come from the pages the chosen reader shows; a key any page
/// file uses, under any element type, is never stale.
@Suite("Audit: pages each reader shows")
struct AuditReaderTests {
  @Test("a key only an .inApp page or an unreached page uses is not stale, and not required from the Settings app")
  func inAppKeysAreNotStale() throws {
    let report = try AuditFixtures.audit("inapp-pages")
    #expect(report.findings("stale-key").compactMap(\.key).sorted() == ["OLD", "UNUSED"])
    // fr lacks SETTINGS_UNLINK_DROPBOX, which only InAppSettingsKit shows: nothing is missing.
    #expect(report.findings("missing-key").isEmpty)
    #expect(report.language("fr")?.coverage == 1)
  }

  @Test("a plist without PreferenceSpecifiers (Info.plist) is not an orphan page; an unreached page is")
  func infoPlistIsNotAPage() throws {
    let report = try AuditFixtures.audit("inapp-pages")
    #expect(report.findings("orphan-page").map(\.file) == ["Extra.plist"])
  }

  @Test("an empty value says a blank label only where a page shows the key")
  func emptyValueOfAnUnusedKey() throws {
    let report = try AuditFixtures.audit("inapp-pages")
    let empty = try #require(report.findings("empty-value").first)
    #expect(empty.key == "UNUSED")
    #expect(!empty.message.contains("blank label"))
    #expect(empty.message.contains("no page uses the key"))
    let shown = try AuditFixtures.audit("translations").findings("empty-value").first
    #expect(shown?.message.contains("the Settings app shows a blank label") == true)
  }

  @Test("duplicate-key findings carry the key, in the library and in JSON")
  func duplicateCarriesKey() throws {
    let report = try AuditFixtures.audit("inapp-pages")
    #expect(report.findings("duplicate-key").map(\.key) == ["Sync"])
    let (json, _) = try AuditFixtures.run("inapp-pages", format: .json)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let perKey: Set<String> = [
      "missing-key", "stale-key", "untranslated", "empty-value", "duplicate-key", "format-mismatch",
    ]
    for finding in findings where perKey.contains(finding["id"] as? String ?? "") {
      #expect(finding["key"] is String, "\(finding)")
    }
  }

  /// Each field InAppSettingsKit localizes (from its IASKSpecifier and IASKSettingsReader) and
  /// the key the fixture gives it; de lacks every one of them.
  static let inAppSettingsKitFields: [(field: String, key: String)] = [
    ("IASKButtonSpecifier Title", "BTN_TITLE"),
    ("PSMultiValueSpecifier FooterText", "MV_FOOTER"),
    ("IASKSubtitle (a string)", "BTN_SUBTITLE"),
    ("IASKSubtitle (__default__ of a dictionary)", "TG_SUB_DEFAULT"),
    ("IASKSubtitle (one value of a dictionary)", "TG_SUB_ON"),
    ("IASKPlaceholder", "TF_PLACEHOLDER"),
    ("IASKMailComposeSpecifier Title", "MAIL_TITLE"),
    ("IASKMailComposeSubject", "MAIL_SUBJECT"),
    ("IASKMailComposeBody", "MAIL_BODY"),
    ("IASKListGroupSpecifier Title", "LIST_TITLE"),
    ("IASKItemSpecifier Title", "ITEM_TITLE"),
    ("IASKItemSpecifier IASKPlaceholder", "ITEM_PLACEHOLDER"),
    ("IASKAddSpecifier Title", "ADD_TITLE"),
  ]

  @Test("with --iask, every field InAppSettingsKit localizes is required", arguments: inAppSettingsKitFields)
  func iaskField(_ field: String, _ key: String) throws {
    let report = try AuditFixtures.audit("iask-fields")
    let missing = report.findings("missing-key").filter { $0.language == "de" }
    #expect(missing.contains { $0.key == key }, "\(field): \(key) is not required")
    #expect(missing.first { $0.key == key }?.message.contains("InAppSettingsKit shows the raw key") == true)
    #expect(!report.findings("stale-key").contains { $0.key == key })
    // Without --iask these keys are still used (never stale), but the Settings app shows none of them.
    let bundle = AuditFixtures.folder("iask-fields").appendingPathComponent("Settings.bundle")
    let plain = try Audit.run(bundleAt: bundle, bundlePath: "Settings.bundle")
    #expect(
      !plain.findings.contains { $0.key == key && ($0.id.rawValue == "stale-key" || $0.id.rawValue == "missing-key") })
  }

  @Test("the fields InAppSettingsKit reads are exactly those, and the Settings app's are a subset")
  func fieldLists() throws {
    let walk = try SettingsBundle(
      url: AuditFixtures.folder("iask-fields").appendingPathComponent("Settings.bundle"),
      options: .init(iaskTableConvention: true)
    ).walk()
    let page = try #require(walk.page(named: "Root.inApp"))
    let fields = page.localizableStrings(reader: .inAppSettingsKit).map { "\($0.field)" }
    #expect(
      fields == [
        "Title", "FooterText", "Title", "Titles[0]", "Titles[1]", "ShortTitles[0]", "ShortTitles[1]", "FooterText",
        "Title", "IASKSubtitle", "Title", "IASKSubtitle.__default__", "IASKSubtitle.on", "Title", "IASKPlaceholder",
        "Title", "IASKMailComposeSubject", "IASKMailComposeBody", "Title", "IASKItemSpecifier.Title",
        "IASKItemSpecifier.IASKPlaceholder", "IASKAddSpecifier.Title",
      ])
    #expect(
      page.localizableStrings(reader: .settingsApp).map(\.key) == [
        "G_TITLE", "G_FOOTER", "MV_TITLE", "MV_A", "MV_B", "MV_A_SHORT", "MV_B_SHORT", "TG_TITLE", "TF_TITLE",
      ])
    #expect(LocalizableString.Field("IASKItemSpecifier.Title") == .inAppSettingsKit("IASKItemSpecifier.Title"))
    #expect(LocalizableString.Field("IASKItemSpecifier.Title")?.plistKey == "IASKItemSpecifier")
  }

  @Test("not-in-development-table names the languages that translate the key and those that show it raw")
  func notInDevelopmentTable() throws {
    let report = try AuditFixtures.audit("translations")
    let finding = try #require(report.findings("not-in-development-table").first { $0.key == "Advanced" })
    #expect(finding.message.contains("en, de, en-GB, fr, ja show it as written in the page"))
    #expect(!finding.message.contains("no language is asked"))
  }
}
