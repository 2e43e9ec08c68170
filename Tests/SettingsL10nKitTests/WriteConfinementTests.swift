import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// A folder of the bundle swapped for a link out of it after the write was checked: the write
/// still lands in the folder that was checked, never outside.
@Suite("Exchange: writes confined by held folders")
struct WriteConfinementTests {
  /// `root/Settings.bundle` with `de.lproj/Root.strings`, and `root/outside` holding a `Root.strings` of its own.
  struct Layout {
    let root: URL
    var bundle: URL { root.appendingPathComponent("Settings.bundle") }
    var outside: URL { root.appendingPathComponent("outside") }
    var folder: URL { bundle.appendingPathComponent("de.lproj") }
    var moved: URL { bundle.appendingPathComponent("de.lproj.moved") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("confinement-\(UUID().uuidString)")
      for folder in [root.appendingPathComponent("Settings.bundle/de.lproj"), root.appendingPathComponent("outside")] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try Data("\"a\" = \"old\";\n".utf8).write(to: folder.appendingPathComponent("Root.strings"))
      try Data("\"a\" = \"outside\";\n".utf8).write(to: outside.appendingPathComponent("Root.strings"))
    }

    /// Moves `de.lproj` aside (still inside the bundle) and puts a link to `outside` in its place.
    func swap() {
      unsafe rename(folder.path, moved.path)
      unsafe symlink(outside.path, folder.path)
    }

    func names(_ url: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }
  }

  @Test("a table replaced and a table created after the check land in the checked folder", arguments: [false, true])
  func swappedAfterCheck(creates: Bool) throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let name = creates ? "Child.strings" : "Root.strings"
    let before: [UInt8]? = creates ? nil : Array("\"a\" = \"old\";\n".utf8)
    let change = FileChange(
      url: layout.folder.appendingPathComponent(name), displayPath: "de.lproj/\(name)", before: before,
      after: Array("\"a\" = \"new\";\n".utf8))
    let root = try #require(WriteDestination.realPath(layout.bundle.path))
    try FileTransaction(root: root, afterChecks: { layout.swap() }).commit([change])
    #expect(try layout.names(layout.outside) == ["Root.strings"])
    #expect(
      try String(contentsOf: layout.outside.appendingPathComponent("Root.strings"), encoding: .utf8)
        == "\"a\" = \"outside\";\n")
    #expect(try String(contentsOf: layout.moved.appendingPathComponent(name), encoding: .utf8) == "\"a\" = \"new\";\n")
    #expect(try layout.names(layout.moved) == (creates ? ["Child.strings", "Root.strings"] : ["Root.strings"]))
  }

  @Test("a link inside the bundle that climbs back in is written through; one that leaves by `..` is refused")
  func relativeLinks() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let root = try #require(WriteDestination.realPath(layout.bundle.path))
    let inside = layout.bundle.appendingPathComponent("de_DE.lproj")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
    #expect(
      unsafe symlink("../de.lproj/../de.lproj/Root.strings", inside.appendingPathComponent("Root.strings").path) == 0)
    #expect(unsafe symlink("../../outside/Root.strings", inside.appendingPathComponent("Away.strings").path) == 0)
    let through = FileChange(
      url: inside.appendingPathComponent("Root.strings"), displayPath: "de_DE.lproj/Root.strings",
      before: Array("\"a\" = \"old\";\n".utf8), after: Array("\"a\" = \"through\";\n".utf8))
    try FileTransaction(root: root).commit([through])
    #expect(
      try String(contentsOf: layout.folder.appendingPathComponent("Root.strings"), encoding: .utf8)
        == "\"a\" = \"through\";\n")
    let away = FileChange(
      url: inside.appendingPathComponent("Away.strings"), displayPath: "de_DE.lproj/Away.strings",
      before: Array("\"a\" = \"outside\";\n".utf8), after: Array("\"a\" = \"pwned\";\n".utf8))
    do {
      try FileTransaction(root: root).commit([away])
      Issue.record("a link out of the bundle was written through")
    } catch {
      guard case .unsafe(let findings) = error else { throw error }
      #expect(findings.map(\.id) == ["path-outside-bundle"])
    }
    #expect(
      try String(contentsOf: layout.outside.appendingPathComponent("Root.strings"), encoding: .utf8)
        == "\"a\" = \"outside\";\n")
  }
}
