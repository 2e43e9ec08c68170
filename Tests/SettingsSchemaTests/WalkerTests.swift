import Foundation
import SettingsSchema
import Testing

@Suite struct WalkerTests {
  @Test func formatsAreAllRead() throws {
    let result = try walk(Paths.bundle("formats"))
    #expect(result.pages.map(\.name) == ["Root", "Binary", "OpenStep"])
    #expect(result.pages.map(\.format) == [.xml, .binary, .openStep])
    #expect(result.findings.isEmpty)
    let root = try #require(result.page(named: "Root"))
    #expect(root.title == "Ignored page title")
    #expect(root.applicationGroupContainerIdentifier == "group.example")
    #expect(root.otherKeys == ["CustomRootKey": .string("kept")])
    #expect(root.specifiers.count == 9)
    // The page's own Title is not a localizable string of its table.
    #expect(!result.requiredKeys(table: "Root").contains("Ignored page title"))
    #expect(result.requiredKeys(table: "OpenStep") == ["Old style", "Still read", "Colour", "Red", "Green"])
    #expect(result.requiredKeys(table: "Binary") == ["Stored in binary", "Binary toggle"])
  }

  @Test func typedFieldsAreDecoded() throws {
    let root = try #require(try walk(Paths.bundle("formats")).page(named: "Root"))
    guard case .toggleSwitch(let toggle) = root.specifiers[1].kind else {
      Issue.record("not a toggle")
      return
    }
    #expect(toggle.defaultValue == .bool(true))
    #expect(toggle.trueValue == .string("ON"))
    #expect(toggle.description == "Longer text for Mac Catalyst")
    #expect(toggle.trueConfirmationPrompt?.confirmText == "Turn On")
    guard case .slider(let slider) = root.specifiers[2].kind else {
      Issue.record("not a slider")
      return
    }
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.maximumValueImage == "loud")
    guard case .textField(let field) = root.specifiers[4].kind else {
      Issue.record("not a text field")
      return
    }
    #expect(field.keyboardType == .alphabet && field.autocapitalizationType == .words)
    #expect(field.autocorrectionType == .no && field.isSecure == false)
    guard case .multiValue(let multi) = root.specifiers[5].kind else {
      Issue.record("not a multi value")
      return
    }
    #expect(multi.shortTitles == ["S", "N", "F"] && multi.values == [.integer(0), .integer(1), .integer(2)])
    #expect(root.specifiers[6].supportedUserInterfaceIdioms == ["Pad"])
    guard case .childPane(let pane) = root.specifiers[7].kind else {
      Issue.record("not a child pane")
      return
    }
    #expect(pane.file == "Binary" && pane.icon == "gear")
  }

  @Test func extractionHasProvenance() throws {
    let result = try walk(Paths.bundle("formats"))
    let speed = result.strings.filter { $0.preferenceKey == "speed" }
    #expect(
      speed.map(\.field.description) == [
        "Title", "Titles[0]", "Titles[1]", "Titles[2]",
        "ShortTitles[0]", "ShortTitles[1]", "ShortTitles[2]",
      ])
    #expect(speed.allSatisfy { $0.table == "Root" && $0.page == "Root" && $0.specifierIndex == 5 })
    let footer = try #require(result.strings.first { $0.field == .footerText })
    #expect(footer.key == "Footer under General")
    #expect(footer.line != nil && footer.column != nil)
    // A child pane's Title belongs to the parent's table.
    let pane = try #require(result.strings.first { $0.key == "Binary page" })
    #expect(pane.table == "Root" && pane.specifierType == "PSChildPaneSpecifier")
  }

  @Test func cyclesStopAndRepeatsAreNotExpanded() throws {
    let result = try walk(Paths.bundle("cycles"))
    #expect(result.pages.map(\.name) == ["Root", "A", "B", "Self"])
    #expect(
      result.nodes.map { "\($0.depth) \($0.page) \($0.state)" } == [
        "0 Root expanded", "1 A expanded", "2 B expanded", "3 A cycle", "2 Root cycle",
        "1 B repeated", "1 Self expanded", "2 Self cycle",
      ])
    let cycles = result.ids("page-cycle")
    #expect(cycles.count == 3)
    #expect(cycles.allSatisfy { $0.line != nil && $0.severity == .warning })
    #expect(cycles.contains { $0.file == "Self.plist" && $0.message.contains("Self → Self") })
  }

  @Test func brokenLinksAreReportedAndNeverRead() throws {
    let result = try walk(Paths.bundle("broken-links"))
    // A File that climbs out of the bundle, by name or by its real path, leaves the bundle; one
    // that is otherwise not a plain page name (a URL) is refused by name.
    let invalid = result.ids("invalid-table-name")
    #expect(invalid.count == 2)
    #expect(invalid.allSatisfy { $0.message.contains("is a URL") })
    let outside = result.ids("path-outside-bundle")
    #expect(outside.count == 4)
    #expect(outside.contains { $0.message.contains("\"../x\"") })
    #expect(outside.contains { $0.message.contains("absolute path") })
    #expect(outside.contains { $0.message.contains("symbolic link that leaves the bundle") })
    #expect(!result.pages.contains { $0.name == "Escape" })
    let missing = result.ids("missing-page")
    #expect(missing.count == 6)
    #expect(missing.contains { $0.message.contains("did you mean \"Advanced\"") })
    #expect(missing.contains { $0.message.contains("not a regular file") })
    // A symlink inside the bundle is followed, and its target is not an orphan.
    #expect(result.page(named: "Alias") != nil)
    #expect(result.orphans == ["Advanced.plist"])
  }

  @Test func variantsAreRootsAndIASKPanesAreNotLinks() throws {
    let result = try walk(Paths.bundle("variants"))
    #expect(result.nodes.filter { $0.depth == 0 }.map(\.page) == ["Root", "Root.inApp", "Root~ipad", "Root~iphone"])
    #expect(result.orphans == ["Orphan.plist"])
    #expect(result.ids("missing-page").isEmpty)
    #expect(result.ids("path-outside-bundle").isEmpty)
    // The list group's embedded child pane reaches Tag.
    #expect(result.page(named: "Tag") != nil)
    // The Settings app passes over InAppSettingsKit's elements, and never opens Root.inApp nor
    // the pages only it links to: what those say of themselves is InAppSettingsKit's (--iask).
    #expect(result.ids("unknown-specifier-type").isEmpty)
    #expect(result.ids("page-without-table").count == 2)
    #expect(result.page(named: "Account")?.table == nil)
    #expect(!result.strings.contains { $0.key == "Press me" })
  }

  @Test func iaskConventionNamesTablesAfterPages() throws {
    let result = try walk(Paths.bundle("variants"), iask: true)
    #expect(result.page(named: "Account")?.table == "Account")
    // No lproj holds PadOnly.strings: InAppSettingsKit falls back to Root.
    #expect(result.page(named: "PadOnly")?.table == "Root")
    #expect(result.requiredKeys(table: "Account") == ["User"])
    #expect(result.strings.contains { $0.key == "Press me" && $0.specifierType == "IASKButtonSpecifier" })
  }

  @Test func schemaChecks() throws {
    let result = try walk(Paths.bundle("schema"))
    let byIndex = Dictionary(grouping: result.findings, by: { $0.specifierIndex ?? -1 })
    func ids(_ index: Int) -> [String] { (byIndex[index] ?? []).map(\.id.rawValue).sorted() }
    #expect(ids(0) == ["missing-required-key"])
    #expect(ids(1) == ["titles-values-mismatch", "titles-values-mismatch"])
    #expect(ids(2) == ["missing-required-key", "missing-required-key"])
    #expect(ids(3) == ["missing-required-key", "missing-required-key"])
    #expect(ids(4) == ["missing-required-key"])
    #expect(ids(5) == ["invalid-value", "invalid-value"])
    #expect(ids(6) == ["invalid-value"])
    #expect(ids(7) == ["invalid-value"])
    // An InAppSettingsKit date picker: the Settings app passes over it as the app means it to.
    #expect(ids(8).isEmpty)
    #expect(ids(9) == ["titles-values-mismatch"])
    #expect(ids(10) == ["invalid-value"])
    #expect(ids(11) == ["invalid-value", "missing-required-key"])
    #expect(ids(12) == ["invalid-value", "missing-required-key"])
    let root = try #require(result.page(named: "Root"))
    #expect(root.specifiers.count == 12)
    #expect(root.specifiers[0].kind == .untyped)
    #expect(root.specifiers[0].raw["Key"] == .string("untyped"))
    #expect(result.findings.allSatisfy { $0.line != nil })
  }

  @Test func invalidPagesAreLocatedFindings() throws {
    let result = try walk(Paths.bundle("invalid-pages"))
    let syntax = result.ids("syntax-error")
    #expect(syntax.map(\.file) == ["BadOpenStep.plist", "BadXML.plist", "Empty.plist"])
    #expect(syntax.first { $0.file == "BadXML.plist" }?.line == 5)
    #expect(syntax.first { $0.file == "BadOpenStep.plist" }?.line == 4)
    #expect(syntax.first { $0.file == "Empty.plist" }?.message.contains("empty") == true)
    #expect(result.ids("invalid-value").map(\.file) == ["ArrayRoot.plist"])
    #expect(result.ids("missing-required-key").map(\.file) == ["NoSpecifiers.plist"])
    #expect(result.nodes.filter { $0.state == .invalid }.count == 5)
  }

  @Test func missingBundleThrows() {
    #expect(throws: BundleError.self) {
      try walk(Paths.fixtures.appendingPathComponent("no-such/Settings.bundle"))
    }
  }

  @Test func missingRootIsAFinding() throws {
    let bundle = try TemporaryBundle()
    let result = try walk(bundle.url)
    #expect(result.ids("missing-page").map(\.file) == ["Root.plist"])
    #expect(result.pages.isEmpty)
  }
}
