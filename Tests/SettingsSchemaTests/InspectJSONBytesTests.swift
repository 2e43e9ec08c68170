import Foundation
import SettingsSchema
import StringsFormat
import TestSupport
import Testing

/// `inspect --format json` byte for byte, for a walk full of hostile text, optional fields set
/// and left out, every node state and empty collections. The goldens in `Fixtures/json/` were
/// recorded from the JSONEncoder output the report first had: they pin its spacing, key order,
/// escaping (`/` as it is, DEL, C1 and the line separators as `\u`) and empty containers.
@Suite struct InspectJSONBytesTests {
  static let folder = Paths.packageRoot.appendingPathComponent("Fixtures/json")
  static let text = HostileText.all

  static var hostileWalk: BundleWalk {
    let group = Specifier(index: 0, type: "PSGroupSpecifier", kind: .group(.init(footerText: text)), raw: [:])
    let pages = [
      Page(name: "Root", file: "Root.plist", format: .xml, stringsTable: "Root", title: text, specifiers: [group]),
      Page(name: text, file: text + ".plist", format: .binary, stringsTable: nil, specifiers: []),
      Page(name: "Root.inApp", file: "Root.inApp.plist", format: .openStep, stringsTable: text, specifiers: []),
    ]
    let states: [PageNode.State] = [.cycle, .missing, .outsideBundle, .invalid, .skipped]
    let nodes =
      [
        PageNode(
          page: "Root", file: "Root.plist", depth: 0, parent: nil, specifierIndex: nil, title: nil, state: .expanded),
        PageNode(
          page: text, file: text + ".plist", depth: 1, parent: 0, specifierIndex: 3, title: text, state: .expanded),
        PageNode(
          page: "Root.inApp", file: "Root.inApp.plist", depth: 1, parent: 0, specifierIndex: 4, title: "",
          state: .expanded),
        PageNode(
          page: text, file: text + ".plist", depth: 2, parent: 2, specifierIndex: 0, title: nil, state: .repeated),
      ]
      + states.enumerated().map { index, state in
        PageNode(
          page: "P\(index)/x", file: "", depth: 1, parent: 0, specifierIndex: index, title: "t/\(index)", state: state)
      }
    let strings = [
      LocalizableString(
        key: text, table: "Root", page: "Root", file: "Root.plist", line: 12, column: 7, specifierIndex: 0,
        specifierType: "PSGroupSpecifier", field: .footerText, preferenceKey: text),
      LocalizableString(
        key: "", table: nil, page: text, file: text + ".plist", specifierIndex: 2, specifierType: nil,
        field: .titles(10), preferenceKey: nil),
      LocalizableString(
        key: "a/b", table: text, page: "Root.inApp", file: "Root.inApp.plist", line: 1, specifierIndex: 0,
        specifierType: "IASKCustomViewSpecifier", field: .inAppSettingsKit("IASKSubtitle.on"), preferenceKey: ""),
      LocalizableString(
        key: "s", table: "Root", page: "Root", file: "Root.plist", specifierIndex: 1,
        specifierType: "PSTitleValueSpecifier",
        field: .shortTitles(0), preferenceKey: "k"),
    ]
    let findings = [
      Finding(
        id: "missing-page", severity: .error, message: text, file: text, line: 1, column: 2, page: text, language: text,
        table: text, key: text, specifierIndex: 0),
      Finding(id: "page-cycle", severity: .warning, message: ""),
      Finding(id: "orphan-page", severity: .note, message: "m/n", file: "Other.plist"),
      Finding(id: "missing-page", severity: .error, message: "😀", line: 3, key: ""),
    ]
    return BundleWalk(
      options: .init(), pages: pages, nodes: nodes, orphans: [text + ".plist", "Z.plist"], strings: strings,
      shownPages: ["Root", text], findings: findings)
  }

  @Test("inspect JSON of hostile text", arguments: [false, true])
  func hostile(strings: Bool) throws {
    let report = InspectReport(bundle: Self.text + "/Settings.bundle", walk: Self.hostileWalk, includeStrings: strings)
    try Golden.checkBytes(
      try report.json(), against: Self.folder.appendingPathComponent("inspect-hostile\(strings ? "-strings" : "").json")
    )
  }

  @Test("inspect JSON of an empty walk: empty arrays and an empty byId object")
  func empty() throws {
    let walk = BundleWalk(options: .init(), pages: [], nodes: [], orphans: [], strings: [], findings: [])
    let report = InspectReport(bundle: "", walk: walk, includeStrings: true)
    try Golden.checkBytes(try report.json(), against: Self.folder.appendingPathComponent("inspect-empty.json"))
  }

  /// The bundles of `Fixtures/bundles` with strings listed, compared byte for byte (their
  /// goldens beside them are compared as strings by `GoldenTests`).
  @Test("inspect JSON of the fixture bundles, byte for byte", arguments: Paths.fixtureNames)
  func fixture(name: String) throws {
    for iask in [false, true] {
      let report = InspectReport(
        bundle: "Settings.bundle", walk: try walk(Paths.bundle(name), iask: iask), includeStrings: true)
      let golden = Paths.fixtures.appendingPathComponent("\(name)/expected/inspect\(iask ? "-iask" : "").json")
      try Golden.checkBytes(try report.json(), against: golden)
    }
  }
}
