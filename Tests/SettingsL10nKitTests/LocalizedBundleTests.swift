import BundleIO
import Foundation
import SettingsL10nKit
import Testing

@Suite("Localized bundle loading")
struct LocalizedBundleTests {
  /// A bundle in a temporary folder: Root.plist with one toggle, and the given files.
  static func makeBundle(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID())/Settings.bundle")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let page: [String: Any] = [
      "StringsTable": "Root",
      "PreferenceSpecifiers": [
        ["Type": "PSToggleSwitchSpecifier", "Title": "Sound", "Key": "sound", "DefaultValue": true]
      ],
    ]
    try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0)
      .write(to: root.appendingPathComponent("Root.plist"))
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test("reads every table of every folder, with its encoding kept")
  func loads() throws {
    let bundle = try Self.makeBundle([
      "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n", "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
    let loaded = try LocalizedBundle.load(bundle)
    #expect(loaded.developmentLproj?.name == "en")
    #expect(loaded.table("Root", in: "de")?.effective["Sound"] == .string("Ton"))
    #expect(loaded.table("Root", in: "de")?.path == "de.lproj/Root.strings")
    #expect(loaded.loadFindings.isEmpty)
    #expect(loaded.walk.requiredKeys(table: "Root") == ["Sound"])
  }

  @Test("a table or folder that links outside the bundle is reported and never read")
  func symlinksOutside() throws {
    let bundle = try Self.makeBundle(["en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n"])
    let outside = bundle.deletingLastPathComponent().appendingPathComponent("secret")
    defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("\"Sound\" = \"leaked\";\n".utf8).write(to: outside.appendingPathComponent("Root.strings"))
    let fm = FileManager.default
    try fm.createDirectory(at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try fm.createSymbolicLink(
      at: bundle.appendingPathComponent("de.lproj/Root.strings"),
      withDestinationURL: outside.appendingPathComponent("Root.strings"))
    try fm.createSymbolicLink(at: bundle.appendingPathComponent("fr.lproj"), withDestinationURL: outside)
    let loaded = try LocalizedBundle.load(bundle)
    #expect(loaded.table("Root", in: "de") == nil)
    #expect(loaded.table("Root", in: "fr") == nil)
    let outsideFindings = loaded.loadFindings.filter { $0.id == "path-outside-bundle" }
    #expect(Set(outsideFindings.compactMap(\.file)) == ["de.lproj/Root.strings", "fr.lproj/Root.strings"])
  }

  @Test(
    "folders are read when the bundle is reached through a link, and a folder linking inside the bundle is read too")
  func bundleBehindALink() throws {
    let bundle = try Self.makeBundle([
      "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n", "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n",
    ])
    let parent = bundle.deletingLastPathComponent()
    let link = parent.deletingLastPathComponent().appendingPathComponent(parent.lastPathComponent + "-link")
    defer {
      try? FileManager.default.removeItem(at: link)
      try? FileManager.default.removeItem(at: parent)
    }
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: parent)
    try FileManager.default.createSymbolicLink(
      atPath: bundle.appendingPathComponent("de_AT.lproj").path, withDestinationPath: "de.lproj")
    let loaded = try LocalizedBundle.load(link.appendingPathComponent(bundle.lastPathComponent))
    #expect(loaded.loadFindings.filter { $0.id == "path-outside-bundle" }.isEmpty)
    #expect(loaded.table("Root", in: "de")?.effective["Sound"] == .string("Ton"))
    #expect(loaded.table("Root", in: "de_AT")?.effective["Sound"] == .string("Ton"))
  }

  @Test("a table over the size limit is reported, not read")
  func sizeLimit() throws {
    let bundle = try Self.makeBundle(["en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n"])
    defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
    let loaded = try LocalizedBundle.load(bundle, options: .init(maxTableBytes: 8))
    #expect(loaded.table("Root", in: "en") == nil)
    #expect(loaded.loadFindings.map(\.id) == ["file-too-large"])
  }

  @Test("required keys compare exactly: NFC and NFD spellings are two keys, as on the device")
  func exactRequiredKeys() throws {
    let bundle = try Self.makeBundle([:])
    defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
    let page: [String: Any] = [
      "StringsTable": "Root",
      "PreferenceSpecifiers": [
        ["Type": "PSGroupSpecifier", "Title": "Caf\u{E9}"], ["Type": "PSGroupSpecifier", "Title": "Cafe\u{301}"],
        ["Type": "PSGroupSpecifier", "Title": "Caf\u{E9}"],
      ],
    ]
    try PropertyListSerialization.data(fromPropertyList: page, format: .binary, options: 0)
      .write(to: bundle.appendingPathComponent("Root.plist"))
    let keys = try LocalizedBundle.load(bundle).walk.requiredKeys(table: "Root")
    #expect(
      keys.map { Array($0.unicodeScalars) } == [Array("Caf\u{E9}".unicodeScalars), Array("Cafe\u{301}".unicodeScalars)])
  }
}
