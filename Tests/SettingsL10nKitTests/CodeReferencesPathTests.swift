import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// The code search's paths: which files are sources, where each is from the bundle, and links
/// that lead out of the searched folder (never read, each with a note).
@Suite("Code references: paths and links")
struct CodeReferencesPathTests {
  @Test(
    "a source is a Swift or Objective-C file outside hidden, build and dependency folders",
    arguments: [
      ("App/A.swift", true), ("A.m", true), ("Sources/B.mm", true), ("Include/C.h", true),
      ("App/A.swiftinterface", false), ("README.md", false), ("swift", false), (".swift", true),
      (".build/A.swift", false), ("App/.hidden/A.swift", false), ("Pods/P/A.swift", false),
      ("App/Pods.swift", true), ("vendor/A.m", false), ("App/Carthage/Checkouts/A.swift", false),
      ("Sources/Ré/É.swift", true), ("Sources/A.Swift", false),
    ])
  func source(path: String, isSource: Bool) {
    #expect(SourceListing.isSource(path) == isSource, "\(path)")
  }

  @Test(
    "a file's path from the bundle folder, as a page file's is",
    arguments: [
      ("/r/App/Settings.bundle", "/r/App/Sources/A.swift", "../Sources/A.swift"),
      ("/r/App/Settings.bundle", "/r/Other/A.swift", "../../Other/A.swift"),
      ("/r/App/Settings.bundle", "/r/App/Settings.bundle/A.swift", "A.swift"),
      ("/r/Ré/Settings.bundle", "/r/Ré/A.swift", "../A.swift"),
      // Names compare byte for byte: `é` composed and decomposed are two folders on Linux.
      ("/r/R\u{E9}/Settings.bundle", "/r/Re\u{301}/A.swift", "../../Re\u{301}/A.swift"),
      ("/r/App/Settings.bundle", "/r/App/Settings.bundleX/A.swift", "../Settings.bundleX/A.swift"),
    ])
  func relative(from: String, to path: String, expected: String) {
    #expect(SourceListing.relative(from: from, to: path) == expected)
  }

  @Test("links are read only when they lead to a file inside the searched folder")
  func links() throws {
    let manager = FileManager.default
    let top = manager.temporaryDirectory.appendingPathComponent("code-links-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: top) }
    let repository = top.appendingPathComponent("App")
    let sources = repository.appendingPathComponent("Sources")
    let outside = top.appendingPathComponent("Outside")
    for folder in [sources, outside] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
    try Data(#"let a = "IN_KEY""#.utf8).write(to: sources.appendingPathComponent("Inside.swift"))
    try Data(#"let b = "OUT_KEY""#.utf8).write(to: outside.appendingPathComponent("Outside.swift"))
    try manager.createSymbolicLink(
      atPath: sources.appendingPathComponent("Alias.swift").path, withDestinationPath: "Inside.swift")
    try manager.createSymbolicLink(
      atPath: sources.appendingPathComponent("Away.swift").path, withDestinationPath: "../../Outside/Outside.swift")
    try manager.createSymbolicLink(
      atPath: repository.appendingPathComponent("Linked").path, withDestinationPath: "../Outside")
    let code = CodeReferences.search(
      .paths(["Sources", "Sources/Alias.swift", "Sources/Away.swift", "Linked/Outside.swift"], base: repository),
      bundle: repository.appendingPathComponent("Settings.bundle"))
    #expect(code.filesRead == 2, "\(code.notes)")
    // Only the file inside the repository (and its alias) spells a key.
    #expect(code.literalDigests.count == 1 && code.spells("IN_KEY"))
    #expect(code.notes.count == 2)
    #expect(code.notes.contains { $0.hasPrefix("Sources/Away.swift was not read: it leads outside") }, "\(code.notes)")
    #expect(
      code.notes.contains { $0.hasPrefix("Linked/Outside.swift was not read: it leads outside") }, "\(code.notes)")
  }
}

extension CodeReferencesPathTests {
  @Test("a key read in many places is required once, at its first read in file then position order")
  func firstRead() throws {
    let manager = FileManager.default
    let top = manager.temporaryDirectory.appendingPathComponent("code-first-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: top) }
    try manager.createDirectory(at: top.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    let read = #"b.localizedString(forKey: "K", value: "", table: "Root")"#
    for name in ["A", "B"] {
      try Data("let x = 1\n\(read)\n\(read)\n".utf8).write(to: top.appendingPathComponent("Sources/\(name).swift"))
    }
    let code = CodeReferences.search(
      .paths(["Sources"], base: top), bundle: top.appendingPathComponent("Settings.bundle"))
    #expect(code.filesRead == 2)
    let reads = try #require(code.reads["Root"])
    #expect(reads.map(\.key) == ["K"])
    #expect(reads.first?.file == "../Sources/A.swift")
    #expect(reads.first?.shownFile.hasSuffix("Sources/A.swift") == true)
    #expect(reads.first?.line == 2 && reads.first?.column == 27)
  }
}
