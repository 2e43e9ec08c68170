import ByteCore
import CXattr
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// What a write keeps of the file it replaces, what it refuses to replace, and the names it can write.
@Suite("Hostile bundles: faithful files")
struct FaithfulWriteTests {
  /// A user attribute on a file in a fresh temporary folder sticks (tmpfs before Linux 6.6 keeps none).
  static let userAttributesWork: Bool = {
    guard let dir = try? CLI.temporaryDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("probe")
    guard FileManager.default.createFile(atPath: file.path, contents: Data()) else { return false }
    return setAttribute("user.probe", "1", on: file.path)
  }()

  static func setAttribute(_ name: String, _ value: String, on path: String) -> Bool {
    unsafe Array(value.utf8).withUnsafeBytes { unsafe setxattr(path, name, $0.baseAddress, $0.count, 0) } == 0
  }

  /// The value of the attribute `name` of `path`, nil when it has none.
  static func attribute(_ name: String, of path: String) -> String? {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = unsafe buffer.withUnsafeMutableBytes { unsafe getxattr(path, name, $0.baseAddress, $0.count) }
    return count < 0 ? nil : String(decoding: buffer[0..<count], as: UTF8.self)
  }

  @Test(
    "a rewrite keeps the table's extended attributes",
    .enabled(if: userAttributesWork, "the temporary folder keeps no user attributes"))
  func extendedAttributesKept() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let table = bundle.url.appendingPathComponent("de.lproj/Root.strings")
    #expect(Self.setAttribute("user.origin", "translators", on: table.path))
    #expect(Self.setAttribute("user.empty", "", on: table.path))
    let run = try CLI.run(["sync", bundle.url.path, "--fill-with-source"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try bundle.text("de.lproj/Root.strings").contains("\"Dark mode\" = \"Dark mode\";"))
    #expect(Self.attribute("user.origin", of: table.path) == "translators")
    #expect(Self.attribute("user.empty", of: table.path) == "")
  }

