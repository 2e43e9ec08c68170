import Foundation
import Testing

/// A configuration stays in its repository: its bundle patterns and paths never reach above the
/// folder that holds it (or the git repository around it), a link to a file elsewhere never has
/// its content printed, and one owned by another user is refused, as git refuses such a folder.
@Suite("Configuration confinement: a configuration stays in its repository", .serialized)
struct ConfigConfinementCLITests {
  /// `root/repo` (a git repository holding `App/Settings.bundle`) and `root/other/Settings.bundle` beside it.
  struct Layout {
    let root: URL
    let repo: URL
    let other: HostileBundle

    init() throws {
      root = try CLI.temporaryDirectory()
      repo = root.appendingPathComponent("repo")
      try FileManager.default.createDirectory(
        at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
      let inside = try HostileBundle(languages: ["de"])
      try FileManager.default.createDirectory(
        at: repo.appendingPathComponent("App"), withIntermediateDirectories: true)
      try FileManager.default.moveItem(at: inside.url, to: repo.appendingPathComponent("App/Settings.bundle"))
      inside.remove()
      other = try HostileBundle(languages: ["de"])
      try FileManager.default.moveItem(at: other.root, to: root.appendingPathComponent("other"))
    }

    var otherBundle: URL { root.appendingPathComponent("other/Settings.bundle") }

    func config(_ text: String) throws {
      try Data(text.utf8).write(to: repo.appendingPathComponent(".settings-l10n.yml"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  static func files(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
    for case let path as String in walker {
      let url = folder.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if unsafe FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test(
    "a bundle pattern or path reaching above the repository is refused with its place, and nothing outside is written",
    arguments: [
      ("bundles:\n  - \"/**/Settings.bundle\"\n", 5), ("bundles:\n  - ../other/Settings.bundle\n", 5),
      ("bundles:\n  - App/../../other/Settings.bundle\n", 5), ("bundles:\n  - \"../*/Settings.bundle\"\n", 5),
    ])
  func patternAboveRepository(config: String, column: Int) throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.config(config)
    let before = try Self.files(layout.root.appendingPathComponent("other"))
    let started = Date()
    let sync = try CLI.run(["sync", "--fill-with-source"], in: layout.repo, timeout: 30)
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(sync.status == 2, "\(sync.stdout)\(sync.stderr)")
    #expect(sync.stderr.contains(".settings-l10n.yml:2:\(column): error: "), "\(sync.stderr)")
    #expect(sync.stderr.contains("outside"), "\(sync.stderr)")
    #expect(try Self.files(layout.root.appendingPathComponent("other")) == before)
  }

  @Test("a planted pattern of 100,000 characters is quoted by its start in the error, not whole")
  func longPatternQuotedShort() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let pattern = String(repeating: "**/*/", count: 20_000) + "Settings.bundle"
    try layout.config("bundles:\n  - \"\(pattern)\"\n")
    let check = try CLI.run(["check"], in: layout.repo)
    #expect(check.status == 2)
    #expect(check.stderr.contains(".settings-l10n.yml:2:5: error: bundle '**/*/**/*/"), "\(check.stderr.prefix(300))")
    #expect(check.stderr.contains("…' matches no Settings bundle"), "\(check.stderr.prefix(300))")
    #expect(check.stderr.utf8.count < 1_000, "\(check.stderr.utf8.count) bytes")
  }

  @Test("a link inside the repository to a bundle outside it is not a bundle of the configuration")
  func linkToOutside() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try FileManager.default.createSymbolicLink(
      at: layout.repo.appendingPathComponent("Linked.bundle"), withDestinationURL: layout.otherBundle)
    try layout.config("bundles:\n  - Linked.bundle\n")
    let before = try Self.files(layout.root.appendingPathComponent("other"))
    let sync = try CLI.run(["sync", "--fill-with-source"], in: layout.repo)
    #expect(sync.status == 2, "\(sync.stdout)\(sync.stderr)")
    #expect(sync.stderr.contains(".settings-l10n.yml:2:5: error: "), "\(sync.stderr)")
    #expect(try Self.files(layout.root.appendingPathComponent("other")) == before)
  }

  @Test("a configuration that is a link to a file outside the repository is refused without printing that file")
  func configLinkedOutside() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let secret = layout.root.appendingPathComponent("secret.txt")
    // An unknown key: an error that names it would show the file's first line.
    try Data("TOP-SECRET-TOKEN: value\n".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: layout.repo.appendingPathComponent(".settings-l10n.yml"), withDestinationURL: secret)
    let check = try CLI.run(["check"], in: layout.repo)
    #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
    #expect(!check.stderr.contains("SECRET") && !check.stdout.contains("SECRET"), "\(check.stderr)")
    #expect(check.stderr.contains(".settings-l10n.yml: error: "), "\(check.stderr)")
  }

  @Test(
    "outside a git repository, a parent folder's configuration owned by another user is refused, saying how to use it",
    .enabled(if: getuid() == 0, "changing a file's owner needs root"))
  func configOwnedByAnotherUser() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try FileManager.default.removeItem(at: layout.repo.appendingPathComponent(".git"))
    try Data("failOn: never\n".utf8).write(to: layout.root.appendingPathComponent(".settings-l10n.yml"))
    #expect(unsafe chown(layout.root.appendingPathComponent(".settings-l10n.yml").path, 65534, 65534) == 0)
    let check = try CLI.run(["check"], in: layout.repo)
    #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
    #expect(check.stderr.contains("owned by another user"), "\(check.stderr)")
    #expect(check.stderr.contains("--config"), "\(check.stderr)")
    let named = try CLI.run(
      ["check", "--config", layout.root.appendingPathComponent(".settings-l10n.yml").path], in: layout.repo)
    #expect(!named.stderr.contains("owned by another user"), "\(named.stderr)")
  }
}
