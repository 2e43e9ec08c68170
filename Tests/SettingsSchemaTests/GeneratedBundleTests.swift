import Foundation
import SettingsSchema
import TestSupport
import Testing

/// Bundles built in a temporary folder: long chains, self references, limits.
@Suite struct GeneratedBundleTests {
  @Test(.tags(.slow), SlowTests.onlyWhenAsked) func thousandPageChain() throws {
    let bundle = try TemporaryBundle()
    let count = 1_000
    for index in 0..<count {
      let name = index == 0 ? "Root" : "Page\(index)"
      var specifiers: [[String: Any]] = [["Type": "PSGroupSpecifier", "Title": "Group \(index)"]]
      if index + 1 < count { specifiers.append(childPane("Next \(index + 1)", "Page\(index + 1)")) }
      try bundle.write(name, ["StringsTable": "Root", "PreferenceSpecifiers": specifiers])
    }
    let result = try walk(bundle.url)
    #expect(result.pages.count == count)
    #expect(result.nodes.count == count)
    #expect(result.nodes.last?.depth == count - 1)
    #expect(result.findings.isEmpty)
    #expect(result.strings.count == 2 * count - 1)
    let report = InspectReport(bundle: "chain", walk: result)
    #expect(report.text().hasPrefix("chain: 1000 pages, 1999 strings\n"))
  }

  @Test func selfReferencingRoot() throws {
    let bundle = try TemporaryBundle()
    try bundle.write("Root", ["PreferenceSpecifiers": [childPane("Me", "Root"), childPane("Me again", "Root")]])
    let result = try walk(bundle.url)
    #expect(result.pages.count == 1)
    #expect(result.nodes.map(\.state) == [.expanded, .cycle, .cycle])
    #expect(result.ids("page-cycle").count == 2)
  }

  @Test func exponentialFanOutStaysLinear() throws {
    // Each page links twice to the next: 2^30 paths, but each page is expanded once.
    let bundle = try TemporaryBundle()
    let count = 30
    for index in 0..<count {
      let name = index == 0 ? "Root" : "P\(index)"
      let links = index + 1 < count ? [childPane("a", "P\(index + 1)"), childPane("b", "P\(index + 1)")] : []
      try bundle.write(name, ["PreferenceSpecifiers": links], format: .binary)
    }
    let result = try walk(bundle.url)
    #expect(result.pages.count == count)
    #expect(result.nodes.count == 1 + 2 * (count - 1))
    #expect(result.nodes.filter { $0.state == .repeated }.count == count - 1)
  }

  @Test func pageLimitIsReported() throws {
    let bundle = try TemporaryBundle()
    for index in 0..<20 {
      let name = index == 0 ? "Root" : "Page\(index)"
      try bundle.write(name, ["PreferenceSpecifiers": index < 19 ? [childPane("n", "Page\(index + 1)")] : []])
    }
    let limits = SettingsBundle.Limits(maxPages: 5)
    let result = try SettingsBundle(url: bundle.url, options: .init(limits: limits)).walk()
    #expect(result.pages.count == 5)
    #expect(result.ids("limit-exceeded").count == 1)
    #expect(result.nodes.last?.state == .skipped)
  }

  @Test func treeNodeLimitStopsTheWalk() throws {
    let bundle = try TemporaryBundle()
    let links = (0..<50).map { childPane("x\($0)", "Root") }
    try bundle.write("Root", ["PreferenceSpecifiers": links])
    let limits = SettingsBundle.Limits(maxTreeNodes: 10)
    let result = try SettingsBundle(url: bundle.url, options: .init(limits: limits)).walk()
    #expect(result.nodes.count == 10)
    #expect(result.ids("limit-exceeded").count == 1)
  }

  @Test func oversizedPageIsNotRead() throws {
    let bundle = try TemporaryBundle()
    try bundle.write(
      "Root", ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": String(repeating: "x", count: 4096)]]])
    let limits = SettingsBundle.Limits(maxPageBytes: 1024)
    let result = try SettingsBundle(url: bundle.url, options: .init(limits: limits)).walk()
    #expect(result.pages.isEmpty)
    #expect(result.ids("limit-exceeded").first?.file == "Root.plist")
  }

  @Test func symlinkedRootLeavingTheBundleIsNotRead() throws {
    let bundle = try TemporaryBundle()
    let outside = bundle.url.deletingLastPathComponent().appendingPathComponent("Root.plist")
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["PreferenceSpecifiers": []], format: .xml, options: 0)
    try data.write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: bundle.url.appendingPathComponent("Root.plist"), withDestinationURL: outside)
    let result = try walk(bundle.url)
    #expect(result.pages.isEmpty)
    #expect(result.ids("path-outside-bundle").map(\.file) == ["Root.plist"])
  }
}
