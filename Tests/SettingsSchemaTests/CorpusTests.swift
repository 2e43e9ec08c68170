import Foundation
import SettingsSchema
import Testing

/// The five real bundles in ../shared/corpus, when that folder is beside the package.
/// Expected numbers were checked by hand against the plists (an independent count per page);
/// `strings` counts the Settings app's view: pages reached from Root and its device variants,
/// never from an `.inApp` page, and only the element types it knows.
@Suite(
  .enabled(if: FileManager.default.fileExists(atPath: Paths.corpus.path), "../shared/corpus is not beside the project"))
struct CorpusTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    var name: String
    var pages: Int
    var strings: Int
    var findings: [String: Int]
    var testDescription: String { name }
  }

  static let expectations: [Expectation] = [
    Expectation(
      name: "BelledonneCommunications__linphone-iphone", pages: 12, strings: 204,
      // Its InAppSettingsKit elements, which the Settings app passes over as meant, are not reported.
      findings: [
        "missing-required-key": 3, "page-without-table": 11,
        // LDAP: "simple" against default/enabled/disabled; Video: "0" (a string) against numbers.
        "default-not-in-values": 2,
      ]),
    Expectation(
      name: "futuretap__InAppSettingsKit", pages: 12, strings: 149,
      // Account, Listgroup and Tag are reached from Root.inApp only, which the Settings app never
      // opens; nor does it show InAppSettingsKit's own elements.
      findings: [
        "invalid-value": 3, "missing-required-key": 8,
        // Complete: "Fruit" against the fruit names; Fruit: 1 against strings.
        "default-not-in-values": 2,
      ]),
    Expectation(name: "threema-ch__threema-ios", pages: 1, strings: 4, findings: [:]),
    // QEMURendererFPSLimit: "0" (a string) against numbers. License.plist, a page of licence text,
    // has no StringsTable as meant.
    Expectation(name: "utmapp__UTM", pages: 2, strings: 1168, findings: ["default-not-in-values": 1]),
    // Both elements without a Type are on Root.inApp.plist, which the Settings app never opens.
    Expectation(name: "videolan__vlc-ios", pages: 2, strings: 210, findings: [:]),
  ]

  @Test(arguments: expectations)
  func walk(_ expected: Expectation) throws {
    let url = Paths.corpus.appendingPathComponent("\(expected.name)/Settings.bundle")
    let result = try SettingsSchema.SettingsBundle(url: url).walk()
    #expect(result.pages.count == expected.pages)
    #expect(result.strings.count == expected.strings)
    var counts: [String: Int] = [:]
    for finding in result.findings { counts[finding.id.rawValue, default: 0] += 1 }
    #expect(counts == expected.findings)
    #expect(result.orphans.isEmpty)
    // What any page uses includes everything the Settings app looks up in a table (a page
    // without StringsTable it shows as written; InAppSettingsKit takes those from a table).
    let used = Set(result.usedStrings.map { "\($0.table ?? "")\u{0}\($0.key)" })
    #expect(result.strings.filter { $0.table != nil }.allSatisfy { used.contains("\($0.table ?? "")\u{0}\($0.key)") })
    #expect(result.usedStrings.allSatisfy { $0.table != nil })
    // Both renderings work on real input.
    let report = InspectReport(bundle: expected.name, walk: result, includeStrings: true)
    #expect(!report.text().isEmpty)
    #expect(!(try report.json()).isEmpty)
  }

  @Test func linphoneReliesOnTheIASKTableConvention() throws {
    let url = Paths.corpus.appendingPathComponent("BelledonneCommunications__linphone-iphone/Settings.bundle")
    let plain = try SettingsSchema.SettingsBundle(url: url).walk()
    #expect(plain.pages.filter { $0.table == nil }.count == 11)
    let iask = try SettingsSchema.SettingsBundle(url: url, options: .init(iaskTableConvention: true)).walk()
    #expect(iask.page(named: "Account")?.table == "Account")
    #expect(iask.pages.allSatisfy { $0.table != nil })
    // Account.plist is linked five times from Root and expanded once.
    #expect(
      iask.nodes.filter { $0.page == "Account" }.map(\.state) == [.expanded] + Array(repeating: .repeated, count: 4))
  }

  @Test func inAppSettingsKitSpecialPanesAreNotBrokenLinks() throws {
    let url = Paths.corpus.appendingPathComponent("futuretap__InAppSettingsKit/Settings.bundle")
    let result = try SettingsSchema.SettingsBundle(url: url).walk()
    #expect(result.findings.filter { $0.id == "missing-page" || $0.id == "path-outside-bundle" }.isEmpty)
    #expect(
      result.nodes.filter { $0.depth == 0 }.map(\.page) == [
        "Root", "Root.inApp", "Root~ipad.inApp", "Root~ipad", "Root~iphone.inApp", "Root~iphone",
      ])
    // Tag and Account are reached only through IASKListGroupSpecifier's embedded child panes.
    #expect(result.page(named: "Tag") != nil && result.page(named: "Account") != nil)
  }

  @Test func vlcSpecifiersWithoutTypeAreLocated() throws {
    let url = Paths.corpus.appendingPathComponent("videolan__vlc-ios/Settings.bundle")
    // Root.inApp.plist is InAppSettingsKit's page.
    let result = try SettingsSchema.SettingsBundle(url: url, options: .init(iaskTableConvention: true)).walk()
    let untyped = result.findings.filter { $0.id == "missing-required-key" }
    #expect(untyped.map(\.file) == ["Root.inApp.plist", "Root.inApp.plist"])
    #expect(untyped.map(\.line) == [173, 1133])
    #expect(untyped.map(\.specifierIndex) == [9, 70])
  }
}
