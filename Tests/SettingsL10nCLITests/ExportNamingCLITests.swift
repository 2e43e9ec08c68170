import Foundation
import Testing

@Suite("export names packages as Xcode does, prints clean paths, and import findings name the language")
struct ExportNamingCLITests {
  /// The basic fixture with its German folder renamed `de_AT.lproj`: a folder whose name is not its tag.
  static func underscored() throws -> (URL, URL) {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    try FileManager.default.moveItem(
      at: bundle.appendingPathComponent("de.lproj"), to: bundle.appendingPathComponent("de_AT.lproj"))
    return (dir, bundle)
  }

  @Test(
    "--all names every package by the BCP 47 tag (de-AT), as xcodebuild names .xcloc folders, and prints no double slash",
    arguments: [("xliff", "de-AT.xliff"), ("xliff2", "de-AT.xliff"), ("xcloc", "de-AT.xcloc")])
  func tagNames(package: String, name: String) throws {
    let (dir, bundle) = try Self.underscored()
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = dir.appendingPathComponent("l10n")
    let export = try CLI.run(["export", bundle.path, "--package", package, "--all", "--output", output.path + "/"])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [name])
    #expect(export.stdout.contains(output.path + "/" + name), "\(export.stdout)")
    #expect(!export.stdout.contains("//"), "\(export.stdout)")
    let back = try CLI.run(["import", bundle.path, output.appendingPathComponent(name).path])
    #expect(back.status == 0 && back.stdout == "0 files written\n", "\(back.stdout)\(back.stderr)")
  }

  @Test("a file named by the old rule (the folder's name, de_AT.xliff) is still imported")
  func oldNameImports() throws {
    let (dir, bundle) = try Self.underscored()
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = dir.appendingPathComponent("l10n")
    #expect(try CLI.run(["export", bundle.path, "--all", "--output", output.path]).status == 0)
    let old = output.appendingPathComponent("de_AT.xliff")
    try FileManager.default.moveItem(at: output.appendingPathComponent("de-AT.xliff"), to: old)
    let back = try CLI.run(["import", bundle.path, old.path])
    #expect(back.status == 0 && back.stdout == "0 files written\n", "\(back.stdout)\(back.stderr)")
  }

  @Test("String Catalogs in a folder given with a trailing slash print no double slash")
  func catalogPaths() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = dir.appendingPathComponent("l10n").path + "/"
    let export = try CLI.run(["export", bundle.path, "--package", "xcstrings", "--output", output])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.contains(output + "Root.xcstrings: "), "\(export.stdout)")
    #expect(!export.stdout.contains("//"), "\(export.stdout)")
  }

  @Test("a warning about a String Catalog's unit names the language it is for: the catalog holds them all")
  func catalogWarningNamesLanguage() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    let catalog = dir.appendingPathComponent("Root.xcstrings")
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Sounds" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Sounds"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    try Data(json.utf8).write(to: catalog)
    let result = try CLI.run(["import", bundle.path, catalog.path, "--dry-run"])
    // Findings go to standard error: a dry run's standard output is the diff alone.
    #expect(
      result.stderr.contains("warning: unit \"Sounds\" for de.lproj: the target equals the development value"),
      "\(result.stderr)")
  }
}