  @Test(
    "a table with another hard link, or marked read-only, is not replaced: exit 2, a finding, nothing written",
    arguments: ["hard-linked-file", "read-only-file"])
  func unfaithfulReplacementRefused(id: String) throws {
    let bundle = try HostileBundle(languages: ["de", "fr"])
    defer { bundle.remove() }
    let table = bundle.url.appendingPathComponent("de.lproj/Root.strings").path
    if id == "hard-linked-file" {
      #expect(unsafe link(table, bundle.root.appendingPathComponent("shared-copy.strings").path) == 0)
    } else {
      #expect(unsafe chmod(table, 0o444) == 0)
    }
    let before = try bundle.snapshot()
    let run = try CLI.run(["sync", bundle.url.path, "--fill-with-source"])
    #expect(run.status == 2, "\(run.stdout) \(run.stderr)")
    #expect(run.stderr.contains("de.lproj/Root.strings") && run.stderr.contains("[\(id)]"), "\(run.stderr)")
    #expect(run.stderr.contains("nothing was written"), "\(run.stderr)")
    #expect(try bundle.snapshot() == before)
    var info = stat()
    #expect(
      unsafe stat(table, &info) == 0 && (id == "read-only-file" ? info.st_mode & 0o777 == 0o444 : info.st_nlink == 2))
  }

  @Test(
    "strings format refuses a loose file with another hard link or without write permission (exit 2)",
    arguments: [false, true])
  func formatRefusesUnfaithfulReplacement(readOnly: Bool) throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Root.strings")
    try Data("'a'='b';".utf8).write(to: file)
    if readOnly {
      #expect(unsafe chmod(file.path, 0o400) == 0)
    } else {
      #expect(unsafe link(file.path, dir.appendingPathComponent("other").path) == 0)
    }
    let run = try CLI.run(["strings", "format", file.path])
    #expect(run.status == 2, "\(run.stdout) \(run.stderr)")
    #expect(run.stderr.contains(readOnly ? "is read-only" : "hard links"), "\(run.stderr)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "'a'='b';")
  }

  @Test(
    "new tables and folders are created under the umask",
    arguments: [(0o027, 0o640, 0o750), (0o002, 0o664, 0o775)] as [(mode_t, mode_t, mode_t)])
  func newFilesUnderUmask(umask: mode_t, file: mode_t, folder: mode_t) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    let export = try CLI.run(["export", bundle.url.path, "--language", "ja"])
    let xliff = bundle.root.appendingPathComponent("ja.xliff")
    try Data(
      export.stdout.replacingOccurrences(of: "<source>Sound</source>", with: "<source>Sound</source><target>音</target>")
        .utf8
    ).write(to: xliff)
    let run = try Self.run(umask: umask, ["import", bundle.url.path, xliff.path, "--create"])
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(unsafe stat(bundle.url.appendingPathComponent("ja.lproj/Root.strings").path, &info) == 0)
    #expect(info.st_mode & 0o777 == file, "file mode \(String(info.st_mode & 0o777, radix: 8))")
    #expect(unsafe stat(bundle.url.appendingPathComponent("ja.lproj").path, &info) == 0)
    #expect(info.st_mode & 0o777 == folder, "folder mode \(String(info.st_mode & 0o777, radix: 8))")
  }

  @Test("a table name of up to 247 bytes is written: its temporary name is cut to fit NAME_MAX")
  func longTableNames() throws {
    for length in [219, 220, 247] {
      let table = String(repeating: "t", count: length)
      let bundle = try HostileBundle(table: table)
      defer { bundle.remove() }
      let run = try CLI.run(["extract", bundle.url.path])
      #expect(run.status == 0, "\(length): \(run.stderr)")
      #expect(
        FileManager.default.fileExists(atPath: bundle.url.appendingPathComponent("en.lproj/\(table).strings").path),
        "\(length)")
      let left = try bundle.snapshot().keys.filter { $0.contains(AtomicFile.temporaryToken) }
      #expect(left.isEmpty, "\(left)")
    }
  }

  @Test("a table name too long for a file name with .strings is flagged by check and refused by writers")
  func tooLongTableNames() throws {
    // Two bytes of a three-byte character over the limit: counted in bytes, not characters.
    for table in [String(repeating: "t", count: 248), String(repeating: "t", count: 245) + "€"] {
      let bundle = try HostileBundle(table: table)
      defer { bundle.remove() }
      let check = try CLI.run(["check", bundle.url.path, "--format", "xcode"])
      #expect(check.status == 1)
      #expect(
        check.stdout.contains("[invalid-table-name]") && check.stdout.contains("over the 255 a file name may have"),
        "\(check.stdout)")
      let before = try bundle.snapshot()
      let extract = try CLI.run(["extract", bundle.url.path])
      #expect(extract.status == 2)
      #expect(extract.stderr.contains("[invalid-table-name]"), "\(extract.stderr)")
      #expect(try bundle.snapshot() == before)
    }
  }

  /// Root with runuser, and a build folder the user `nobody` can reach (a clone in a 0700 folder,
  /// such as one `mktemp -d` made, is not).
  static let canRunAsNobody =
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")
    && (try? CLI.run(launcher: "/usr/sbin/runuser", ["-u", "nobody", "--", "/bin/test", "-x", CLI.binary.path]).status)
      == 0

  @Test(
    "a folder on the way that may be searched but not listed (mode 0711) does not stop a write",
    .enabled(if: canRunAsNobody, "needs root, runuser and a build folder the user nobody may enter"))
  func searchOnlyFolderOnTheWay() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let home = dir.appendingPathComponent("home")
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
    try FileManager.default.moveItem(at: bundle.url, to: home.appendingPathComponent("Settings.bundle"))
    #expect(unsafe chown(home.path, 65534, 65534) == 0)
    for case let path as String in try #require(FileManager.default.enumerator(atPath: home.path)) {
      #expect(unsafe chown(home.appendingPathComponent(path).path, 65534, 65534) == 0)
    }
    #expect(unsafe chmod(dir.path, 0o711) == 0)
    let output = home.appendingPathComponent("de.xliff")
    let run = try CLI.runAs(
      "nobody",
      ["export", home.appendingPathComponent("Settings.bundle").path, "--language", "de", "--output", output.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: output.path))
    let sync = try CLI.runAs(
      "nobody", ["sync", home.appendingPathComponent("Settings.bundle").path, "--fill-with-source"])
    #expect(sync.status == 0, "\(sync.stderr)")
  }

  /// Runs the tool under `umask` (set by a shell, as a user's would be); stdout is dropped.
  static func run(umask: mode_t, _ arguments: [String]) throws -> CLI.Result {
    try CLI.run(
      launcher: "/bin/sh", ["-c", "umask \(String(umask, radix: 8)); exec \"$0\" \"$@\"", CLI.binary.path] + arguments)
  }
}

extension CLI {
  /// Runs the tool as `user` (the caller is root); stdout is dropped.
  static func runAs(_ user: String, _ arguments: [String]) throws -> CLI.Result {
    try run(launcher: "/usr/sbin/runuser", ["-u", user, "--", CLI.binary.path] + arguments)
  }

  /// Runs `launcher` with `arguments`, which start the tool its own way; stdout is dropped.
  static func run(launcher: String, _ arguments: [String]) throws -> CLI.Result {
    let child = try ChildProcess(launcher, arguments, standardOutput: .null)
    let errData = child.readToEnd().errorOutput
    return CLI.Result(status: child.waitForExit(), stdout: "", stderr: String(decoding: errData, as: UTF8.self))
  }
}
