import Foundation
import TestSupport
import Testing

/// Configuration files that `check` refuses: each folder of `Fixtures/config/bad` holds a
/// `.settings-l10n.yml` and the error it gets (`expected.err`), with its line and column.
@Suite("settings-l10n check with a bad configuration")
struct ConfigErrorCLITests {
  static let folder = CLI.fixtures.appendingPathComponent("config/bad")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test("the fixtures are there")
  func fixturesFound() { #expect(Self.names.count >= 20) }

  @Test("exit 2, nothing on standard output, the golden error on standard error", arguments: names)
  func refused(_ name: String) throws {
    let here = Self.folder.appendingPathComponent(name)
    let result = try CLI.run(["check", "--format", "xcode"], in: here)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    try Golden.check(result.stderr, against: here.appendingPathComponent("expected.err"))
  }

  @Test("errors about a place in the file name it as path:line:column")
  func located() throws {
    for name in Self.names where !["no-bundles", "shared-baseline"].contains(name) {
      let result = try CLI.run(["check"], in: Self.folder.appendingPathComponent(name))
      #expect(result.stderr.hasPrefix(".settings-l10n.yml:"), "\(name): \(result.stderr)")
      let parts = result.stderr.split(separator: ":")
      #expect(parts.count > 3 && Int(parts[1]) != nil && Int(parts[2]) != nil, "\(name): \(result.stderr)")
    }
  }

  @Test("--config names the file from anywhere; --no-config reads none")
  func choosingTheFile() throws {
    let bad = Self.folder.appendingPathComponent("bad-fail-on/.settings-l10n.yml").path
    let app = CLI.fixtures.appendingPathComponent("config/repos/app")
    let named = try CLI.run(["check", "--config", bad], in: app)
    #expect(named.status == 2)
    #expect(named.stderr.contains("failOn is 'errors'"))
    let none = try CLI.run(
      ["check", "--no-config", "--format", "xcode"], in: Self.folder.appendingPathComponent("bad-fail-on"))
    #expect(none.status == 2)
    #expect(none.stderr.contains("no Settings bundle below the current folder"))
    let both = try CLI.run(["check", "--config", bad, "--no-config"], in: app)
    #expect(both.status == 2)
  }

  @Test("a FIFO named as the configuration is refused, never read (it would block)")
  func fifo() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let fifo = root.appendingPathComponent(".settings-l10n.yml")
    #expect(unsafe mkfifo(fifo.path, 0o600) == 0)
    let result = try CLI.run(["check"], in: root)
    #expect(result.status == 2)
    #expect(result.stderr == ".settings-l10n.yml: error: the configuration is not a regular file\n")
  }
}
