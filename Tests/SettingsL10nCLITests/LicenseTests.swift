import Foundation
import Testing

/// The project's license and the notices of the third-party material it keeps as fixtures.
@Suite("license and notices")
struct LicenseTests {
  static func text(_ relative: String) throws -> String {
    try String(contentsOf: CLI.package.appendingPathComponent(relative), encoding: .utf8)
  }

  @Test("LICENSE is the Apache License 2.0, whole")
  func apacheLicense() throws {
    let license = try Self.text("LICENSE")
    #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
    #expect(license.contains("TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION"))
    #expect(license.contains("END OF TERMS AND CONDITIONS"))
  }

  /// The paths NOTICE lists: the lines that name a file of the repository on their own.
  static func noticedPaths() throws -> [String] {
    try text("NOTICE").split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("Fixtures/") || $0.hasPrefix("Tests/") || $0.hasPrefix("Locales/") }
  }

  @Test("every file NOTICE names exists")
  func noticedFilesExist() throws {
    let paths = try Self.noticedPaths()
    #expect(!paths.isEmpty)
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: CLI.package.appendingPathComponent(path).path), "\(path)")
    }
  }

  /// A fixture README that states a third-party license does so under a `## file` heading; each
  /// such file must be in NOTICE, so a copied fixture cannot land without its notice.
  @Test("every fixture whose README states a third-party license is in NOTICE")
  func licensedFixturesAreNoticed() throws {
    let noticed = Set(try Self.noticedPaths())
    let fixtures = CLI.fixtures
    let readmes =
      FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "README.md" } ?? []
    var licensed: [String] = []
    for readme in readmes {
      let folder = readme.deletingLastPathComponent().path.dropFirst(CLI.package.path.count + 1)
      var heading: String?
      for line in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n") {
        if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
        if line.hasPrefix("License:"), let heading { licensed.append("\(folder)/\(heading)") }
      }
    }
    #expect(licensed.contains("Fixtures/exchange/reference/Maccy-Localizable-excerpt.xcstrings"))
    for path in licensed {
      #expect(noticed.contains(path), "\(path) states a license in its README but is not in NOTICE")
    }
  }
}
